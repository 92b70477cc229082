import path from 'node:path';
import { readCacheFile, writeCacheFile } from '../cache/json-cache-file.js';

const FILE = 'png-widgets.json';

/**
 * The PNG widgets' fingerprints as the last build planned them, by path, in the build cache: a
 * rebuild draws the widgets whose fingerprint differs while it writes the API, instead of waiting
 * for the thread when it reaches them. Only a guess: whether a widget is drawn at all is still the
 * writer's decision (a file is kept only when the output names its fingerprint), so a record from
 * another output folder or a failed build costs a drawing at most. Null when there is none.
 */
export function readPlannedWidgetFingerprints(cacheDir: string | null): Map<string, string> | null {
  if (cacheDir === null) return null;
  const stored = readCacheFile(path.join(cacheDir, FILE));
  if (!Array.isArray(stored) || !stored.every((e) => Array.isArray(e) && e.length === 2 && e.every((s) => typeof s === 'string'))) return null;
  return new Map(stored as [string, string][]);
}

/** Records the widgets this build plans, for the next one. */
export function writePlannedWidgetFingerprints(cacheDir: string | null, widgets: readonly { path: string; fingerprint: string }[]): void {
  if (cacheDir !== null) writeCacheFile(path.join(cacheDir, FILE), widgets.map((w) => [w.path, w.fingerprint]));
}
