import fs from 'node:fs';
import path from 'node:path';
import { lineBytesBound, linesOfBytes, putLine } from '../cache/line-file.js';

/** Lines of one prefix: those held (UTF-8, each ending in a newline), and the file of those spilled. */
interface Bucket {
  held: Buffer;
  length: number;
  file: string | null;
  /** The bucket's lines sorted, once read when it was never spilled. */
  sorted: string[] | null;
}

/** Bytes of lines held in memory before the buckets are appended to their files. */
const HELD_LIMIT = 8 << 20;

/**
 * The manifest's route lines (one compact JSON object each, starting `{"url":"<url>"`), given in
 * any order and read back sorted, without holding millions of them: lines are put in buckets by a
 * prefix (the URL to its third `/` and two characters more: `/api/units/12`, `/api/changes/40`…),
 * buckets are appended to files in `dir` whenever the lines held pass a bound, and each bucket is
 * sorted on its own when read. No bucket's prefix is a proper prefix of another's, so the buckets
 * in prefix order, each sorted, are all the lines sorted.
 *
 * Lines are held as UTF-8 bytes, not strings: a string held until its bucket spills outlives the
 * young generation, and a warm build's millions of lines then cost the collector a full marking
 * every few megabytes (docs/performance.md, stop 17).
 */
export class ManifestLines {
  count = 0;
  private readonly buckets = new Map<string, Bucket>();
  private held = 0;
  private files = 0;
  private keys: string[] | null = null;

  constructor(
    private readonly dir: string,
    private readonly heldLimit = HELD_LIMIT,
  ) {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  add(line: string): void {
    if (this.keys !== null) throw new Error('manifest lines added after they were read');
    const key = bucketOf(line);
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = { held: Buffer.allocUnsafe(1024), length: 0, file: null, sorted: null }));
    const room = lineBytesBound(line);
    if (bucket.held.length - bucket.length < room) bucket.held = grown(bucket.held, bucket.length, room);
    const end = putLine(bucket.held, bucket.length, line);
    this.held += end - bucket.length;
    bucket.length = end;
    this.count++;
    if (this.held > this.heldLimit) this.spill();
  }

  /**
   * Every line, sorted (the order of their URLs); no line may be added once read. Each bucket is
   * sorted when the reading reaches it, so the work is spread over the reading instead of done all
   * at once before the first line. A bucket held in memory is sorted once; one spilled to its file
   * is read and sorted by each reading (the manifest reads the lines once; only host files read
   * them again), rather than written back sorted.
   */
  *sorted(): Generator<string> {
    this.keys ??= [...this.buckets.keys()].sort();
    for (const key of this.keys) yield* this.sortedLinesOf(this.buckets.get(key)!);
  }

  /** Removes the bucket files. */
  dispose(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** A bucket's lines, sorted. */
  private sortedLinesOf(bucket: Bucket): string[] {
    if (bucket.sorted !== null) return bucket.sorted;
    // Each line a string of its own: split from one string of the whole bucket, each line was a
    // slice that kept all of it alive (megabytes at L) until its last line was written.
    const held = linesOfBytes(bucket.held, bucket.length);
    if (bucket.file !== null) return linesOfBytes(fs.readFileSync(bucket.file)).concat(held).sort();
    bucket.sorted = held.sort();
    bucket.held = Buffer.alloc(0);
    bucket.length = 0;
    return bucket.sorted;
  }

  private spill(): void {
    fs.mkdirSync(this.dir, { recursive: true });
    for (const bucket of this.buckets.values()) {
      if (bucket.length === 0) continue;
      bucket.file ??= path.join(this.dir, `${this.files++}.lines`);
      fs.appendFileSync(bucket.file, bucket.held.subarray(0, bucket.length));
      // Let go of the bytes: the next lines may fill other buckets.
      bucket.held = Buffer.allocUnsafe(1024);
      bucket.length = 0;
    }
    this.held = 0;
  }
}

/** `held` with room for `more` bytes after its first `length`. */
function grown(held: Buffer, length: number, more: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.max(held.length * 2, length + more));
  held.copy(bigger, 0, 0, length);
  return bigger;
}

/** The line up to the third `/` of its URL and two characters more. */
function bucketOf(line: string): string {
  let at = line.indexOf('/');
  for (let n = 1; n < 3 && at >= 0; n++) at = line.indexOf('/', at + 1);
  return at < 0 ? line : line.slice(0, at + 3);
}
