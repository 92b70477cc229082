import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Closes a spill's file once nothing reads it any more (a process that builds many sites, such as the tests). */
const closeWhenCollected = new FinalizationRegistry<number>((fd) => fs.close(fd, () => {}));

/**
 * A new file in `dir` for what a build writes once and reads back, open for both, and already
 * removed: it goes with the process however the build ends, and two builds never share one.
 * Closed when `owner` is collected.
 */
export function openSpillFile(dir: string, owner: object): number {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `.spill-${process.pid}-${randomBytes(6).toString('hex')}`);
  const fd = fs.openSync(file, 'w+');
  try {
    fs.unlinkSync(file);
  } catch (error) {
    // Where a file cannot be removed while open, there is no spill: the caller keeps it in memory.
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
    throw error;
  }
  closeWhenCollected.register(owner, fd);
  return fd;
}

/** Writes all of `bytes`, at `position` when given, else at the file's current position. */
export function writeAll(fd: number, bytes: Uint8Array, position?: number): void {
  for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at, bytes.length - at, position === undefined ? null : position + at);
}

/** Reads `into.length` bytes at `position`, all of them. */
export function readAll(fd: number, into: Uint8Array, position: number): void {
  for (let at = 0; at < into.length; ) {
    const read = fs.readSync(fd, into, at, into.length - at, position + at);
    if (read === 0) throw new Error(`a file ends ${into.length - at} bytes early`);
    at += read;
  }
}

/**
 * `spill(dir)`, or `inMemory()` when no folder is given or it cannot take the file (read-only,
 * full): a spill that cannot be made only costs memory.
 */
export function spilledOrInMemory<T>(dir: string | null, spill: (dir: string) => T, inMemory: () => T): T {
  if (dir !== null) {
    try {
      return spill(dir);
    } catch (error) {
      if (!isFileSystemError(error)) throw error;
    }
  }
  return inMemory();
}

/** Whether an error is the file system's (a spill falls back to memory), not a bug. */
export function isFileSystemError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}
