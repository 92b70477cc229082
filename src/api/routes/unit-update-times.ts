import type { ChangeTable } from '../../model/change-table.js';
import type { Translation } from '../../model/model-types.js';
import type { TranslationPositions } from '../../model/translation-positions.js';

/**
 * Weblate 5's unit `last_updated`: when the unit last changed. Here, the time of the last change
 * of the history that names the unit. Only the table positions of the changes that name a unit
 * are kept, grouped by translation; each translation's times are looked up while its units are
 * planned.
 */
export class UnitUpdateTimes {
  private readonly positions: TranslationPositions;

  constructor(private readonly changes: ChangeTable) {
    this.positions = changes.positionsByTranslation((i) => changes.unitIdOf(i) !== null);
  }

  /** Unit id → timestamp of its last change, for the units of `t` that have one (the table is ascending). */
  of(t: Translation): Map<number, string> {
    const times = new Map<number, string>();
    for (const i of this.positions.of(t)) times.set(this.changes.unitIdOf(i)!, this.changes.timestampOf(i));
    return times;
  }
}
