import { parentPort, type TransferListItem } from 'node:worker_threads';
import type { TaskAnswer, TaskAsked } from './task-thread.js';

/**
 * The loop of a TaskThread's program (task-thread.ts): answers each request with what `handle`
 * makes of it, handing over the buffers it names without a copy. A request that throws is
 * answered null: the build then does it itself, and reports what fails as it would have.
 */
export function answerTasks<Request, Result>(handle: (request: Request) => { result: Result; transfer?: TransferListItem[] }): void {
  const port = parentPort!;
  port.on('message', ({ id, request }: TaskAsked<Request>) => {
    let answer: TaskAnswer<Result>;
    let transfer: TransferListItem[] = [];
    try {
      const made = handle(request);
      answer = { id, result: made.result };
      transfer = made.transfer ?? [];
    } catch {
      answer = { id, result: null };
    }
    port.postMessage(answer, transfer);
  });
}
