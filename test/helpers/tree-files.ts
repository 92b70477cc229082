import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/** Every file below `root` (following the output symlink), as relative path → bytes, sorted. */
export function readTree(root: string): Map<string, Buffer> {
  const real = fs.realpathSync(root);
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(real, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    files.set(path.relative(real, abs).split(path.sep).join('/'), fs.readFileSync(abs));
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}

export function writeTree(root: string, files: Map<string, Buffer>): void {
  fs.rmSync(root, { recursive: true, force: true });
  for (const [rel, bytes] of files) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), bytes);
  }
}

/**
 * Expects two trees (`readTree`) to hold the same files with the same bytes. `toEqual` on the maps
 * compares Buffers one element at a time (20 s for the demo's 7 MB); this compares them natively
 * and shows only the files that differ, as text.
 */
export function expectSameTree(actual: Map<string, Buffer>, expected: Map<string, Buffer>, message?: string): void {
  expect([...actual.keys()], message).toEqual([...expected.keys()]);
  const differing = [...actual.keys()].filter((rel) => !actual.get(rel)!.equals(expected.get(rel)!));
  const textsOf = (tree: Map<string, Buffer>): [string, string][] => differing.slice(0, 10).map((rel) => [rel, tree.get(rel)!.toString('utf8')]);
  expect(textsOf(actual), message).toEqual(textsOf(expected));
  // Bytes that are not UTF-8 may read the same as text.
  expect(differing, message).toEqual([]);
}
