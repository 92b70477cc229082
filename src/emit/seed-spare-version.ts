import fs from 'node:fs';
import path from 'node:path';
import { inventoryPathOf } from './file-inventory.js';
import { Inventory } from './inventory-reader.js';
import { makeVersionDir, publishedVersionOf, recyclableVersionOf, removeVersion } from './publish-output.js';
import { linkNewSync } from './replace-file.js';

/**
 * Makes, ahead of time, the version the next build recycles: a copy of the published version made
 * of hard links, with the published inventory. Without it, the first rebuild after a cold build has
 * nothing to recycle and seeds a fresh folder while the user waits (a folder per unit and a link per
 * file); `preview` makes this copy while it is idle instead, so that its first rebuild costs what
 * the later ones cost. The files are shared with the published version, which stays intact: a build
 * replaces files by a rename and never writes through one (replace-file.ts).
 *
 * The inventory is written last: an interrupted seeding leaves a folder without one, which the next
 * build removes. Every `batch` links it lets the event loop run, so a server goes on answering, and
 * stops when `signal` is aborted. Returns false, leaving nothing behind, when there is no published
 * version with an inventory, a version to recycle exists already, the file system will not link
 * the files, or it was stopped.
 */
export async function seedSpareVersion(outDir: string, { batch = 1000, signal }: { batch?: number; signal?: AbortSignal } = {}): Promise<boolean> {
  const published = publishedVersionOf(outDir);
  if (published === null || recyclableVersionOf(outDir) !== null) return false;
  const inventory = Inventory.open(published);
  if (inventory === null) return false;
  const dir = makeVersionDir(outDir);
  try {
    let linked = 0;
    let lastFolder = '';
    for (const [file] of inventory.remaining()) {
      const abs = path.join(dir, file);
      const folder = path.dirname(abs);
      if (!linkNewSync(path.join(published, file), abs, folder !== lastFolder)) throw new Error(`could not link ${file}`);
      lastFolder = folder;
      if (++linked % batch === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        signal?.throwIfAborted();
      }
    }
    const partial = `${inventoryPathOf(dir)}.partial`;
    fs.copyFileSync(inventoryPathOf(published), partial);
    fs.renameSync(partial, inventoryPathOf(dir));
    return true;
  } catch {
    // Stopped, links refused, or the published version changed under us: the next build seeds as usual.
    removeVersion(dir);
    return false;
  } finally {
    inventory.close();
  }
}
