import { ownString } from '../formats/own-string.js';
import type { CheckFailure } from '../checks/run-checks.js';
import type { Unit } from './model-types.js';

/**
 * What a translation's units keep once released, a pointer a unit and a map entry for those that
 * fail a check: what building them again from the files cannot give (unit-source.ts).
 */
export interface KeptUnits {
  /** Per position − 1, the unit's timestamp (strings shared with the history). */
  timestamps: string[];
  /** Per position − 1, the failing checks of the units that fail any, `inconsistent` included. */
  failures: Map<number, readonly CheckFailure[]>;
}

/** What a translation's checked units keep when they are let go. */
export function keepUnits(units: readonly Unit[]): KeptUnits {
  const failures = new Map<number, readonly CheckFailure[]>();
  for (const [i, u] of units.entries()) {
    // Owned: a message may hold a slice of the file's text, which would keep the whole file alive.
    if (u.failingChecks.length > 0) failures.set(i, u.failingChecks.map((f) => ({ check: f.check, message: ownString(f.message) })));
  }
  return { timestamps: units.map((u) => u.timestamp), failures };
}
