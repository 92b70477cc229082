import { describe, expect, it } from 'vitest';
import { base36 } from './base36.js';

describe('base36', () => {
  it('writes what toString(36) writes, at the edges and near 2^53', () => {
    const edges = [0, 1, 35, 36, 37, 1295, 1296, 36 ** 5 - 1, 36 ** 5, 2 ** 32, 2 ** 53 - 1, 2 ** 53 - 36, 36 * Math.floor((2 ** 53 - 1) / 36), 36 * Math.floor((2 ** 53 - 1) / 36) - 1];
    for (const n of edges) expect(base36(n), String(n)).toBe(n.toString(36));
  });

  it('writes what toString(36) writes for random safe integers of every size', () => {
    let seed = 7;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
    for (let i = 0; i < 200_000; i++) {
      const bits = 1 + (i % 53);
      const n = Math.floor(random() * 2 ** bits);
      // Multiples of 36 and their neighbours are where a rounded quotient shows.
      for (const m of [n, n - (n % 36), Math.max(0, n - (n % 36) - 1)]) {
        if (base36(m) !== m.toString(36)) expect(base36(m), String(m)).toBe(m.toString(36));
      }
    }
  });
});
