import v8 from 'node:v8';
import { constants, PerformanceObserver } from 'node:perf_hooks';

/**
 * How far V8 lets its heap grow past what survived a full collection before the next one, as a
 * share of that (--heap-growing-percent). V8's default lets garbage pile up to several times the
 * live data, which at a million units is gigabytes; 20 % keeps the peak near the live data.
 */
const MIN_GROWTH_PERCENT = 20;
const MAX_GROWTH_PERCENT = 100;

/**
 * ...and in bytes. At 100,000 units the live heap is 35–50 MB, so 20 % of it meant a full
 * collection every 7–10 MB moved to the old generation: 97 of them in a cold build, each marking
 * the whole heap on the second core beside the writer thread. A floor of 24 MB took them to 56,
 * and a tenth off the build's CPU, for 13 MB of peak RSS; from 120 MB of live heap on (a large
 * site's write stage) 20 % is more, so nothing changes there (docs/performance.md, stop 21).
 */
export const MIN_HEADROOM_BYTES = 24 * 1024 * 1024;

/** The growth that leaves MIN_HEADROOM_BYTES above `live` bytes, within 20–100 %. */
export function growthPercentFor(live: number): number {
  if (live <= 0) return MAX_GROWTH_PERCENT;
  return Math.min(MAX_GROWTH_PERCENT, Math.max(MIN_GROWTH_PERCENT, Math.ceil((MIN_HEADROOM_BYTES * 100) / live)));
}

export interface HeapGrowthHooks {
  /** Sets the growth V8 applies when it next sizes its heap (at the end of a full collection). */
  setPercent(percent: number): void;
  /** The heap's used bytes now. */
  usedHeap(): number;
}

const V8_HOOKS: HeapGrowthHooks = {
  setPercent: (percent) => v8.setFlagsFromString(`--heap-growing-percent=${percent}`),
  usedHeap: () => v8.getHeapStatistics().used_heap_size,
};

/**
 * Keeps V8's heap growth at growthPercentFor(the heap a full collection left): set to 20 % now,
 * then again after each full collection (node's `gc` performance entries). V8 reads the setting
 * at the end of the next one, so it trails the heap by one collection, which changes slowly.
 * Returns a function that stops following.
 */
export function followHeapGrowth(hooks: HeapGrowthHooks = V8_HOOKS): () => void {
  let current = MIN_GROWTH_PERCENT;
  hooks.setPercent(current);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some(isFullCollection)) return;
    const next = growthPercentFor(hooks.usedHeap());
    if (next !== current) hooks.setPercent((current = next));
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
}

function isFullCollection(entry: PerformanceEntry): boolean {
  return (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR;
}
