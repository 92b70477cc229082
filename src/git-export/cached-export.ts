import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeDigest } from '../cache/code-digest.js';
import { readCacheFile } from '../cache/json-cache-file.js';
import { GIT_CONFIG_ARGS } from '../history/run-git.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { GitExportFile } from './dumb-http-files.js';
import { exportComponentRepository, type GitExportRequest } from './export-component-repository.js';
import { sourceGitEnv } from './git-env.js';
import { runGitStep } from './run-git-step.js';

/** An export read from the cache: its files point into the cache folder. */
export type CachedExportResult = { ok: true; commit: string; files: GitExportFile[]; reused: boolean; key: string } | { ok: false; diagnostics: Diagnostic[] };

interface CacheEntry {
  commit: string;
  files: { path: string; contentType: string; immutable: boolean }[];
}

const ENTRY_FILE = 'export.json';

/**
 * The content repository as a cache sees it: its root (where `.static-tms-cache/` lives) and the
 * commit HEAD names; null when the content is not in a git repository with a commit (the export
 * then says why itself).
 */
export async function repositoryHead(sourceDir: string): Promise<{ root: string; head: string } | null> {
  const result = await runGitStep({ cwd: sourceDir, env: sourceGitEnv(), args: [...GIT_CONFIG_ARGS, 'rev-parse', '--show-toplevel', '--verify', '-q', 'HEAD^{commit}'] });
  const [root, head] = result.stdout.split('\n');
  if (result.code !== 0 || root === undefined || head === undefined || !/^[0-9a-f]{40,64}$/.test(head)) return null;
  return { root, head };
}

/**
 * `exportComponentRepository`, kept in `cacheDir` under a key of everything its bytes depend on
 * (HEAD's commit, the paths, the branch, the identities and the export's code): a component whose
 * history did not change is not exported again. Each entry is written into a temporary folder
 * renamed into place, so a reader never sees half an entry; an entry that is not whole is
 * exported again.
 */
export async function cachedExport(request: GitExportRequest & { identityKey: string }, head: string, cacheDir: string): Promise<CachedExportResult> {
  const key = createHash('sha256')
    .update(JSON.stringify([codeDigest('git-export'), head, [...new Set(request.paths)].sort(), request.branch, request.identityKey]))
    .digest('hex')
    .slice(0, 32);
  const dir = path.join(cacheDir, key);
  const cached = readEntry(dir);
  if (cached !== null) return { ok: true, commit: cached.commit, files: filesOf(cached, dir), reused: true, key };

  const result = await exportComponentRepository({ ...request, tempRoot: request.tempRoot ?? cacheDir });
  if (!result.ok) return result;
  try {
    const entry: CacheEntry = { commit: result.commit, files: result.files.map((f) => ({ path: f.path, contentType: f.contentType, immutable: f.immutable })) };
    const temp = path.join(cacheDir, `${key}.${process.pid}.tmp`);
    rmSync(temp, { recursive: true, force: true });
    for (const f of result.files) {
      const target = path.join(temp, 'files', f.path);
      mkdirSync(path.dirname(target), { recursive: true });
      if ('bytes' in f.source) writeFileSync(target, f.source.bytes);
      else copyFileSync(f.source.file, target);
    }
    writeFileSync(path.join(temp, ENTRY_FILE), JSON.stringify(entry));
    rmSync(dir, { recursive: true, force: true });
    renameSync(temp, dir);
    return { ok: true, commit: entry.commit, files: filesOf(entry, dir), reused: false, key };
  } finally {
    await result.dispose();
  }
}

/** Removes the entries of `cacheDir` that this build did not use (older histories). */
export function pruneExportCache(cacheDir: string, used: ReadonlySet<string>): void {
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const name of names) if (/^[0-9a-f]{32}$/.test(name) && !used.has(name)) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
}

function readEntry(dir: string): CacheEntry | null {
  const value = readCacheFile(path.join(dir, ENTRY_FILE));
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Partial<CacheEntry>;
  if (typeof entry.commit !== 'string' || !Array.isArray(entry.files)) return null;
  const whole = entry.files.every((f) => typeof f.path === 'string' && typeof f.contentType === 'string' && typeof f.immutable === 'boolean' && existsSync(path.join(dir, 'files', f.path)));
  return whole ? (entry as CacheEntry) : null;
}

function filesOf(entry: CacheEntry, dir: string): GitExportFile[] {
  return entry.files.map((f) => ({ ...f, source: { file: path.join(dir, 'files', f.path) } }));
}
