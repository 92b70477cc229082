#!/usr/bin/env node
/**
 * Benchmark of --precompress rebuilds: on seeded synthetic content, a cold build with --precompress,
 * then two rebuilds, each after a commit that changes one translation file (the first rebuild
 * writes a fresh folder, the second recycles the cold one). Prints seconds and compressions of each
 * build, for this checkout and, side by side, for another compiled checkout (`--before DIR`, e.g. a
 * `git archive main` compiled with `npm run compile`).
 *
 *   node scripts/bench-precompress.mjs [--size S|M|L] [--level N] [--before DIR]
 *
 * Compressions are the "C compressed" of the build summary; a program that does not print it (one
 * that never copies a sibling) wrote exactly the siblings it compressed: they are counted as the
 * .br and .gz files modified during the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateContent, SIZES } from './bench/generate-content.mjs';
import { runBuildProcess } from './bench/measure.mjs';

const thisDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const options = { size: 'S', level: 11, before: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--size') options.size = String(argv[++i]).toUpperCase();
    else if (a === '--level') options.level = Number(argv[++i]);
    else if (a === '--before') options.before = path.resolve(argv[++i]);
    else throw new Error(`unknown option ${a}`);
  }
  if (!(options.size in SIZES)) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
  return options;
}

/** Precompressed siblings under `root` modified at or after `sinceMs`, and all of them. */
function siblingsSince(root, sinceMs) {
  const real = fs.realpathSync(root);
  let modified = 0;
  let all = 0;
  for (const entry of fs.readdirSync(real, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(br|gz)$/.test(entry.name)) continue;
    all++;
    if (fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs >= sinceMs) modified++;
  }
  return { modified, all };
}

async function runVariant(name, programDir, options, tmp) {
  const repo = path.join(tmp, name, 'repo');
  const out = path.join(tmp, name, 'out', 'dist');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const generated = await generateContent(repo, options.size, thisDir);
  const args = ['--content', path.join(repo, 'content'), '--out', out, '--base-url', 'http://127.0.0.1:9', '--precompress', '--precompress-level', String(options.level)];
  const rows = [];
  for (const run of ['cold', 'rebuild 1 (fresh folder)', 'rebuild 2 (recycled)']) {
    if (run !== 'cold') generated.commitOneChange();
    const started = Date.now() - 1000; // mtimes may be rounded down to the second
    const result = runBuildProcess(programDir, args);
    const siblings = siblingsSince(out, started);
    const compressed = result.compressed ?? siblings.modified;
    process.stderr.write(`[bench] ${name} ${run}: ${result.summary} (${result.seconds.toFixed(2)} s)\n`);
    rows.push({ run, seconds: result.seconds, compressed, siblings: siblings.all });
  }
  return rows;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `static-tms-bench-precompress-${options.size}-`));
  try {
    const variants = [...(options.before ? [['before', options.before]] : []), ['after', thisDir]];
    const results = [];
    for (const [name, dir] of variants) results.push([name, await runVariant(name, dir, options, tmp)]);
    const header = ['build', ...results.flatMap(([name]) => [`${name} s`, `${name} compressions`]), 'siblings in output'];
    const lines = [header, ...results[0][1].map((row, i) => [row.run, ...results.flatMap(([, rows]) => [rows[i].seconds.toFixed(2), String(rows[i].compressed)]), String(row.siblings)])];
    const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
    const text = lines.map((l) => `| ${l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`);
    text.splice(1, 0, `|${widths.map((w, i) => '-'.repeat(w + 1) + (i === 0 ? '-' : ':')).join('|')}|`);
    process.stdout.write(`size ${options.size}, --precompress-level ${options.level}\n${text.join('\n')}\n`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
