import fs from 'node:fs';
import path from 'node:path';

/** Lines of one prefix: those held, and the file of those spilled. */
interface Bucket {
  lines: string[];
  file: string | null;
  /** `lines` are sorted (a bucket held whole, once read). */
  sorted: boolean;
}

/** Characters of lines held in memory before the buckets are appended to their files. */
const HELD_LIMIT = 8 << 20;

/**
 * The manifest's route lines (one compact JSON object each, starting `{"url":"<url>"`), given in
 * any order and read back sorted, without holding millions of them: lines are put in buckets by a
 * prefix (the URL to its third `/` and two characters more: `/api/units/12`, `/api/changes/40`…),
 * buckets are appended to files in `dir` whenever the lines held pass a bound, and each bucket is
 * sorted on its own when read. No bucket's prefix is a proper prefix of another's, so the buckets
 * in prefix order, each sorted, are all the lines sorted.
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
    if (!bucket) this.buckets.set(key, (bucket = { lines: [], file: null, sorted: false }));
    bucket.lines.push(line);
    this.count++;
    this.held += line.length;
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
    if (bucket.file !== null) return readLines(bucket.file).concat(bucket.lines).sort();
    if (!bucket.sorted) {
      bucket.lines.sort();
      bucket.sorted = true;
    }
    return bucket.lines;
  }

  private spill(): void {
    fs.mkdirSync(this.dir, { recursive: true });
    for (const bucket of this.buckets.values()) {
      if (bucket.lines.length === 0) continue;
      bucket.file ??= path.join(this.dir, `${this.files++}.lines`);
      fs.appendFileSync(bucket.file, `${bucket.lines.join('\n')}\n`);
      bucket.lines = [];
    }
    this.held = 0;
  }
}

/** The line up to the third `/` of its URL and two characters more. */
function bucketOf(line: string): string {
  let at = line.indexOf('/');
  for (let n = 1; n < 3 && at >= 0; n++) at = line.indexOf('/', at + 1);
  return at < 0 ? line : line.slice(0, at + 3);
}

function readLines(file: string): string[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.pop();
  return lines;
}
