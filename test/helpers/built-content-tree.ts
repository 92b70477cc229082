import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { removeTree, writeContentTree } from './content-tree.js';
import { runCli } from './run-cli.js';

/** A scratch content tree built with `static-tms build`, with readers of its output. */
export interface BuiltContentTree {
  content: string;
  out: string;
  /** A file of the output (`rel` from its root), as text. */
  read(rel: string): string;
  /** A JSON file of the output (`rel` from its root), parsed. */
  json<T>(rel: string): T;
  /** Removes the content tree and the output. */
  remove(): void;
}

/** Writes `files` as a content tree (see writeContentTree) and builds it, expecting the build to succeed. */
export function buildContentTree(files: Record<string, string | Buffer>): BuiltContentTree {
  const content = writeContentTree(files);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-out-')), 'dist');
  const read = (rel: string): string => fs.readFileSync(path.join(out, rel), 'utf8');
  const tree: BuiltContentTree = {
    content,
    out,
    read,
    json: <T>(rel: string): T => JSON.parse(read(rel)) as T,
    remove: () => {
      removeTree(content);
      removeTree(path.dirname(out));
    },
  };
  const built = runCli(['build', '--content', content, '--out', out]);
  try {
    expect(built.status, built.stderr).toBe(0);
  } catch (error) {
    tree.remove();
    throw error;
  }
  return tree;
}
