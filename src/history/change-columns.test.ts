import { describe, expect, it } from 'vitest';
import { gatheredInOrder } from '../cache/gathered-texts.js';
import { ChangeColumns, type HistoryChanges, type PendingRow } from './change-columns.js';
import type { ComponentState } from './history-state.js';
import { collectGarbage } from '../collect-garbage.js';

const row = (i: number, time: number, idHash: string | null): PendingRow => ({
  commit: `${i % 3}`.repeat(40), time, comp: i % 2, language: i % 2 ? 'de' : 'fr', idHash, action: idHash === null ? 0 : 2, target: `ziel ${i} ✓`, authorEmail: `a${i % 4}@example.org`,
});

describe('ChangeColumns', () => {
  it('gives back every row recorded, past the growth of its columns', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => row(i, 1_700_000_000 + (i % 5), i % 9 === 0 ? null : String(BigInt.asIntN(64, BigInt(i) * 3_074_457_345_618_258_602n))));
    const columns = new ChangeColumns();
    for (const r of rows) columns.push(r);
    expect(columns.length).toBe(rows.length);
    expect(rows.map((_, i) => columns.row(i))).toEqual(rows);
  });

  it('orders changes by time, ties in the order recorded, with names, existence and users', () => {
    const columns = new ChangeColumns();
    [row(0, 20, '-5'), row(1, 10, null), row(2, 20, '7'), row(3, 10, '8')].forEach((r) => columns.push(r));
    const component = (name: string, strings: string[]) => ({ def: { project: 'p', component: name }, stringSet: new Map(strings.map((h) => [h, {}])) }) as unknown as ComponentState;
    const looked: string[] = [];
    const changes = columns.ordered([component('c0', ['-5']), component('c1', ['8'])], (email) => {
      looked.push(email);
      return email === 'a0@example.org' ? 'alice' : null;
    });
    expect([...changes].map((c) => [c.timestamp, c.component, c.language, c.idHash, c.unitExists, c.target, c.user])).toEqual([
      ['1970-01-01T00:00:10.000000Z', 'c1', 'de', null, false, 'ziel 1 ✓', null],
      ['1970-01-01T00:00:10.000000Z', 'c1', 'de', 8n, true, 'ziel 3 ✓', null],
      ['1970-01-01T00:00:20.000000Z', 'c0', 'fr', -5n, true, 'ziel 0 ✓', 'alice'],
      ['1970-01-01T00:00:20.000000Z', 'c0', 'fr', 7n, false, 'ziel 2 ✓', null],
    ]);
    expect(looked.sort()).toEqual(['a0@example.org', 'a1@example.org', 'a2@example.org', 'a3@example.org']);
  });

  it('gives its targets alone: holding them lets the rest of its columns go', async () => {
    let columns: WeakRef<ChangeColumns> | null = null;
    // The history's changes hold every column (`fields`): the targets must not hold them.
    let changes: WeakRef<HistoryChanges> | null = null;
    const targets = (() => {
      const held = new ChangeColumns();
      [row(0, 20, '-5'), row(1, 10, null)].forEach((r) => held.push(r));
      columns = new WeakRef(held);
      const ordered = held.ordered([], () => null);
      changes = new WeakRef(ordered);
      return ordered.targetRows();
    })();
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(columns!.deref()).toBeUndefined();
    expect(changes!.deref()).toBeUndefined();
    const bytesOf = gatheredInOrder(targets.texts, 2, targets.rowOf);
    expect([0, 1].map((i) => Buffer.from(bytesOf(i)).toString('utf8'))).toEqual(['ziel 1 ✓', 'ziel 0 ✓']);
  });
});
