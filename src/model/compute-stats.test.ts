import { describe, expect, it } from 'vitest';
import { stringifyJson } from '../emit/json.js';
import { computePercent } from './compute-stats.js';

describe('computePercent (compatibility.md §11.2)', () => {
  it.each([
    [1, 3, '33.3'], [2, 3, '66.6'], [1, 2000, '0.1'], [1999, 2000, '99.9'], [2, 15, '13.3'],
    [0, 5, '0.0'], [5, 5, '100.0'],
  ])('%i/%i → %s', (value, base, text) => {
    expect(stringifyJson(computePercent(value, base))).toBe(text);
  });
  it('gives 100.0 for an empty translated base and 0.0 otherwise', () => {
    expect(stringifyJson(computePercent(0, 0, true))).toBe('100.0');
    expect(stringifyJson(computePercent(0, 0))).toBe('0.0');
  });
});
