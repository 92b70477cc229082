#!/usr/bin/env node
/**
 * Heap held by the in-memory model alone (no output written), for the performance note:
 *   node --expose-gc scripts/bench/probe-model-memory.mjs CONTENT_DIR [--no-history]
 * Prints seconds to load, heap used before/after (after a full GC) and bytes per target unit.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const mainDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { loadModel } = await import(path.join(mainDir, 'lib/build.js'));
const { DiagnosticBag } = await import(path.join(mainDir, 'lib/diagnostics/diagnostic.js'));

const content = process.argv[2];
const history = !process.argv.includes('--no-history');
const gc = globalThis.gc ?? (() => {});
gc();
const before = process.memoryUsage();
const started = performance.now();
const bag = new DiagnosticBag();
const model = await loadModel({ content, baseUrl: 'http://127.0.0.1:9', history }, bag);
const seconds = (performance.now() - started) / 1000;
if (!model) throw new Error('content has errors');
gc();
const after = process.memoryUsage();
const units = model.translations.reduce((n, t) => n + t.stats.total, 0);
const mb = (n) => (n / 1048576).toFixed(0);
process.stdout.write(
  `history=${history} load ${seconds.toFixed(2)} s; ${units} units (all translations), ${model.changes.length} changes; ` +
  `heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB, rss ${mb(after.rss)} MB; ` +
  `${((after.heapUsed - before.heapUsed) / units).toFixed(0)} heap bytes per unit (changes included)\n`,
);
