#!/usr/bin/env node
/**
 * How soon `static-tms preview` serves an edit (issue 21 part 5): generates the benchmark's content
 * at a size (S by default), starts preview on it, then edits and commits one translation file a few
 * times and prints, for each, the seconds from the edit to the end of the rebuild it started (the
 * rebuilt output is served from then on) and the rebuild's own summary line.
 *
 *   node scripts/bench/preview-latency.mjs [--size S] [--edits 3] [--pause 1] [--tmpfs]
 *
 * --pause: seconds between the server being up (or the last rebuild) and the next edit. Preview
 * links a spare copy of the output while it waits for the first edit (about a second at S); an edit
 * that comes sooner waits for it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { generateContent } from './generate-content.mjs';

const mainDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const size = String(option('--size', 'S')).toUpperCase();
const edits = Number(option('--edits', '3'));
const pause = Number(option('--pause', '1'));
const tmp = fs.mkdtempSync(path.join(argv.includes('--tmpfs') ? '/dev/shm' : os.tmpdir(), `static-tms-preview-${size}-`));

const lines = [];
const waitFor = (pattern, from, timeoutMs = 600_000) => new Promise((resolve, reject) => {
  const started = Date.now();
  const timer = setInterval(() => {
    const found = lines.slice(from).find((l) => pattern.test(l.text));
    if (found) { clearInterval(timer); resolve(found); }
    else if (Date.now() - started > timeoutMs) { clearInterval(timer); reject(new Error(`timed out waiting for ${pattern}`)); }
  }, 5);
});

let child = null;
try {
  const repo = path.join(tmp, 'repo');
  const generated = await generateContent(repo, size, mainDir);
  child = spawn(process.execPath, [path.join(mainDir, 'bin/static-tms.js'), 'preview', '--content', path.join(repo, 'content'), '--port', '0', '--quiet'], {
    cwd: repo,
    // Preview builds into a folder of the system's temporary folder: with --tmpfs, on /dev/shm too.
    env: argv.includes('--tmpfs') ? { ...process.env, TMPDIR: '/dev/shm' } : process.env,
  });
  child.stderr.on('data', (chunk) => {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push({ text, at: performance.now() });
  });
  const started = performance.now();
  const up = await waitFor(/^previewing /, 0);
  process.stdout.write(`${size}: first build and start ${((up.at - started) / 1000).toFixed(2)} s\n`);
  for (let i = 0; i < edits; i++) {
    await new Promise((resolve) => setTimeout(resolve, pause * 1000));
    const from = lines.length;
    const edited = performance.now();
    const files = generated.commitChanges(1);
    const rebuilt = await waitFor(/^rebuilt |^rebuild failed/, from);
    process.stdout.write(`edit ${i + 1} (${files[0]}): served after ${((rebuilt.at - edited) / 1000).toFixed(2)} s — ${rebuilt.text}\n`);
    // The commit may start a second rebuild just after the first (its history): let it end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (lines.length > from + 1) await waitFor(/^rebuilt |^rebuild failed/, lines.length - 1).catch(() => undefined);
  }
} finally {
  child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  fs.rmSync(tmp, { recursive: true, force: true });
}
