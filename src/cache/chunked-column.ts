import type { NumberColumn } from './grown-column.js';

/**
 * A column of numbers appended one at a time, held in chunks of a fixed size. Unlike a typed array
 * grown by copying, it never holds an old and a new array at once while it grows, and never more
 * than one chunk of room it does not use: a column of 40 MB grown by half (the search index's
 * postings at a million units) takes up to 60 MB, and 100 MB while it is copied.
 */
export class ChunkedColumn<T extends NumberColumn> {
  private parts: T[] = [];
  private last: T;
  /** The number of values in the last part. */
  private used = 0;
  length = 0;

  /** `make(n)` makes an empty chunk of n values (`(n) => new Uint32Array(n)`). */
  constructor(
    private readonly make: (length: number) => T,
    private readonly chunkLength = DEFAULT_CHUNK_LENGTH,
  ) {
    this.last = make(0);
  }

  push(value: number): void {
    if (this.used === this.last.length) {
      this.last = this.make(this.chunkLength);
      this.parts.push(this.last);
      this.used = 0;
    }
    this.last[this.used++] = value;
    this.length++;
  }

  get(i: number): number {
    if (!(i >= 0 && i < this.length)) throw new RangeError(`index ${i} outside a column of ${this.length}`);
    return this.parts[Math.floor(i / this.chunkLength)]![i % this.chunkLength]!;
  }

  /** The values in order, a chunk at a time (views of the column's own chunks). */
  *chunks(): Generator<T> {
    for (const [c, part] of this.parts.entries()) yield (c === this.parts.length - 1 ? part.subarray(0, this.used) : part) as T;
  }

  /** The values in one array of their number, emptying the column chunk by chunk as they are copied. */
  take(): T {
    const all = this.make(this.length);
    let at = 0;
    for (let part = this.parts.shift(); part !== undefined; part = this.parts.shift()) {
      const values = this.parts.length === 0 ? part.subarray(0, this.used) : part;
      all.set(values, at);
      at += values.length;
    }
    this.last = this.make(0);
    this.used = 0;
    this.length = 0;
    return all;
  }

  /** A reader of the values in order, one per call (a cursor over the chunks). */
  reader(): () => number {
    const { parts, used } = this;
    let c = -1;
    let part = this.last;
    let size = 0;
    let i = 0;
    return () => {
      if (i === size) {
        if (++c >= parts.length) throw new RangeError('read past the end of a column');
        part = parts[c]!;
        size = c === parts.length - 1 ? used : part.length;
        i = 0;
      }
      return part[i++]!;
    };
  }
}

/** 256 Ki values: 1 MB of Uint32, 2 MB of Float64. */
const DEFAULT_CHUNK_LENGTH = 1 << 18;
