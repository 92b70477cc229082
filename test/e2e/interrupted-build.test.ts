import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { CLI } from '../helpers/run-cli.js';

// A build stopped by a signal while its writer thread is writing leaves nothing behind: the
// handler stops the thread before it removes the version, which the thread would otherwise go on
// filling. The signal is sent by the build itself, just after it hands the thread its third batch
// of files, so that it lands while files are being written.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-interrupted-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const preload = path.join(scratch, 'signal-after-three-batches.mjs');
fs.writeFileSync(preload, `
import { Worker } from 'node:worker_threads';
const post = Worker.prototype.postMessage;
let batches = 0;
Worker.prototype.postMessage = function (...args) {
  post.apply(this, args);
  if (++batches === 3) process.kill(process.pid, process.env.SIGNAL);
};
`);

describe('a build ended by a signal while writing', () => {
  it.each(['SIGTERM', 'SIGINT'])('leaves no version, inventory or manifest lines on %s', (signal) => {
    const out = path.join(scratch, signal, 'dist');
    const run = spawnSync(process.execPath, ['--import', pathToFileURL(preload).href, CLI, 'build', '--content', path.join(REPO_ROOT, 'content'), '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, SIGNAL: signal },
      timeout: 120_000,
    });
    expect(run.signal, run.stderr).toBe(signal);
    expect(fs.existsSync(out)).toBe(false);
    expect(fs.readdirSync(path.join(scratch, signal, '.dist.versions'))).toEqual([]);
  });
});
