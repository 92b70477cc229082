import { ChunkedColumn } from './chunked-column.js';

/** Members per range of the directory, on average at most (and at least half of it). */
const RANGE_MEMBERS = 4;

/**
 * A fixed multiset of 53-bit hashes (hash53.ts), sorted in one Float64Array of exactly their
 * number, from which members are taken: 8 bytes and a bit a member, where a hash table at a load
 * of 3/4 took 8 to 16 (33 MB for the two million paths of an inventory at a million units, now
 * 17). Hashes spread evenly, so a directory of where each range of hashes starts (2^k equal
 * ranges of two to four members on average: at most 2 bytes a member) finds a hash among a few
 * members, instead of a binary search of twenty steps over the whole array (a rebuild looks up
 * each file of the output twice). Its members are "maybe there": two strings may share a hash,
 * so a caller confirms a hit against the real data.
 */
export class SortedHash53Set {
  private readonly hashes: Float64Array;
  /** One bit per member: taken by `delete`. */
  private readonly taken: Uint8Array;
  /** Where the members of each range start in `hashes`, and their end last. */
  private readonly starts: Uint32Array;
  /** The width of a range: a power of two. */
  private readonly range: number;

  /** The hashes added to `collect`'s column (which it empties), in any order, each as often as added. */
  constructor(collected: ChunkedColumn<Float64Array>) {
    const hashes = (this.hashes = collected.take().sort());
    this.taken = new Uint8Array(Math.ceil(hashes.length / 8));
    const bits = Math.max(0, Math.ceil(Math.log2(hashes.length / RANGE_MEMBERS)));
    this.range = 2 ** (53 - bits);
    this.starts = new Uint32Array(2 ** bits + 1);
    for (let range = 0, i = 0; range < this.starts.length; range++) {
      while (i < hashes.length && hashes[i]! < range * this.range) i++;
      this.starts[range] = i;
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
    const { hashes, starts } = this;
    const range = Math.floor(hash / this.range);
    const end = starts[range + 1]!;
    let i = starts[range]!;
    while (i < end && hashes[i]! < hash) i++;
    for (; i < end && hashes[i] === hash; i++) if ((this.taken[i >> 3]! & (1 << (i & 7))) === 0) return i;
    return -1;
  }
}
