import fs from 'node:fs';
import path from 'node:path';

/**
 * content-format.md section 3: the output folder is a symlink to a versioned folder, flipped
 * atomically, so the previous output stays whole until the new one is complete.
 */
export function createStagingDir(outDir: string): string {
  const versions = versionsDirOf(outDir);
  fs.mkdirSync(versions, { recursive: true });
  const staging = fs.mkdtempSync(path.join(versions, 'v-'));
  // mkdtemp makes it private (0700); web servers read it as another user.
  fs.chmodSync(staging, 0o755);
  return staging;
}

export function discardStaging(staging: string): void {
  fs.rmSync(staging, { recursive: true, force: true });
}

/** Points `outDir` at `staging` in one rename, then removes versions older than the previous one. */
export function publishOutput(outDir: string, staging: string): void {
  const abs = path.resolve(outDir);
  const link = `${abs}.link-${process.pid}`;
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.relative(path.dirname(abs), staging), link, 'dir');
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
  pruneVersions(outDir, new Set([staging, previous].filter((v): v is string => v !== null)));
}

function versionsDirOf(outDir: string): string {
  const abs = path.resolve(outDir);
  return path.join(path.dirname(abs), `.${path.basename(abs)}.versions`);
}

function pruneVersions(outDir: string, keep: Set<string>): void {
  const versions = versionsDirOf(outDir);
  for (const name of fs.readdirSync(versions)) {
    const dir = path.join(versions, name);
    if (!keep.has(dir)) fs.rmSync(dir, { recursive: true, force: true });
  }
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
