import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Turns of the event loop within a long loop that otherwise never leaves the microtask queue: a
 * rebuild keeps most of its files without waiting for a write, so planning and keeping two
 * million routes at L ran for 40 s without one, and the interrupt handler (which removes the
 * unfinished version) ran only after it: Ctrl-C seemed ignored. `due` is cheap enough to call
 * once per item: it reads the clock once in 64 calls.
 */
export class EventLoopTurns {
  private calls = 0;
  private last = performance.now();

  constructor(private readonly everyMs = 50) {}

  /** Whether `everyMs` passed since the last turn. */
  due(): boolean {
    if ((++this.calls & 63) !== 0) return false;
    return performance.now() - this.last >= this.everyMs;
  }

  /** Lets signals, timers and I/O callbacks run. */
  async take(): Promise<void> {
    await nextTurn();
    this.last = performance.now();
  }
}
