import { describe, expect, it } from 'vitest';
import { shuffled } from '../../test/helpers/shuffled.js';
import { permuteInPlace } from './permute-in-place.js';

describe('permuteInPlace', () => {
  it('puts every column in the order given, as a copy in that order would', () => {
    for (const n of [0, 1, 2, 7, 1000]) {
      const order = shuffled(n, n + 1);
      const ids = Float64Array.from({ length: n }, (_, i) => 2 ** 53 - 1 - i * 3);
      const users = Int32Array.from({ length: n }, (_, i) => (i % 5) - 1);
      const actions = Uint8Array.from({ length: n }, (_, i) => i % 256);
      const expected = [ids, users, actions].map((column) => Array.from(order, (from) => column[from]));
      permuteInPlace([ids, users, actions], order);
      expect([[...ids], [...users], [...actions]]).toEqual(expected);
    }
  });

  it('leaves columns as they are under the identity, and swaps a pair', () => {
    const column = Uint32Array.of(10, 20, 30);
    permuteInPlace([column], Uint32Array.of(0, 1, 2));
    expect([...column]).toEqual([10, 20, 30]);
    permuteInPlace([column], Uint32Array.of(2, 1, 0));
    expect([...column]).toEqual([30, 20, 10]);
  });

  it('refuses a column of another length and an order that is not a permutation', () => {
    expect(() => permuteInPlace([new Uint32Array(2)], Uint32Array.of(0, 1, 2))).toThrow(RangeError);
    expect(() => permuteInPlace([Uint32Array.of(1, 2, 3)], Uint32Array.of(1, 1, 0))).toThrow(/not a permutation/);
  });
});
