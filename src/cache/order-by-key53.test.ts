import { describe, expect, it } from 'vitest';
import { orderByKey53 } from './order-by-key53.js';

describe('orderByKey53', () => {
  it('orders positions by their keys, equal keys in the order given, as a stable sort does', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pool = [0, 1, 2 ** 14 - 1, 2 ** 14, 2 ** 28 + 5, 2 ** 42 - 1, 2 ** 53 - 1, 2 ** 53 - 2, ...Array.from({ length: 300 }, () => Math.floor(random() * 2 ** 53))];
    const keys = Float64Array.from({ length: 20_000 }, () => pool[Math.floor(random() * pool.length)]!);
    // Every other position, backwards: the order given is not the positions' own.
    const given = Uint32Array.from({ length: keys.length / 2 }, (_, i) => keys.length - 1 - 2 * i);
    const expected = [...given].sort((a, b) => keys[a]! - keys[b]! || given.indexOf(a) - given.indexOf(b));
    expect([...orderByKey53(keys, given.slice())]).toEqual(expected);
  });

  it('orders nothing and one position', () => {
    expect([...orderByKey53(new Float64Array([5]), new Uint32Array(0))]).toEqual([]);
    expect([...orderByKey53(new Float64Array([5]), new Uint32Array([0]))]).toEqual([0]);
  });
});
