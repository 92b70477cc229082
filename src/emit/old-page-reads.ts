import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads of a version's old list pages, begun before they are asked for. A rebuild re-envelopes
 * every page of a list that grew (page-envelope.ts), reading each page's old bytes first: at L
 * that is about 24,000 pages, most of them no longer in the page cache, and the main thread
 * waited on each read in turn (a tenth of a warm L build). A list re-enveloped once is
 * re-enveloped to its end, so the writer begins the reads of the pages that follow (on libuv's
 * threads, several at once) while the build plans the items between them.
 */
export class OldPageReads {
  private readonly reads = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly dir: string) {}

  /** Begins reading these files of the version, unless begun already; one that cannot be read gives null. */
  begin(rels: readonly string[]): void {
    for (const rel of rels) {
      if (!this.reads.has(rel)) this.reads.set(rel, readFile(path.join(this.dir, rel)).catch(() => null));
    }
  }

  /** The read of `rel` begun earlier (then forgotten), or undefined. */
  take(rel: string): Promise<Buffer | null> | undefined {
    const read = this.reads.get(rel);
    this.reads.delete(rel);
    return read;
  }

  /** Forgets the reads never taken (pages past the end of a list that shrank). */
  clear(): void {
    this.reads.clear();
  }
}
