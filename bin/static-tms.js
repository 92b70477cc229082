#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
// Small and apart from the bundle: the process that only waits for a relaunched build loads no more.
import { followLauncher, runInChild, runsOnGlibc, shouldRelaunch } from '../lib/cli/allocator-relaunch.js';

const args = process.argv.slice(2);
const facts = { args, env: process.env, execArgv: process.execArgv, glibc: runsOnGlibc };
if (shouldRelaunch(facts)) {
  // A build under glibc runs in a child process with malloc's mmap threshold fixed
  // (src/cli/allocator-relaunch.ts), so that it does not keep the memory it frees.
  await runInChild(fileURLToPath(import.meta.url), args);
} else {
  followLauncher();
  // One module for the whole command line (scripts/bundle-cli.mjs): it starts faster than lib/'s 400.
  const { main, followHeapGrowth } = await import('../lib/bundle/cli.js');

  // A build allocates far more than it keeps. V8's heap grows by 20 % of what a full collection
  // leaves, and by at least 24 MB, so the peak stays near the live data of a large site without a
  // full collection every few megabytes on a small one (src/cli/heap-growth.ts). A
  // --heap-growing-percent given to node takes precedence.
  const given = process.execArgv.some((a) => a.startsWith('--heap-growing-percent'));
  const stopFollowing = given ? () => {} : followHeapGrowth();
  process.exitCode = await main(args);
  stopFollowing();
}
