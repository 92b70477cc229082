import { describe, expect, it } from 'vitest';
import { ChunkedColumn } from './chunked-column.js';

describe('ChunkedColumn', () => {
  it('holds values across chunks and reads them back by index and in chunks', () => {
    const column = new ChunkedColumn((n) => new Float64Array(n), 4);
    const values = Array.from({ length: 10 }, (_, i) => 2 ** 52 + i * 7);
    for (const v of values) column.push(v);
    expect(column.length).toBe(10);
    expect(values.map((_, i) => column.get(i))).toEqual(values);
    expect([...column.chunks()].map((c) => [...c])).toEqual([values.slice(0, 4), values.slice(4, 8), values.slice(8)]);
    expect(() => column.get(10)).toThrow(RangeError);
    expect(() => column.get(-1)).toThrow(RangeError);
  });

  it('is empty until a value is pushed', () => {
    const column = new ChunkedColumn((n) => new Uint32Array(n), 4);
    expect(column.length).toBe(0);
    expect([...column.chunks()]).toEqual([]);
    expect(() => column.reader()()).toThrow(RangeError);
  });

  it('reads every value once in order, one per call', () => {
    const column = new ChunkedColumn((n) => new Uint32Array(n), 4);
    for (let i = 0; i < 8; i++) column.push(i * 3);
    const read = column.reader();
    expect(Array.from({ length: 8 }, () => read())).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    expect(() => read()).toThrow(RangeError);
    expect(column.length).toBe(8);
  });

  it('gives its values in one array and is left empty, ready for more', () => {
    const column = new ChunkedColumn((n) => new Uint32Array(n), 4);
    for (let i = 0; i < 10; i++) column.push(i);
    const all = column.take();
    expect(all).toBeInstanceOf(Uint32Array);
    expect([...all]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([column.length, [...column.chunks()].length]).toEqual([0, 0]);
    column.push(5);
    expect([...column.take()]).toEqual([5]);
    expect([...new ChunkedColumn((n) => new Float64Array(n)).take()]).toEqual([]);
  });
});
