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
