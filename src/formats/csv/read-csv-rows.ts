/** One CSV record: its fields and the 1-based position where it starts. */
export interface CsvRow {
  fields: string[];
  line: number;
  column: number;
}

/**
 * Records of RFC 4180 CSV with the given delimiter: fields quoted with `"` (doubled inside) may
 * hold delimiters and line breaks; line breaks are `\r\n`, `\n` or `\r`. An unterminated quote
 * runs to the end of the text and is reported by its start (`unterminated`).
 */
export function readCsvRows(text: string, delimiter: string): { rows: CsvRow[]; unterminated: { line: number; column: number } | null } {
  const rows: CsvRow[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let column = 1;
  let rowStart = { line: 1, column: 1 };
  let quoteStart: { line: number; column: number } | null = null;
  let inQuotes = false;
  let fieldStarted = false;
  const endRow = () => {
    fields.push(field);
    rows.push({ fields, ...rowStart });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
          column++;
        } else {
          inQuotes = false;
        }
      } else {
        field += c;
      }
    } else if (c === '"' && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
      quoteStart = { line, column };
    } else if (c === delimiter) {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      column = 1;
      rowStart = { line, column };
      continue;
    } else {
      field += c;
      fieldStarted = true;
    }
    if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) {
      line++;
      column = 1;
    } else if (c === '\r') {
      // the \n that follows counts the line
    } else {
      column++;
    }
  }
  if (field !== '' || fields.length > 0 || inQuotes) endRow();
  return { rows, unterminated: inQuotes ? quoteStart : null };
}

/** The delimiter of a CSV file: the one of `,` `;` tab that its first line has most of, outside quotes. */
export function sniffDelimiter(text: string): string {
  const counts = new Map<string, number>([[',', 0], [';', 0], ['\t', 0]]);
  let inQuotes = false;
  for (const c of text.slice(0, 4096)) {
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (c === '\n' || c === '\r')) break;
    else if (!inQuotes && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}
