import type { Worker } from 'node:worker_threads';
import { startFileWorker } from './start-file-worker.js';

/** A request as the thread's program receives it (task-thread-program.ts). */
export interface TaskAsked<Request> {
  id: number;
  request: Request;
}

/** The thread's answer: the result, or null when it could not make it. */
export interface TaskAnswer<Result> {
  id: number;
  result: Result | null;
}

export interface TaskThreadOptions {
  /** The thread's young generation, in MB: its garbage is a request's, and it runs beside a large build. */
  youngGenerationMb: number;
  /** A thread asked for nothing for this long ends, and its memory with it; the next request starts another. */
  idleMs: number;
}

/**
 * A worker thread of its own that takes a build's self-contained work off the main thread (the
 * converted downloads): it answers each request in the order asked, from a program
 * file under lib/ that calls `answerTasks` (task-thread-program.ts), started as the history's
 * parse thread is (`startFileWorker`). A request the program cannot answer, or a thread that fails
 * or is closed, answers null, and the caller then does the work itself, so that what fails is
 * reported as it would have been. The thread starts at the first request, ends once idle, and does
 * not keep the process alive while nothing is asked of it.
 */
export class TaskThread<Request, Result> {
  private worker: Worker | null = null;
  private failed = false;
  private readonly pending = new Map<number, (result: Result | null) => void>();
  private next = 0;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly program: URL,
    private readonly options: TaskThreadOptions,
  ) {}

  /** Whether a thread is there (it ends once idle). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** The result of `request`, or null when the caller must make it. Never rejects. */
  run(request: Request): Promise<Result | null> {
    const worker = this.started();
    if (worker === null) return Promise.resolve(null);
    const id = this.next++;
    this.stopIdleTimer();
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.ref();
      try {
        worker.postMessage({ id, request } satisfies TaskAsked<Request>);
      } catch {
        this.answer(id, null);
      }
    });
  }

  /** Ends the thread for good; what it has not answered is answered null. */
  close(): void {
    this.failed = true;
    this.stopIdleTimer();
    this.end();
    this.giveUp();
  }

  private started(): Worker | null {
    if (this.worker !== null || this.failed) return this.worker;
    const worker = startFileWorker(this.program, { resourceLimits: { maxYoungGenerationSizeMb: this.options.youngGenerationMb } });
    worker.unref();
    worker.on('message', ({ id, result }: TaskAnswer<Result>) => this.answer(id, result));
    // Whatever it has not answered, and everything after, the caller does itself.
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

  private answer(id: number, result: Result | null): void {
    const resolve = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0 && this.worker !== null) {
      this.worker.unref();
      this.idle = setTimeout(() => this.end(), this.options.idleMs).unref();
    }
    resolve?.(result);
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
