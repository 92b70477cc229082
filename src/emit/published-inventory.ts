import path from 'node:path';
import { digestOfEntry } from './file-inventory.js';
import { Inventory } from './inventory-reader.js';

/**
 * The published version's inventory, read while a rebuild writes the version it recycles, for two
 * uses (TreeWriter):
 *
 * - **Precompressed siblings**, copied instead of compressed again when the recycled folder lacks
 *   them: the first rebuild after a cold build has no version to recycle, and a file changed by the
 *   last build is new to the version before it. A sibling's inventory entry names its encoding,
 *   settings, compressor versions and original's digest, so an equal entry means equal bytes; the
 *   salt does not matter.
 * - **Fingerprints**, when the recycled version was written by another program (after an upgrade)
 *   and the published one by this one: a file whose input has the fingerprint the published entry
 *   names is kept, not rendered again, so the second build after an upgrade is a warm build.
 *
 * A file is hard-linked from the published version (the published file is never written:
 * write-pool.ts replaces files by a rename). The inventory is read in step with the writing (both
 * follow the routes' order): every path the new version has is passed, so entries read ahead do
 * not pile up.
 */
export class PublishedInventory {
  private constructor(
    private readonly dir: string,
    private readonly inventory: Inventory,
  ) {}

  /** The published version's inventory, or null when it has none (none, a foreign folder, an older format). */
  static open(dir: string | null): PublishedInventory | null {
    const inventory = dir === null ? null : Inventory.open(dir);
    return inventory === null ? null : new PublishedInventory(dir!, inventory);
  }

  /** The published entry of `rel`, or undefined; `rel` stays to be passed. */
  entryOf(rel: string): string | undefined {
    return this.inventory.get(rel);
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
