import { describe, expect, it, vi } from 'vitest';
import { collectGarbage } from '../collect-garbage.js';
import { followHeapGrowth, growthPercentFor, MIN_HEADROOM_BYTES } from './heap-growth.js';

const MB = 1024 * 1024;

describe('growthPercentFor', () => {
  it('leaves at least the headroom above a small heap, up to doubling it', () => {
    expect(growthPercentFor(48 * MB)).toBe(50);
    expect(growthPercentFor(40 * MB)).toBe(60);
    expect(growthPercentFor(24 * MB)).toBe(100);
    expect(growthPercentFor(5 * MB)).toBe(100);
    expect(growthPercentFor(0)).toBe(100);
  });

  it('grows a large heap by 20 %', () => {
    expect(growthPercentFor(MIN_HEADROOM_BYTES * 5)).toBe(20);
    expect(growthPercentFor(1000 * MB)).toBe(20);
  });

  it('rounds up, so the headroom is never below the floor', () => {
    const live = 37 * MB;
    expect((live * growthPercentFor(live)) / 100).toBeGreaterThanOrEqual(MIN_HEADROOM_BYTES);
  });
});

describe('followHeapGrowth', () => {
  it('sets 20 % at once, then the growth for the heap each full collection leaves', async () => {
    const set: number[] = [];
    let used = 48 * MB;
    const stop = followHeapGrowth({ setPercent: (p) => set.push(p), usedHeap: () => used });
    try {
      expect(set).toEqual([20]);
      collectGarbage();
      await vi.waitFor(() => expect(set).toEqual([20, 50]));
      // The same heap again: the setting stands, and V8 is not told twice.
      collectGarbage();
      await settled();
      expect(set).toEqual([20, 50]);
      used = 30 * MB;
      collectGarbage();
      await vi.waitFor(() => expect(set).toEqual([20, 50, 80]));
    } finally {
      stop();
    }
    used = 200 * MB;
    collectGarbage();
    await settled();
    expect(set).toEqual([20, 50, 80]);
  });
});

/** Long enough for node to deliver the collections' performance entries. */
function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 100));
}
