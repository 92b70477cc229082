import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes a content tree into a fresh temporary folder: `files` maps content-relative paths to text or bytes. */
export function writeContentTree(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-content-'));
  for (const [rel, data] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, data);
  }
  return root;
}

export function removeTree(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The repository root, and the shared specification folder beside it (or null when absent). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const SHARED = path.resolve(REPO_ROOT, '../shared');
export const HAS_SHARED = fs.existsSync(path.join(SHARED, 'corpora'));

/** Tests that read ../shared skip without it, except in CI, where its absence is a failure. */
export function requireShared(): boolean {
  if (HAS_SHARED) return true;
  if (process.env.CI === 'true') throw new Error(`${SHARED} is missing: CI must have ../shared beside the project`);
  console.warn(`skipping: ${SHARED} is missing (tests that read the shared corpora and conformance crawler need it)`);
  return false;
}

/** Reads a reference TSV whose first line names the columns (starting with #). */
export function readTsv(file: string): Record<string, string>[] {
  const [head, ...rows] = fs.readFileSync(file, 'utf8').trim().split('\n');
  const columns = head!.replace(/^#/, '').split('\t');
  return rows.map((row) => Object.fromEntries(row.split('\t').map((v, i) => [columns[i]!, v])));
}
