import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * glibc's malloc raises its mmap threshold to the largest block a process frees (up to 32 MB), and
 * its trim threshold to twice that. After a build's first large buffer is freed, buffers of a few
 * megabytes come from the heap, and what is freed there stays with the process: at L, 168 MB of
 * heap in the write stage, against 35 MB with the threshold fixed at 1 MB (docs/performance.md,
 * issue 21's stops 15, 19 and 24). The setting is read when a process starts, and Node can neither
 * call `mallopt` nor exec itself. So `build` and `preview` run in a child process started with it,
 * which the command line waits for; the waiting process holds about 7 MB of its own.
 */
export const ALLOCATOR_SETTING = 'MALLOC_MMAP_THRESHOLD_';
const THRESHOLD_BYTES = String(1024 * 1024);

/** The commands that build a site, whose memory grows with it. */
const BUILDING_COMMANDS = new Set(['build', 'preview']);

/** Signals passed on to the child: all that end or resize a command, and SIGCONT after Ctrl-Z. */
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGWINCH', 'SIGCONT'] as const;

/** Those a terminal sends to its whole foreground process group (Ctrl-C, Ctrl-\, a hangup, a resize). */
const TERMINAL_SIGNALS = new Set<NodeJS.Signals>(['SIGINT', 'SIGQUIT', 'SIGHUP', 'SIGWINCH']);

export interface LaunchFacts {
  /** The command line's arguments, after `node` and the script. */
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Options given to node itself: with any, the process is run the caller's way (a profiler, an inspector). */
  execArgv: readonly string[];
  /** Whether the C library is glibc, which reads the setting; asked last, since it takes about 10 ms. */
  glibc: () => boolean;
}

/** A building command, under glibc, not yet given the setting (by its launcher or by the user), nor node options. */
export function shouldRelaunch(facts: LaunchFacts): boolean {
  return (
    BUILDING_COMMANDS.has(facts.args[0] ?? '') &&
    facts.execArgv.length === 0 &&
    facts.env[ALLOCATOR_SETTING] === undefined &&
    facts.glibc()
  );
}

/** Whether this process runs on glibc: node's report names its version only there. */
export function runsOnGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  // Node 20.13 and later can leave the network interfaces out of the report, its slowest part.
  (process.report as { excludeNetwork?: boolean }).excludeNetwork = true;
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return report.header?.glibcVersionRuntime !== undefined;
}

/**
 * Whether this process is in its terminal's foreground process group (/proc/self/stat: pgrp and
 * tpgid), where a signal from the terminal reaches every process of the group, the child too.
 */
export function inForegroundGroup(stat = readFileSync('/proc/self/stat', 'utf8')): boolean {
  // The fields after the command's name, which is in parentheses and may hold anything.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[2] === fields[5];
}

/**
 * Runs `script args` in a child node process with the allocator setting and ends as it ends: with
 * its exit code, or killed by the signal that killed it.
 *
 * The child stays in this process's group, so that the terminal treats both as one job. A signal
 * sent to this process alone (kill, timeout, a CI runner) is passed on. One the terminal sends
 * reaches the child itself when the job is in the foreground, and is not passed on again: a
 * second SIGINT stops a build at once instead of at its next route (StopOnInterrupt). Ctrl-Z stops
 * both. A channel tells the child when this process is gone, even killed (followLauncher).
 */
export function runInChild(script: string, args: readonly string[]): Promise<void> {
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [ALLOCATOR_SETTING]: THRESHOLD_BYTES },
  });
  const forward = (signal: NodeJS.Signals) => (): void => {
    if (TERMINAL_SIGNALS.has(signal) && foreground()) return;
    child.kill(signal);
  };
  const listeners = FORWARDED_SIGNALS.map((signal) => [signal, forward(signal)] as const);
  const stopBoth = (): void => {
    child.kill('SIGSTOP');
    process.kill(process.pid, 'SIGSTOP');
  };
  for (const [signal, listener] of listeners) process.on(signal, listener);
  process.on('SIGTSTP', stopBoth);
  const stopForwarding = (): void => {
    for (const [signal, listener] of listeners) process.removeListener(signal, listener);
    process.removeListener('SIGTSTP', stopBoth);
  };
  return new Promise((resolve) => {
    child.once('error', (error) => {
      stopForwarding();
      process.stderr.write(`static-tms: could not start the build's process: ${error.message}\n`);
      process.exitCode = 1;
      resolve();
    });
    child.once('exit', (code, signal) => {
      stopForwarding();
      if (signal !== null) process.kill(process.pid, signal);
      else process.exitCode = code ?? 1;
      resolve();
    });
  });
}

function foreground(): boolean {
  try {
    return inForegroundGroup();
  } catch {
    return false;
  }
}

/**
 * In a child started by runInChild: when the launching process is gone, the child stops as if
 * sent SIGTERM (a build keeps its unfinished version, preview closes), instead of running on alone.
 */
export function followLauncher(): void {
  if (!process.channel) return;
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
