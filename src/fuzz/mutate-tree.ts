import { deletePath, foldersOf, movePath, putNode, treeName, type FuzzTree } from './fuzz-tree.js';
import { describePath, describeValue, fileBytes, pickFile, setFile, type Mutator } from './mutator.js';
import type { SeededRandom } from './seeded-random.js';

/**
 * Mutations of the tree: paths that vanish, move or change kind (a folder or FIFO where a file
 * belongs, links that dangle, loop or leave the tree, files nobody may read) and names that are
 * not slugs, not UTF-8, hold control characters or equal another but for case.
 */

/** Names as raw bytes (latin1 strings of the tree), including bytes that are not UTF-8. */
const ODD_NAMES = [
  ...['..a', '.hidden', '__proto__', 'constructor', 'toString', 'de mo', 'a\rb', 'a\nb', 'x\x1by', 'index.json', 'page-2.json', 'x!y', 'EN',
    'sr@Latin', 'x\ufffdy', 'a'.repeat(200), '-', '_', 'a.b', 'ß'].map(treeName),
  'a\xff', '\xfe\xfe',
];

function anyPath(tree: FuzzTree, rng: SeededRandom): string | null {
  const paths = [...tree.keys()].sort();
  return paths.length === 0 ? null : rng.pick(paths);
}

function parentOf(rel: string): string {
  const slash = rel.lastIndexOf('/');
  return slash < 0 ? '' : rel.slice(0, slash);
}

function baseOf(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

function join(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

/** A new name for a path: an odd one, a case variant, or the same with another extension. */
function otherName(rel: string, rng: SeededRandom): string {
  const base = baseOf(rel);
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot) : '';
  switch (rng.int(3)) {
    case 0:
      return rng.pick(ODD_NAMES) + (rng.chance(0.5) ? ext : '');
    case 1:
      return base.toUpperCase() === base ? base.toLowerCase() : base.toUpperCase();
    default:
      return (dot > 0 ? base.slice(0, dot) : base) + rng.pick(['.po', '.pot', '.tbx', '.yaml', '.yml', '']);
  }
}

function treeMutator(name: string, apply: (tree: FuzzTree, rng: SeededRandom) => string | null): Mutator {
  return { name, kind: 'tree', apply };
}

export const TREE_MUTATORS: readonly Mutator[] = [
  treeMutator('tree.delete', (tree, rng) => {
    const rel = anyPath(tree, rng);
    if (rel === null) return null;
    deletePath(tree, rel);
    return `${describePath(rel)} deleted`;
  }),
  treeMutator('tree.rename', (tree, rng) => {
    const rel = anyPath(tree, rng);
    if (rel === null) return null;
    const to = join(parentOf(rel), otherName(rel, rng));
    movePath(tree, rel, to);
    return `${describePath(rel)} renamed to ${describePath(to)}`;
  }),
  treeMutator('tree.copy', (tree, rng) => {
    const folders = foldersOf(tree).filter((f) => f.split('/').length <= 3);
    if (folders.length === 0) return null;
    const from = rng.pick(folders);
    const to = join(parentOf(from), otherName(from, rng));
    if (to === from) return null;
    for (const [key, node] of [...tree]) {
      if (key === from || key.startsWith(`${from}/`)) putNode(tree, to + key.slice(from.length), node);
    }
    return `${describePath(from)} copied to ${describePath(to)}`;
  }),
  treeMutator('tree.file-to-folder', (tree, rng) => {
    const rel = pickFile(tree, rng);
    if (rel === null) return null;
    putNode(tree, rel, { kind: 'folder' });
    if (rng.chance(0.5)) putNode(tree, `${rel}/inner.po`, { kind: 'file', bytes: Buffer.from('msgid "a"\nmsgstr "b"\n') });
    return `${describePath(rel)} became a folder`;
  }),
  treeMutator('tree.folder-to-file', (tree, rng) => {
    const folders = foldersOf(tree);
    if (folders.length === 0) return null;
    const rel = rng.pick(folders);
    putNode(tree, rel, { kind: 'file', bytes: Buffer.from(rng.pick(['', 'name: X\n', 'msgid "a"\nmsgstr ""\n'])) });
    return `${describePath(rel)} became a file`;
  }),
  treeMutator('tree.fifo', (tree, rng) => {
    const rel = pickFile(tree, rng);
    if (rel === null) return null;
    putNode(tree, rel, { kind: 'fifo' });
    return `${describePath(rel)} became a FIFO`;
  }),
  treeMutator('tree.unreadable', (tree, rng) => {
    const rel = pickFile(tree, rng);
    if (rel === null) return null;
    putNode(tree, rel, { kind: 'unreadable', bytes: fileBytes(tree, rel) });
    return `${describePath(rel)} made unreadable`;
  }),
  treeMutator('tree.link', (tree, rng) => {
    const rel = anyPath(tree, rng);
    if (rel === null) return null;
    const depth = rel.split('/').length - 1;
    const up = '../'.repeat(depth);
    const other = anyPath(tree, rng) ?? 'x';
    const target = rng.pick([
      'nowhere', baseOf(rel), '/etc/hostname', '/etc', `${up}..`, `${up}../..`, '.', '..', `${up}${other}`, `${up}${other}/`,
      `${up}${parentOf(rel) || '.'}`, '/dev/null', '/dev/zero', '/proc/self/fd/0',
    ]);
    putNode(tree, rel, { kind: 'link', target });
    return `${describePath(rel)} became a link to ${describeValue(target)}`;
  }),
  treeMutator('tree.add', (tree, rng) => {
    const folders = ['', ...foldersOf(tree)];
    const dir = rng.pick(folders);
    const name = rng.pick([...ODD_NAMES.map((n) => n + rng.pick(['.po', '.tbx', '.yaml', ''])), 'zz.po', 'en.po', 'EN.po', 'de_1901.po', 'x.pot', 'component.yaml', 'project.yaml', 'glossary']);
    const rel = join(dir, name);
    if (tree.has(rel)) return null;
    const content = rng.pick(['', 'msgid "x"\nmsgstr "y"\n', 'name: Added\n', '<martif><text><body/></text></martif>', '\x00\x01\x02']);
    if (name === 'glossary' || rng.chance(0.2)) putNode(tree, rel, { kind: 'folder' });
    else setFileWithParents(tree, rel, content);
    return `${describePath(rel)} added`;
  }),
];

function setFileWithParents(tree: FuzzTree, rel: string, content: string): void {
  putNode(tree, rel, { kind: 'file', bytes: Buffer.from(content, 'latin1') });
  setFile(tree, rel, Buffer.from(content, 'latin1'));
}
