import { describe, expect, it, vi } from 'vitest';
import { RasterThread } from './raster-thread.js';

const square = (fill: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${fill}"/></svg>`;

describe('the raster thread', () => {
  it('ends once asked for nothing for a while, and starts again when asked', async () => {
    const thread = new RasterThread({ font: { loadSystemFonts: false } }, 50);
    expect(thread.running).toBe(false);
    const first = await thread.rasterise(square('red'));
    expect(thread.running).toBe(true);
    await vi.waitFor(() => expect(thread.running).toBe(false), { timeout: 5_000 });
    const again = await thread.rasterise(square('red'));
    expect(again.equals(first)).toBe(true);
    expect(again.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('does not end while asked for drawings one after the other, for longer than its idle time', async () => {
    const thread = new RasterThread({ font: { loadSystemFonts: false } }, 1_000);
    // 1.5 s in all, a tenth of the idle time between two: each drawing starts the wait again.
    for (let i = 0; i < 15; i++) {
      await thread.rasterise(square(i % 2 === 0 ? 'blue' : 'green'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(thread.running).toBe(true);
    }
  });
});
