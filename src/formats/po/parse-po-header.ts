import type { PoReport } from './read-po-string.js';

/**
 * Turns the header entry's msgstr into its fields: one `Key: value` per line, key and value trimmed,
 * key kept as written. A repeated key keeps its last value (as gettext tools and translate-toolkit do).
 * A non-empty line without a colon is the warning `po-header-syntax` at the header's msgstr.
 */
export function parsePoHeader(msgstr: string, line: number, column: number, report: PoReport): Map<string, string> {
  const header = new Map<string, string>();
  for (const raw of msgstr.split('\n')) {
    const colon = raw.indexOf(':');
    if (colon < 0) {
      if (raw.trim() !== '') {
        report(line, column, 'warning', 'po-header-syntax', `header line "${raw.trim()}" is not of the form "Key: value"; it is ignored`);
      }
      continue;
    }
    const key = raw.slice(0, colon).trim();
    if (key === '') {
      report(line, column, 'warning', 'po-header-syntax', `header line "${raw.trim()}" has no key; it is ignored`);
      continue;
    }
    header.set(key, raw.slice(colon + 1).trim());
  }
  return header;
}
