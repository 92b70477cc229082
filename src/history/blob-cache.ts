import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readCacheFile, writeCacheFile } from '../cache/json-cache-file.js';
import type { CompactEntry } from './compact-entry.js';

/** Bump when CompactEntry or the way it is computed changes: old cache entries are then ignored. */
export const CACHE_VERSION = 'history-v3';

/**
 * Parsed file versions on disk, one JSON file per (blob id, content path, parser): a rebuild after a
 * new commit parses only the new versions. The path is part of the key because a parser may depend
 * on it (TBX languages), and the parser (HistoryComponent.parser) because a component's format or
 * languages may change while its files stay. Failures to read or write are not errors: the version
 * is parsed again.
 */
export class BlobCache {
  private readonly dir: string | null;
  private writable = true;

  constructor(cacheDir: string | null, cacheKey?: string) {
    const suffix = cacheKey ? `-${createHash('sha1').update(cacheKey).digest('hex').slice(0, 12)}` : '';
    this.dir = cacheDir === null ? null : path.join(cacheDir, CACHE_VERSION, `blobs${suffix}`);
  }

  get(blob: string, file: string, parser: string): CompactEntry[] | null {
    if (this.dir === null) return null;
    const value = readCacheFile(this.fileOf(blob, file, parser));
    return Array.isArray(value) ? (value as CompactEntry[]) : null;
  }

  /** Whether the version is cached (it may still prove unreadable to `get`). */
  has(blob: string, file: string, parser: string): boolean {
    return this.dir !== null && existsSync(this.fileOf(blob, file, parser));
  }

  set(blob: string, file: string, parser: string, entries: CompactEntry[]): void {
    if (this.dir !== null && this.writable) this.writable = writeCacheFile(this.fileOf(blob, file, parser), entries);
  }

  private fileOf(blob: string, file: string, parser: string): string {
    const pathKey = createHash('sha1').update(`${file}\0${parser}`).digest('hex').slice(0, 16);
    return path.join(this.dir ?? '', blob.slice(0, 2), `${blob.slice(2)}-${pathKey}.json`);
  }
}
