import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A content tree held in memory, so that a mutant is a cheap copy of its seed with a few changes,
 * written to disk only to be run. Paths are relative, `/`-separated, and hold the raw bytes of
 * each name as a latin1 string, so that a name that is not UTF-8 can be held and written.
 */
export type FuzzNode =
  | { kind: 'file'; bytes: Buffer }
  | { kind: 'folder' }
  | { kind: 'link'; target: string }
  | { kind: 'fifo' }
  /** A file without read permission (root reads it all the same). */
  | { kind: 'unreadable'; bytes: Buffer };

export type FuzzTree = Map<string, FuzzNode>;

/** A UTF-8 name as the tree holds it (its bytes as latin1). */
export function treeName(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/** A tree path as text, for messages (bytes that are not UTF-8 show as U+FFFD). */
export function shownName(name: string): string {
  return Buffer.from(name, 'latin1').toString('utf8');
}

export function copyTree(tree: FuzzTree): FuzzTree {
  return new Map(tree);
}

/** Reads a folder (files, folders, links) into a tree; `.git` and other hidden entries are left out. */
export function readTree(root: string): FuzzTree {
  const tree: FuzzTree = new Map();
  const walk = (dir: Buffer, rel: string): void => {
    for (const name of fs.readdirSync(dir, { encoding: 'buffer' })) {
      if (name[0] === 0x2e) continue;
      const abs = Buffer.concat([dir, Buffer.from('/'), name]);
      const key = rel === '' ? name.toString('latin1') : `${rel}/${name.toString('latin1')}`;
      const stat = fs.lstatSync(abs);
      if (stat.isSymbolicLink()) tree.set(key, { kind: 'link', target: fs.readlinkSync(abs, 'utf8') });
      else if (stat.isDirectory()) {
        tree.set(key, { kind: 'folder' });
        walk(abs, key);
      } else if (stat.isFile()) tree.set(key, { kind: 'file', bytes: fs.readFileSync(abs) });
    }
  };
  walk(Buffer.from(root), '');
  return tree;
}

/** Writes a tree into an empty folder, parents before children. */
export function writeTree(tree: FuzzTree, root: string): void {
  const rootBytes = Buffer.from(root);
  const abs = (rel: string) => Buffer.concat([rootBytes, Buffer.from('/'), Buffer.from(rel, 'latin1')]);
  for (const rel of [...tree.keys()].sort(byDepth)) {
    const node = tree.get(rel)!;
    const target = abs(rel);
    fs.mkdirSync(parentOf(target), { recursive: true });
    switch (node.kind) {
      case 'folder':
        fs.mkdirSync(target, { recursive: true });
        break;
      case 'file':
        fs.writeFileSync(target, node.bytes);
        break;
      case 'unreadable':
        fs.writeFileSync(target, node.bytes);
        fs.chmodSync(target, 0);
        break;
      case 'link':
        fs.symlinkSync(node.target, target);
        break;
      case 'fifo': {
        // mkfifo takes a text name: make it under a plain one, then rename it to its bytes.
        const plain = path.join(root, `.fifo-${process.pid}-${Math.random().toString(36).slice(2)}`);
        execFileSync('mkfifo', [plain]);
        fs.renameSync(plain, target);
        break;
      }
    }
  }
}

/** Removes a written tree (making unreadable files and folders removable first). */
export function removeTree(root: string): void {
  try {
    fs.rmSync(root, { recursive: true, force: true });
  } catch {
    execFileSync('chmod', ['-R', 'u+rwx', root]);
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function parentOf(target: Buffer): Buffer {
  const slash = target.lastIndexOf(0x2f);
  return target.subarray(0, slash);
}

function byDepth(a: string, b: string): number {
  const da = a.split('/').length;
  const db = b.split('/').length;
  return da - db || (a < b ? -1 : a > b ? 1 : 0);
}

/** The files of a tree whose names end with one of the extensions. */
export function filesOf(tree: FuzzTree, ...extensions: string[]): string[] {
  return [...tree.entries()]
    .filter(([rel, node]) => node.kind === 'file' && (extensions.length === 0 || extensions.some((e) => rel.endsWith(e))))
    .map(([rel]) => rel)
    .sort();
}

/** The folders of a tree. */
export function foldersOf(tree: FuzzTree): string[] {
  return [...tree.entries()].filter(([, node]) => node.kind === 'folder').map(([rel]) => rel).sort();
}

/** Removes a path and everything below it. */
export function deletePath(tree: FuzzTree, rel: string): void {
  for (const key of [...tree.keys()]) if (key === rel || key.startsWith(`${rel}/`)) tree.delete(key);
}

/** Moves a path and everything below it; the parent folders of the new path are added. */
export function movePath(tree: FuzzTree, from: string, to: string): void {
  const moved: [string, FuzzNode][] = [];
  for (const [key, node] of tree) {
    if (key === from) moved.push([to, node]);
    else if (key.startsWith(`${from}/`)) moved.push([to + key.slice(from.length), node]);
  }
  deletePath(tree, from);
  addParents(tree, to);
  for (const [key, node] of moved) tree.set(key, node);
}

/** Puts a node at a path, replacing what was there (and below it), with its parent folders. */
export function putNode(tree: FuzzTree, rel: string, node: FuzzNode): void {
  deletePath(tree, rel);
  addParents(tree, rel);
  tree.set(rel, node);
}

function addParents(tree: FuzzTree, rel: string): void {
  const parts = rel.split('/');
  for (let i = 1; i < parts.length; i++) {
    const parent = parts.slice(0, i).join('/');
    const node = tree.get(parent);
    if (node?.kind !== 'folder') {
      if (node !== undefined) tree.delete(parent);
      tree.set(parent, { kind: 'folder' });
    }
  }
}
