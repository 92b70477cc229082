import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runsOnGlibc } from '../../src/cli/allocator-relaunch.js';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { CLI } from '../helpers/run-cli.js';

// `build` and `preview` run in a child process with malloc's mmap threshold fixed
// (src/cli/allocator-relaunch.ts). A module given to every node process of the run through
// NODE_OPTIONS (which, unlike node's own options, does not stop the relaunch) acts in the child
// only: it records how the child was started, and, just after the child hands its writer thread
// the third batch of files, acts on its launcher as a user would on the command they ran: a
// signal to the command alone (kill, timeout), or to its whole process group, as a terminal sends
// Ctrl-C. The command runs under setsid, so that its group is its own, as a shell's job is, or
// under script, in the foreground of a terminal of its own. There the group may be the shell's
// that script started (dash forks a `-c` command, bash execs it), so the probe signals the group
// it is in, not one named after the command.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-relaunch-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const probe = path.join(scratch, 'probe.mjs');
fs.writeFileSync(probe, `
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
if (process.channel) {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const group = Number(stat[2]);
  fs.writeFileSync(process.env.RECORD, JSON.stringify({
    setting: process.env.MALLOC_MMAP_THRESHOLD_, pid: process.pid, launcher: process.ppid, group,
  }));
  const post = Worker.prototype.postMessage;
  let batches = 0;
  Worker.prototype.postMessage = function (...args) {
    post.apply(this, args);
    if (++batches === 3 && process.env.SIGNAL) process.kill(process.env.TO_GROUP ? -group : process.ppid, process.env.SIGNAL);
  };
}
`);

/**
 * Builds the demo into `out` through the command line; with `signal`, the child sends it while
 * writing to its launcher, or with `inTerminal` to its process group, the job of a terminal.
 */
function build(out: string, signal?: NodeJS.Signals, inTerminal = false) {
  const record = path.join(scratch, `record-${path.basename(path.dirname(out))}.json`);
  const command = [process.execPath, CLI, 'build', '--content', path.join(REPO_ROOT, 'content'), '--out', out];
  const [program, ...args] = inTerminal ? ['script', '-qec', command.map((a) => `'${a}'`).join(' '), '/dev/null'] : ['setsid', ...command];
  const run = spawnSync(program!, args, {
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_OPTIONS: `--import ${pathToFileURL(probe).href}`,
      RECORD: record,
      SIGNAL: signal ?? '',
      TO_GROUP: inTerminal ? '1' : '',
    },
    timeout: 120_000,
  });
  const child = JSON.parse(fs.readFileSync(record, 'utf8')) as { setting: string; pid: number; launcher: number; group: number };
  return { run, child };
}

function versionsOf(out: string): string[] {
  return fs.readdirSync(path.join(path.dirname(out), `.${path.basename(out)}.versions`)).sort();
}

/** Whether the process runs: it exists and has not ended (a zombie, whose new parent has not reaped it yet, has). */
function isRunning(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] !== 'Z';
  } catch {
    return false;
  }
}

async function untilEnded(pid: number, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (isRunning(pid)) {
    if (Date.now() - started > timeoutMs) throw new Error(`process ${pid} still runs after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(runsOnGlibc())('a build relaunched with the allocator setting', () => {
  it('runs in a child process of the same group, with the setting, and ends as it ends', () => {
    const out = path.join(scratch, 'plain', 'dist');
    const { run, child } = build(out);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/built \d+ routes/);
    expect(child.setting).toBe('1048576');
    expect(child.launcher).toBe(run.pid);
    expect(child.group).toBe(run.pid);
    expect(fs.existsSync(path.join(out, 'api/projects/index.json'))).toBe(true);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('passes %s sent to the command alone on to the build, and dies of it', (signal) => {
    const out = path.join(scratch, `signal-${signal}`, 'dist');
    const { run } = build(out, signal);
    expect(run.signal, run.stderr).toBe(signal);
    // Stopped at its next route by one signal, the build kept its version with an exact
    // inventory; a second signal would have ended it at once, without one.
    const kept = versionsOf(out);
    expect(kept).toHaveLength(2);
    expect(kept[1]).toBe(`${kept[0]}.files`);
  });

  it('lets a Ctrl-C in the terminal reach the build once, not passed on again', () => {
    const out = path.join(scratch, 'terminal', 'dist');
    const { run, child } = build(out, 'SIGINT', true);
    // script exits 128 + the signal that ended the command: SIGINT.
    expect(run.status, run.stdout).toBe(130);
    expect(child.setting).toBe('1048576');
    const kept = versionsOf(out);
    expect(kept).toHaveLength(2);
    expect(kept[1]).toBe(`${kept[0]}.files`);
  });

  it('stops the build when the command is killed outright, keeping its version', async () => {
    const out = path.join(scratch, 'killed', 'dist');
    const { run, child } = build(out, 'SIGKILL');
    expect(run.signal).toBe('SIGKILL');
    // Its channel to the launcher closed, the child stops as on SIGTERM, within seconds.
    await untilEnded(child.pid, 30_000);
    const kept = versionsOf(out);
    expect(kept).toHaveLength(2);
    expect(kept[1]).toBe(`${kept[0]}.files`);
  });
});
