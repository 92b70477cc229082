/**
 * 1-based line and column (in code points) of string indexes asked in increasing order, counted
 * on from the previous answer: finding each position from the start of the text (or of its line,
 * which in a file of one long line is the start) took time quadratic in the number of entries.
 * Line breaks are those of XML: `\r\n`, `\r` and `\n`.
 */
export class TextPositions {
  private index = 0;
  private line = 1;
  private column = 1;

  constructor(private readonly text: string) {}

  at(target: number): { line: number; column: number } {
    if (target < this.index) {
      // Asked out of order: count again from the start (a diagnostic's position, asked once).
      this.index = 0;
      this.line = 1;
      this.column = 1;
    }
    const { text } = this;
    let { line, column } = this;
    for (let i = this.index; i < target; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a) {
        line++;
        column = 1;
      } else if (c === 0x0d) {
        if (text.charCodeAt(i + 1) !== 0x0a) line++;
        column = 1;
      } else if (c < 0xdc00 || c > 0xdfff) {
        column++; // a low surrogate belongs to the code point before it
      }
    }
    this.index = target;
    this.line = line;
    this.column = column;
    return { line, column };
  }
}
