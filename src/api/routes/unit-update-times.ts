import type { ChangeTable } from '../../model/change-table.js';
import type { Translation } from '../../model/model-types.js';

/**
 * Weblate 5's unit `last_updated`: when the unit last changed. Here, the time of the last change
 * of the history that names the unit. Only the table positions are kept, grouped by translation
 * in one typed array (a list of numbers per translation held about 12 MB of heap at a million
 * changes); each translation's times are looked up while its units are planned.
 */
export class UnitUpdateTimes {
  /** The positions of the changes that name a unit, by translation, each translation's ascending. */
  private readonly positions: Uint32Array;
  /** Where each translation's positions start and end in `positions`. */
  private readonly ranges = new Map<Translation, { start: number; end: number }>();

  constructor(private readonly changes: ChangeTable) {
    const counts = new Map<Translation, number>();
    for (let i = 0; i < changes.length; i++) {
      if (changes.unitIdOf(i) === null) continue;
      const t = changes.translationOf(i);
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    let start = 0;
    for (const [t, count] of counts) {
      this.ranges.set(t, { start, end: start });
      start += count;
    }
    this.positions = new Uint32Array(start);
    for (let i = 0; i < changes.length; i++) {
      if (changes.unitIdOf(i) === null) continue;
      this.positions[this.ranges.get(changes.translationOf(i))!.end++] = i;
    }
  }

  /** Unit id → timestamp of its last change, for the units of `t` that have one (the table is ascending). */
  of(t: Translation): Map<number, string> {
    const times = new Map<number, string>();
    const range = this.ranges.get(t);
    if (range === undefined) return times;
    for (let k = range.start; k < range.end; k++) {
      const i = this.positions[k]!;
      times.set(this.changes.unitIdOf(i)!, this.changes.timestampOf(i));
    }
    this.ranges.delete(t);
    return times;
  }
}
