import { describe, expect, it } from 'vitest';
import { allPositions, orderByRank, ranksOfNumbers } from './order-by-rank.js';

describe('orderByRank', () => {
  it('orders positions by their ranks, equal ranks in the order given, as a stable sort does', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const ranks = Uint32Array.from({ length: 20_000 }, () => Math.floor(random() * 70));
    const given = Uint32Array.from({ length: ranks.length / 2 }, (_, i) => ranks.length - 1 - 2 * i);
    const expected = [...given].sort((a, b) => ranks[a]! - ranks[b]! || given.indexOf(a) - given.indexOf(b));
    expect([...orderByRank(ranks, 70, given)]).toEqual(expected);
  });

  it('orders nothing, and ranks that leave some out', () => {
    expect([...orderByRank(new Uint32Array([3]), 4, new Uint32Array(0))]).toEqual([]);
    expect([...orderByRank(new Uint32Array([3, 0, 3, 1]), 4, allPositions(4))]).toEqual([1, 3, 0, 2]);
  });
});

describe('ranksOfNumbers', () => {
  it('ranks numbers among the distinct ones, negative and fractional included', () => {
    const { ranks, rankCount } = ranksOfNumbers(new Float64Array([1_700_000_000, -86_400, 1_700_000_000, 0.5, 2 ** 53]));
    expect([...ranks]).toEqual([2, 0, 2, 1, 3]);
    expect(rankCount).toBe(4);
  });
});
