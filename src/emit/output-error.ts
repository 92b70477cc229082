import fs from 'node:fs';
import path from 'node:path';
import { StaticTmsError } from '../diagnostics/static-tms-error.js';

/** A problem found while writing the output; the build reports it as a diagnostic and publishes nothing. */
export class OutputError extends StaticTmsError<'url-segment-invalid' | 'output-path-conflict' | 'published-file-missing' | 'output-write-failed' | 'content-changed' | 'cache-inconsistent'> {}

/** A content file changed after the model read it, found while the output was written. */
export function contentChanged(file: string): OutputError {
  return new OutputError('content-changed', `${file} changed during the build; build again`, { at: { file } });
}

/** The published version that a first rebuild links from lacks one of its files. */
export function publishedFileMissing(file: string): OutputError {
  return new OutputError('published-file-missing', `${file} is missing from the published output, which this build reuses; ` +
    'nothing is published. Remove the output folder and the .versions folder beside it to build from scratch.', { at: { file } });
}

/**
 * A system call failed while the output was written (disk full, no permission, …): an
 * OutputError naming the file, so that the build reports it like bad input instead of crashing;
 * any other error is returned as it is.
 */
export function asOutputError(error: unknown, statfs: (path: string) => FreeRoom = fs.statfsSync): unknown {
  const e = error as NodeJS.ErrnoException;
  if (!(error instanceof Error) || typeof e.code !== 'string' || typeof e.syscall !== 'string' || error instanceof OutputError) return error;
  const file = e.path ?? null;
  const full = file !== null && (e.code === 'ENOSPC' || e.code === 'ENOENT') ? fullFileSystemNote(file, statfs) : '';
  return new OutputError('output-write-failed', `the output could not be written: ${e.message}${full}; nothing is published`, {
    ...(file !== null ? { at: { file } } : {}),
    cause: error,
  });
}

/** What statfs tells of a file system's free room. */
export interface FreeRoom {
  bavail: number | bigint;
  ffree: number | bigint;
}

/**
 * Why a write failed when the file system holding `file` is full. Inodes run out before bytes on
 * a tmpfs or a small disk (a build makes a file and a folder per unit), and then folders cannot be
 * made: Node reports the failed `mkdir` of a nested folder as ENOENT, and ENOSPC says "no space"
 * although `df -h` shows free space.
 */
function fullFileSystemNote(file: string, statfs: (path: string) => FreeRoom): string {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    try {
      const room = statfs(dir);
      if (Number(room.ffree) === 0) return ' (the file system holding it has no free inodes left: `df -i` shows them)';
      if (Number(room.bavail) === 0) return ' (the file system holding it is full)';
      return '';
    } catch {
      if (path.dirname(dir) === dir) return '';
    }
  }
}
