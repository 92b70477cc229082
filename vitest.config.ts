import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

// The tests build sites of up to 50,000 files into temporary folders and remove them: on a tmpfs
// that costs memory rather than disk writes, which made a slow shared disk double the run. Not on
// a small one (a container's /dev/shm is often 64 MB); a TMPDIR set by the caller wins.
const TMPFS = '/dev/shm';
const TMPFS_NEEDED = 2 * 1024 ** 3;
if (process.env.TMPDIR === undefined && isRoomyFolder(TMPFS, TMPFS_NEEDED)) process.env.TMPDIR = TMPFS;

function isRoomyFolder(dir: string, bytes: number): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(dir);
    return fs.statSync(dir).isDirectory() && bavail * bsize >= bytes;
  } catch {
    return false;
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    setupFiles: ['test/helpers/remove-temporary-folders.ts'],
  },
});
