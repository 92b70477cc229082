import type { FormatSyntax } from './format-syntax.js';
import { SortedPositions } from './sorted-positions.js';

/**
 * i18next's interpolation (`{{name}}`, `{{count, number}}`) and nesting (`$t(key)`), as Weblate's
 * `i18next_interpolation` check finds them: `\$t\((.+?)\)|\{\{(.+?)\}\}` (`.` not matching a line
 * break), each match with its whitespace removed, compared by count (order free). Weblate's check
 * flag of the i18next formats. A scanner gives the expression's matches in linear time.
 */
export function i18nextPlaceholders(text: string): string[] {
  const found: string[] = [];
  const newlines = new SortedPositions(text, isLineBreakAt);
  const parens = new SortedPositions(text, (t, i) => t[i] === ')');
  const braces = new SortedPositions(text, (t, i) => t[i] === '}' && t[i + 1] === '}');
  let i = 0;
  while (i < text.length) {
    const end = text.startsWith('$t(', i)
      ? closeAfter(i + 3, parens, newlines, 1)
      : text.startsWith('{{', i)
        ? closeAfter(i + 2, braces, newlines, 2)
        : -1;
    if (end >= 0) {
      found.push(text.slice(i, end).replace(/\s+/g, ''));
      i = end;
    } else {
      i++;
    }
  }
  return found;
}

/** `.+?` then the closing token at `start`: the first token after one or more non-line-break characters. */
function closeAfter(start: number, closes: SortedPositions, newlines: SortedPositions, length: number): number {
  const close = closes.atOrAfter(start + 1);
  if (close < 0 || start >= close) return -1;
  const newline = newlines.atOrAfter(start);
  return newline >= 0 && newline < close ? -1 : close + length;
}

/** Python's `.` matches anything but `\n`. */
function isLineBreakAt(text: string, index: number): boolean {
  return text[index] === '\n';
}

export const I18NEXT_SYNTAX: FormatSyntax = {
  id: 'i18next_interpolation',
  flag: 'i18next-interpolation',
  label: 'i18next interpolation',
  extract: i18nextPlaceholders,
  isPositional: () => false,
  literals: [],
  show: (p) => p,
};
