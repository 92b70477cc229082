import { StaticTmsError } from '../diagnostics/static-tms-error.js';

/** A problem found while writing the output; the build reports it as a diagnostic and publishes nothing. */
export class OutputError extends StaticTmsError<'url-segment-invalid' | 'output-path-conflict' | 'published-file-missing' | 'output-write-failed'> {}

/** The published version that a first rebuild links from lacks one of its files. */
export function publishedFileMissing(file: string): OutputError {
  return new OutputError('published-file-missing', `${file} is missing from the published output, which this build reuses; ` +
    'nothing is published. Remove the output folder and the .versions folder beside it to build from scratch.', { at: { file } });
}

/**
 * A system call failed while the output was written (disk full, no permission, …): an
 * OutputError naming the file, so that the build reports it like bad input instead of crashing;
 * any other error is returned as it is.
 */
export function asOutputError(error: unknown): unknown {
  const e = error as NodeJS.ErrnoException;
  if (!(error instanceof Error) || typeof e.code !== 'string' || typeof e.syscall !== 'string' || error instanceof OutputError) return error;
  const file = e.path ?? null;
  return new OutputError('output-write-failed', `the output could not be written: ${e.message}; nothing is published`, {
    ...(file !== null ? { at: { file } } : {}),
    cause: error,
  });
}
