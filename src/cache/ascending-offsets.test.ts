import { describe, expect, it } from 'vitest';
import { AscendingOffsets } from './ascending-offsets.js';

describe('AscendingOffsets', () => {
  it('gives back every offset, across several spans, one skipped whole, and equal ones', () => {
    const offsets = [0, 0, 3, 15, 16, 16, 40, 100, 100, 101];
    const column = new AscendingOffsets(offsets.length, 16);
    for (const offset of offsets) column.push(offset);
    expect(offsets.map((_, i) => column.get(i))).toEqual(offsets);
  });

  it('holds offsets past 2^32 with its real span', () => {
    const offsets = [5, 2 ** 32 - 1, 2 ** 32, 3 * 2 ** 32 + 7];
    const column = new AscendingOffsets(offsets.length);
    for (const offset of offsets) column.push(offset);
    expect(offsets.map((_, i) => column.get(i))).toEqual(offsets);
  });

  it('refuses an offset below the one before, one too many, and a position not set', () => {
    const column = new AscendingOffsets(2, 16);
    column.push(20);
    expect(() => column.push(19)).toThrow(RangeError);
    expect(() => column.get(1)).toThrow(RangeError);
    column.push(20);
    expect(() => column.push(21)).toThrow(RangeError);
    expect(() => new AscendingOffsets(1, 2 ** 33)).toThrow(RangeError);
  });
});
