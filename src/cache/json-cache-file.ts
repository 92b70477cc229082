import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One JSON file of a persistent cache (.static-tms-cache). A cache is never trusted to exist or be
 * whole: reading gives null on any failure, and a write goes to a temporary file renamed into
 * place, so a reader never sees half a file.
 */
export function readCacheFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** Writes a cache file; false when it could not (a read-only or full disk): the caller stops trying. */
export function writeCacheFile(file: string, value: unknown): boolean {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(value));
    renameSync(temp, file);
    return true;
  } catch {
    return false;
  }
}
