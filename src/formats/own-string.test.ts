import { describe, expect, it } from 'vitest';
import { ownString, StringPool } from './own-string.js';

describe('ownString', () => {
  it('returns an equal string', () => {
    const text = `${'x'.repeat(50)}a value long enough to be a slice${'y'.repeat(50)}`;
    const slice = text.slice(50, 83);
    expect(ownString(slice)).toBe(slice);
    expect(ownString('short')).toBe('short');
    expect(ownString('')).toBe('');
  });
});

describe('StringPool', () => {
  it('gives one copy of each distinct value', () => {
    const pool = new StringPool();
    const first = pool.get('src/main.c:10 src/main.c:20');
    expect(pool.get(['src/main.c:10', 'src/main.c:20'].join(' '))).toBe(first);
    expect(pool.get('')).toBe('');
  });

  it('keeps giving equal values past its limit', () => {
    const pool = new StringPool(2);
    const values = ['first value of the pool', 'second value of the pool', 'third value of the pool'];
    for (const v of [...values, ...values]) expect(pool.get(v)).toBe(v);
  });
});
