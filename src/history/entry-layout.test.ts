import { describe, expect, it } from 'vitest';
import type { CompactEntry } from './compact-entry.js';
import { EntryLayout } from './entry-layout.js';

const entry = (h: string, t = '', s = `source ${h}`): CompactEntry => ({ h, s, t, m: 'a1', n: 'b2', p: '' });

describe('EntryLayout', () => {
  it('is shared by entries with the same id_hashes and sources in the same order, whatever their targets', () => {
    const { layout } = EntryLayout.of([entry('1'), entry('2'), entry('3')], null);
    expect(EntryLayout.of([entry('1', 'eins'), entry('2', 'zwei'), entry('3')], layout).layout).toBe(layout);
  });

  it('is not shared when an id_hash, a source or the order differs, or an entry is added or gone', () => {
    const { layout } = EntryLayout.of([entry('1'), entry('2')], null);
    const others = [
      [entry('1'), entry('3')],
      [entry('1'), entry('2', '', 'new source')],
      [entry('2'), entry('1')],
      [entry('1'), entry('2'), entry('3')],
      [entry('1')],
      [],
    ];
    for (const entries of others) {
      const made = EntryLayout.of(entries, layout).layout;
      expect(made).not.toBe(layout);
      expect([...made.rows.keys()]).toEqual(entries.map((e) => e.h));
    }
  });

  it('keeps the first place and the last values of a repeated id_hash, and is shared by the entries without the repeat', () => {
    const entries = [entry('1'), entry('2', 'a', 'first'), entry('3'), entry('2', 'b', 'last')];
    const { layout, unique } = EntryLayout.of(entries, null);
    expect(unique.map((e) => [e.h, e.t])).toEqual([
      ['1', ''],
      ['2', 'b'],
      ['3', ''],
    ]);
    expect([...layout.rows]).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 2],
    ]);
    expect(layout.sources).toEqual(['source 1', 'last', 'source 3']);
    expect(EntryLayout.of([entry('1'), entry('2', '', 'last'), entry('3')], null).layout).not.toBe(layout);
    const again = EntryLayout.of([entry('1'), entry('2', '', 'last'), entry('3')], layout);
    expect(again.layout).toBe(layout);
    expect(EntryLayout.of(entries, again.layout).layout).toBe(layout);
  });
});
