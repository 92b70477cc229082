import fs from 'node:fs';
import { removeTemporaryFolders } from '../temporary-folder.js';
import { stopWriterThreads } from './file-writer-thread.js';

/** The signals that end a build early: Ctrl-C, `kill`, `timeout`, a closed terminal. */
export const INTERRUPT_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * While a version seeded from the published one is being written, a signal removes what the build
 * had written so far (the version folder, its partial inventory, its manifest buckets) before the
 * process ends by that signal, so that a killed build leaves nothing behind. (Recycled and fresh
 * versions are kept instead: stop-on-interrupt.ts.) Returns the function that stops guarding:
 * call it before publishing. (SIGKILL cannot be caught: the next build removes such leftovers,
 * see openOutputVersion.)
 */
export function removeOnInterrupt(paths: readonly string[]): () => void {
  const handler = (signal: NodeJS.Signals): void => {
    stop();
    // The writer thread would go on making files in what is removed.
    stopWriterThreads();
    for (const p of paths) fs.rmSync(p, { recursive: true, force: true });
    removeTemporaryFolders(); // no `exit` comes
    // Die of the same signal, as an unguarded process would: the caller sees how it ended.
    process.kill(process.pid, signal);
  };
  const stop = (): void => {
    for (const s of INTERRUPT_SIGNALS) process.removeListener(s, handler);
  };
  for (const s of INTERRUPT_SIGNALS) process.on(s, handler);
  return stop;
}
