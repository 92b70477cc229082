import { spawn, type ChildProcess } from 'node:child_process';
import type { Transform } from 'node:stream';

/** A git process that ended: its exit code (null when killed) and the tail of its stderr. */
export interface GitStepResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface GitStep {
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Text written to stdin (then closed); without it stdin is empty. */
  input?: string;
}

/** Longest a single git step may run before it is killed: a step never hangs the build. */
export const GIT_STEP_TIMEOUT_MS = 10 * 60_000;

/** How long a producer may take to end after its consumer succeeded (runGitPipe). */
const PRODUCER_GRACE_MS = 30_000;

/** Only so much of stdout/stderr is kept: their tails are for messages, not for data. */
const KEEP_BYTES = 64 * 1024;

/** Runs one git step to its end; never rejects (a failure to start is code 127). */
export function runGitStep(step: GitStep, timeoutMs = GIT_STEP_TIMEOUT_MS): Promise<GitStepResult> {
  const child = spawnGit(step, timeoutMs, ['pipe', 'pipe', 'pipe']);
  child.stdin?.on('error', () => undefined);
  child.stdin?.end(step.input ?? '');
  return settle(child);
}

/**
 * Runs `from | to`: the stdout of the first git step streams into the stdin of the second, so
 * a history of any size never sits in memory. Resolves once both ended.
 */
export async function runGitPipe(
  from: GitStep,
  to: GitStep,
  timeoutMs = GIT_STEP_TIMEOUT_MS,
  through?: Transform,
): Promise<[GitStepResult, GitStepResult]> {
  const producer = spawnGit(from, timeoutMs, ['ignore', 'pipe', 'pipe']);
  const consumer = spawnGit(to, timeoutMs, ['pipe', 'pipe', 'pipe']);
  // When the consumer dies early its stdin raises EPIPE; the consumer's exit code tells why.
  consumer.stdin?.on('error', () => undefined);
  let throughError: string | undefined;
  if (producer.stdout && consumer.stdin && through) {
    // A transform that fails ends the consumer's input short: it must then fail too.
    through.on('error', (error: Error) => {
      throughError = error.message;
      producer.kill('SIGKILL');
      consumer.stdin?.end();
    });
    producer.stdout.pipe(through).pipe(consumer.stdin);
  } else if (producer.stdout && consumer.stdin) producer.stdout.pipe(consumer.stdin);
  else consumer.stdin?.end();
  const consumerDone = settle(consumer).then((r) => {
    if (producer.exitCode !== null || producer.signalCode !== null) return r;
    if (r.code !== 0) {
      // A consumer that gave up leaves the producer blocked on a full pipe: end it.
      producer.kill('SIGKILL');
      return r;
    }
    // One that succeeded read the stream to its end (fast-import reads up to `done`), and the
    // producer is on its way out: killing it then failed exports on a busy machine. What it may
    // still write is drained; it has PRODUCER_GRACE_MS to end by itself.
    producer.stdout?.unpipe();
    producer.stdout?.resume();
    const grace = setTimeout(() => producer.kill('SIGKILL'), PRODUCER_GRACE_MS);
    producer.once('exit', () => clearTimeout(grace));
    return r;
  });
  const [produced, consumed] = await Promise.all([settle(producer, false), consumerDone]);
  if (throughError !== undefined) return [{ code: 1, stdout: '', stderr: throughError }, consumed];
  return [produced, consumed];
}

function spawnGit(step: GitStep, timeoutMs: number, stdio: ['ignore' | 'pipe', 'pipe', 'pipe']): ChildProcess {
  return spawn('git', step.args, { cwd: step.cwd, env: step.env, stdio, timeout: timeoutMs, killSignal: 'SIGKILL' });
}

function settle(child: ChildProcess, keepStdout = true): Promise<GitStepResult> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    if (keepStdout) child.stdout?.on('data', (chunk: Buffer) => (stdout = keepTail(stdout + chunk.toString('utf8'))));
    child.stderr?.on('data', (chunk: Buffer) => (stderr = keepTail(stderr + chunk.toString('utf8'))));
    // git missing or `cwd` missing; 'close' may not follow, so this settles on its own.
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: error.message }));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // Killed (the timeout): settle now, even if a grandchild still holds the pipes open.
    child.on('exit', (_code, signal) => {
      if (signal !== null) resolve({ code: null, stdout, stderr: `${stderr}killed by ${signal}` });
    });
  });
}

function keepTail(text: string): string {
  return text.length > KEEP_BYTES ? text.slice(-KEEP_BYTES) : text;
}
