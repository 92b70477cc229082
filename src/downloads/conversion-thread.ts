import { TaskThread } from '../task-thread.js';

/**
 * A translation's view, as its JSON, and the formats to convert it to, by name. Its JSON is made
 * anyway (its downloads' fingerprint digests it), and a string is copied to the thread as it is,
 * where the view as an object would be cloned field by field.
 */
export interface ConversionAsked {
  viewJson: string;
  formats: readonly string[];
}

/**
 * The thread's young generation, in MB: a conversion's garbage is a translation's strings, and
 * the thread runs through the start of a large build's write stage, near its peak. At 8 MB a cold
 * M build's conversions paid 0.6 s of scavenges (390 of them); 16 took a second of CPU off the
 * build without raising its peak, 32 no more off for 20 MB more (docs/performance.md, stop 36).
 */
const THREAD_YOUNG_MB = 16;

/**
 * A thread asked for nothing for this long ends, and its memory with it: a build asks for a
 * translation's conversions every few dozen milliseconds while it writes the API's units, then
 * for none while it writes the rest.
 */
const IDLE_MS = 1000;

/**
 * Generates translations' converted downloads (PO, MO, XLIFF, TBX, TMX, CSV) on a thread of its
 * own (TaskThread), for a build that writes every file: it asks for a translation's as soon as its
 * units are planned, and they are ready when its `file/` route comes, after its unit files. They
 * were about 9 % of the main thread's time in a cold build (docs/performance.md, issue 21 stop 33).
 * The files are those the generators make on the main thread: the same code runs on the same view.
 */
export class ConversionThread {
  private readonly thread: TaskThread<ConversionAsked, Uint8Array[]>;

  constructor(idleMs = IDLE_MS) {
    this.thread = new TaskThread(new URL('../../lib/downloads/conversion-worker.js', import.meta.url), { youngGenerationMb: THREAD_YOUNG_MB, idleMs });
  }

  /** Whether a thread is there (it ends once idle). */
  get running(): boolean {
    return this.thread.running;
  }

  /** The files of the view whose JSON is `viewJson` in each of `formats`, in that order; null when the caller must make them. Never rejects. */
  convert(viewJson: string, formats: readonly string[]): Promise<Uint8Array[] | null> {
    return this.thread.run({ viewJson, formats });
  }

  /** Ends the thread for good; what it has not answered is answered null. */
  close(): void {
    this.thread.close();
  }
}
