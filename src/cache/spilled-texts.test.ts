import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SpilledTexts } from './spilled-texts.js';

describe('SpilledTexts', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spilled-texts-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  // Texts of every size around the window's (64 KiB) and the write buffer's (1 MiB), multi-byte ones across their edges.
  const texts = Array.from({ length: 3000 }, (_, i) =>
    i % 997 === 5 ? 'x'.repeat(1 << 20 | i) : i % 101 === 3 ? '開'.repeat(20000 + i) : i % 7 === 0 ? '' : `${'é開'.repeat(i % 40)}#${i}`);

  it('gives back every text, read in order, backwards and at random', () => {
    const spilled = SpilledTexts.write(dir, texts.length, (i) => Buffer.from(texts[i]!));
    expect(spilled.length).toBe(texts.length);
    expect(texts.map((_, i) => spilled.get(i))).toEqual(texts);
    expect(texts.map((_, i) => spilled.get(texts.length - 1 - i))).toEqual([...texts].reverse());
    let seed = 7;
    for (let k = 0; k < 2000; k++) {
      seed = (seed * 48271) % 2147483647;
      const i = seed % texts.length;
      expect(spilled.get(i)).toBe(texts[i]);
    }
  });

  it('leaves no file behind, even while it is read', () => {
    const spilled = SpilledTexts.write(dir, 3, (i) => Buffer.from(`text ${i}`));
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(spilled.get(2)).toBe('text 2');
  });

  it('makes its folder when it is missing', () => {
    const spilled = SpilledTexts.write(path.join(dir, 'cache'), 1, () => Buffer.from('only'));
    expect(spilled.get(0)).toBe('only');
  });
});
