import type { Hash } from 'node:crypto';
import { ChunkedColumn } from './chunked-column.js';
import { isFileSystemError, openSpillFile, readAll, writeAll } from './spill-file.js';

/**
 * Many strings kept as UTF-8 in one buffer, read back by number: no object, header or UTF-16 copy
 * per string (a million change targets).
 */
export class Utf8Texts {
  private constructor(
    /** Where each text ends in `bytes`; it starts where the one before ends. */
    private readonly ends: Float64Array,
    private readonly bytes: Buffer,
  ) {}

  /** The texts whose UTF-8 bytes are `bytesOf(0)` … `bytesOf(count − 1)`. */
  static from(count: number, bytesOf: (i: number) => Uint8Array): Utf8Texts {
    const ends = new Float64Array(count);
    let end = 0;
    for (let i = 0; i < count; i++) ends[i] = end += bytesOf(i).length;
    const bytes = Buffer.allocUnsafe(end);
    for (let i = 0; i < count; i++) bytes.set(bytesOf(i), i === 0 ? 0 : ends[i - 1]!);
    return new Utf8Texts(ends, bytes);
  }

  get(i: number): string {
    return this.bytes.toString('utf8', i === 0 ? 0 : this.ends[i - 1]!, this.ends[i]!);
  }

  /** Feeds `hash` where each text ends, then their bytes: two digests are equal when the texts are, in order. */
  digestInto(hash: Hash): void {
    hash.update(new Uint8Array(this.ends.buffer, this.ends.byteOffset, this.ends.byteLength));
    hash.update(this.bytes.subarray(0, this.ends.length === 0 ? 0 : this.ends[this.ends.length - 1]!));
  }
}

/**
 * Texts added one at a time, readable as they are added (Utf8Texts, when the count is not known
 * ahead). The bytes go in chunks of CHUNK_BYTES, a text whole in one of them: a buffer grown by
 * doubling held up to twice the texts, and three times while it was copied (at L the history's
 * million change targets, 45 MB, took a 67 MB buffer, and 100 MB as it grew to it).
 *
 * Given a folder, each chunk but the last is written to a file there once full, and a text in it
 * is read back alone when asked (the history's targets are read about once each, by the change
 * table): at L, 45 MB held by the page cache instead of the process, at the end of a cold
 * history, where a large build's memory peaks (docs/performance.md, issue 21's stop 24).
 */
export class Utf8TextsBuilder {
  /** The chunks, null once written to the spill file. */
  private readonly chunks: (Buffer | null)[] = [];
  /** Used bytes of the last chunk. */
  private used = 0;
  /** Used bytes of each chunk before the last. */
  private readonly filled: number[] = [];
  /** Where each spilled chunk starts in the spill file. */
  private readonly spilledAt: number[] = [];
  private spillFd: number | null = null;
  private spillEnd = 0;
  /** Per text, its chunk × 2^32 + where it ends there; it starts where the one before ends in the same chunk, else at 0. */
  private readonly ends = new ChunkedColumn((n) => new Float64Array(n));

  /** `spillDir`: where full chunks go, or null to hold them all. */
  constructor(private spillDir: string | null = null) {}

  get length(): number {
    return this.ends.length;
  }

  /** Bytes of the chunks held in memory. */
  get heldBytes(): number {
    return this.chunks.reduce((n, chunk) => n + (chunk?.length ?? 0), 0);
  }

  /** Adds a text; returns its number. */
  add(text: string): number {
    const size = Buffer.byteLength(text);
    let chunk = this.chunks[this.chunks.length - 1];
    if (!chunk || this.used + size > chunk.length) chunk = this.newChunk(size);
    this.used += chunk.write(text, this.used);
    this.ends.push((this.chunks.length - 1) * CHUNK_SPAN + this.used);
    return this.ends.length - 1;
  }

  /** Bytes `storedParts` gives: each text's length, then all their bytes. */
  storedLength(): number {
    return 4 * this.length + this.filled.reduce((n, f) => n + f, 0) + this.used;
  }

  /**
   * The texts as a file keeps them (history-checkpoint.ts): each one's length in bytes, then all
   * their bytes in order. A spilled chunk is read back as its part is asked for, so write each
   * part before asking for the next. `fromStored` reads them back without decoding a text.
   */
  *storedParts(): Generator<Uint8Array> {
    const lengths = new Uint32Array(this.length);
    for (let i = 0; i < lengths.length; i++) {
      const end = this.ends.get(i);
      lengths[i] = (end % CHUNK_SPAN) - this.startOf(i, end);
    }
    yield new Uint8Array(lengths.buffer);
    for (let k = 0; k < this.chunks.length; k++) {
      const size = k < this.filled.length ? this.filled[k]! : this.used;
      yield this.chunks[k]?.subarray(0, size) ?? this.readSpilled(k, 0, size);
    }
  }

  /**
   * The texts `storedParts` gave: `read(into)` fills `into` with the next bytes stored. The bytes
   * are read straight into chunks, as many whole texts at a time as a chunk holds; given a
   * folder, full chunks go there as they are read.
   */
  static fromStored(count: number, read: (into: Uint8Array) => void, spillDir: string | null = null): Utf8TextsBuilder {
    const lengths = new Uint32Array(count);
    read(new Uint8Array(lengths.buffer));
    const texts = new Utf8TextsBuilder(spillDir);
    for (let first = 0; first < count; ) {
      let size = lengths[first]!;
      let last = first + 1;
      while (last < count && size + lengths[last]! <= CHUNK_BYTES) size += lengths[last++]!;
      read(texts.newChunk(size).subarray(0, size));
      for (let i = first; i < last; i++) texts.ends.push((texts.chunks.length - 1) * CHUNK_SPAN + (texts.used += lengths[i]!));
      first = last;
    }
    return texts;
  }

  get(i: number): string {
    return this.bytesOf(i).toString('utf8');
  }

  /** Text `i`'s UTF-8 bytes: where they are held (not a copy: valid while the builder is), or read back. */
  bytesOf(i: number): Buffer {
    const end = this.ends.get(i);
    const k = Math.floor(end / CHUNK_SPAN);
    const start = this.startOf(i, end);
    return this.chunks[k]?.subarray(start, end % CHUNK_SPAN) ?? this.readSpilled(k, start, end % CHUNK_SPAN);
  }

  /** Text `i`'s length in bytes, without reading it. */
  byteLengthOf(i: number): number {
    const end = this.ends.get(i);
    return (end % CHUNK_SPAN) - this.startOf(i, end);
  }

  /**
   * Each of texts `rows` (ascending), given to `visit` with its place in `rows` and where its bytes
   * are: `source[start … end)`, valid during the call only (no view is made per text). Spilled
   * texts stored near each other are read together, one read of at most RUN_BYTES: read alone, a
   * million targets asked for in another order than stored cost a system call each (1.8 s of a
   * warm L build, issue 21's stop 30).
   */
  visitBytes(rows: ArrayLike<number>, visit: (k: number, source: Uint8Array, start: number, end: number) => void): void {
    let run: Buffer | null = null;
    // A run's texts: where each starts and ends in the spill file.
    const starts: number[] = [];
    const ends: number[] = [];
    for (let k = 0; k < rows.length; ) {
      const end = this.ends.get(rows[k]!);
      const held = this.chunks[Math.floor(end / CHUNK_SPAN)];
      if (held) {
        visit(k, held, this.startOf(rows[k]!, end), end % CHUNK_SPAN);
        k++;
        continue;
      }
      // A run: this spilled text and those that follow, each starting within RUN_GAP of the one
      // before's end, up to RUN_BYTES in all.
      const first = k;
      starts.length = ends.length = 0;
      for (; k < rows.length; k++) {
        const textEnd = this.ends.get(rows[k]!);
        const chunk = Math.floor(textEnd / CHUNK_SPAN);
        if (this.chunks[chunk]) break;
        const at = this.spilledAt[chunk]!;
        const start = at + this.startOf(rows[k]!, textEnd);
        const stop = at + (textEnd % CHUNK_SPAN);
        if (k > first && (start - ends[ends.length - 1]! > RUN_GAP || stop - starts[0]! > RUN_BYTES)) break;
        starts.push(start);
        ends.push(stop);
      }
      const runStart = starts[0]!;
      const size = ends[ends.length - 1]! - runStart;
      if (run === null || run.length < size) run = Buffer.allocUnsafe(Math.max(RUN_BYTES, size));
      readAll(this.spillFd!, run.subarray(0, size), runStart);
      for (let j = 0; j < starts.length; j++) visit(first + j, run, starts[j]! - runStart, ends[j]! - runStart);
    }
  }

  /** Where text `i`, whose address in `ends` is `end`, starts in its chunk. */
  private startOf(i: number, end: number): number {
    const before = i === 0 ? 0 : this.ends.get(i - 1);
    return Math.floor(before / CHUNK_SPAN) === Math.floor(end / CHUNK_SPAN) ? before % CHUNK_SPAN : 0;
  }

  private readSpilled(k: number, start: number, end: number): Buffer {
    const bytes = Buffer.allocUnsafe(end - start);
    readAll(this.spillFd!, bytes, this.spilledAt[k]! + start);
    return bytes;
  }

  /** A new last chunk, of CHUNK_BYTES or `size` when larger; the one before goes to the spill file, if any. */
  private newChunk(size: number): Buffer {
    if (this.chunks.length > 0) {
      this.filled.push(this.used);
      this.spill(this.chunks.length - 1);
    }
    const chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, size));
    this.chunks.push(chunk);
    this.used = 0;
    return chunk;
  }

  private spill(k: number): void {
    if (this.spillDir === null) return;
    const size = this.filled[k]!;
    try {
      this.spillFd ??= openSpillFile(this.spillDir, this);
      writeAll(this.spillFd, this.chunks[k]!.subarray(0, size), this.spillEnd);
    } catch (error) {
      // A folder that cannot take the file, or a full disk, only costs memory: the chunks stay held.
      if (!isFileSystemError(error)) throw error;
      this.spillDir = null;
      return;
    }
    this.spilledAt[k] = this.spillEnd;
    this.spillEnd += size;
    this.chunks[k] = null;
  }
}

const CHUNK_BYTES = 1 << 20;
/** The most `visitBytes` reads at once. */
const RUN_BYTES = 1 << 20;
/** The widest gap between two texts that `visitBytes` reads over, rather than reading each alone. */
const RUN_GAP = 16 * 1024;
/** A chunk's place in an address: chunks are under 4 GB (a text is at most V8's 512 MB string). */
const CHUNK_SPAN = 2 ** 32;
