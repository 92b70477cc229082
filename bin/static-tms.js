#!/usr/bin/env node
import v8 from 'node:v8';

// A build allocates far more than it keeps. By default V8 lets the heap grow to several times the
// live data before a full collection, which at a million units is gigabytes of garbage; growing
// by 20 % keeps the peak near the live data for no measurable CPU (docs/performance.md, Memory).
// A --heap-growing-percent given to node takes precedence.
if (!process.execArgv.some((a) => a.startsWith('--heap-growing-percent'))) v8.setFlagsFromString('--heap-growing-percent=20');

// One module for the whole command line (scripts/bundle-cli.mjs): it starts faster than lib/'s 400.
const { main } = await import('../lib/bundle/cli.js');
process.exitCode = await main(process.argv.slice(2));
