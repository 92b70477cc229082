import { NextIndex } from './printf-scanner.js';

/**
 * Python `str.format` fields, found in one left-to-right pass with the matches of the regular
 * expression they were found with:
 *
 *   \}(\})|\{(\{)|\{((?:[0-9]+|[_A-Za-z][_0-9A-Za-z]*)(?:\.[_A-Za-z][_0-9A-Za-z]*|\[[^\]]+\])*
 *   (?:![rsa])?(?::.?[<>=^]?[+ -]?#?0?(?:[1-9][0-9]*)?,?(?:\.[1-9][0-9]*)?[bcdeEfFgGnosxX%]?)?|)\}
 *
 * A backtracking engine scans from every `{0[` to the next `]`, so `{0[{0[…` without a `]` took
 * time quadratic in its length; here each `]` is found once, and the format spec after a field
 * name is tried once per position however many fields lead to it.
 */
export interface BraceMatch {
  start: number;
  end: number;
  /** The group that matched: `}` for `}}`, `{` for `{{`, else the field ("" for `{}`). */
  value: string;
}

const SPEC_THEN_CLOSE = /(?::.?[<>=^]?[+ -]?#?0?(?:[1-9][0-9]*)?,?(?:\.[1-9][0-9]*)?[bcdeEfFgGnosxX%]?)?\}/y;

export function scanPythonBrace(text: string): BraceMatch[] {
  const matches: BraceMatch[] = [];
  const closes = new NextIndex(text, ']');
  const specEnds = new Map<number, number>();
  const attributeEnds = new Map<number, number>();
  const specEnd = (p: number): number => {
    let end = specEnds.get(p);
    if (end === undefined) {
      SPEC_THEN_CLOSE.lastIndex = p;
      end = SPEC_THEN_CLOSE.test(text) ? SPEC_THEN_CLOSE.lastIndex : -1;
      specEnds.set(p, end);
    }
    return end;
  };
  let i = nextBrace(text, 0);
  while (i >= 0) {
    const match = matchAt(text, i, (p) => fieldNameEnd(text, p, closes, attributeEnds), specEnd);
    if (match) {
      matches.push(match);
      i = nextBrace(text, match.end);
    } else {
      i = nextBrace(text, i + 1);
    }
  }
  return matches;
}

function matchAt(text: string, i: number, fieldEnd: (p: number) => number, specEnd: (p: number) => number): BraceMatch | null {
  const c = text[i];
  const next = text[i + 1];
  if (c === '}') return next === '}' ? { start: i, end: i + 2, value: '}' } : null;
  if (next === '{') return { start: i, end: i + 2, value: '{' };
  const nameEnd = fieldEnd(i + 1);
  if (nameEnd >= 0) {
    let p = nameEnd;
    if (text[p] === '!' && (text[p + 1] === 'r' || text[p + 1] === 's' || text[p + 1] === 'a')) p += 2;
    const end = specEnd(p);
    if (end >= 0) return { start: i, end, value: text.slice(i + 1, end - 1) };
  }
  return next === '}' ? { start: i, end: i + 2, value: '' } : null;
}

/**
 * The end of `(?:[0-9]+|[_A-Za-z][_0-9A-Za-z]*)(?:\.[_A-Za-z][_0-9A-Za-z]*|\[[^\]]+\])*` at `p`, or -1.
 * Fields that meet in a chain of attributes share its end: `attributeEnds` remembers it for each
 * position of the chain, so that `{a[{a[x][y][y]…` walks the `[y]` once, not once per `{`.
 */
function fieldNameEnd(text: string, p: number, closes: NextIndex, attributeEnds: Map<number, number>): number {
  if (isDigit(text.charCodeAt(p))) {
    while (isDigit(text.charCodeAt(p))) p++;
  } else if (isIdentStart(text.charCodeAt(p))) {
    p = identEnd(text, p + 1);
  } else {
    return -1;
  }
  const chain: number[] = [];
  let end: number | undefined;
  for (;;) {
    end = attributeEnds.get(p);
    if (end !== undefined) break;
    chain.push(p);
    if (text[p] === '.' && isIdentStart(text.charCodeAt(p + 1))) {
      p = identEnd(text, p + 2);
    } else if (text[p] === '[' && closes.after(p + 1) > p + 1) {
      p = closes.after(p + 1) + 1;
    } else {
      end = p;
      break;
    }
  }
  for (const q of chain) attributeEnds.set(q, end);
  return end;
}

/** The next `{` or `}` (one scan: two indexOf calls would each rescan a text holding only one of them). */
function nextBrace(text: string, from: number): number {
  for (let p = from; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c === 0x7b || c === 0x7d) return p;
  }
  return -1;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isIdentStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f;
}

function identEnd(text: string, p: number): number {
  for (;;) {
    const c = text.charCodeAt(p);
    if (!isIdentStart(c) && !isDigit(c)) return p;
    p++;
  }
}
