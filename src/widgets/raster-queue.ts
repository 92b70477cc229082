import { rasteriseOffThread } from './png-widgets.js';

/** Drawings in the raster thread (raster-thread.ts) at once, so that it never waits for the writer. */
const IN_THREAD = 8;

/**
 * A queue that draws every widget pauses while its finished images not yet taken hold this many
 * bytes. They are 5 KB on average (the benchmark's M: 350 images, 1.6 MB; L: about 1,400), an
 * open-graph image at most about 40 KB: so a site of thousands of widgets has them all drawn ahead.
 */
const WAITING_BYTES = 16 << 20;

export interface RasterQueueOptions {
  /**
   * Draw every drawing from the start, in order, without waiting to be asked: for a build that
   * writes every file, and so asks for them all.
   */
  drawAll?: boolean;
  /** The bound on finished images not yet taken, when drawing all (tests). */
  waitingBytes?: number;
  /** The fonts to draw with, once made (fontSubsets); the bundled ones when not given. */
  fontFiles?: Promise<readonly string[]>;
}

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
  /** The sizes of the finished images among them, by index, and their sum. */
  private readonly sizes = new Map<number, number>();
  private waiting = 0;
  /** Everything before it has been started. */
  private next = 0;
  /** The index last asked for. */
  private asked = 0;
  /** Started and not yet drawn. */
  private inThread = 0;
  private stopped = false;
  /** How far past `asked` drawings are started. */
  private readonly ahead: number;
  private readonly waitingBytes: number;
  private readonly fontFiles: Promise<readonly string[]> | null;

  constructor(
    private readonly svgs: readonly (() => string)[],
    { drawAll = false, waitingBytes = WAITING_BYTES, fontFiles }: RasterQueueOptions = {},
  ) {
    this.ahead = drawAll ? svgs.length : IN_THREAD;
    this.waitingBytes = waitingBytes;
    this.fontFiles = fontFiles ?? null;
    if (drawAll) this.fill();
  }

  take(i: number): Promise<Buffer> {
    for (const j of this.started.keys()) if (j < i) this.drop(j); // kept: never asked for
    this.asked = i;
    const png = this.started.get(i) ?? this.start(i);
    this.drop(i);
    this.next = Math.max(this.next, i + 1);
    this.fill();
    return png;
  }

  /** Starts nothing more unasked (the build ended): what is in the thread is finished and dropped. */
  stop(): void {
    this.stopped = true;
    this.started.clear();
    this.sizes.clear();
    this.waiting = 0;
  }

  private fill(): void {
    const end = Math.min(this.asked + this.ahead, this.svgs.length);
    while (!this.stopped && this.next < end && this.inThread < IN_THREAD && this.waiting < this.waitingBytes) this.start(this.next++);
  }

  private start(i: number): Promise<Buffer> {
    this.inThread++;
    const svg = this.svgs[i]!();
    const png = this.fontFiles === null ? rasteriseOffThread(svg) : this.fontFiles.then((files) => rasteriseOffThread(svg, files));
    this.started.set(i, png);
    // Before the caller's own `then`: an image taken while it was drawn is not counted as waiting.
    png.then(
      (bytes) => {
        if (this.started.has(i)) {
          this.sizes.set(i, bytes.length);
          this.waiting += bytes.length;
        }
        this.drawn();
      },
      // One dropped unasked fails nothing; the one asked for is awaited.
      () => this.drawn(),
    );
    return png;
  }

  private drawn(): void {
    this.inThread--;
    this.fill();
  }

  private drop(i: number): void {
    this.started.delete(i);
    this.waiting -= this.sizes.get(i) ?? 0;
    this.sizes.delete(i);
  }
}
