import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | null = null;

/**
 * A full collection of this thread's heap, now. For objects that hold native memory V8 does not
 * count (resvg's rendered images): V8 collects for the memory it sees, so on a thread that
 * allocates little they would never go.
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
