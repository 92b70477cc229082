import { grownColumn } from './grown-column.js';

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

  /** The texts `textOf(0)` … `textOf(count − 1)`. */
  static from(count: number, textOf: (i: number) => string): Utf8Texts {
    const ends = new Float64Array(count);
    let end = 0;
    for (let i = 0; i < count; i++) ends[i] = end += Buffer.byteLength(textOf(i));
    const bytes = Buffer.allocUnsafe(end);
    for (let i = 0; i < count; i++) bytes.write(textOf(i), i === 0 ? 0 : ends[i - 1]!);
    return new Utf8Texts(ends, bytes);
  }

  get(i: number): string {
    return this.bytes.toString('utf8', i === 0 ? 0 : this.ends[i - 1]!, this.ends[i]!);
  }
}

/** Texts added one at a time into a growing UTF-8 buffer, readable as they are added (Utf8Texts, when the count is not known ahead). */
export class Utf8TextsBuilder {
  private ends = new Float64Array(1024);
  private bytes: Buffer = Buffer.allocUnsafe(1 << 16);
  private count = 0;
  private end = 0;

  get length(): number {
    return this.count;
  }

  /** Adds a text; returns its number. */
  add(text: string): number {
    const size = Buffer.byteLength(text);
    if (this.end + size > this.bytes.length) this.bytes = grown(this.bytes, this.end + size);
    if (this.count === this.ends.length) this.ends = grownColumn(this.ends, this.ends.length * 2);
    this.bytes.write(text, this.end);
    this.ends[this.count] = this.end += size;
    return this.count++;
  }

  get(i: number): string {
    return this.bytes.toString('utf8', i === 0 ? 0 : this.ends[i - 1]!, this.ends[i]!);
  }
}

function grown(bytes: Buffer, needed: number): Buffer {
  let size = bytes.length * 2;
  while (size < needed) size *= 2;
  const larger = Buffer.allocUnsafe(size);
  bytes.copy(larger);
  return larger;
}
