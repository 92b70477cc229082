import type { FormatSyntax } from './format-syntax.js';
import { isSpaceAt, SortedPositions } from './sorted-positions.js';

/**
 * Java's two placeholder syntaxes, as Weblate checks them (`weblate/checks/format.py`):
 * - `java_format`, Java MessageFormat: `{0}`, `{0,number}`, `{1,date,short}`, found by
 *   `\{(\d+)\s*(,\s*([a-z]+)(,\s*(\S+))?)?\s*\}` and compared by argument number and count (order
 *   free). A target with an odd number of `'` fails too (MessageFormat quotes with `'`, a literal
 *   one is `''`). On with `java-format` (or `java-messageformat`), or with `auto-java-messageformat`
 *   (Weblate's check flag of `properties-utf8`) when the source has such a placeholder.
 * - `java_printf_format`, `java.util.Formatter`: `%s`, `%1$s`, `%,d`, `%tY`, found by
 *   `%(?!\s)(?:\d+\$)?[-.#+0,(]*(?:\d+)?(?:\.\d+)?(?:[tT][A-Za-z]|[A-Za-z]|%)`, compared like
 *   C's (`%1$s` numbered, `%s` positional, `%%` a literal). On with `java-printf-format`
 *   (Weblate's check flag of Android string resources).
 * Both are found by scanners that give the expressions' matches in linear time.
 */

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isLower = (c: string | undefined): boolean => c !== undefined && c >= 'a' && c <= 'z';
const isLetter = (c: string | undefined): boolean => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

function skipWhile(text: string, p: number, test: (c: string | undefined) => boolean): number {
  while (p < text.length && test(text[p])) p++;
  return p;
}

function skipSpaces(text: string, p: number): number {
  while (p < text.length && isSpaceAt(text, p)) p++;
  return p;
}

/** The argument numbers of a text's MessageFormat placeholders (`{1,date}` → `1`). */
export function javaMessageArguments(text: string): string[] {
  const args: string[] = [];
  const spaces = new SortedPositions(text, isSpaceAt);
  const closes = new SortedPositions(text, (t, i) => t[i] === '}');
  for (let i = text.indexOf('{'); i >= 0; ) {
    const argEnd = skipWhile(text, i + 1, isDigit);
    const end = argEnd > i + 1 ? messageEnd(text, argEnd, spaces, closes) : -1;
    if (end >= 0) {
      args.push(text.slice(i + 1, argEnd));
      i = text.indexOf('{', end);
    } else {
      i = text.indexOf('{', i + 1);
    }
  }
  return args;
}

/** After the argument number: `\s*(,\s*([a-z]+)(,\s*(\S+))?)?\s*\}`'s end, or -1. */
function messageEnd(text: string, argEnd: number, spaces: SortedPositions, closes: SortedPositions): number {
  const comma = skipSpaces(text, argEnd);
  if (text[comma] === ',') {
    const typeStart = skipSpaces(text, comma + 1);
    const typeEnd = skipWhile(text, typeStart, isLower);
    if (typeEnd > typeStart) {
      if (text[typeEnd] === ',') {
        const styleStart = skipSpaces(text, typeEnd + 1);
        const end = styleEnd(text, styleStart, spaces, closes);
        if (end >= 0) return end;
      }
      const close = skipSpaces(text, typeEnd);
      if (text[close] === '}') return close + 1;
    }
  }
  return text[comma] === '}' ? comma + 1 : -1;
}

/** `(\S+)\s*\}` at `start`: the greedy run of non-spaces gives back characters until a `}` follows. */
function styleEnd(text: string, start: number, spaces: SortedPositions, closes: SortedPositions): number {
  if (start >= text.length || isSpaceAt(text, start)) return -1;
  const space = spaces.atOrAfter(start);
  const runEnd = space < 0 ? text.length : space;
  const after = skipSpaces(text, runEnd);
  if (runEnd < text.length && text[after] === '}') return after + 1;
  const close = closes.before(runEnd);
  return close > start ? close + 1 : -1;
}

function oddApostrophes(target: string): string[] {
  let count = 0;
  for (let i = target.indexOf("'"); i >= 0; i = target.indexOf("'", i + 1)) count++;
  return count % 2 === 0 ? [] : ["'"];
}

export const JAVA_MESSAGE_SYNTAX: FormatSyntax = {
  id: 'java_format',
  flag: 'java-format',
  label: 'Java MessageFormat',
  extract: javaMessageArguments,
  isPositional: () => false,
  literals: [],
  show: (p) => `{${p}}`,
  targetMissing: oddApostrophes,
  describeMissing: (p) => (p === "'" ? "an apostrophe must be paired with another one ('' for a literal one)" : null),
  isActive: (ctx) =>
    ctx.flags.has('java-format') ||
    ctx.flags.has('java-messageformat') ||
    (ctx.flags.has('auto-java-messageformat') && ctx.sources.some((source) => javaMessageArguments(source).length > 0)),
};

/** The text after `%` of each `java.util.Formatter` placeholder. */
export function javaPrintfPlaceholders(text: string): string[] {
  const found: string[] = [];
  for (let i = text.indexOf('%'); i >= 0; ) {
    const end = printfEnd(text, i + 1);
    if (end >= 0) {
      found.push(text.slice(i + 1, end));
      i = text.indexOf('%', end);
    } else {
      i = text.indexOf('%', i + 1);
    }
  }
  return found;
}

const isFlag = (c: string | undefined): boolean => c !== undefined && '-.#+0,('.includes(c);

/**
 * `(?!\s)(?:\d+\$)?[-.#+0,(]*(?:\d+)?(?:\.\d+)?(?:[tT][A-Za-z]|[A-Za-z]|%)` at `from`: its end, or -1.
 * The flags include `0` and `.`, so the greedy flags may give their last characters back to the width
 * and precision. A conversion is never a flag character, so it lies after the run of flags, and what
 * is given back is `0*` or `0*.0*`: giving back zeros changes nothing (the width reaches the same
 * end), giving back the run's last `.` may. So two tries, in the expression's order, find its end.
 */
function printfEnd(text: string, from: number): number {
  if (from >= text.length || isSpaceAt(text, from)) return -1;
  let p = from;
  const digits = skipWhile(text, p, isDigit);
  if (digits > p && text[digits] === '$') p = digits + 1;
  const runEnd = skipWhile(text, p, isFlag);
  const end = afterFlags(text, runEnd);
  if (end >= 0) return end;
  let zeros = runEnd;
  while (zeros > p && text[zeros - 1] === '0') zeros--;
  return zeros > p && text[zeros - 1] === '.' ? afterFlags(text, zeros - 1) : -1;
}

function afterFlags(text: string, k: number): number {
  const width = skipWhile(text, k, isDigit);
  if (text[width] === '.' && isDigit(text[width + 1])) {
    const end = conversionEnd(text, skipWhile(text, width + 1, isDigit));
    if (end >= 0) return end;
  }
  return conversionEnd(text, width);
}

function conversionEnd(text: string, q: number): number {
  const c = text[q];
  if ((c === 't' || c === 'T') && isLetter(text[q + 1])) return q + 2;
  return isLetter(c) || c === '%' ? q + 1 : -1;
}

const printfPositional = (p: string): boolean => !p.includes('$') && p !== '%';

export const JAVA_PRINTF_SYNTAX: FormatSyntax = {
  id: 'java_printf_format',
  flag: 'java-printf-format',
  label: 'Java format',
  extract: javaPrintfPlaceholders,
  isPositional: printfPositional,
  literals: ['%'],
  show: (p) => `%${p}`,
};
