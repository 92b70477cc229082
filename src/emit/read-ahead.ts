import fs from 'node:fs';

/**
 * Files read before they are asked for, on libuv's threads, so that the main thread does not wait
 * for the disk. A rebuild reads the old bytes of every page of a list that grew (page-envelope.ts),
 * one page after the other: at a million units about 19,000 pages of `/api/changes/`, which read
 * synchronously from a disk left the main thread waiting a seventh of a warm build.
 */
export class ReadAhead {
  /** Reads started and not taken, oldest first; pages passed by without being taken are dropped. */
  private readonly reads = new Map<string, Promise<Buffer>>();

  constructor(private readonly limit = READS_AHEAD) {}

  /** Starts reading these files, unless read already. */
  start(files: Iterable<string>): void {
    for (const file of files) {
      if (this.reads.has(file)) continue;
      const read = fs.promises.readFile(file);
      read.catch(() => undefined); // reported when taken, if ever
      this.reads.set(file, read);
      if (this.reads.size > this.limit) this.reads.delete(this.reads.keys().next().value!);
    }
  }

  /** A file's bytes: from the read started ahead, else read now. */
  take(file: string): Promise<Buffer> | Buffer {
    const read = this.reads.get(file);
    if (read === undefined) return fs.readFileSync(file);
    this.reads.delete(file);
    return read;
  }
}

/** Reads started ahead at most: a few pages of a list, tens of kilobytes each. */
const READS_AHEAD = 32;
