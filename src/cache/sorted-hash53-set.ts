import { ChunkedColumn } from './chunked-column.js';
import { lowerBound } from './lower-bound.js';

/**
 * A fixed multiset of 53-bit hashes (hash53.ts), sorted in one Float64Array of exactly their
 * number, from which members are taken: 8 bytes and a bit a member, where a hash table at a load
 * of 3/4 took 8 to 16 (33 MB for the two million paths of an inventory at a million units, now
 * 17). A lookup is a binary search. Its members are "maybe there": two strings may share a hash,
 * so a caller confirms a hit against the real data.
 */
export class SortedHash53Set {
  private readonly hashes: Float64Array;
  /** One bit per member: taken by `delete`. */
  private readonly taken: Uint8Array;

  /** The hashes added to `collect`'s column (which it empties), in any order, each as often as added. */
  constructor(collected: ChunkedColumn<Float64Array>) {
    this.hashes = collected.take().sort();
    this.taken = new Uint8Array(Math.ceil(this.hashes.length / 8));
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
    const { hashes } = this;
    for (let i = lowerBound(hashes, hash); i < hashes.length && hashes[i] === hash; i++) if ((this.taken[i >> 3]! & (1 << (i & 7))) === 0) return i;
    return -1;
  }
}
