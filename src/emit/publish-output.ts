import fs from 'node:fs';
import path from 'node:path';
import { forgetInventory, inventoryPathOf } from './file-inventory.js';
import { Inventory, inventorySaltOf } from './inventory-reader.js';

/**
 * content-format.md section 3: the output folder is a symlink to a versioned folder, flipped
 * atomically, so the previous output stays whole until the new one is complete.
 *
 * Two versions live side by side: the published one and the one before it. A build recycles
 * the one before (no longer served) when its inventory says what it holds, rewriting only the
 * files that changed, so a rebuild costs what changed instead of a whole new tree of folders.
 * When there is none to recycle (the first rebuild after a cold build), a fresh folder is seeded
 * from the published version: its unchanged files are hard links to the published ones, which are
 * never written through (files are replaced by a rename), so the published output stays intact.
 */
export interface OutputVersion {
  dir: string;
  /**
   * What the build may reuse: the recycled folder's files (`reuse.dir === dir`), or the published
   * version's that a fresh folder is seeded from; null for a fresh folder with nothing to reuse.
   */
  reuse: Inventory | null;
  /** The version `outDir` points at now, if one of ours: its precompressed siblings may be copied. */
  published: string | null;
}

/** The folder the next build writes into: the version before last when it can be trusted, else a fresh one. */
export function openOutputVersion(outDir: string): OutputVersion {
  const versions = versionsDirOf(outDir);
  fs.mkdirSync(versions, { recursive: true });
  const published = publishedVersionOf(outDir);
  let recycled: { dir: string; reuse: Inventory } | null = null;
  for (const name of fs.readdirSync(versions).sort()) {
    const dir = path.join(versions, name);
    if (dir === published || !isVersionName(name)) continue;
    const inventory: Inventory | null = recycled ? null : Inventory.open(dir);
    if (inventory) {
      // Read through the open file from here on: the inventory is gone before anything is rewritten.
      forgetInventory(dir);
      recycled = { dir, reuse: inventory };
    } else {
      removeVersion(dir);
    }
  }
  if (recycled) return { ...recycled, published };
  const dir = makeVersionDir(outDir);
  // Only read: the published version keeps its inventory, and the next build recycles it.
  return { dir, reuse: published === null ? null : Inventory.open(published), published };
}

/**
 * Whether a build under `salt` keeps files of `version` by their fingerprints (TreeWriter.keep):
 * when what it reuses was written under the same salt, or when the published version's
 * fingerprints stand in (`publishedFingerprintsHold`).
 */
export function keepsFingerprints(version: OutputVersion, salt: string): boolean {
  return version.reuse !== null && (version.reuse.salt === salt || publishedFingerprintsHold(version, salt));
}

/**
 * Whether a build under `salt` that recycles a version written under another one (by another
 * program, or with other URL options) may trust the published version's fingerprints instead: it
 * was written under `salt` (the second build after the change).
 */
export function publishedFingerprintsHold(version: Pick<OutputVersion, 'dir' | 'reuse' | 'published'>, salt: string): boolean {
  const { reuse, published } = version;
  return reuse !== null && reuse.dir === version.dir && reuse.salt !== salt && published !== null && inventorySaltOf(published) === salt;
}

/** A new, empty version folder beside the others. */
export function makeVersionDir(outDir: string): string {
  const versions = versionsDirOf(outDir);
  fs.mkdirSync(versions, { recursive: true });
  const dir = fs.mkdtempSync(path.join(versions, 'v-'));
  // mkdtemp makes it private (0700); web servers read it as another user.
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** A version other than the published one that the next build would recycle (it has an inventory), or null. */
export function recyclableVersionOf(outDir: string): string | null {
  const versions = versionsDirOf(outDir);
  if (!fs.existsSync(versions)) return null;
  const published = publishedVersionOf(outDir);
  for (const name of fs.readdirSync(versions).sort()) {
    const dir = path.join(versions, name);
    if (dir !== published && isVersionName(name) && fs.existsSync(inventoryPathOf(dir))) return dir;
  }
  return null;
}

/** Points `outDir` at `version` in one rename, then removes versions older than the previous one. */
export function publishOutput(outDir: string, version: string): void {
  const abs = path.resolve(outDir);
  const link = `${abs}.link-${process.pid}`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(abs), version), link, 'dir');
  const existing = fs.lstatSync(abs, { throwIfNoEntry: false });
  let previous: string | null = null;
  if (existing?.isSymbolicLink()) {
    previous = path.resolve(path.dirname(abs), fs.readlinkSync(abs));
  } else if (existing) {
    // A plain folder from elsewhere cannot be swapped atomically: move it aside once.
    previous = path.join(versionsDirOf(outDir), `v-legacy-${process.pid}`);
    fs.renameSync(abs, previous);
  }
  fs.renameSync(link, abs);
  const keep = new Set([version, previous].filter((v): v is string => v !== null));
  const versions = versionsDirOf(outDir);
  for (const name of fs.readdirSync(versions)) {
    const dir = path.join(versions, name);
    if (isVersionName(name) && !keep.has(dir)) removeVersion(dir);
  }
}

/** The version folder `outDir` points at, or null when it is not one of ours. */
export function publishedVersionOf(outDir: string): string | null {
  const abs = path.resolve(outDir);
  const stat = fs.lstatSync(abs, { throwIfNoEntry: false });
  if (!stat?.isSymbolicLink()) return null;
  return path.resolve(path.dirname(abs), fs.readlinkSync(abs));
}

function versionsDirOf(outDir: string): string {
  const abs = path.resolve(outDir);
  return path.join(path.dirname(abs), `.${path.basename(abs)}.versions`);
}

/** Version folders are `v-*`; their inventories (`v-*.files`), lists of what their builds wrote (`v-*.written`) and manifest buckets (`v-*.lines`) go with them. */
function isVersionName(name: string): boolean {
  return name.startsWith('v-') && !name.includes('.');
}

/** Removes a version folder with its inventory and leftovers. */
export function removeVersion(dir: string): void {
  forgetInventory(dir);
  fs.rmSync(`${inventoryPathOf(dir)}.partial`, { force: true });
  fs.rmSync(`${dir}.lines`, { recursive: true, force: true }); // a crashed build's manifest buckets (manifest-lines.ts)
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Files that differ between two output trees (added, changed or removed), sorted; for CDN purges. */
export function listChangedFiles(previous: string | null, next: string): string[] {
  const before = previous && fs.existsSync(previous) ? listFiles(previous) : new Map<string, number>();
  const after = listFiles(next);
  const changed: string[] = [];
  for (const [rel, size] of after) {
    const old = before.get(rel);
    if (old === undefined || old !== size || !fs.readFileSync(path.join(previous!, rel)).equals(fs.readFileSync(path.join(next, rel)))) {
      changed.push(rel);
    }
  }
  for (const rel of before.keys()) if (!after.has(rel)) changed.push(rel);
  return changed.sort();
}

function listFiles(root: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    out.set(path.relative(root, abs).split(path.sep).join('/'), fs.statSync(abs).size);
  }
  return out;
}
