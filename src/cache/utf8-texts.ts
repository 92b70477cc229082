import { ChunkedColumn } from './chunked-column.js';

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
}

/**
 * Texts added one at a time, readable as they are added (Utf8Texts, when the count is not known
 * ahead). The bytes go in chunks of CHUNK_BYTES, a text whole in one of them: a buffer grown by
 * doubling held up to twice the texts, and three times while it was copied (at L the history's
 * million change targets, 45 MB, took a 67 MB buffer, and 100 MB as it grew to it).
 */
export class Utf8TextsBuilder {
  private readonly chunks: Buffer[] = [];
  /** Used bytes of the last chunk. */
  private used = 0;
  /** Used bytes of each chunk before the last. */
  private readonly filled: number[] = [];
  /** Per text, its chunk × 2^32 + where it ends there; it starts where the one before ends in the same chunk, else at 0. */
  private readonly ends = new ChunkedColumn((n) => new Float64Array(n));

  get length(): number {
    return this.ends.length;
  }

  /** Adds a text; returns its number. */
  add(text: string): number {
    const size = Buffer.byteLength(text);
    let chunk = this.chunks[this.chunks.length - 1];
    if (chunk === undefined || this.used + size > chunk.length) chunk = this.newChunk(size);
    this.used += chunk.write(text, this.used);
    this.ends.push((this.chunks.length - 1) * CHUNK_SPAN + this.used);
    return this.ends.length - 1;
  }

  /**
   * The texts as a file keeps them (history-checkpoint.ts): each one's length in bytes, then all
   * their bytes in order. `fromStored` reads them back without decoding a text.
   */
  storedParts(): Uint8Array[] {
    const lengths = new Uint32Array(this.length);
    for (let i = 0; i < lengths.length; i++) {
      const end = this.ends.get(i);
      lengths[i] = (end % CHUNK_SPAN) - this.startOf(i, end);
    }
    const bytes = this.chunks.map((chunk, k) => chunk.subarray(0, k < this.filled.length ? this.filled[k] : this.used));
    return [new Uint8Array(lengths.buffer), ...bytes];
  }

  /**
   * The texts `storedParts` gave: `read(into)` fills `into` with the next bytes stored. The bytes
   * are read straight into chunks, as many whole texts at a time as a chunk holds.
   */
  static fromStored(count: number, read: (into: Uint8Array) => void): Utf8TextsBuilder {
    const lengths = new Uint32Array(count);
    read(new Uint8Array(lengths.buffer));
    const texts = new Utf8TextsBuilder();
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
    const end = this.ends.get(i);
    return this.chunks[Math.floor(end / CHUNK_SPAN)]!.toString('utf8', this.startOf(i, end), end % CHUNK_SPAN);
  }

  /** Text `i`'s UTF-8 bytes, where they are held (not a copy: valid while the builder is). */
  bytesOf(i: number): Buffer {
    const end = this.ends.get(i);
    return this.chunks[Math.floor(end / CHUNK_SPAN)]!.subarray(this.startOf(i, end), end % CHUNK_SPAN);
  }

  /** Where text `i`, whose address in `ends` is `end`, starts in its chunk. */
  private startOf(i: number, end: number): number {
    const before = i === 0 ? 0 : this.ends.get(i - 1);
    return Math.floor(before / CHUNK_SPAN) === Math.floor(end / CHUNK_SPAN) ? before % CHUNK_SPAN : 0;
  }

  /** A new last chunk, of CHUNK_BYTES or `size` when larger. */
  private newChunk(size: number): Buffer {
    if (this.chunks.length > 0) this.filled.push(this.used);
    const chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, size));
    this.chunks.push(chunk);
    this.used = 0;
    return chunk;
  }
}

const CHUNK_BYTES = 1 << 20;
/** A chunk's place in an address: chunks are under 4 GB (a text is at most V8's 512 MB string). */
const CHUNK_SPAN = 2 ** 32;
