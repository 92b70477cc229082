import { describe, expect, it } from 'vitest';
import { Utf8Scratch } from './utf8-scratch.js';

describe('Utf8Scratch', () => {
  it('gives the UTF-8 bytes of each text, in one buffer used again', () => {
    const scratch = new Utf8Scratch();
    const first = scratch.bytesOf('Grüße, 世界 🌍');
    expect(first.toString('utf8')).toBe('Grüße, 世界 🌍');
    expect(first.length).toBe(Buffer.byteLength('Grüße, 世界 🌍'));
    const second = scratch.bytesOf('ab');
    expect(second.toString()).toBe('ab');
    expect(second.buffer).toBe(first.buffer);
    expect(scratch.bytesOf('').length).toBe(0);
  });

  it('measures a text that may not fit, and gives a larger one a buffer of its own', () => {
    const scratch = new Utf8Scratch();
    const mayNotFit = 'é'.repeat(2_000_000); // 2,000,000 UTF-16 units, 4,000,000 bytes: fits in 4 MB
    const fits = scratch.bytesOf(mayNotFit);
    expect(fits.length).toBe(4_000_000);
    expect(fits.buffer).toBe(scratch.bytesOf('x').buffer);
    const large = 'é'.repeat(3_000_000);
    const own = scratch.bytesOf(large);
    expect(own.toString()).toBe(large);
    expect(own.buffer).not.toBe(scratch.bytesOf('x').buffer);
  });

  it('encodes pieces one after the other, as their join would be', () => {
    const scratch = new Utf8Scratch();
    const pieces = ['{"results":[', '"Grüße"', ',', '"世界 🌍"', ']}'];
    const bytes = scratch.bytesOf(pieces);
    expect(bytes.toString()).toBe(pieces.join(''));
    expect(bytes.buffer).toBe(scratch.bytesOf('x').buffer);
    expect(scratch.bytesOf([]).length).toBe(0);
  });

  it('gives pieces larger than the scratch a buffer of their own', () => {
    const scratch = new Utf8Scratch();
    const pieces = ['é'.repeat(1_500_000), ',', 'ü'.repeat(1_500_000)];
    const own = scratch.bytesOf(pieces);
    expect(own.toString()).toBe(pieces.join(''));
    expect(own.buffer).not.toBe(scratch.bytesOf('x').buffer);
    // Their bound (3 bytes a UTF-16 unit) is over 4 MB; measured, they fit.
    const fits = scratch.bytesOf(['é'.repeat(700_000), ',', 'ü'.repeat(700_000)]);
    expect(fits.length).toBe(2_800_001);
    expect(fits.buffer).toBe(scratch.bytesOf('x').buffer);
  });
});
