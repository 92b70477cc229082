import { describe, expect, it } from 'vitest';
import { hash53 } from './hash53.js';
import { SortedHash53Set } from './sorted-hash53-set.js';

const setOf = (hashes: number[]): SortedHash53Set => {
  const column = SortedHash53Set.collect();
  for (const h of hashes) column.push(h);
  return new SortedHash53Set(column);
};

describe('SortedHash53Set', () => {
  it('holds what was added, across chunks, until it is taken', () => {
    const hashes = Array.from({ length: 600_000 }, (_, i) => hash53(`api/units/${i}/index.json`));
    const set = setOf(hashes);
    expect(hashes.every((h) => set.has(h))).toBe(true);
    expect(set.has(hash53('api/units/600000/index.json'))).toBe(false);
    for (const h of hashes.slice(0, 300_000)) set.delete(h);
    expect(hashes.slice(0, 300_000).some((h) => set.has(h))).toBe(false);
    expect(hashes.slice(300_000).every((h) => set.has(h))).toBe(true);
  });

  it('holds the hashes 0 and 2^53 - 1, and nothing when empty', () => {
    const set = setOf([2 ** 53 - 1, 0]);
    expect([set.has(0), set.has(2 ** 53 - 1), set.has(1)]).toEqual([true, true, false]);
    expect(setOf([]).has(0)).toBe(false);
  });

  it('counts a hash added twice twice', () => {
    const set = setOf([42, 7, 42]);
    set.delete(42);
    expect(set.has(42)).toBe(true);
    set.delete(42);
    expect(set.has(42)).toBe(false);
    expect(set.has(7)).toBe(true);
  });

  it('finds hashes that crowd one range of its directory, and those at the ends of ranges', () => {
    const crowded = Array.from({ length: 1000 }, (_, i) => 2 ** 40 + i);
    const edges = [1, 2, 3, 4, 5].map((k) => k * 2 ** 50);
    const set = setOf([...crowded, ...edges, ...edges.map((h) => h - 1)]);
    expect([...crowded, ...edges, ...edges.map((h) => h - 1)].every((h) => set.has(h))).toBe(true);
    expect([2 ** 40 - 1, 2 ** 40 + 1000, 2 ** 50 + 1, 0, 2 ** 53 - 1].some((h) => set.has(h))).toBe(false);
    set.delete(2 ** 40 + 500);
    expect([set.has(2 ** 40 + 500), set.has(2 ** 40 + 499), set.has(2 ** 40 + 501)]).toEqual([false, true, true]);
  });
});
