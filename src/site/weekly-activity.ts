import type { ChangeTable } from '../model/change-table.js';
import type { Translation } from '../model/model-types.js';

const DAY = 86_400_000;
/** Weeks shown in an activity chart. */
export const ACTIVITY_WEEKS = 26;

/** Monday-based week number since the epoch (day 0, 1970-01-01, was a Thursday). */
export function weekOf(timestamp: string): number {
  return Math.floor((Math.floor(Date.parse(timestamp) / DAY) + 3) / 7);
}

/** The Monday of a week number, as YYYY-MM-DD. */
export function mondayOf(week: number): string {
  return new Date((week * 7 - 3) * DAY).toISOString().slice(0, 10);
}

/**
 * Changes per week and translation over the last ACTIVITY_WEEKS weeks of the site's history (ending
 * at its last change, not at the clock, so that a build is reproducible), and each translation's
 * latest changes, from one pass over the change table.
 */
export class WeeklyActivity {
  readonly lastWeek: number;
  private readonly perTranslation = new Map<Translation, number[]>();
  readonly latest = new Map<Translation, number[]>();

  constructor(
    private readonly changes: ChangeTable,
    keepLatest: number,
  ) {
    const n = changes.length;
    this.lastWeek = n === 0 ? 0 : weekOf(changes.timestampOf(n - 1));
    const first = this.lastWeek - ACTIVITY_WEEKS + 1;
    for (let i = n - 1; i >= 0; i--) {
      const t = changes.translationOf(i);
      const latest = this.latest.get(t);
      if (!latest) this.latest.set(t, [i]);
      else if (latest.length < keepLatest) latest.push(i);
      const week = weekOf(changes.timestampOf(i));
      if (week < first) continue;
      let counts = this.perTranslation.get(t);
      if (!counts) this.perTranslation.set(t, (counts = new Array<number>(ACTIVITY_WEEKS).fill(0)));
      counts[week - first]!++;
    }
  }

  /** Changes per week, oldest first, summed over the translations. */
  weeksOf(translations: readonly Translation[]): number[] {
    const sum = new Array<number>(ACTIVITY_WEEKS).fill(0);
    for (const t of translations) {
      const counts = this.perTranslation.get(t);
      if (counts) for (let w = 0; w < ACTIVITY_WEEKS; w++) sum[w]! += counts[w]!;
    }
    return sum;
  }

  /** Table positions of the latest changes of the translations, newest first. */
  latestOf(translations: readonly Translation[], limit: number): number[] {
    return translations.flatMap((t) => this.latest.get(t) ?? []).sort((a, b) => b - a).slice(0, limit);
  }

  get changeTable(): ChangeTable {
    return this.changes;
  }
}
