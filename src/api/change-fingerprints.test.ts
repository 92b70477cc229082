import { describe, expect, it } from 'vitest';
import { ChangeTable } from '../model/change-table.js';
import type { Change, Translation } from '../model/model-types.js';
import { changeFingerprints } from './change-fingerprints.js';
import { changeItems } from './render-unit.js';
import { Urls } from './urls.js';

const urls = new Urls('https://example.org');
const de = { component: { slug: 'c', project: { slug: 'p' } }, language: { code: 'de' } } as unknown as Translation;

/** Two changes of one string (the second replaces the first's target) and one of another string. */
function changes(overrides: Partial<Change>[] = []): Change[] {
  const base: Change[] = [
    { id: 11, action: 5, timestamp: '2025-01-01T10:00:00Z', translation: de, unitId: 7, target: 'Eins', user: 'alice' },
    { id: 12, action: 2, timestamp: '2025-01-02T10:00:00Z', translation: de, unitId: 7, target: 'Ein', user: 'bob' },
    { id: 13, action: 5, timestamp: '2025-01-03T10:00:00Z', translation: de, unitId: 8, target: 'Zwei', user: null },
  ];
  return base.map((c, i) => ({ ...c, ...overrides[i] }));
}

const fingerprintsOf = (table: ChangeTable): string[] => Array.from({ length: table.length }, (_, i) => changeFingerprints(table, urls)(i));

describe('the fingerprints of changes', () => {
  it('are those of the rendered fields when the table has no derivation', () => {
    const table = ChangeTable.of(changes());
    const items = changeItems(urls);
    expect(fingerprintsOf(table)).toEqual([0, 1, 2].map((i) => items(table.at(i), table.oldOf(i)).fingerprint));
    expect(table.oldOf(1)).toBe('Eins');
  });

  it('under a derivation, name the change by its id, unit, user and the change it replaces, not by reading targets', () => {
    const derived = fingerprintsOf(ChangeTable.of(changes(), null, 'lineage A'));
    expect(new Set(derived).size).toBe(3);
    expect(derived).not.toEqual(fingerprintsOf(ChangeTable.of(changes())));
    // Within a derivation an id names the change's fields: its target is not read.
    expect(fingerprintsOf(ChangeTable.of(changes([{}, { target: 'Eines' }]), null, 'lineage A'))).toEqual(derived);
    // What the output shows besides: each changes the fingerprint of that change alone.
    const variants: [Partial<Change>[], number][] = [
      [[{}, { unitId: null }], 1],
      [[{}, { user: null }], 1],
      [[{}, {}, { user: 'alice' }], 2],
    ];
    for (const [overrides, changed] of variants) {
      const fingerprints = fingerprintsOf(ChangeTable.of(changes(overrides), null, 'lineage A'));
      expect(fingerprints.map((f, i) => f !== derived[i])).toEqual([0, 1, 2].map((i) => i === changed));
    }
    // Another change before the second (an older commit found later): its `old` is another target.
    const replaced = ChangeTable.of([...changes(), { id: 14, action: 2, timestamp: '2025-01-01T12:00:00Z', translation: de, unitId: 7, target: 'Eins!', user: 'alice' }], null, 'lineage A');
    expect(replaced.oldOf(2)).toBe('Eins!');
    expect(changeFingerprints(replaced, urls)(2)).not.toBe(derived[1]);
    expect(changeFingerprints(replaced, urls)(0)).toBe(derived[0]);
    // Another derivation: every change is new.
    const other = fingerprintsOf(ChangeTable.of(changes(), null, 'lineage B'));
    expect(other.filter((f, i) => f === derived[i])).toEqual([]);
  });
});
