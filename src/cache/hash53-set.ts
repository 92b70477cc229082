const EMPTY = 0;
const REMOVED = -1;

/**
 * A set of 53-bit hashes (hash53.ts) in one Float64Array, open addressing: about 16 bytes a member
 * where a Set of strings costs well over a hundred. Its members are "maybe there": two strings may
 * share a hash, so a caller confirms a hit against the real data.
 */
export class Hash53Set {
  private slots: Float64Array;
  private used = 0;

  constructor(expected = 16) {
    this.slots = new Float64Array(capacityFor(expected));
  }

  add(hash: number): void {
    if ((this.used + 1) * 4 > this.slots.length * 3) this.grow();
    const stored = hash + 1;
    const mask = this.slots.length - 1;
    let i = hash % this.slots.length;
    while (this.slots[i] !== EMPTY && this.slots[i] !== REMOVED) i = (i + 1) & mask;
    this.slots[i] = stored;
    this.used++;
  }

  has(hash: number): boolean {
    return this.find(hash) >= 0;
  }

  /** Removes one member with this hash, if any. */
  delete(hash: number): void {
    const i = this.find(hash);
    if (i >= 0) this.slots[i] = REMOVED;
  }

  private find(hash: number): number {
    const stored = hash + 1;
    const mask = this.slots.length - 1;
    for (let i = hash % this.slots.length; this.slots[i] !== EMPTY; i = (i + 1) & mask) {
      if (this.slots[i] === stored) return i;
    }
    return -1;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2);
    this.used = 0;
    for (const stored of old) if (stored !== EMPTY && stored !== REMOVED) this.add(stored - 1);
  }
}

/** A power of two with room for `count` members at a load of at most 3/4. */
function capacityFor(count: number): number {
  let capacity = 16;
  while (capacity * 3 < count * 4) capacity *= 2;
  return capacity;
}
