import { NO_PROGRESS, type Progress } from '../../build-progress.js';
import { LineProgress } from './line-progress.js';
import { TerminalProgress } from './terminal-progress.js';

/** A reporter the command must close when the build is over, whatever its outcome (a live line is stopped). */
export type CliProgress = Progress & { close(): void };

/**
 * The progress of a command, on standard error: live on a terminal, one line per finished stage
 * elsewhere (CI logs, pipes), none with --quiet.
 */
export function createProgress(options: { quiet: boolean }, stream: NodeJS.WriteStream = process.stderr): CliProgress {
  if (options.quiet) return { ...NO_PROGRESS, close() {} };
  return stream.isTTY ? new TerminalProgress(stream) : new LineProgress((line) => stream.write(`${line}\n`));
}
