import fs from 'node:fs';
import { hash53 } from '../cache/hash53.js';
import { LineWriter } from '../cache/line-file.js';
import { lowerBound } from '../cache/lower-bound.js';
import { orderByKey53 } from '../cache/order-by-key53.js';
import { allPositions } from '../cache/order-by-rank.js';

/**
 * The files a build wrote (rendered, not kept or linked) with their inventory entries, kept beside
 * its version as `<version>.written`: a header line with the build's salt, then `<entry> <path>`.
 *
 * Two versions alternate, so a rebuild recycles the version before last: the files the last build
 * changed are older there. Where such a file's fingerprint is the one the last build wrote, the
 * rebuild links the published file instead of rendering it again, which for a unit meant building
 * every unit of its component (TreeWriter.keep). Kept by rebuilds only, and only when they are
 * few: a cold build or a full render (a new program) leaves none.
 *
 * The lines go to the file's partial as they come, not held until the end (5.7 MB of strings for
 * the 25,000 files of a warm build at a million units), and `save` renames it into place.
 */
export class WrittenEntries {
  private lines: LineWriter | null;
  private count = 0;

  /** Starts the list of `versionDir` under the build's salt. */
  constructor(versionDir: string, salt: string) {
    this.lines = new LineWriter(writtenPathOf(versionDir), undefined, WRITE_CHUNK_BYTES);
    this.lines.add(`${WRITTEN_HEADER} ${salt}`);
  }

  /** Notes a file written with this inventory entry (which holds no space). */
  add(rel: string, entry: string): void {
    if (this.lines === null) return;
    if (++this.count > WRITTEN_LIMIT) this.discard();
    else this.lines.add(`${entry} ${rel}`);
  }

  /** Puts the list in place beside the version; none when there were too many. */
  save(): void {
    this.lines?.close();
    this.lines = null;
  }

  /** Drops the list (a build that publishes nothing, or too many files). */
  discard(): void {
    this.lines?.discard();
    this.lines = null;
  }

  /** What the build of `versionDir` wrote, when it wrote under `salt` (else its fingerprints do not count); null when unknown. */
  static read(versionDir: string, salt: string): WrittenList | null {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(writtenPathOf(versionDir));
    } catch {
      return null;
    }
    const header = Buffer.from(`${WRITTEN_HEADER} ${salt}\n`);
    if (!bytes.subarray(0, header.length).equals(header) || bytes[bytes.length - 1] !== 10) return null;
    return new WrittenList(bytes, header.length);
  }
}

/**
 * A `.written` file as read: its bytes, and its lines' starts ordered by the hash of their paths,
 * 12 bytes a line where a map of their strings took about 100 (TreeWriter asks it only for files
 * its recycled folder cannot keep: tens of thousands in a warm build at a million units).
 */
export class WrittenList {
  private readonly hashes: Float64Array;
  private readonly starts: Uint32Array;

  constructor(
    private readonly bytes: Buffer,
    firstLine: number,
  ) {
    const starts: number[] = [];
    const hashes: number[] = [];
    for (let start = firstLine; start < bytes.length; start = bytes.indexOf(10, start) + 1) {
      starts.push(start);
      hashes.push(hash53(this.pathAt(start)));
    }
    const order = orderByKey53(Float64Array.from(hashes), allPositions(hashes.length));
    this.hashes = Float64Array.from(order, (i) => hashes[i]!);
    this.starts = Uint32Array.from(order, (i) => starts[i]!);
  }

  /** The entry the build wrote `rel` with, or undefined. */
  get(rel: string): string | undefined {
    const hash = hash53(rel);
    for (let i = lowerBound(this.hashes, hash); i < this.hashes.length && this.hashes[i] === hash; i++) {
      const start = this.starts[i]!;
      if (this.pathAt(start) === rel) return this.bytes.toString('utf8', start, this.bytes.indexOf(32, start));
    }
    return undefined;
  }

  /** The path of the line at `start`: after the entry's first space, to the end of the line. */
  private pathAt(start: number): string {
    return this.bytes.toString('utf8', this.bytes.indexOf(32, start) + 1, this.bytes.indexOf(10, start));
  }
}

const WRITTEN_HEADER = 'static-tms-written 1';

/** More files than this and the list is not kept: a rebuild after one changed file writes about 30,000 at a million strings. */
export const WRITTEN_LIMIT = 100_000;

/** Bytes of lines held before they are written: a few hundred lines. */
const WRITE_CHUNK_BYTES = 64 * 1024;

export function writtenPathOf(versionDir: string): string {
  return `${versionDir}.written`;
}
