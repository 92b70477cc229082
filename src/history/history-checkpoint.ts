import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { forEachLine, LineWriter } from '../cache/line-file.js';
import { CACHE_VERSION } from './blob-cache.js';
import type { ChangeAction } from './change-record.js';
import { ChangeColumns } from './change-columns.js';
import type { HistoryComponent } from './history-component.js';
import type { ComponentState, Moment } from './history-state.js';
import { setStrings, translationsOf } from './history-state.js';
import { runGit } from './run-git.js';

/** The state after the last commit of a build: the next build continues from it when HEAD descends from it. */
export interface Checkpoint {
  head: string;
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

type Row = [string, number, number, string, string | null, ChangeAction, string, string];

/** Identifies the inputs a checkpoint depends on besides the git history. */
export function computeCheckpointKey(
  components: HistoryComponent[],
  prefix: string,
  since: string | undefined,
  cacheKey: string | undefined,
): string {
  const shape = components.map((c) => [c.project, c.component, c.template, c.translations]);
  const input = JSON.stringify({ prefix, since: since ?? null, cacheKey: cacheKey ?? null, shape });
  return createHash('sha1').update(input).digest('hex').slice(0, 20);
}

/** The checkpoint's file: a header line, then one line per pending change, so neither is ever one huge string. */
function fileOf(cacheDir: string, key: string): string {
  return path.join(cacheDir, CACHE_VERSION, `checkpoint-${key}.jsonl`);
}

export function readCheckpoint(cacheDir: string, key: string, components: number): Checkpoint | null {
  try {
    const read: { header: Omit<Checkpoint, 'pending'> | null; pending: ChangeColumns } = { header: null, pending: new ChangeColumns() };
    const exists = forEachLine(fileOf(cacheDir, key), (line) => {
      if (read.header === null) {
        read.header = JSON.parse(line) as Omit<Checkpoint, 'pending'>;
        return isHeaderOf(read.header, components);
      }
      const [commit, time, comp, language, idHash, action, target, authorEmail] = JSON.parse(line) as Row;
      read.pending.push({ commit, time, comp, language, idHash, action, target, authorEmail });
      return true;
    });
    const { header, pending } = read;
    if (!exists || header === null || !isHeaderOf(header, components)) return null;
    return { ...header, pending };
  } catch {
    return null;
  }
}

/** A header of this format for this many components (one of an earlier format is not used). */
function isHeaderOf(header: Omit<Checkpoint, 'pending'>, components: number): boolean {
  return Array.isArray(header.components) && header.components.length === components && header.components.every((c) => Array.isArray(c.strings));
}

export function writeCheckpoint(cacheDir: string, key: string, checkpoint: Checkpoint): void {
  const target = fileOf(cacheDir, key);
  let lines: LineWriter | null = null;
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    lines = new LineWriter(target, `${target}.${process.pid}.tmp`);
    const { pending, ...header } = checkpoint;
    lines.add(JSON.stringify(header));
    for (let i = 0; i < pending.length; i++) {
      const p = pending.row(i);
      lines.add(JSON.stringify([p.commit, p.time, p.comp, p.language, p.idHash, p.action, p.target, p.authorEmail] satisfies Row));
    }
    lines.close();
    // The single-JSON checkpoint of earlier versions is not read any more.
    rmSync(target.replace(/\.jsonl$/, '.json'), { force: true });
  } catch {
    // A cache that cannot be written only makes the next build slower.
    try {
      lines?.discard();
    } catch {
      // Nothing more to undo.
    }
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
