import type { ParsedEntry } from './entry.js';

/**
 * An entry of a monolingual file: the key is the context, this file's value forms are both the
 * target and the source (the model takes the source strings from the template's entries).
 */
export function monolingualEntry(
  key: string,
  forms: string[],
  position: { line: number; column: number },
  extra: { note?: string; flags?: string; location?: string } = {},
): ParsedEntry {
  return {
    source: forms,
    context: key,
    target: forms,
    fuzzy: false,
    location: extra.location ?? '',
    note: extra.note ?? '',
    flags: extra.flags ?? '',
    previousSource: '',
    explanation: '',
    line: position.line,
    column: position.column,
  };
}
