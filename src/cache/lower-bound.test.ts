import { describe, expect, it } from 'vitest';
import { lowerBound } from './lower-bound.js';

describe('lowerBound', () => {
  it('finds the first value not below the one asked, in numbers and in strings', () => {
    const numbers = [1, 3, 3, 7];
    expect([0, 1, 2, 3, 4, 7, 8].map((v) => lowerBound(numbers, v))).toEqual([0, 0, 1, 1, 3, 3, 4]);
    expect(lowerBound(new Float64Array([2 ** 52, 2 ** 53 - 1]), 2 ** 53 - 1)).toBe(1);
    expect(lowerBound(['api/', 'api/units/', 'site/'], 'api/u')).toBe(1);
    expect(lowerBound([], 5)).toBe(0);
  });
});
