import { describe, expect, it } from 'vitest';
import { countRecent, recentContentOf } from '../../model/build-changes.js';
import { ChangeTable } from '../../model/change-table.js';
import { emptyCounts } from '../../model/compute-stats.js';
import type { Change, Translation } from '../../model/model-types.js';
import { aggregate } from './aggregate-statistics.js';

describe('aggregate', () => {
  it('gives every set of translations the last change and recent count that all their content changes give', () => {
    const translations = Array.from({ length: 5 }, (_, i) => ({ language: { code: `l${i}` }, stats: emptyCounts() }) as unknown as Translation);
    let seed = 3;
    const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    // Changes over three days, hours apart, so that six-hour windows cut through every translation's.
    const changes = Array.from({ length: 2000 }, (_, i): Change => ({
      id: i + 1, action: [0, 2, 5, 30, 31, 44, 59][random(7)]!, translation: translations[random(translations.length)]!, unitId: null, target: '', user: null,
      timestamp: new Date(Date.UTC(2024, 0, 1 + random(3), random(24), random(60))).toISOString().replace('Z', '000Z'),
    }));
    const table = ChangeTable.of(changes);
    const everyContentTime = (t: Translation) => [...table].filter((c) => c.translation === t && [2, 5, 30, 31].includes(c.action)).map((c) => c.timestamp);
    const kept = new Map([...recentContentOf(table)].map(([t, { recent }]) => [t, recent]));
    for (const set of [[0], [1], [0, 1], [2, 3, 4], [0, 1, 2, 3, 4], [4, 0]]) {
      const ts = set.map((k) => translations[k]!);
      const all = ts.flatMap(everyContentTime).sort();
      const { lastChange, recentChanges } = aggregate(ts, kept);
      expect({ lastChange, recentChanges }).toEqual({ lastChange: all[all.length - 1] ?? null, recentChanges: countRecent(all) });
    }
    // Each translation keeps only its recent tail, not every content change.
    expect([...kept.values()].reduce((n, list) => n + list.length, 0)).toBeLessThan(changes.length / 4);
  });
});
