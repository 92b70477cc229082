import { ChunkedColumn } from './chunked-column.js';

/** Members per range of the directory, on average at most (and at least half of it). */
const RANGE_MEMBERS = 8;

/**
 * A fixed multiset of 53-bit hashes (hash53.ts), from which members are taken: 4 bytes and a bit a
 * member, where a hash table at a load of 3/4 took 8 to 16 (33 MB for the two million paths of an
 * inventory at a million units, now 9). Hashes spread evenly, so a directory of where each range
 * of hashes starts (2^k equal ranges of four to eight members on average: at most a byte a member)
 * finds a hash among a few members, instead of a binary search of twenty steps over the whole
 * array (a rebuild looks up each file of the output twice).
 *
 * Within its range a member is kept as a 32-bit key: the highest 32 bits of what the range leaves
 * of its hash, in a Uint32Array sorted as the hashes are. Two hashes with the same key count as
 * the same hash, so an absent hash is found among a range's few members with a chance of about
 * 2^-32 each. Members are "maybe there" in any case (two strings may share a hash), so a caller
 * confirms a hit against the real data, and a false hit costs it a look, not a wrong answer.
 */
export class SortedHash53Set {
  private readonly keys: Uint32Array;
  /** One bit per member: taken by `delete`. */
  private readonly taken: Uint8Array;
  /** Where the members of each range start in `keys`, and their end last. */
  private readonly starts: Uint32Array;
  /** The width of a range: a power of two. */
  private readonly range: number;
  /** What one step of a key is worth in a hash: a power of two, so that keys keep the hashes' order. */
  private readonly keyStep: number;

  /** The hashes added to `collect`'s column (which it empties), in any order, each as often as added. */
  constructor(collected: ChunkedColumn<Float64Array>) {
    const hashes = collected.take().sort();
    // At most 2^21 ranges: a range then leaves 32 bits of a hash, all of them in its key.
    const bits = Math.min(21, Math.max(0, Math.ceil(Math.log2(hashes.length / RANGE_MEMBERS))));
    this.range = 2 ** (53 - bits);
    this.keyStep = 2 ** (21 - bits);
    this.keys = new Uint32Array(hashes.length);
    this.taken = new Uint8Array(Math.ceil(hashes.length / 8));
    this.starts = new Uint32Array(2 ** bits + 1);
    for (let range = 0, i = 0; range + 1 < this.starts.length; range++) {
      for (; i < hashes.length && hashes[i]! < (range + 1) * this.range; i++) this.keys[i] = this.keyOf(hashes[i]!, range);
      this.starts[range + 1] = i;
    }
  }

  /** A column to add hashes to, then give to the constructor. */
  static collect(): ChunkedColumn<Float64Array> {
    return new ChunkedColumn((n) => new Float64Array(n));
  }

  has(hash: number): boolean {
    return this.find(hash) >= 0;
  }

  /** Takes one member with this hash, if any is left. */
  delete(hash: number): void {
    const i = this.find(hash);
    if (i >= 0) this.taken[i >> 3]! |= 1 << (i & 7);
  }

  /** The position of a member with this hash not taken yet, or −1. */
  private find(hash: number): number {
    const { keys, starts } = this;
    const range = Math.floor(hash / this.range);
    const key = this.keyOf(hash, range);
    const end = starts[range + 1]!;
    let i = starts[range]!;
    while (i < end && keys[i]! < key) i++;
    for (; i < end && keys[i] === key; i++) if ((this.taken[i >> 3]! & (1 << (i & 7))) === 0) return i;
    return -1;
  }

  private keyOf(hash: number, range: number): number {
    return Math.floor((hash - range * this.range) / this.keyStep);
  }
}
