import type { ParsedEntry } from '../formats/entry.js';
import { base36 } from '../cache/base36.js';
import { hash53 } from '../cache/hash53.js';
import { ownString, StringPool } from '../formats/own-string.js';
import { computeIdHash, entryIdHash } from '../model/hash.js';

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
  /** Hash of what a source-language unit takes from the entry: flags, note, location, explanation. */
  n: string;
  /** id_hash (signed decimal) of the previous source (`#|`) with this entry's context, or "" when there is none. */
  p: string;
}

const MEMO_LIMIT = 200_000;
/**
 * Metadata texts remembered with their hash, at most: a component's entries have the same in each
 * of its files, so a few components' worth keeps almost every hit. At 200,000 the texts held about
 * 10 MB through a cold L history.
 */
const HASH_MEMO_LIMIT = 20_000;

/**
 * Turns parsed entries into compact ones for one history run. Its memos (metadata hashes, and one
 * copy of each id hash and source) live as long as the run, not as long as the process.
 */
export class EntryCompactor {
  /** Most entries are unchanged from one version of a file to the next: their metadata hash is computed once. */
  private readonly hashes = new Map<string, string>();
  /** The id hashes and sources of one string are the same in every file: one copy of each is kept. */
  private readonly interned: StringPool;
  private readonly hashMemoLimit: number;

  /** `memoLimit`: entries each memo holds at most (a thread that only compacts keeps fewer). */
  constructor(memoLimit = MEMO_LIMIT) {
    this.interned = new StringPool(memoLimit);
    this.hashMemoLimit = Math.min(memoLimit, HASH_MEMO_LIMIT);
  }

  compact(entries: readonly ParsedEntry[]): CompactEntry[] {
    return entries.map((entry) => ({
      h: entryIdHash(entry).toString(),
      s: entry.source.join('\x1e'),
      // Owned: a change record keeps its target long after the file version it came from.
      t: (entry.target[0] ?? '') === '' ? '' : ownString(entry.target.join('\x1e')),
      m: this.hash(
        [entry.fuzzy ? '1' : '0', entry.flags, entry.note, entry.location, entry.previousSource, entry.explanation].join('\x1f'),
      ),
      n: this.hash([entry.flags, entry.note, entry.location, entry.explanation].join('\x1f')),
      p: entry.previousSource === '' ? '' : computeIdHash([entry.previousSource], entry.context).toString(),
    }));
  }

  intern(entry: CompactEntry): CompactEntry {
    entry.h = this.interned.get(entry.h);
    entry.s = this.interned.get(entry.s);
    return entry;
  }

  private hash(text: string): string {
    let value = this.hashes.get(text);
    if (value === undefined) {
      if (this.hashes.size >= this.hashMemoLimit) this.hashes.clear();
      value = base36(hash53(text));
      this.hashes.set(text, value);
    }
    return value;
  }
}
