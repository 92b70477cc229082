import { rasteriseOffThread } from './png-widgets.js';

/** Drawings in the raster thread (raster-thread.ts) at once, so that it never waits for the writer. */
const IN_THREAD = 8;

/**
 * How far past the widget last asked for a queue that draws every widget may go: finished images
 * wait to be taken, 5 KB on average (350 images, 1.6 MB, at the benchmark's M) and at most about
 * 40 KB (an open-graph image), so the bound holds them under 40 MB on any site.
 */
const DRAWN_AHEAD = 1024;

/**
 * Rasterises SVG drawings off the main thread, a few ahead of the one asked for, so that the main
 * thread writes one while the next are drawn: the writer asks for them in order, and only for
 * those whose file it cannot keep. A scope's files share one fingerprint, so a build that renders
 * one renders them all: in a rebuild, only the few started for an unchanged next scope are wasted.
 *
 * A build that writes every file (a fresh version) keeps none, so its queue draws them all from
 * the start (`drawAll`), while the API is written: the second core has room then, and the widgets,
 * written last, no longer wait for the thread at the end of the build (about 2 s at M).
 */
export class RasterQueue {
  /** Started and not yet taken, by index. */
  private readonly started = new Map<number, Promise<Buffer>>();
  /** Everything before it has been started. */
  private next = 0;
  /** The index last asked for. */
  private asked = 0;
  /** Started and not yet drawn. */
  private inThread = 0;
  private stopped = false;
  /** How far past `asked` drawings are started. */
  private readonly ahead: number;

  constructor(
    private readonly svgs: readonly (() => string)[],
    drawAll = false,
  ) {
    this.ahead = drawAll ? DRAWN_AHEAD : IN_THREAD;
    if (drawAll) this.fill();
  }

  take(i: number): Promise<Buffer> {
    for (const j of this.started.keys()) if (j < i) this.started.delete(j); // kept: never asked for
    this.asked = i;
    const png = this.started.get(i) ?? this.start(i);
    this.started.delete(i);
    this.next = Math.max(this.next, i + 1);
    this.fill();
    return png;
  }

  /** Starts nothing more unasked (the build ended): what is in the thread is finished and dropped. */
  stop(): void {
    this.stopped = true;
    this.started.clear();
  }

  private fill(): void {
    const end = Math.min(this.asked + this.ahead, this.svgs.length);
    while (!this.stopped && this.next < end && this.inThread < IN_THREAD) this.start(this.next++);
  }

  private start(i: number): Promise<Buffer> {
    this.inThread++;
    const png = rasteriseOffThread(this.svgs[i]!());
    const drawn = (): void => {
      this.inThread--;
      this.fill();
    };
    // One dropped unasked fails nothing; the one asked for is awaited.
    png.then(drawn, drawn);
    this.started.set(i, png);
    return png;
  }
}
