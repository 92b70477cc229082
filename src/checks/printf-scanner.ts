import { lowerBound } from '../cache/lower-bound.js';

/**
 * printf-style placeholders, found in one left-to-right pass. These were regular expressions such
 * as `%((?:\([^)]+\))?…[a-zA-Z%]|)`; a backtracking engine scans from every `%(` to the next `)`,
 * so a text of many `%(` and no `)` took time quadratic in its length. This scanner gives the same
 * matches (the test compares it with those expressions) and finds each `)` once.
 */
export interface PrintfDialect {
  /** `%1$s`: a positional argument number (C, PHP, and the strip pattern). */
  numbered: boolean;
  /** `%(name)s`: a mapping key (Python, and the strip pattern). */
  named: boolean;
  /** Flag characters, e.g. ` +#'-`. */
  flags: string;
  /**
   * The specification may be empty (`%((?:\d+\$)?(?:…|))`): a `%` that starts no conversion is
   * still a match, of `%` and its number or key. Without it such a `%` matches nothing.
   */
  emptyAlternative: boolean;
}

export interface PrintfMatch {
  start: number;
  end: number;
  /** The text after `%` (the regular expression's group 1). */
  inner: string;
}

export const C_DIALECT: PrintfDialect = { numbered: true, named: false, flags: " +#'-", emptyAlternative: true };
export const PHP_DIALECT: PrintfDialect = { numbered: true, named: false, flags: ' +#-', emptyAlternative: true };
export const PYTHON_DIALECT: PrintfDialect = { numbered: false, named: true, flags: ' +#-', emptyAlternative: true };
/** What `same` and `duplicate` strip: `%(?:\d+\$|\([^)]+\))?[ +#'-]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]`. */
export const STRIP_DIALECT: PrintfDialect = { numbered: true, named: true, flags: " +#'-", emptyAlternative: false };

export function scanPrintf(text: string, dialect: PrintfDialect): PrintfMatch[] {
  const matches: PrintfMatch[] = [];
  const closes = new NextIndex(text, ')');
  for (let i = text.indexOf('%'); i >= 0; ) {
    const end = placeholderEnd(text, i + 1, dialect, closes);
    if (end >= 0) {
      matches.push({ start: i, end, inner: text.slice(i + 1, end) });
      i = text.indexOf('%', end);
    } else {
      i = text.indexOf('%', i + 1);
    }
  }
  return matches;
}

/** Where the placeholder whose `%` is at `from - 1` ends, or -1 when none starts there. */
function placeholderEnd(text: string, from: number, dialect: PrintfDialect, closes: NextIndex): number {
  let p = from;
  if (dialect.numbered && isDigit(text.charCodeAt(p))) {
    const q = skipDigits(text, p);
    if (text[q] === '$') p = q + 1;
  } else if (dialect.named && text[p] === '(') {
    const close = closes.after(p + 1);
    if (close > p + 1) p = close + 1;
  }
  const end = specEnd(text, p, dialect.flags);
  if (end >= 0) return end;
  // `(?:…[a-zA-Z%]|)`: the number or key alone (or nothing) is a placeholder too.
  if (dialect.emptyAlternative) return p;
  // The expression then tries without the number or key: it never matches there (a digit, `$` or
  // `(` is neither a flag nor a conversion), but ask, to stay exact.
  return p === from ? -1 : specEnd(text, from, dialect.flags);
}

/** `[flags]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]` at `p`: its end, or -1. */
function specEnd(text: string, p: number, flags: string): number {
  while (p < text.length && flags.includes(text[p]!)) p++;
  p = skipDigits(text, p);
  if (text[p] === '.' && isDigit(text.charCodeAt(p + 1))) p = skipDigits(text, p + 1);
  // The length modifiers in the expression's order (hh, h, l, ll), each followed by a conversion.
  if (text.startsWith('hh', p) && isConversion(text.charCodeAt(p + 2))) return p + 3;
  if (text[p] === 'h' && isConversion(text.charCodeAt(p + 1))) return p + 2;
  if (text[p] === 'l' && isConversion(text.charCodeAt(p + 1))) return p + 2;
  if (text.startsWith('ll', p) && isConversion(text.charCodeAt(p + 2))) return p + 3;
  return isConversion(text.charCodeAt(p)) ? p + 1 : -1;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function skipDigits(text: string, p: number): number {
  while (isDigit(text.charCodeAt(p))) p++;
  return p;
}

/** `[a-zA-Z%]` */
function isConversion(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x25;
}

/**
 * The next occurrence of a character at or after a position. The positions are found in one pass
 * on first use, so asking about every `(` of a text with no `)` costs no more than one search.
 */
export class NextIndex {
  private positions: number[] | null = null;

  constructor(
    private readonly text: string,
    private readonly char: string,
  ) {}

  after(position: number): number {
    const positions = (this.positions ??= this.find());
    const at = lowerBound(positions, position);
    return at < positions.length ? positions[at]! : -1;
  }

  private find(): number[] {
    const found: number[] = [];
    for (let i = this.text.indexOf(this.char); i >= 0; i = this.text.indexOf(this.char, i + 1)) found.push(i);
    return found;
  }
}
