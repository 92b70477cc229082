import path from 'node:path';
import { digestOfEntry } from './file-inventory.js';
import { Inventory } from './inventory-reader.js';

/**
 * The published version's precompressed siblings, copied instead of compressed again when the
 * recycled folder lacks them: the first rebuild after a cold build has no version to recycle, and
 * a file changed by the last build is new to the version before it. A sibling's inventory entry
 * names its encoding, settings, compressor versions and original's digest, so an equal entry means
 * equal bytes; the salt does not matter. A sibling is hard-linked from the published version (the
 * published file is never written: write-pool.ts replaces files by a rename).
 *
 * Its inventory is read in step with the writing (both follow the routes' order): every path the
 * new version has is taken, so entries read ahead do not pile up.
 */
export class PublishedSiblings {
  private constructor(
    private readonly dir: string,
    private readonly inventory: Inventory,
  ) {}

  /** The published version's siblings, or null when it has no inventory (none, a foreign folder, an older format). */
  static open(dir: string | null): PublishedSiblings | null {
    const inventory = dir === null ? null : Inventory.open(dir);
    return inventory === null ? null : new PublishedSiblings(dir!, inventory);
  }

  /** Takes `rel` out of what is left to read; for the paths whose bytes are never copied. */
  pass(rel: string): void {
    if (this.inventory.get(rel) !== undefined) this.inventory.delete(rel);
  }

  /** Takes `rel`; the path of the published file when the published version has it with this entry's digest, else null. */
  sourceOf(rel: string, entry: string): string | null {
    const published = this.inventory.get(rel);
    if (published === undefined) return null;
    this.inventory.delete(rel);
    if (digestOfEntry(published) !== digestOfEntry(entry)) return null;
    return path.join(this.dir, rel);
  }

  close(): void {
    this.inventory.close();
  }
}
