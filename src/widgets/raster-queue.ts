import { rasteriseOffThread } from './png-widgets.js';

/** Rasterised at once: the raster thread (raster-thread.ts) has this many widgets waiting, so that it never waits for the writer. */
const AHEAD = 8;

/**
 * Rasterises SVG drawings off the main thread, a few ahead of the one asked for, so that the main
 * thread writes one while the next are drawn: the writer asks for them in order, and only for
 * those whose file it cannot keep. A scope's files share one fingerprint, so a build that renders
 * one renders them all: in a rebuild, only the few started for an unchanged next scope are wasted.
 */
export class RasterQueue {
  /** Started and not yet taken, by index. */
  private readonly started = new Map<number, Promise<Buffer>>();
  /** Everything before it has been started. */
  private next = 0;

  constructor(private readonly svgs: readonly (() => string)[]) {}

  take(i: number): Promise<Buffer> {
    for (const j of this.started.keys()) if (j < i) this.started.delete(j); // kept: never asked for
    for (this.next = Math.max(this.next, i); this.next < Math.min(i + AHEAD, this.svgs.length); this.next++) {
      const png = rasteriseOffThread(this.svgs[this.next]!());
      png.catch(() => undefined); // one dropped unasked fails nothing; the one asked for is awaited
      this.started.set(this.next, png);
    }
    const png = this.started.get(i) ?? rasteriseOffThread(this.svgs[i]!());
    this.started.delete(i);
    return png;
  }
}
