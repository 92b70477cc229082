import { describe, expect, it } from 'vitest';
import { findTooDeep } from './yaml-depth.js';

describe('findTooDeep', () => {
  it('finds the first collection past the limit, flow or block', () => {
    expect(findTooDeep('a: 1\nb: [1, {c: [2]}]\n', 4)).toBeNull();
    expect(findTooDeep('a: 1\nb: [1, {c: [2]}]\n', 3)).toBe(16);
    expect(findTooDeep('a: [[[x]]]\n', 3)).toBe(5);
    expect(findTooDeep('a:\n  b:\n    c:\n      d: 1\n', 3)).toBe(21);
    expect(findTooDeep('- - - - x\n', 3)).toBe(6);
  });

  it('walks a document nested 200,000 deep without recursion', () => {
    expect(findTooDeep(`x: ${'['.repeat(200_000)}${']'.repeat(200_000)}\n`)).toBe(66);
  });
});
