import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startFileWorker } from '../start-file-worker.js';
import type { FuzzTask, FuzzTaskResult } from './fuzz-worker.js';

/** How a task ended: with a result, past its deadline, or with its worker gone. */
export type TaskOutcome =
  | { kind: 'done'; result: FuzzTaskResult; ms: number }
  | { kind: 'hang'; ms: number }
  | { kind: 'crash'; error: string; ms: number };

interface Slot {
  worker: Worker;
  tasks: number;
}

/**
 * A few worker threads that run fuzz tasks one at a time each. A task that passes its deadline is
 * a hang: its worker is terminated (after any FIFO it may be blocked on is given an end) and
 * replaced; a worker that dies (out of memory, an error thrown outside a command) is a crash. Each
 * worker is replaced after `recycleAfter` tasks, so that no run grows on what earlier ones left.
 */
export class FuzzPool {
  private readonly idle: Slot[] = [];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  private readonly all = new Set<Slot>();

  constructor(
    private readonly size: number,
    private readonly workDir: string,
    private readonly deadlineMs: number,
    private readonly recycleAfter = 100,
    private readonly memoryMb = 3072,
  ) {
    for (let i = 0; i < size; i++) this.idle.push(this.spawn());
  }

  async run(task: FuzzTask): Promise<TaskOutcome> {
    const slot = await this.take();
    const started = performance.now();
    const outcome = await new Promise<TaskOutcome>((resolve) => {
      const ms = () => performance.now() - started;
      const timer = setTimeout(() => {
        cleanup();
        releaseFifos(path.join(this.workDir, `m-${task.id}`));
        resolve({ kind: 'hang', ms: ms() });
      }, this.deadlineMs);
      const onMessage = (result: FuzzTaskResult) => {
        if (result.id !== task.id) return;
        cleanup();
        resolve({ kind: 'done', result, ms: ms() });
      };
      const onError = (error: Error) => {
        cleanup();
        resolve({ kind: 'crash', error: error.stack ?? error.message, ms: ms() });
      };
      const onExit = (code: number) => {
        cleanup();
        resolve({ kind: 'crash', error: `the worker exited with code ${code}`, ms: ms() });
      };
      const cleanup = () => {
        clearTimeout(timer);
        slot.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      slot.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      slot.worker.postMessage(task);
    });
    slot.tasks++;
    if (outcome.kind !== 'done' || slot.tasks >= this.recycleAfter) await this.replace(slot);
    else this.give(slot);
    return outcome;
  }

  async close(): Promise<void> {
    await Promise.all([...this.all].map((slot) => slot.worker.terminate()));
    this.all.clear();
  }

  private spawn(): Slot {
    const worker = startFileWorker(new URL('./fuzz-worker.js', import.meta.url), {
      workerData: { workDir: this.workDir },
      // A terminated worker emits no `exit`, so the temporary folders its builds make (cut fonts)
      // would outlive it: made in the work folder, they are removed with it.
      env: { ...process.env, TMPDIR: this.workDir },
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb },
      stdout: true,
      stderr: true,
    });
    // Progress lines and the like of the commands are not the fuzzer's output.
    worker.stdout.resume();
    worker.stderr.resume();
    const slot = { worker, tasks: 0 };
    this.all.add(slot);
    return slot;
  }

  private async replace(slot: Slot): Promise<void> {
    this.all.delete(slot);
    await slot.worker.terminate();
    this.give(this.spawn());
  }

  private take(): Promise<Slot> {
    const slot = this.idle.pop();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else this.idle.push(slot);
  }
}

/** Opens each FIFO below `dir` for writing and closes it: a reader blocked on one sees its end. */
function releaseFifos(dir: string): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (!e.isFIFO()) continue;
    try {
      fs.closeSync(fs.openSync(path.join(e.parentPath, e.name), fs.constants.O_WRONLY | fs.constants.O_NONBLOCK));
    } catch {
      // No reader: nothing is blocked on it.
    }
  }
}
