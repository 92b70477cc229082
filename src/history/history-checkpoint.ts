import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_VERSION } from './blob-cache.js';
import type { ComponentState, Moment } from './history-state.js';
import { translationsOf } from './history-state.js';
import type { ChangeAction, HistoryComponent } from './load-history.js';
import { runGit } from './run-git.js';

/** One change as recorded, before users are looked up and the existence of its unit is known. */
export interface PendingRow {
  commit: string;
  time: number;
  /** Index of the component in the `components` argument. */
  comp: number;
  language: string;
  /** Signed decimal id_hash, or null. */
  idHash: string | null;
  action: ChangeAction;
  target: string;
  authorEmail: string;
}

/** The state after the last commit of a build: the next build continues from it when HEAD descends from it. */
export interface Checkpoint {
  head: string;
  nextIndex: number;
  pathBlob: Array<[string, string]>;
  components: Array<{ addedAt: Array<[string, number, number]>; translations: Array<{ exists: boolean; start: Moment | null }> }>;
  pending: PendingRow[];
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

function fileOf(cacheDir: string, key: string): string {
  return path.join(cacheDir, CACHE_VERSION, `checkpoint-${key}.json`);
}

export function readCheckpoint(cacheDir: string, key: string, components: number): Checkpoint | null {
  try {
    const data = JSON.parse(readFileSync(fileOf(cacheDir, key), 'utf8')) as Omit<Checkpoint, 'pending'> & { pending: Row[] };
    if (!Array.isArray(data.components) || data.components.length !== components) return null;
    const pending = data.pending.map(
      ([commit, time, comp, language, idHash, action, target, authorEmail]): PendingRow => ({
        commit, time, comp, language, idHash, action, target, authorEmail,
      }),
    );
    return { ...data, pending };
  } catch {
    return null;
  }
}

export function writeCheckpoint(cacheDir: string, key: string, checkpoint: Checkpoint): void {
  const target = fileOf(cacheDir, key);
  const rows: Row[] = checkpoint.pending.map((p) => [p.commit, p.time, p.comp, p.language, p.idHash, p.action, p.target, p.authorEmail]);
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify({ ...checkpoint, pending: rows }));
    renameSync(temp, target);
  } catch {
    // A cache that cannot be written only makes the next build slower.
  }
}

export function captureComponents(states: ComponentState[]): Checkpoint['components'] {
  return states.map((comp) => ({
    addedAt: [...comp.addedAt].map(([h, m]): [string, number, number] => [h, m.index, m.time]),
    translations: translationsOf(comp).map((t) => ({ exists: t.exists, start: t.start })),
  }));
}

export function restoreComponents(states: ComponentState[], saved: Checkpoint['components']): void {
  states.forEach((comp, i) => {
    const data = saved[i];
    if (!data) return;
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
