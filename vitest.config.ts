import fs from 'node:fs';
import { defineConfig } from 'vitest/config';

// The tests build sites of up to 50,000 files into temporary folders and remove them: on a tmpfs
// that costs memory rather than disk writes, which made a slow shared disk double the run. A
// TMPDIR set by the caller wins.
const TMPFS = '/dev/shm';
if (process.env.TMPDIR === undefined && isWritableFolder(TMPFS)) process.env.TMPDIR = TMPFS;

function isWritableFolder(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
