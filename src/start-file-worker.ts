import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker whose program is a file, with the process's node options where the worker
 * accepts them. It is given them explicitly, as Node's default would also pass --input-type, which
 * such a worker refuses (a build started by `node --input-type=module -e`). Given explicitly, V8
 * and process-wide options are refused too (--trace-gc, --max-old-space-size, as a user profiling a
 * build passes them). Those already hold for the whole process, so the worker then starts with no
 * options rather than failing the build.
 */
export function startFileWorker(file: URL, options: Omit<WorkerOptions, 'execArgv' | 'eval'>, execArgv: readonly string[] = process.execArgv): Worker {
  try {
    return new Worker(file, { ...options, execArgv: withoutInputType(execArgv) });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return new Worker(file, { ...options, execArgv: [] });
  }
}

/** The options without --input-type, in either of its spellings (`--input-type=module`, `--input-type module`). */
function withoutInputType(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    if (execArgv[i] === '--input-type') i++;
    else if (!execArgv[i]!.startsWith('--input-type=')) kept.push(execArgv[i]!);
  }
  return kept;
}
