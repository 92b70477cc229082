import { collectGarbage } from './collect-garbage.js';
import { rasteriseOffThread, renderedPixelBytes } from './png-widgets.js';

/** Rasterised at once: libuv's four threads on this many widgets keep both cores busy. */
const AHEAD = 8;

/**
 * Pixels rendered between two collections. A rendered image keeps its pixels (3 MB for an
 * open-graph image) in native memory until its small wrapper is collected, and V8 does not count
 * that memory. At the end of a build, where the main thread allocates little, no collection came,
 * and the images piled up with the number of widgets: 2,100 widgets (300 scopes) took 460 MB.
 * A full collection every so many pixels bounds them: a cold M build renders 56 MB of pixels
 * (one collection, 22 ms), L 113 MB.
 */
const PIXEL_BYTES_BETWEEN_COLLECTIONS = 32 << 20;

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
  /** `renderedPixelBytes()` at the last collection. */
  private collectedAt = renderedPixelBytes();

  constructor(private readonly svgs: readonly (() => string)[]) {}

  take(i: number): Promise<Buffer> {
    // Here, between two widgets the writer asked for: the images of the ones taken are unreferenced.
    if (renderedPixelBytes() - this.collectedAt >= PIXEL_BYTES_BETWEEN_COLLECTIONS) {
      collectGarbage();
      this.collectedAt = renderedPixelBytes();
    }
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
