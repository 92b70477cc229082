import { describe, expect, it } from 'vitest';
import { hash53 } from './hash53.js';
import { Hash53Set } from './hash53-set.js';

describe('Hash53Set', () => {
  it('holds what was added, through growth and removals', () => {
    const set = new Hash53Set();
    const hashes = Array.from({ length: 50_000 }, (_, i) => hash53(`api/units/${i}/index.json`));
    for (const h of hashes) set.add(h);
    expect(hashes.every((h) => set.has(h))).toBe(true);
    expect(set.has(hash53('api/units/50000/index.json'))).toBe(false);
    for (const h of hashes.slice(0, 25_000)) set.delete(h);
    expect(hashes.slice(0, 25_000).some((h) => set.has(h))).toBe(false);
    expect(hashes.slice(25_000).every((h) => set.has(h))).toBe(true);
  });

  it('keeps the hashes 0 and 2^53 - 1 apart from empty slots', () => {
    const set = new Hash53Set();
    set.add(0);
    set.add(2 ** 53 - 1);
    expect(set.has(0)).toBe(true);
    expect(set.has(2 ** 53 - 1)).toBe(true);
    expect(set.has(1)).toBe(false);
  });

  it('counts a hash added twice twice', () => {
    const set = new Hash53Set();
    set.add(42);
    set.add(42);
    set.delete(42);
    expect(set.has(42)).toBe(true);
    set.delete(42);
    expect(set.has(42)).toBe(false);
  });
});
