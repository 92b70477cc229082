import { describe, expect, it } from 'vitest';
import { grownColumn } from './grown-column.js';

describe('grownColumn', () => {
  it('copies a column into a larger one of the same kind, zero beyond it', () => {
    const big = grownColumn(BigInt64Array.of(-5n, 7n), 4);
    expect(big).toBeInstanceOf(BigInt64Array);
    expect([...big]).toEqual([-5n, 7n, 0n, 0n]);
    const bytes = grownColumn(Uint8Array.of(1, 255), 3);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual([1, 255, 0]);
  });
});
