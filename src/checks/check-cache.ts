import { createHash } from 'node:crypto';
import path from 'node:path';
import { codeDigest } from '../cache/code-digest.js';
import { readCacheFile, writeCacheFile } from '../cache/json-cache-file.js';
import type { CheckableUnit, CheckFailure, CheckSettings } from './run-checks.js';

/** Per unit of a translation, its failing unit checks (`inconsistent` excluded: it needs the project). */
export type TranslationFailures = (readonly CheckFailure[])[];

/**
 * The unit checks of whole translations, kept on disk (`<cache>/checks/<key>.json`) so that a
 * rebuild checks again only the translations that changed. The key is a digest of everything the
 * checks read (each unit's source, target, context, flags and state, and the settings) and of the
 * check engine's own code, so a changed check can never answer from an old result. Failing to read
 * or write the cache is not an error: the translation is checked again.
 */
export class CheckCache {
  private readonly dir: string | null;
  private writable = true;

  constructor(cacheDir: string | null) {
    this.dir = cacheDir === null ? null : path.join(cacheDir, 'checks');
  }

  get enabled(): boolean {
    return this.dir !== null;
  }

  /** The key of one translation's checks. */
  keyOf(units: readonly CheckableUnit[], settings: CheckSettings): string {
    const hash = createHash('sha256').update(codeDigest('checks')).update(JSON.stringify(settings));
    for (const u of units) {
      hash.update(`\x02${u.state}\x1f${u.context}\x1f${u.flags}\x1f${u.source.join('\x1e')}\x1f${u.target.join('\x1e')}`);
    }
    return hash.digest('hex').slice(0, 40);
  }

  get(key: string, unitCount: number): TranslationFailures | null {
    if (this.dir === null) return null;
    const value = readCacheFile(this.fileOf(key));
    return isFailures(value, unitCount) ? value : null;
  }

  set(key: string, failures: TranslationFailures): void {
    if (this.dir !== null && this.writable) this.writable = writeCacheFile(this.fileOf(key), failures);
  }

  private fileOf(key: string): string {
    return path.join(this.dir ?? '', key.slice(0, 2), `${key.slice(2)}.json`);
  }
}

function isFailures(value: unknown, unitCount: number): value is TranslationFailures {
  return Array.isArray(value) && value.length === unitCount && value.every(Array.isArray);
}
