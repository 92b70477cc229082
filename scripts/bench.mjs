#!/usr/bin/env node
/**
 * Benchmark (issue 6): generates seeded synthetic content in a temporary git repository, runs a cold
 * build, a rebuild without a change (which fills the second version folder) and a warm rebuild
 * after a commit that changes one translation file, and prints one table.
 *
 *   npm run bench -- [--size S|M|L] [--keep] [--no-warm] [--node-arg ARG]... [--history|--no-history]
 *   npm run bench -- --inputs [--sizes small|full] [--series msgid,msgstr,tbx,po]   (see bench/inputs.mjs)
 *
 * --keep leaves the temporary folder (content repo, output) in place and prints its path.
 * --node-arg passes an option to the node process of the cold build (e.g. --cpu-prof).
 * Run `npm run compile` first (npm run bench does); the builds run lib/ through bin/static-tms.js.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateContent, SIZES } from './bench/generate-content.mjs';
import { runInputsBenchmark } from './bench/inputs.mjs';
import { measureFloor, measureTree, runBuildProcess } from './bench/measure.mjs';

const mainDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const options = { size: 'M', keep: false, warm: true, nodeArgs: [], history: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--size') options.size = String(argv[++i]).toUpperCase();
    else if (a.startsWith('--size=')) options.size = a.slice(7).toUpperCase();
    else if (a === '--keep') options.keep = true;
    else if (a === '--no-warm') options.warm = false;
    else if (a === '--no-history') options.history = false;
    else if (a === '--history') options.history = true;
    else if (a === '--node-arg') options.nodeArgs.push(argv[++i]);
    else throw new Error(`unknown option ${a}`);
  }
  if (!(options.size in SIZES)) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
  return options;
}

function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

function fmt(n, digits = 2) {
  return n === null || n === undefined || Number.isNaN(n) ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/** CPU time over wall time: above 100 % the build kept more than one core busy. */
function cpuPercent(run) {
  return run.cpuSeconds === null ? '–' : `${Math.round((100 * run.cpuSeconds) / run.seconds)}`;
}

function printTable(rows) {
  const header = ['run', 'units', 'files written', 'bytes written', 'build s', 'units/s', 'files/s', 'peak RSS MB', 'CPU %', 'floor s', 'build/floor', 'changed files', 'warm/cold'];
  const lines = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const out = lines.map((l) => `| ${l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`);
  out.splice(1, 0, `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 1) + '-' : '-'.repeat(w + 1) + ':')).join('|')}|`);
  process.stdout.write(`${out.join('\n')}\n`);
}

async function main() {
  if (process.argv.includes('--inputs')) {
    await runInputsBenchmark(mainDir, process.argv.slice(2), log);
    return;
  }
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(mainDir, 'lib/cli/main.js'))) throw new Error('lib/ is missing: run `npm run compile` first');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `static-tms-bench-${options.size}-`));
  const cleanup = () => {
    if (options.keep) log(`kept ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  };
  process.on('SIGINT', () => { cleanup(); process.exit(130); });
  try {
    const repo = path.join(tmp, 'repo');
    const out = path.join(tmp, 'out', 'dist');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const started = Date.now();
    const generated = await generateContent(repo, options.size, mainDir);
    log(`generated ${options.size}: ${generated.units.toLocaleString('en-US')} target-language units, ${generated.components.length} components × ${generated.languages.length} languages, ${generated.commits} commits in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const args = ['--content', path.join(repo, 'content'), '--out', out, '--base-url', 'http://127.0.0.1:9'];
    if (!options.history) args.push('--no-history');

    fs.rmSync(path.join(repo, '.static-tms-cache'), { recursive: true, force: true });
    log('cold build…');
    const cold = runBuildProcess(mainDir, args, { nodeArgs: options.nodeArgs });
    log(`cold: ${cold.summary} (${cold.seconds.toFixed(2)} s wall, ${cold.warnings} warnings)`);
    const coldTree = measureTree(out);
    const coldFloor = measureFloor(out);
    const units = generated.units;
    const rows = [[
      `cold ${options.size}`, units.toLocaleString('en-US'), coldTree.files.toLocaleString('en-US'), coldTree.bytes.toLocaleString('en-US'),
      fmt(cold.seconds), fmt(units / cold.seconds, 0), fmt(coldTree.files / cold.seconds, 0), fmt(cold.peakRssMb, 0), cpuPercent(cold),
      fmt(coldFloor), fmt(cold.seconds / coldFloor, 1), '–', '–',
    ]];

    if (options.warm) {
      // Output versions alternate between two folders: the first rebuild after a cold build has
      // no version before last to recycle and writes a whole new tree; from the second rebuild on
      // (every build of a site rebuilt on each commit), a rebuild rewrites only what changed.
      log('rebuild without a change (second version folder)…');
      rows.push(rebuildRow(`rebuild ${options.size}`, runBuildProcess(mainDir, args), null));
      const changedFile = generated.commitOneChange();
      log(`committed a change to ${changedFile}; warm rebuild…`);
      const changedList = path.join(tmp, 'changed.txt');
      const warm = runBuildProcess(mainDir, [...args, '--changed-list', changedList]);
      const changed = fs.readFileSync(changedList, 'utf8').split('\n').filter(Boolean).length;
      rows.push(rebuildRow(`warm ${options.size}`, warm, changed));
    }
    printTable(rows);

    function rebuildRow(name, run, changed) {
      log(`${name}: ${run.summary} (${run.seconds.toFixed(2)} s wall)`);
      const tree = measureTree(out);
      // The rebuilt tree is the cold one give or take a few files: its floor is the cold floor
      // (measuring it again costs a copy and a removal of the whole tree, which at L takes longer than the builds).
      const floor = coldFloor;
      const written = run.written ?? tree.files;
      return [
        name, units.toLocaleString('en-US'), written.toLocaleString('en-US'), tree.bytes.toLocaleString('en-US'),
        fmt(run.seconds), fmt(units / run.seconds, 0), fmt(written / run.seconds, 0), fmt(run.peakRssMb, 0), cpuPercent(run),
        fmt(floor), fmt(run.seconds / floor, 1), changed === null ? '–' : changed.toLocaleString('en-US'), fmt(run.seconds / cold.seconds, 2),
      ];
    }
  } finally {
    cleanup();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
