import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null = null;

/**
 * A full collection of this thread's heap, now: for tests that measure what a heap holds, and for
 * a build between its stages (runBuild) and after its large steps (collectAfterLargeStep). (The
 * raster thread, widgets/raster-thread.ts, does the same in its worker's source, for the native
 * memory of resvg's images, which V8 does not count.)
 *
 * Node gives `gc` only under --expose-gc. That flag, set now, gives it to a context made after,
 * and that context's `gc` collects this same heap (as Jest's leak detector does).
 */
export function collectGarbage(): void {
  if (collect === null) {
    v8.setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}

/** How many items a step of a build handles (routes planned, changes recorded) before its garbage is worth a full collection. */
const LARGE_STEP_ITEMS = 10_000;

/**
 * A full collection after a step of a large site, whose garbage lies scattered over the old
 * generation that the next step would grow further (a cold build at a million units peaked about
 * 15 MB lower at each of two such steps; docs/performance.md, issue 21's stop 27). A small step's
 * is left to V8: a full collection costs what the heap holds, and a test build pays for none.
 */
export function collectAfterLargeStep(items: number): void {
  if (items >= LARGE_STEP_ITEMS) collectGarbage();
}
