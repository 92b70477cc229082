import type { ChangeTable } from '../../model/change-table.js';
import type { Translation } from '../../model/model-types.js';

/**
 * Weblate 5's unit `last_updated`: when the unit last changed. Here, the time of the last change
 * of the history that names the unit. Only the table positions are kept per translation; each
 * translation's times are looked up while its units are planned.
 */
export class UnitUpdateTimes {
  private readonly positions = new Map<Translation, number[]>();

  constructor(private readonly changes: ChangeTable) {
    for (let i = 0; i < changes.length; i++) {
      if (changes.unitIdOf(i) === null) continue;
      const t = changes.translationOf(i);
      const list = this.positions.get(t);
      if (list) list.push(i);
      else this.positions.set(t, [i]);
    }
  }

  /** Unit id → timestamp of its last change, for the units of `t` that have one (the table is ascending). */
  of(t: Translation): Map<number, string> {
    const times = new Map<number, string>();
    for (const i of this.positions.get(t) ?? []) times.set(this.changes.unitIdOf(i)!, this.changes.timestampOf(i));
    this.positions.delete(t);
    return times;
  }
}
