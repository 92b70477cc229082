import { Worker } from 'node:worker_threads';
import { linkNewWith, TEMPORARY_SUFFIX } from './replace-file.js';

/**
 * Creates files and hard links on a worker thread with plain synchronous system calls, in batches.
 *
 * Through libuv's pool each file costs three requests (open, write, close) plus one per folder,
 * each a hand-off between threads: on two cores that overhead was three times the system calls
 * themselves (200,000 files on tmpfs: 19 s and 13.8 CPU seconds against 6.0 s and 5.7 on one
 * writer thread). One thread keeps the writes off the main thread, which goes on rendering,
 * and writes in order, so a folder is made before the files that follow it.
 *
 * A file is never written through: an existing one may be a hard link shared with the published
 * version, so it is replaced by a rename (replace-file.ts).
 */
export class FileWriterThread {
  private worker: Worker | null = null;
  /** The batch being filled: its files' bytes, one after the other, and each file's place in them. */
  private bytes = Buffer.allocUnsafeSlow(BATCH_BYTES);
  /**
   * Batch buffers the thread gave back, used again: freeing a buffer of a megabyte would raise
   * glibc's threshold for mapping large blocks, after which freed memory stays in the process
   * (a cold M build peaked at 346 MB instead of 307 MB).
   */
  private readonly spare: ArrayBuffer[] = [];
  private used = 0;
  private jobs: Job[] = [];
  /** Who is told the outcome of each link of the batch being filled, in order. */
  private links: LinkOutcome[] = [];
  /** The same, for each batch sent and not yet done, oldest first (the thread answers in order). */
  private readonly linksSent: LinkOutcome[][] = [];
  /** Batches sent and not yet done. */
  private sent = 0;
  private readonly wakeUps: (() => void)[] = [];
  private failure: Error | null = null;
  /** Shared with the thread: [STOP] set by stopNow, [BUSY] while the thread writes a batch. */
  private readonly control = new Int32Array(new SharedArrayBuffer(8));

  /** `onFailure` is told the first error once, as soon as the thread reports it. */
  constructor(private readonly onFailure: (error: Error) => void) {}

  /**
   * Queues a file; resolves when there is room for more (at most two batches wait on the thread).
   * `makeFolder`: create the file's folder first. `exists`: replace the file that is there.
   */
  async write(abs: string, data: string | Uint8Array, makeFolder: boolean, exists: boolean): Promise<void> {
    const flags = (makeFolder ? MAKE_FOLDER : 0) | (exists ? EXISTS : 0);
    // Others may add to the batch while this waits for room: hence the loop.
    while (!fits(data, this.bytes.length - this.used)) {
      if (this.jobs.length === 0) {
        this.bytes = Buffer.allocUnsafeSlow(Math.max(BATCH_BYTES, byteLengthOf(data)));
        break;
      }
      await this.flush();
    }
    // A string is encoded straight into the batch, so that the thread gets one buffer it owns and
    // no strings to copy and encode.
    const start = this.used;
    if (typeof data === 'string') this.used += this.bytes.write(data, start);
    else {
      this.bytes.set(data, start);
      this.used += data.length;
    }
    this.jobs.push([abs, start, this.used, flags]);
    if (this.jobs.length >= BATCH_FILES) await this.flush();
  }

  /**
   * Queues a hard link at the new path `abs` to `source`; resolves when there is room for more.
   * `made` is told, once the thread has tried, whether the link was made: when it was not (links
   * refused, something there, `source` missing …), the caller takes a path that handles each case.
   */
  async link(source: string, abs: string, makeFolder: boolean, made: LinkOutcome): Promise<void> {
    this.jobs.push([abs, this.used, this.used, (makeFolder ? MAKE_FOLDER : 0) | LINK, source]);
    this.links.push(made);
    if (this.jobs.length >= BATCH_FILES) await this.flush();
  }

  /** Resolves when every queued file is written; throws the first error. */
  async drain(): Promise<void> {
    if (this.jobs.length > 0) await this.flush();
    while (this.sent > 0) await this.nextDone();
    if (this.failure) throw this.failure;
  }

  /** Ends the thread (after `drain`); a later write starts another. */
  close(): void {
    void this.worker?.terminate();
    this.worker = null;
    live.delete(this);
  }

  /**
   * Stops the thread between two files and waits (up to 10 s) until it has, without returning to
   * the event loop: a signal's handler calls it before it removes what the build wrote, which the
   * thread would otherwise go on adding to. The thread writes nothing more.
   */
  stopNow(): void {
    Atomics.store(this.control, STOP, 1);
    const deadline = Date.now() + 10_000;
    while (Atomics.load(this.control, BUSY) === 1 && Date.now() < deadline) Atomics.wait(this.control, BUSY, 1, 100);
  }

  private async flush(): Promise<void> {
    const batch: Batch = { bytes: this.bytes.buffer as ArrayBuffer, jobs: this.jobs };
    const links = this.links;
    const spare = this.spare.pop();
    this.bytes = spare ? Buffer.from(spare) : Buffer.allocUnsafeSlow(BATCH_BYTES);
    this.used = 0;
    this.jobs = [];
    this.links = [];
    while (this.sent >= BATCHES_WAITING) await this.nextDone();
    if (this.failure || batch.jobs.length === 0) return;
    const worker = this.started();
    this.linksSent.push(links);
    this.sent++;
    worker.ref();
    worker.postMessage(batch, [batch.bytes]);
    // While the thread keeps up, no write makes the main thread wait, so it would not return to
    // the event loop until the end: a signal (Ctrl-C) or a preview request would wait that long.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    // Imported, not required: the source runs as a module when node was started with
    // --input-type=module. The port keeps what is posted until the thread listens.
    const source = `Promise.all(['node:worker_threads', 'node:fs', 'node:path'].map((m) => import(m))).then(([threads, fs, path]) =>
      (${writeBatches.toString()})(threads.parentPort, threads.workerData, fs.default, path.default, ${linkNewWith.toString()}))`;
    const worker = new Worker(source, { eval: true, workerData: { control: this.control, temporarySuffix: TEMPORARY_SUFFIX } });
    live.add(this);
    worker.on('message', ({ bytes, error, unlinked }: Reply) => {
      if (bytes.byteLength === BATCH_BYTES) this.spare.push(bytes);
      const links = this.linksSent.shift() ?? [];
      if (error !== null && this.failure === null) {
        this.failure = Object.assign(new Error(error.message), error.properties);
        this.onFailure(this.failure);
      }
      // Told before the batch counts as done, so that a drain waits for what they start.
      if (error === null) links.forEach((made, i) => made(!unlinked.includes(i)));
      this.sent--;
      if (this.sent === 0) worker.unref();
      this.wakeAll();
    });
    worker.on('error', (error) => {
      this.failure ??= error;
      this.onFailure(this.failure);
      this.linksSent.length = 0;
      this.sent = 0;
      this.wakeAll();
    });
    worker.unref();
    return (this.worker = worker);
  }

  /** Resolves when a batch is done: every waiter checks again what it waits for. */
  private nextDone(): Promise<void> {
    return new Promise((resolve) => this.wakeUps.push(resolve));
  }

  private wakeAll(): void {
    for (const wake of this.wakeUps.splice(0)) wake();
  }
}

/** Whether `data` fits in `room` bytes, without measuring a string that surely does (3 bytes at most a UTF-16 unit). */
function fits(data: string | Uint8Array, room: number): boolean {
  return typeof data === 'string' ? data.length * 3 <= room || Buffer.byteLength(data) <= room : data.length <= room;
}

function byteLengthOf(data: string | Uint8Array): number {
  return typeof data === 'string' ? Buffer.byteLength(data) : data.length;
}

/** A file of a batch: its path, where its bytes start and end in the batch's buffer, its flags, and for a link its source. */
type Job = [abs: string, start: number, end: number, flags: number, source?: string];

/** Told whether a link was made. */
type LinkOutcome = (made: boolean) => void;

/** Files and their bytes, sent to the thread (which then owns the buffer). */
interface Batch {
  bytes: ArrayBuffer;
  jobs: Job[];
}

/**
 * The batch's buffer, given back, and null when the batch was written, else its first error (the
 * rest of the batch is not written); the links not made, by their place among the batch's links.
 */
interface Reply {
  bytes: ArrayBuffer;
  error: { message: string; properties: Record<string, unknown> } | null;
  unlinked: number[];
}

/** The threads that may be writing, for stopWriterThreads. */
const live = new Set<FileWriterThread>();

/** Stops every writer thread at once (FileWriterThread.stopNow): for a signal's handler. */
export function stopWriterThreads(): void {
  for (const thread of live) thread.stopNow();
}

const STOP = 0;
const BUSY = 1;
const MAKE_FOLDER = 1;
const EXISTS = 2;
const LINK = 4;
const BATCH_FILES = 256;
const BATCH_BYTES = 1 << 20;
const BATCHES_WAITING = 2;

/**
 * The thread's whole program, given its modules and replace-file.ts's `linkNewWith` (it runs
 * from its source text, so it refers to nothing outside itself). The flags are MAKE_FOLDER (1),
 * EXISTS (2) and LINK (4); `control` is [STOP, BUSY]. BUSY is set before STOP is read, so that a
 * stopNow that saw the thread idle is seen by it.
 */
function writeBatches(
  port: import('node:worker_threads').MessagePort,
  { control, temporarySuffix }: { control: Int32Array; temporarySuffix: string },
  files: typeof import('node:fs'),
  paths: typeof import('node:path'),
  linkNewWith: typeof import('./replace-file.js').linkNewWith,
): void {
  // replace-file.ts's temporaryNameOf, which the thread's source cannot import.
  const temporaryNameOf = (abs: string): string => paths.join(paths.dirname(abs), `.${paths.basename(abs)}${temporarySuffix}`);
  const replace = (abs: string, data: Uint8Array): void => {
    const tmp = temporaryNameOf(abs);
    try {
      files.unlinkSync(tmp);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    files.writeFileSync(tmp, data, { flag: 'w' });
    files.renameSync(tmp, abs);
  };
  const create = (abs: string, data: Uint8Array, exists: boolean): void => {
    if (exists) return replace(abs, data);
    try {
      files.writeFileSync(abs, data, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      replace(abs, data);
    }
  };
  const idle = (): void => {
    Atomics.store(control, 1, 0);
    Atomics.notify(control, 1);
  };
  let current = '';
  port.on('message', ({ bytes, jobs }: { bytes: ArrayBuffer; jobs: [string, number, number, number, string?][] }) => {
    Atomics.store(control, 1, 1);
    const unlinked: number[] = [];
    let links = 0;
    try {
      for (const [abs, start, end, flags, source] of jobs) {
        if (Atomics.load(control, 0) === 1) break;
        current = abs;
        if (flags & 4) {
          // (Links after a stop are not reported: the process is ending.)
          if (!linkNewWith(files, paths, source!, abs, (flags & 1) !== 0)) unlinked.push(links);
          links++;
          continue;
        }
        const data = new Uint8Array(bytes, start, end - start);
        if (flags & 1) files.mkdirSync(paths.dirname(abs), { recursive: true });
        try {
          create(abs, data, (flags & 2) !== 0);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          files.mkdirSync(paths.dirname(abs), { recursive: true });
          create(abs, data, (flags & 2) !== 0);
        }
      }
      idle();
      port.postMessage({ bytes, error: null, unlinked }, [bytes]);
    } catch (error) {
      idle();
      const e = error as NodeJS.ErrnoException;
      // A failed write names no path: the file it was writing does.
      port.postMessage({ bytes, error: { message: e.message, properties: { code: e.code, errno: e.errno, syscall: e.syscall, path: e.path ?? current } }, unlinked }, [bytes]);
    }
  });
}
