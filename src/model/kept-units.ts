import { Numbering } from '../cache/numbering.js';
import { ownString } from '../formats/own-string.js';
import type { CheckFailure } from '../checks/run-checks.js';
import type { Unit } from './model-types.js';

/**
 * What a translation's units keep once released, two bytes a unit and a map entry for those that
 * fail a check: what building them again from the files cannot give (unit-source.ts).
 */
export interface KeptUnits {
  /** Per position − 1, the unit's timestamp. */
  timestamps: UnitTimestampList;
  /** Per position − 1, the failing checks of the units that fail any, `inconsistent` included. */
  failures: Map<number, readonly CheckFailure[]>;
}

/**
 * A translation's unit timestamps, each a number into a table of its distinct ones (a few per
 * commit that touched the file): two bytes a unit where an array of strings took a pointer of
 * eight, 6 MB less at a million units, all through a build. JSON.stringify gives the strings
 * (toJSON), as the array did.
 */
export class UnitTimestampList {
  private constructor(
    private readonly times: readonly string[],
    private readonly numbers: Uint16Array | Uint32Array,
  ) {}

  /** The list of these timestamps, in order. */
  static of(stamps: readonly string[]): UnitTimestampList {
    const times = new Numbering<string>();
    const numbers = stamps.map((stamp) => times.of(stamp));
    return UnitTimestampList.numbered(times.values, numbers);
  }

  /** The list whose timestamp k is `times[numbers[k]]`. */
  static numbered(times: readonly string[], numbers: readonly number[]): UnitTimestampList {
    if (numbers.some((n) => !(Number.isInteger(n) && n >= 0 && n < times.length))) throw new RangeError('a timestamp number outside its table');
    return new UnitTimestampList(times, times.length <= 0x10000 ? Uint16Array.from(numbers) : Uint32Array.from(numbers));
  }

  get length(): number {
    return this.numbers.length;
  }

  /** The timestamp of the unit at position k + 1, or undefined past the end. */
  at(k: number): string | undefined {
    return k >= 0 && k < this.numbers.length ? this.times[this.numbers[k]!] : undefined;
  }

  toJSON(): string[] {
    return Array.from(this.numbers, (n) => this.times[n]!);
  }
}

/** What a translation's checked units keep when they are let go. */
export function keepUnits(units: readonly Unit[]): KeptUnits {
  const failures = new Map<number, readonly CheckFailure[]>();
  for (const [i, u] of units.entries()) {
    // Owned: a message may hold a slice of the file's text, which would keep the whole file alive.
    if (u.failingChecks.length > 0) failures.set(i, u.failingChecks.map((f) => ({ check: f.check, message: ownString(f.message) })));
  }
  return { timestamps: UnitTimestampList.of(units.map((u) => u.timestamp)), failures };
}
