import { describe, expect, it } from 'vitest';
import { narrowed } from './narrowed-column.js';

describe('narrowed', () => {
  it('keeps the values in one, two or four bytes, by the limit', () => {
    const values = Uint32Array.from([0, 3, 255]);
    expect(narrowed(values, 256)).toEqual(Uint8Array.from([0, 3, 255]));
    expect(narrowed(Uint32Array.from([0, 65535]), 65536)).toEqual(Uint16Array.from([0, 65535]));
    const wide = Uint32Array.from([0, 65536]);
    expect(narrowed(wide, 65537)).toBe(wide);
    expect(narrowed(new Uint32Array(0), 0)).toEqual(new Uint8Array(0));
  });

  it('refuses a value at or past the limit', () => {
    expect(() => narrowed(Uint32Array.from([1, 256]), 256)).toThrow(RangeError);
  });
});
