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
});
