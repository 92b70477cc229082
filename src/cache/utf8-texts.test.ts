import { describe, expect, it } from 'vitest';
import { Utf8TextsBuilder } from './utf8-texts.js';

describe('Utf8TextsBuilder', () => {
  it('gives back every text added, across the growth of its buffers', () => {
    const texts = Array.from({ length: 5000 }, (_, i) => (i % 7 === 0 ? '' : `${'é開'.repeat(i % 40)}#${i}`));
    const built = new Utf8TextsBuilder();
    expect(texts.map((t) => built.add(t))).toEqual(texts.map((_, i) => i));
    expect(built.length).toBe(texts.length);
    expect(texts.map((_, i) => built.get(i))).toEqual(texts);
  });

  it('keeps texts whole across its 1 MB chunks, larger ones and empty ones included', () => {
    const texts = Array.from({ length: 40_000 }, (_, i) =>
      i === 7 ? '開'.repeat(700_000) : i % 9 === 0 ? '' : `${'é'.repeat(i % 61)}${i}`);
    const built = new Utf8TextsBuilder();
    for (const t of texts) built.add(t);
    expect(built.length).toBe(texts.length);
    expect(texts.every((t, i) => built.get(i) === t)).toBe(true);
  });
});
