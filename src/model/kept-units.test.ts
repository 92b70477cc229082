import { describe, expect, it } from 'vitest';
import { UnitTimestampList } from './kept-units.js';

const stamp = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour)).toISOString();

describe('UnitTimestampList', () => {
  it('gives each unit its timestamp, and JSON.stringify the strings in order', () => {
    const stamps = [stamp(3), stamp(1), stamp(3), '', stamp(1)];
    const list = UnitTimestampList.of(stamps);
    expect(list.length).toBe(5);
    expect(stamps.map((_, k) => list.at(k))).toEqual(stamps);
    expect([list.at(-1), list.at(5)]).toEqual([undefined, undefined]);
    expect(JSON.stringify(list)).toBe(JSON.stringify(stamps));
  });

  it('numbers two bytes a unit up to 65,536 distinct timestamps, four beyond', () => {
    const few = UnitTimestampList.of(Array.from({ length: 1000 }, (_, i) => stamp(i % 7))) as unknown as { numbers: ArrayLike<number> };
    expect(few.numbers).toBeInstanceOf(Uint16Array);
    const stamps = Array.from({ length: 70_000 }, (_, i) => stamp(i));
    const many = UnitTimestampList.of(stamps);
    expect((many as unknown as { numbers: ArrayLike<number> }).numbers).toBeInstanceOf(Uint32Array);
    expect([many.at(0), many.at(65_536), many.at(69_999)]).toEqual([stamps[0], stamps[65_536], stamps[69_999]]);
  });

  it('refuses numbers outside its table (a damaged cache file)', () => {
    expect(UnitTimestampList.numbered(['a', 'b'], [1, 0, 1]).toJSON()).toEqual(['b', 'a', 'b']);
    for (const numbers of [[2], [-1], [0.5]]) expect(() => UnitTimestampList.numbered(['a', 'b'], numbers)).toThrow(RangeError);
  });
});
