import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null = null;

/**
 * A full collection of this thread's heap, now: for tests that measure what a heap holds, and for
 * a build between its stages (runBuild). (The raster thread, widgets/raster-thread.ts, does the
 * same in its worker's source, for the native memory of resvg's images, which V8 does not count.)
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
