import { describe, expect, it } from 'vitest';
import { codePointLength } from './check-context.js';

describe('codePointLength', () => {
  it('counts code points as a string iterator does: a surrogate pair is one, a lone surrogate one', () => {
    const texts = ['', 'a', 'ab', 'Grüße', '世界', '🌍', 'a🌍b', '🌍🌍', '\ud800', '\udc00', 'x\ud800', '\ud800x', '\udc00\ud800', '\ud800\ud800\udc00', '\ud83c\udf0d\udf0d'];
    for (const text of texts) expect(codePointLength(text), JSON.stringify(text)).toBe([...text].length);
  });

  it('agrees with the iterator on random texts of surrogates and other units', () => {
    const units = [0x61, 0xe9, 0x4e16, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xd83c, 0xdf0d];
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2_000; i++) {
      const text = String.fromCharCode(...Array.from({ length: next() % 12 }, () => units[next() % units.length]!));
      expect(codePointLength(text), JSON.stringify(text)).toBe([...text].length);
    }
  });
});
