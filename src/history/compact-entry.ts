import type { ParsedEntry } from '../formats/entry.js';
import { computeIdHash, siphash } from '../model/hash.js';

/** What the history needs of one entry of one file version; small enough to cache on disk as JSON. */
export interface CompactEntry {
  /** id_hash, signed decimal. */
  h: string;
  /** Source forms joined with U+001E (the target of a source-language unit). */
  s: string;
  /** Target after the state rules of compatibility.md §10.2: "" when the first form is empty, else the forms joined with U+001E. */
  t: string;
  /** Hash of everything else about the entry: fuzzy, flags, note, location, previous source, explanation. */
  m: string;
  /** id_hash (signed decimal) of the previous source (`#|`) with this entry's context, or "" when there is none. */
  p: string;
}

export function compactEntries(entries: readonly ParsedEntry[]): CompactEntry[] {
  return entries.map((entry) => ({
    h: computeIdHash(entry.source, entry.context).toString(),
    s: entry.source.join('\x1e'),
    t: (entry.target[0] ?? '') === '' ? '' : entry.target.join('\x1e'),
    m: siphash(
      [entry.fuzzy ? '1' : '0', entry.flags, entry.note, entry.location, entry.previousSource, entry.explanation].join('\x1f'),
    ).toString(36),
    p: entry.previousSource === '' ? '' : computeIdHash([entry.previousSource], entry.context).toString(),
  }));
}
