import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { CLI } from '../helpers/run-cli.js';
import { expectSameTree, readTree } from '../helpers/tree-files.js';

// A build stopped by a signal while its writer thread is writing. The signal is sent by the build
// itself, just after it hands the thread its third batch of files, so that it lands while files
// are being written. A fresh or recycled version is kept with an exact inventory, so that the next
// build recycles it; a version seeded from the published one is removed, and the handler stops the
// thread before it removes the version, which the thread would otherwise go on filling.
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

// The builds' own temporary folder: what they make there (the widgets' fonts) goes with them, signal or not.
const tmp = path.join(scratch, 'tmp');
fs.mkdirSync(tmp);

const OTHER_URL = 'http://127.0.0.1:9';
const THIRD_URL = 'http://127.0.0.1:10';

/** Builds the demo into `out`; with `signal`, the build sends it to itself while writing. */
function build(out: string, options: { signal?: NodeJS.Signals; baseUrl?: string } = {}) {
  const args = ['build', '--content', path.join(REPO_ROOT, 'content'), '--out', out, ...(options.baseUrl ? ['--base-url', options.baseUrl] : [])];
  const run = spawnSync(process.execPath, [...(options.signal ? ['--import', pathToFileURL(preload).href] : []), CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, SIGNAL: options.signal ?? '', TMPDIR: tmp },
    timeout: 120_000,
  });
  expect(fs.readdirSync(tmp), 'left in the temporary folder').toEqual([]);
  if (options.signal) expect(run.signal, run.stderr).toBe(options.signal);
  else expect(run.status, run.stderr).toBe(0);
  return run;
}

/** What is beside the published output: version folders, their inventories, leftovers. */
function versionsOf(out: string): string[] {
  return fs.readdirSync(path.join(path.dirname(out), `.${path.basename(out)}.versions`)).sort();
}

/** The tree a clean cold build of the demo gives, for comparison (built once per base URL). */
const coldTrees = new Map<string, Map<string, Buffer>>();
function coldTree(baseUrl = ''): Map<string, Buffer> {
  let tree = coldTrees.get(baseUrl);
  if (!tree) {
    const out = path.join(scratch, `cold-${coldTrees.size}`, 'dist');
    build(out, { baseUrl });
    coldTrees.set(baseUrl, (tree = readTree(out)));
  }
  return tree;
}

describe('a build ended by a signal while writing', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('keeps a fresh version with its inventory on %s, and the next build finishes it', (signal) => {
    const out = path.join(scratch, `fresh-${signal}`, 'dist');
    build(out, { signal });
    expect(fs.existsSync(out)).toBe(false);
    const kept = versionsOf(out);
    expect(kept).toHaveLength(2);
    expect(kept[1]).toBe(`${kept[0]}.files`);
    const next = build(out);
    const summary = / (\d+) files \((\d+) written/.exec(next.stderr);
    expect(Number(summary![2]), next.stderr).toBeLessThan(Number(summary![1]));
    expectSameTree(readTree(out), coldTree());
  });

  it('keeps a recycled version, leaves the published one as it was, and the next build recycles it', () => {
    const out = path.join(scratch, 'recycled', 'dist');
    build(out);
    // Another URL, or the build would find the inputs of the published output and write nothing:
    // seeded, so that the next one recycles the first version.
    build(out, { baseUrl: THIRD_URL });
    const published = fs.realpathSync(out);
    const before = readTree(out);
    // Another base URL changes every file: the recycled version is being rewritten when the signal lands.
    build(out, { signal: 'SIGINT', baseUrl: OTHER_URL });
    expect(fs.realpathSync(out)).toBe(published);
    expectSameTree(readTree(out), before);
    const versions = versionsOf(out);
    expect(versions.filter((v) => v.endsWith('.partial') || v.endsWith('.lines'))).toEqual([]);
    expect(versions.filter((v) => v.endsWith('.files'))).toHaveLength(2);
    build(out, { baseUrl: OTHER_URL });
    expect(fs.realpathSync(out)).not.toBe(published);
    expectSameTree(readTree(out), coldTree(OTHER_URL));
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('removes a version seeded from the published one on %s', (signal) => {
    const out = path.join(scratch, `seeded-${signal}`, 'dist');
    build(out);
    const published = fs.realpathSync(out);
    build(out, { signal, baseUrl: OTHER_URL });
    expect(fs.realpathSync(out)).toBe(published);
    expect(versionsOf(out)).toEqual([path.basename(published), `${path.basename(published)}.files`, `${path.basename(published)}.inputs`]);
  });
});
