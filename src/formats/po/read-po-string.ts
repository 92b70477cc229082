import type { DiagnosticCode } from '../../diagnostics/catalogue.js';

/** Reports a problem at a 1-based line and column of the PO file. */
export type PoReport = (line: number, column: number, severity: 'error' | 'warning', code: DiagnosticCode, message: string) => void;

/** Result slot reused by the caller: the unescaped value and the index just after the closing quote. */
export interface PoStringRead {
  value: string;
  end: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/**
 * Reads the C-style quoted string whose opening quote is at `text[open]`, on line `lineNo`.
 * A string without escapes is one slice; escapes take a slower path that collects pieces.
 * An unterminated string is reported and read to the end of the line.
 */
export function readPoString(text: string, open: number, lineNo: number, report: PoReport, out: PoStringRead): void {
  const n = text.length;
  for (let i = open + 1; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      out.value = text.slice(open + 1, i);
      out.end = i + 1;
      return;
    }
    if (c === BACKSLASH) {
      readEscapedPoString(text, open, lineNo, report, out);
      return;
    }
  }
  report(lineNo, open + 1, 'error', 'po-unterminated-string', 'string without a closing quote; add `"` at the end of the line');
  out.value = text.slice(open + 1);
  out.end = n;
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
};

function isOctal(c: number): boolean {
  return c >= 0x30 && c <= 0x37;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return -1;
}

/**
 * The slow path: `\n \t \r \\ \" \a \b \f \v`, octal `\NNN` (1–3 digits) and hex `\xHH` (all hex digits that follow, at most one byte).
 * Consecutive octal/hex escapes are bytes and are decoded together as UTF-8, so `\303\251` is "é".
 */
function readEscapedPoString(text: string, open: number, lineNo: number, report: PoReport, out: PoStringRead): void {
  const n = text.length;
  const parts: string[] = [];
  const bytes: number[] = [];
  let bytesColumn = 0;
  const flushBytes = (): void => {
    if (bytes.length === 0) return;
    parts.push(decodeBytes(bytes, lineNo, bytesColumn, report));
    bytes.length = 0;
  };
  let segStart = open + 1;
  let i = open + 1;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      if (i > segStart) {
        flushBytes();
        parts.push(text.slice(segStart, i));
      }
      flushBytes();
      out.value = parts.join('');
      out.end = i + 1;
      return;
    }
    if (c !== BACKSLASH) {
      i++;
      continue;
    }
    if (i > segStart) {
      flushBytes();
      parts.push(text.slice(segStart, i));
    }
    const escapeStart = i;
    const next = text.charCodeAt(i + 1);
    if (isOctal(next)) {
      let value = 0;
      let j = i + 1;
      while (j < n && j < i + 4 && isOctal(text.charCodeAt(j))) {
        value = value * 8 + (text.charCodeAt(j) - 0x30);
        j++;
      }
      if (value > 0xff) {
        report(lineNo, escapeStart + 1, 'error', 'po-invalid-escape', `octal escape ${text.slice(i, j)} is larger than one byte (\\377)`);
        flushBytes();
        parts.push(text.slice(i, j));
      } else {
        if (bytes.length === 0) bytesColumn = escapeStart + 1;
        bytes.push(value);
      }
      i = j;
    } else if (next === 0x78 /* x */) {
      let value = 0;
      let j = i + 2;
      // As in C and GNU gettext, a hex escape takes every hex digit that follows.
      while (j < n && hexValue(text.charCodeAt(j)) >= 0) {
        value = Math.min(value * 16 + hexValue(text.charCodeAt(j)), 0x100);
        j++;
      }
      if (j === i + 2) {
        report(lineNo, escapeStart + 1, 'error', 'po-invalid-escape', '`\\x` must be followed by hexadecimal digits');
        parts.push('\\x');
      } else if (value > 0xff) {
        report(lineNo, escapeStart + 1, 'error', 'po-invalid-escape', `hex escape ${text.slice(i, j)} is larger than one byte (\\xff)`);
        flushBytes();
        parts.push(text.slice(i, j));
      } else {
        if (bytes.length === 0) bytesColumn = escapeStart + 1;
        bytes.push(value);
      }
      i = j;
    } else {
      flushBytes();
      const ch = text[i + 1];
      const simple = ch === undefined ? undefined : SIMPLE_ESCAPES[ch];
      if (simple !== undefined) {
        parts.push(simple);
        i += 2;
      } else if (ch === undefined) {
        // A backslash at the very end of the line: the string is unterminated; report that below.
        parts.push('\\');
        i += 1;
      } else {
        report(
          lineNo,
          escapeStart + 1,
          'error',
          'po-invalid-escape',
          `unknown escape \\${ch}; use one of \\n \\t \\r \\\\ \\" \\a \\b \\f \\v, octal \\NNN or hex \\xHH`,
        );
        parts.push(text.slice(i, i + 2));
        i += 2;
      }
    }
    segStart = i;
  }
  if (i > segStart) {
    flushBytes();
    parts.push(text.slice(segStart, i));
  }
  flushBytes();
  report(lineNo, open + 1, 'error', 'po-unterminated-string', 'string without a closing quote; add `"` at the end of the line');
  out.value = parts.join('');
  out.end = n;
}

function decodeBytes(bytes: number[], lineNo: number, column: number, report: PoReport): string {
  const array = Uint8Array.from(bytes);
  try {
    return strictUtf8.decode(array);
  } catch {
    report(lineNo, column, 'warning', 'po-invalid-escape', 'byte escapes do not form valid UTF-8; invalid bytes read as U+FFFD');
    return lenientUtf8.decode(array);
  }
}
