import type { Worker } from 'node:worker_threads';
import { startFileWorker } from '../start-file-worker.js';
import type { TranslationView } from './translation-view.js';

/** A translation's view and the formats to convert it to, by name. */
export interface ConversionAsked {
  id: number;
  view: TranslationView;
  formats: readonly string[];
}

/** The converted files, in the order asked; null when the thread could not make them. */
export interface ConversionAnswer {
  id: number;
  files: Uint8Array[] | null;
}

/**
 * The thread's young generation, in MB: a conversion's garbage is a translation's strings, and
 * the thread runs through the start of a large build's write stage, near its peak.
 */
const THREAD_YOUNG_MB = 8;

/**
 * A thread asked for nothing for this long ends, and its memory with it: a build asks for a
 * translation's conversions every few dozen milliseconds while it writes the API's units, then
 * for none while it writes the rest. The next request starts another thread.
 */
const IDLE_MS = 1000;

/**
 * Generates translations' converted downloads (PO, MO, XLIFF, TBX, TMX, CSV) on a worker thread
 * of its own, for a build that writes every file: it asks for a translation's as soon as its units
 * are planned, and they are ready when its `file/` route comes, after its unit files. They were
 * about 9 % of the main thread's time in a cold build (docs/performance.md, issue 21 stop 33).
 * The files are those the generators make on the main thread: the same code runs on the same
 * view. A conversion that fails on the thread, or a thread that fails, answers null, and the
 * build then generates the files itself, so that what fails is reported as it would have been.
 * The thread does not keep the process alive while nothing is asked of it, and ends once idle.
 */
export class ConversionThread {
  private worker: Worker | null = null;
  private failed = false;
  private readonly pending = new Map<number, (files: Uint8Array[] | null) => void>();
  private next = 0;
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly idleMs = IDLE_MS) {}

  /** Whether a thread is there (it ends once idle). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** The files of `view` in each of `formats`, in that order; null when the caller must make them. Never rejects. */
  convert(view: TranslationView, formats: readonly string[]): Promise<Uint8Array[] | null> {
    const worker = this.started();
    if (worker === null) return Promise.resolve(null);
    const id = this.next++;
    this.stopIdleTimer();
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.ref();
      try {
        worker.postMessage({ id, view, formats } satisfies ConversionAsked);
      } catch {
        this.answer(id, null);
      }
    });
  }

  /** Ends the thread; what it has not answered is answered null. */
  close(): void {
    this.failed = true;
    this.stopIdleTimer();
    this.end();
    this.giveUp();
  }

  private started(): Worker | null {
    if (this.worker !== null || this.failed) return this.worker;
    const worker = startFileWorker(new URL('../../lib/downloads/conversion-worker.js', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: THREAD_YOUNG_MB } });
    worker.unref();
    worker.on('message', ({ id, files }: ConversionAnswer) => this.answer(id, files));
    // Whatever it has not answered, and everything after, the build converts itself.
    const fail = (): void => {
      if (this.worker !== worker) return;
      this.failed = true;
      this.worker = null;
      this.giveUp();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    return (this.worker = worker);
  }

  private answer(id: number, files: Uint8Array[] | null): void {
    const resolve = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0 && this.worker !== null) {
      this.worker.unref();
      this.idle = setTimeout(() => this.end(), this.idleMs).unref();
    }
    resolve?.(files);
  }

  /** Ends the thread, which has nothing left to answer. */
  private end(): void {
    this.idle = null;
    const worker = this.worker;
    this.worker = null;
    if (worker !== null) void worker.terminate();
  }

  private stopIdleTimer(): void {
    if (this.idle !== null) clearTimeout(this.idle);
    this.idle = null;
  }

  private giveUp(): void {
    for (const id of [...this.pending.keys()]) this.answer(id, null);
  }
}
