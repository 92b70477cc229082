import { describe, expect, it } from 'vitest';
import { viewFields } from './view-fields.js';

type Source = { name: string; parts: string[]; n: number; big: bigint; flag: boolean; none: string | null };
const VIEW = viewFields<Source>()({
  name: (s) => s.name,
  parts: (s): readonly string[] => s.parts,
  n: (s) => s.n,
  big: (s) => s.big,
  flag: (s) => s.flag,
  none: (s) => s.none,
});
const base: Source = { name: 'a', parts: ['x', 'y'], n: 1, big: 2n, flag: true, none: null };

describe('ViewFields', () => {
  it('builds the view with every field of its table, in order', () => {
    expect(VIEW.view(base)).toEqual({ name: 'a', parts: ['x', 'y'], n: 1, big: 2n, flag: true, none: null });
    expect(Object.keys(VIEW.view(base))).toEqual(['name', 'parts', 'n', 'big', 'flag', 'none']);
  });

  it('gives the same fingerprint to equal views and another to views that differ in any field', () => {
    expect(VIEW.fingerprint({ ...base, parts: ['x', 'y'] })).toBe(VIEW.fingerprint(base));
    const variants: Source[] = [
      { ...base, name: 'b' }, { ...base, parts: ['x,y'] }, { ...base, parts: ['x', 'y', ''] }, { ...base, n: 2 },
      { ...base, big: 3n }, { ...base, flag: false }, { ...base, none: 'null' }, { ...base, none: '' },
      // Text that would run into the next field if fields were not delimited.
      { ...base, name: 'a",["x"' }, { ...base, name: 'a,', parts: ['y'] }, { ...base, name: '1:a' }, { ...base, none: '4:null' },
      { ...base, name: 'a,["x","y"],1', parts: [] },
    ];
    const seen = new Set([VIEW.fingerprint(base)]);
    for (const v of variants) {
      const f = VIEW.fingerprint(v);
      expect(seen.has(f), JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x))).toBe(false);
      seen.add(f);
    }
  });
});
