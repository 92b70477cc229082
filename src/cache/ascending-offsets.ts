/** 2^32: the offsets are held modulo this. */
const SPAN = 2 ** 32;

/**
 * A column of ascending offsets into a file (up to 2^53), in four bytes each instead of eight:
 * each is held modulo 2^32, with the positions where the offsets pass each further 2^32 on the
 * side (a file of a few GB has a few). A million change targets' ends are 4 MB instead of 8.
 */
export class AscendingOffsets {
  private readonly low: Uint32Array;
  /** The first position at or past k + 1 spans, for each k: ascending. */
  private readonly spanStarts: number[] = [];
  /** How many were set, each at the next position. */
  private count = 0;
  private last = 0;

  /** `span` is 2^32 but for tests, which cannot write 4 GiB. */
  constructor(
    readonly length: number,
    private readonly span = SPAN,
  ) {
    if (!(span > 0 && span <= SPAN)) throw new RangeError(`a span of ${span}`);
    this.low = new Uint32Array(length);
  }

  /** Sets the next position's offset: at least the one before. */
  push(offset: number): void {
    if (this.count === this.length) throw new RangeError(`more than ${this.length} offsets`);
    if (!(offset >= this.last && Number.isSafeInteger(offset))) throw new RangeError(`offset ${offset} after ${this.last}`);
    while (offset >= (this.spanStarts.length + 1) * this.span) this.spanStarts.push(this.count);
    this.low[this.count++] = offset % this.span;
    this.last = offset;
  }

  get(i: number): number {
    if (!(i >= 0 && i < this.count)) throw new RangeError(`offset ${i} of ${this.count}`);
    let spans = 0;
    while (spans < this.spanStarts.length && this.spanStarts[spans]! <= i) spans++;
    return spans * this.span + this.low[i]!;
  }
}
