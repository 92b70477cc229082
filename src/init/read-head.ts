import fs from 'node:fs';
import path from 'node:path';
import type { ReadHead } from './format-detector.js';

/** How much of a file the detectors see: headers and root elements come first. */
const HEAD_BYTES = 16 * 1024;

/** A ReadHead for the files of the folder `dir`. */
export function fileHeadReader(dir: string): ReadHead {
  return (relativePath) => {
    let fd: number | undefined;
    try {
      fd = fs.openSync(path.join(dir, relativePath), 'r');
      const buffer = Buffer.alloc(HEAD_BYTES);
      const length = fs.readSync(fd, buffer, 0, HEAD_BYTES, 0);
      return buffer.subarray(0, length).toString('utf8');
    } catch {
      return null; // unreadable: the detector falls back to its default
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  };
}
