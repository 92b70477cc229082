import type { CompactEntry } from './compact-entry.js';

/**
 * The id_hashes and sources of a file version's entries, in file order, each id_hash once. The
 * language files of a component mostly have the same ones (each is its template merged with a
 * language's translations), so the versions the history holds share one layout: at L a million
 * entries in 1,000 files, where a map and two arrays of their own took about 50 bytes an entry.
 */
export class EntryLayout {
  private constructor(
    /** Row of each id_hash (signed decimal), in file order. */
    readonly rows: ReadonlyMap<string, number>,
    private readonly ids: readonly string[],
    readonly sources: readonly string[],
  ) {}

  /**
   * The entries' layout and the entries it keeps: one per id_hash, the first one's place and the
   * last one's values, as a map would keep them. `like` is given back when it is the same layout.
   */
  static of(entries: readonly CompactEntry[], like: EntryLayout | null): { layout: EntryLayout; unique: readonly CompactEntry[] } {
    if (like?.isLayoutOf(entries)) return { layout: like, unique: entries };
    const rows = new Map<string, number>();
    const unique: CompactEntry[] = [];
    for (const entry of entries) {
      const row = rows.get(entry.h);
      if (row === undefined) rows.set(entry.h, unique.push(entry) - 1);
      else unique[row] = entry;
    }
    if (unique.length < entries.length && like?.isLayoutOf(unique)) return { layout: like, unique };
    return { layout: new EntryLayout(rows, unique.map((e) => e.h), unique.map((e) => e.s)), unique };
  }

  get size(): number {
    return this.ids.length;
  }

  /** Whether the entries are this layout's, in its order, none repeated. */
  private isLayoutOf(entries: readonly CompactEntry[]): boolean {
    if (entries.length !== this.ids.length) return false;
    // The history interns ids and sources, so these compare references, not text.
    for (let i = 0; i < entries.length; i++) if (entries[i]!.h !== this.ids[i] || entries[i]!.s !== this.sources[i]) return false;
    return true;
  }
}
