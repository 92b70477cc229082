import { describe, expect, it } from 'vitest';
import { hash53 } from './hash53.js';
import { SortedHash53Set } from './sorted-hash53-set.js';

const setOf = (hashes: number[]): SortedHash53Set => {
  const column = SortedHash53Set.collect();
  for (const h of hashes) column.push(h);
  return new SortedHash53Set(column);
};

/** The smallest difference of two hashes that any set tells apart: a key's step when the directory has one range. */
const RESOLUTION = 2 ** 21;

describe('SortedHash53Set', () => {
  it('holds what was added, across chunks, until it is taken', () => {
    const hashes = Array.from({ length: 600_000 }, (_, i) => hash53(`api/units/${i}/index.json`));
    const set = setOf(hashes);
    expect(hashes.every((h) => set.has(h))).toBe(true);
    const absent = Array.from({ length: 100_000 }, (_, i) => hash53(`api/units/${600_000 + i}/index.json`));
    expect(absent.filter((h) => set.has(h))).toEqual([]);
    for (const h of hashes.slice(0, 300_000)) set.delete(h);
    expect(hashes.slice(0, 300_000).some((h) => set.has(h))).toBe(false);
    expect(hashes.slice(300_000).every((h) => set.has(h))).toBe(true);
  });

  it('holds the hashes 0 and 2^53 - 1, and nothing when empty', () => {
    const set = setOf([2 ** 53 - 1, 0]);
    expect([set.has(0), set.has(2 ** 53 - 1), set.has(RESOLUTION)]).toEqual([true, true, false]);
    expect(setOf([]).has(0)).toBe(false);
  });

  it('counts a hash added twice twice', () => {
    const set = setOf([42, 7 * RESOLUTION, 42]);
    set.delete(42);
    expect(set.has(42)).toBe(true);
    set.delete(42);
    expect(set.has(42)).toBe(false);
    expect(set.has(7 * RESOLUTION)).toBe(true);
  });

  it('finds hashes that crowd one range of its directory, and those at the ends of ranges', () => {
    const crowded = Array.from({ length: 1000 }, (_, i) => 2 ** 40 + i * RESOLUTION);
    const edges = [1, 2, 3, 4, 5].map((k) => k * 2 ** 50);
    const members = [...crowded, ...edges, ...edges.map((h) => h - 1)];
    const set = setOf(members);
    expect(members.every((h) => set.has(h))).toBe(true);
    expect([2 ** 40 - RESOLUTION, 2 ** 40 + 1000 * RESOLUTION, 2 ** 50 + RESOLUTION, 0, 2 ** 53 - 1].some((h) => set.has(h))).toBe(false);
    set.delete(2 ** 40 + 500 * RESOLUTION);
    const near = [499, 500, 501].map((i) => set.has(2 ** 40 + i * RESOLUTION));
    expect(near).toEqual([true, false, true]);
  });

  it('counts hashes that differ only below its resolution as one hash: a caller confirms what it finds', () => {
    const set = setOf([2 ** 40, 2 ** 40 + 1]);
    expect([set.has(2 ** 40 + 2), set.has(2 ** 40 + RESOLUTION)]).toEqual([true, false]);
    set.delete(2 ** 40 + 1);
    set.delete(2 ** 40 + 2);
    expect(set.has(2 ** 40)).toBe(false);
  });

  it('keeps 4 bytes and a bit a member, and at most a byte more for its directory', () => {
    const hashes = Array.from({ length: 300_000 }, (_, i) => hash53(`p/${i}`));
    const set = setOf(hashes) as unknown as { keys: Uint32Array; starts: Uint32Array; taken: Uint8Array };
    const bytes = set.keys.byteLength + set.starts.byteLength + set.taken.byteLength;
    expect(bytes / hashes.length).toBeLessThanOrEqual(4 + 1 / 8 + 1 + 0.01);
  });
});
