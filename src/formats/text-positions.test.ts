import { describe, expect, it } from 'vitest';
import { TextPositions } from './text-positions.js';

/** Line and column from the start of the text, as the TBX reader counted them before. */
function naive(text: string, index: number): { line: number; column: number } {
  let line = 1;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) line++;
  }
  const lineStart = Math.max(text.lastIndexOf('\n', index - 1), text.lastIndexOf('\r', index - 1)) + 1;
  let column = 1;
  for (let i = lineStart; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) column++;
  }
  return { line, column };
}

describe('TextPositions', () => {
  it('gives the line and column of the start-of-text count, asked in any order', () => {
    const pieces = ['a', '\n', '\r\n', '\r', '😀', 'é', '<'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 200; n++) {
      const text = Array.from({ length: 40 }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const positions = new TextPositions(text);
      const indexes = Array.from({ length: 10 }, () => Math.floor(next() * (text.length + 1))).sort((a, b) => a - b);
      if (n % 5 === 0) indexes.reverse();
      for (const i of indexes) expect(positions.at(i), `${JSON.stringify(text)} @${i}`).toEqual(naive(text, i));
    }
  });
});
