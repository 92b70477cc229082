import type { FuzzTree } from './fuzz-tree.js';
import { shownName } from './fuzz-tree.js';
import type { SeededRandom } from './seeded-random.js';

/** The kinds of mutation of the issue: of bytes, of lines, of a format's structure, of the tree, of sizes. */
export type MutationKind = 'bytes' | 'lines' | 'structure' | 'tree' | 'sizes';

/**
 * One way to change a tree. `apply` changes it in place, drawing every choice from `rng`, and says
 * what it did; null when it does not apply to this tree (no file of its kind).
 */
export interface Mutator {
  name: string;
  kind: MutationKind;
  apply(tree: FuzzTree, rng: SeededRandom): string | null;
}

/** A random file of the tree with one of the extensions (any file when none is given), or null. */
export function pickFile(tree: FuzzTree, rng: SeededRandom, ...extensions: string[]): string | null {
  const files = [...tree.entries()]
    .filter(([rel, node]) => node.kind === 'file' && (extensions.length === 0 || extensions.some((e) => rel.endsWith(e))))
    .map(([rel]) => rel);
  return files.length === 0 ? null : rng.pick(files.sort());
}

export function fileBytes(tree: FuzzTree, rel: string): Buffer {
  const node = tree.get(rel);
  if (node?.kind !== 'file') throw new Error(`${rel} is not a file of the tree`);
  return node.bytes;
}

export function setFile(tree: FuzzTree, rel: string, bytes: Buffer | string): void {
  tree.set(rel, { kind: 'file', bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes });
}

/** A short, one-line, printable account of a value for a mutation's description. */
export function describeValue(value: string | Buffer): string {
  const text = typeof value === 'string' ? value : value.toString('latin1');
  const shown = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text);
  return shown;
}

export function describePath(rel: string): string {
  return JSON.stringify(shownName(rel));
}
