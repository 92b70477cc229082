import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

/**
 * Pixels the thread renders between two collections of its heap. A rendered image keeps its
 * pixels (3 MB for an open-graph image) in native memory until its small wrapper is collected; the
 * thread's heap holds little else, so a collection costs about a millisecond.
 */
const PIXEL_BYTES_BETWEEN_COLLECTIONS = 1 << 20;

/**
 * A thread asked for nothing for this long ends, and its memory with it (its heap, resvg's and
 * its malloc arena's): a cold L build draws its widgets early, and kept the idle thread through
 * its peak, 489 MB against 475 MB with the thread ended. The next drawing starts another thread
 * (65–125 ms to its first image).
 */
const IDLE_MS = 1000;

/**
 * Rasterises SVG drawings with resvg on a worker thread of its own, in the order asked. On
 * libuv's threads (resvg's renderAsync) the pixels waited for a collection of the main thread's
 * heap, and each of the four threads' malloc arenas kept the most it had held: 50–70 MB at the
 * end of a cold M build. This thread collects its own small heap every megabyte of pixels, so its
 * arena holds an image or two (a cold M build: 276 → 239 MB, in the same time; two threads held
 * more). The bytes are those of `Resvg` on the main thread. The thread does not keep the process
 * alive while nothing is asked of it.
 */
export class RasterThread {
  private worker: Worker | null = null;
  /** The images asked and not yet given, by id. */
  private readonly pending = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();
  private next = 0;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: ResvgRenderOptions,
    private readonly idleMs = IDLE_MS,
  ) {}

  /** Whether a thread is there (it ends once idle). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** `fontFiles`: the fonts of this drawing, instead of the options' (a subset of them: font-subset.ts). */
  rasterise(svg: string, fontFiles?: readonly string[]): Promise<Buffer> {
    const id = this.next++;
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.started();
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, svg, fontFiles });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    // Imported, not required: the source runs as a module when node was started with --input-type=module.
    const resvg = pathToFileURL(createRequire(import.meta.url).resolve('@resvg/resvg-js')).href;
    const source = `Promise.all(['node:worker_threads', ${JSON.stringify(resvg)}, 'node:v8', 'node:vm'].map((m) => import(m))).then(([threads, resvg, v8, vm]) =>
      (${rasteriseMessages.toString()})(threads.parentPort, threads.workerData, resvg.default, v8.default, vm.default))`;
    const worker = new Worker(source, { eval: true, workerData: { options: this.options, pixelBytes: PIXEL_BYTES_BETWEEN_COLLECTIONS } });
    worker.unref();
    worker.on('message', ({ id, png, error }: Answer) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) {
        worker.unref();
        this.idle = setTimeout(() => this.end(worker), this.idleMs).unref();
      }
      if (png !== undefined) waiting?.resolve(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
      else waiting?.reject(new Error(error));
    });
    worker.on('error', (error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      if (this.worker === worker) this.worker = null;
    });
    return (this.worker = worker);
  }

  private end(worker: Worker): void {
    this.idle = null;
    if (this.worker !== worker || this.pending.size > 0) return;
    this.worker = null;
    void worker.terminate();
  }
}

/** The thread's answer: the PNG, or why it could not be made. */
interface Answer {
  id: number;
  png?: Uint8Array;
  error?: string;
}

/**
 * The thread's loop (its source is this function's): renders each drawing, answers with its PNG,
 * and collects its heap every `pixelBytes` of pixels.
 */
function rasteriseMessages(
  port: import('node:worker_threads').MessagePort,
  data: { options: ResvgRenderOptions; pixelBytes: number },
  resvg: typeof import('@resvg/resvg-js'),
  v8: typeof import('node:v8'),
  vm: typeof import('node:vm'),
): void {
  // `gc` without --expose-gc, as src/collect-garbage.ts gets it (a worker's source cannot import it).
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  let pixels = 0;
  // One drawing per turn of the loop: the images' native memory is freed by finalizers that run
  // between turns, and a port hands over all its waiting messages in one turn.
  const waiting: { id: number; svg: string; fontFiles?: string[] }[] = [];
  const next = (): void => {
    const { id, svg, fontFiles } = waiting.shift()!;
    try {
      const options = fontFiles === undefined ? data.options : { ...data.options, font: { ...data.options.font, fontFiles } };
      const image = new resvg.Resvg(svg, options).render();
      pixels += image.width * image.height * 4;
      const png = Uint8Array.from(image.asPng());
      port.postMessage({ id, png }, [png.buffer]);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
    if (pixels >= data.pixelBytes) {
      gc();
      pixels = 0;
    }
    if (waiting.length > 0) setImmediate(next);
  };
  port.on('message', (message: { id: number; svg: string; fontFiles?: string[] }) => {
    if (waiting.push(message) === 1) setImmediate(next);
  });
}
