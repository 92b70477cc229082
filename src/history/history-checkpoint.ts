import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openIfExists } from '../cache/line-file.js';
import { readAll, writeAll } from '../cache/spill-file.js';
import { CACHE_VERSION } from './blob-cache.js';
import { ChangeColumns, type StoredColumnsHead } from './change-columns.js';
import type { HistoryComponent } from './history-component.js';
import type { ComponentState, Moment } from './history-state.js';
import { setStrings, translationsOf } from './history-state.js';
import { runGit } from './run-git.js';

/** The state after the last commit of a build: the next build continues from it when HEAD descends from it. */
export interface Checkpoint {
  head: string;
  /**
   * Names the history these changes were derived in: the key and the commit of the build that
   * derived it from the first commit, carried on by every build that continues it. Within one
   * lineage a recorded change is never derived again, so its id names its fields (ChangeTable.derivation).
   */
  lineage: string;
  nextIndex: number;
  pathBlob: Array<[string, string]>;
  components: Array<{
    /** The component's strings (id_hash, source, metadata hash): a rebuild reads no file of a component no new commit touches. */
    strings: Array<[string, string, string]>;
    addedAt: Array<[string, number, number]>;
    translations: Array<{ exists: boolean; start: Moment | null }>;
  }>;
  /** Every change recorded so far (the next build's history starts with them). */
  pending: ChangeColumns;
}

/** Identifies the inputs a checkpoint depends on besides the git history. */
export function computeCheckpointKey(
  components: HistoryComponent[],
  prefix: string,
  since: string | undefined,
  cacheKey: string | undefined,
): string {
  const shape = components.map((c) => [c.project, c.component, c.template, c.translations, c.parser]);
  const input = JSON.stringify({ prefix, since: since ?? null, cacheKey: cacheKey ?? null, shape });
  return createHash('sha1').update(input).digest('hex').slice(0, 20);
}

/**
 * The checkpoint's file: FORMAT, the length of its header, the header (JSON: the checkpoint but its
 * changes, and the change columns' names), then the bytes of the change columns (ChangeColumns.stored):
 * a rebuild reads a million changes back with a read per column instead of parsing a row each.
 */
function fileOf(cacheDir: string, key: string): string {
  return path.join(cacheDir, CACHE_VERSION, `checkpoint-${key}.columns`);
}

/** The file's first bytes; the columns are in this machine's byte order, which it names. */
const FORMAT = `static-tms checkpoint 2 ${os.endianness()}\n`;

interface StoredHeader extends Omit<Checkpoint, 'pending'> {
  columns: StoredColumnsHead;
  /** Bytes of the columns after the header: a shorter file was cut short. */
  columnBytes: number;
}

export function readCheckpoint(cacheDir: string, key: string, components: number): Checkpoint | null {
  const fd = openIfExistsQuietly(fileOf(cacheDir, key));
  if (fd === null) return null;
  try {
    const { size } = fs.fstatSync(fd);
    let position = 0;
    const read = (into: Uint8Array): void => {
      if (position + into.length > size) throw new Error('a checkpoint cut short');
      readAll(fd, into, position);
      position += into.length;
    };
    const format = Buffer.alloc(FORMAT.length);
    read(format);
    if (format.toString('latin1') !== FORMAT) return null;
    const length = Buffer.alloc(4);
    read(length);
    const text = Buffer.alloc(Math.min(length.readUInt32LE(), size));
    read(text);
    const { columns, columnBytes, ...header } = JSON.parse(text.toString('utf8')) as StoredHeader;
    if (!isHeaderOf(header, components) || typeof header.lineage !== 'string' || size !== position + columnBytes) return null;
    const pending = ChangeColumns.fromStored(columns, read, cacheDir);
    return position === size ? { ...header, pending } : null;
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/** A header of this format for this many components (one of an earlier format is not used). */
function isHeaderOf(header: Omit<Checkpoint, 'pending'>, components: number): boolean {
  return Array.isArray(header.components) && header.components.length === components && header.components.every((c) => Array.isArray(c.strings));
}

export function writeCheckpoint(cacheDir: string, key: string, checkpoint: Checkpoint): void {
  const target = fileOf(cacheDir, key);
  const partial = `${target}.${process.pid}.tmp`;
  let fd: number | null = null;
  try {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const { pending, ...rest } = checkpoint;
    const { head, parts, byteLength } = pending.stored();
    const header: StoredHeader = { ...rest, columns: head, columnBytes: byteLength };
    const text = Buffer.from(JSON.stringify(header));
    const length = Buffer.alloc(4);
    length.writeUInt32LE(text.length);
    fd = fs.openSync(partial, 'w');
    for (const bytes of [Buffer.from(FORMAT, 'latin1'), length, text]) writeAll(fd, bytes);
    for (const bytes of parts) writeAll(fd, bytes);
    fs.closeSync(fd);
    fd = null;
    fs.renameSync(partial, target);
    // The checkpoints of earlier versions (one JSON, then JSON lines) are not read any more.
    for (const old of ['.json', '.jsonl']) fs.rmSync(target.replace(/\.columns$/, old), { force: true });
  } catch {
    // A cache that cannot be written only makes the next build slower.
    try {
      if (fd !== null) fs.closeSync(fd);
      fs.rmSync(partial, { force: true });
    } catch {
      // Nothing more to undo.
    }
  }
}

/** An open file, or null when it does not exist or cannot be opened (a cache that cannot be read only costs time). */
function openIfExistsQuietly(file: string): number | null {
  try {
    return openIfExists(file);
  } catch {
    return null;
  }
}

export function captureComponents(states: ComponentState[]): Checkpoint['components'] {
  return states.map((comp) => ({
    strings: comp.strings.map((s): [string, string, string] => [s.h, s.s, s.m]),
    addedAt: [...comp.addedAt].map(([h, m]): [string, number, number] => [h, m.index, m.time]),
    translations: translationsOf(comp).map((t) => ({ exists: t.exists, start: t.start })),
  }));
}

export function restoreComponents(states: ComponentState[], saved: Checkpoint['components']): void {
  states.forEach((comp, i) => {
    const data = saved[i];
    if (!data) return;
    setStrings(comp, data.strings.map(([h, s, m]) => ({ h, s, m })));
    comp.addedAt = new Map(data.addedAt.map(([h, index, time]) => [h, { index, time }]));
    translationsOf(comp).forEach((t, j) => {
      const s = data.translations[j];
      t.exists = s?.exists ?? false;
      t.start = s?.start ?? null;
    });
  });
}

/** True when `commit` is on the first-parent chain of HEAD (so the history since it can be appended). */
export async function isOnFirstParentChain(repoRoot: string, commit: string): Promise<boolean> {
  const list = await runGit(['rev-list', '--first-parent', '--reverse', '--parents', `${commit}..HEAD`], repoRoot);
  if (list.code !== 0) return false;
  const first = list.stdout.split('\n')[0]?.split(' ') ?? [];
  return first[1] === commit;
}
