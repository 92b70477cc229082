#!/usr/bin/env node
/**
 * Benchmark (issues 6 and 21): generates seeded synthetic content in a temporary git repository and,
 * for each size, measures a cold build, the first rebuild after it, a warm rebuild after a commit
 * of one translation file and one after a commit of 20, each after a new commit, with the `cp -r`
 * floor of the output measured in the same run; prints one table per size and place.
 *
 *   npm run bench -- [--size S|M|L|S,M] [--tmpfs|--both] [--tmpfs-dir DIR] [--keep] [--no-warm] [--node-arg ARG]... [--history|--no-history] [--vocabulary N]
 *   npm run bench -- --inputs [--sizes small|full] [--series msgid,msgstr,tbx,po]   (see bench/inputs.mjs)
 *
 * --tmpfs runs everything (content, caches, output, floor) on /dev/shm, so that the figures do not
 * depend on other users of the disk; --both runs on the disk, then on /dev/shm. --tmpfs-dir names
 * another tmpfs: /dev/shm usually allows one inode per two pages of memory (3 million with 24 GB),
 * and L needs about 9 million (mount -t tmpfs -o size=20G,nr_inodes=0 tmpfs /mnt/ram). A place
 * without room for a size's trees is refused before its content is generated.
 * --keep leaves the temporary folder (content repo, output) in place and prints its path.
 * --node-arg passes an option to the node process of the cold build (e.g. --cpu-prof).
 * --vocabulary N makes the strings from N made-up words, each language with words of its own (about
 * N distinct search tokens per language, as on a real site); without it, a fixed list of a few
 * hundred words, the same in every language (generate-content.mjs createWords).
 * Run `npm run compile` first (npm run bench does); the builds run lib/ through bin/static-tms.js.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateContent, SIZES } from './bench/generate-content.mjs';
import { runInputsBenchmark } from './bench/inputs.mjs';
import { measureFloor, runBuildProcess } from './bench/measure.mjs';

const mainDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const options = { sizes: ['M'], places: ['disk'], tmpfs: '/dev/shm', keep: false, warm: true, nodeArgs: [], history: true, vocabulary: 0 };
  const sizes = (value) => String(value).toUpperCase().split(',').filter(Boolean);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--size') options.sizes = sizes(argv[++i]);
    else if (a.startsWith('--size=')) options.sizes = sizes(a.slice(7));
    else if (a === '--tmpfs') options.places = ['tmpfs'];
    else if (a === '--both') options.places = ['disk', 'tmpfs'];
    else if (a === '--tmpfs-dir') options.tmpfs = argv[++i];
    else if (a === '--keep') options.keep = true;
    else if (a === '--no-warm') options.warm = false;
    else if (a === '--no-history') options.history = false;
    else if (a === '--history') options.history = true;
    else if (a === '--node-arg') options.nodeArgs.push(argv[++i]);
    else if (a === '--vocabulary') options.vocabulary = Number(argv[++i]);
    else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isInteger(options.vocabulary) || options.vocabulary < 0) throw new Error('--vocabulary must be a whole number of words');
  for (const size of options.sizes) if (!(size in SIZES)) throw new Error(`--size must be one or more of ${Object.keys(SIZES).join(', ')}`);
  if (options.places.includes('tmpfs') && !fs.existsSync(options.tmpfs)) throw new Error(`--tmpfs: ${options.tmpfs} does not exist here`);
  return options;
}

function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

function fmt(n, digits = 2) {
  return n === null || n === undefined || Number.isNaN(n) ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function count(n) {
  return n === null || n === undefined ? '–' : n.toLocaleString('en-US');
}

/**
 * CPU time over wall time: above 100 % the build kept more than one core busy; far below, it waited
 * (for the disk, or for the cores other processes held: CPU seconds then compare better than wall seconds).
 */
function cpuPercent(run) {
  return run.cpuSeconds === null ? '–' : `${Math.round((100 * run.cpuSeconds) / run.seconds)}`;
}

function printTable(title, rows) {
  const header = ['run', 'units', 'files', 'files written', 'files linked', 'changed files', 'build s', 'build/cold', 'peak RSS MB', 'CPU %', 'CPU s', 'CPU/cold', 'floor s', 'build/floor'];
  const lines = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const out = lines.map((l) => `| ${l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`);
  out.splice(1, 0, `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 1) + '-' : '-'.repeat(w + 1) + ':')).join('|')}|`);
  process.stdout.write(`\n${title}\n\n${out.join('\n')}\n`);
}

/**
 * What one size's run holds at once: the cold tree and its `cp -r` floor. Measured at M on tmpfs
 * (105,000 units): the tree and the cache took 429,298 inodes and 1,651 MB of pages (831 MB of
 * bytes in 4 KB pages), about 4.1 inodes and 16 KB a unit; the repository 58 MB.
 */
function roomNeeded(size) {
  const { components, languages, strings } = SIZES[size];
  const units = components * (languages + 1) * strings;
  return { inodes: units * 9, bytes: units * 16_000 * 2 };
}

/** Refuses a place that cannot hold a size's run, instead of a build failing with ENOSPC (or the machine running out of memory) after the content is generated. */
function checkRoom(base, size, place) {
  const need = roomNeeded(size);
  const fsStats = fs.statfsSync(base);
  const freeBytes = fsStats.bavail * fsStats.bsize;
  const gb = (bytes) => `${fmt(bytes / 1e9, 1)} GB`;
  // A tmpfs lives in memory: one larger than the machine's memory fills it before its own limit.
  if (place === 'tmpfs' && need.bytes > os.totalmem()) {
    throw new Error(`${size} needs about ${gb(need.bytes)} of tmpfs and this machine has ${gb(os.totalmem())} of memory: run ${size} on the disk (without --tmpfs)`);
  }
  const advice = place === 'tmpfs' ? `; mount a larger tmpfs (mount -t tmpfs -o size=${Math.ceil((need.bytes * 1.1) / 1e9)}G,nr_inodes=0 tmpfs /mnt/ram) and pass --tmpfs-dir /mnt/ram` : '';
  // A tmpfs mounted with nr_inodes=0 has no inode limit and reports 0 inodes.
  if (fsStats.files > 0 && fsStats.ffree < need.inodes) {
    throw new Error(`${size} needs about ${count(need.inodes)} inodes and ${base} has ${count(fsStats.ffree)} free${advice}`);
  }
  if (freeBytes < need.bytes) throw new Error(`${size} needs about ${gb(need.bytes)} and ${base} has ${gb(freeBytes)} free${advice}`);
}

/** One size in one place: generates the content, runs the builds, prints the table. */
async function benchOne(size, place, options) {
  const base = place === 'tmpfs' ? options.tmpfs : os.tmpdir();
  checkRoom(base, size, place);
  const tmp = fs.mkdtempSync(path.join(base, `static-tms-bench-${size}-`));
  const cleanup = () => {
    if (options.keep) log(`kept ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  };
  const onInterrupt = () => { cleanup(); process.exit(130); };
  process.on('SIGINT', onInterrupt);
  try {
    const repo = path.join(tmp, 'repo');
    const out = path.join(tmp, 'out', 'dist');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const started = Date.now();
    const generated = await generateContent(repo, size, mainDir, undefined, { vocabulary: options.vocabulary });
    log(`${place}: generated ${size}: ${generated.units.toLocaleString('en-US')} target-language units, ${generated.components.length} components × ${generated.languages.length} languages, ${generated.commits} commits in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const args = ['--content', path.join(repo, 'content'), '--out', out, '--base-url', 'http://127.0.0.1:9'];
    if (!options.history) args.push('--no-history');
    const units = generated.units;

    fs.rmSync(path.join(repo, '.static-tms-cache'), { recursive: true, force: true });
    log('cold build…');
    const cold = runBuildProcess(mainDir, args, { nodeArgs: options.nodeArgs });
    log(`cold: ${cold.summary} (${cold.seconds.toFixed(2)} s wall, ${cold.warnings} warnings)`);
    // The floor: `cp -r` of the output, in the same place and the same run. The rebuilt trees are
    // the cold one give or take a few files (measuring again costs a copy and a removal of the
    // whole tree, which at L takes longer than the builds).
    const floor = measureFloor(out);
    log(`floor (cp -r of ${count(cold.files)} files): ${floor.toFixed(2)} s`);
    const row = (name, run, changed) => [
      name, count(units), count(run.files), count(run.written ?? run.files), count(run.linked ?? 0), count(changed),
      fmt(run.seconds), fmt(run.seconds / cold.seconds), fmt(run.peakRssMb, 0), cpuPercent(run),
      fmt(run.cpuSeconds), fmt(run.cpuSeconds === null ? null : run.cpuSeconds / cold.cpuSeconds), fmt(floor), fmt(run.seconds / floor),
    ];
    const rows = [row(`cold ${size}`, cold, null)];
    // The same cold build without the web site (issue 18's budget: the site's share of time and files).
    const apiOut = path.join(tmp, 'out-api', 'dist');
    fs.mkdirSync(path.dirname(apiOut), { recursive: true });
    fs.rmSync(path.join(repo, '.static-tms-cache'), { recursive: true, force: true });
    log('cold build without the site…');
    const apiOnly = runBuildProcess(mainDir, [...args.map((a) => (a === out ? apiOut : a)), '--no-site']);
    log(`cold --no-site: ${apiOnly.summary}; the site adds ${fmt((100 * (cold.seconds - apiOnly.seconds)) / apiOnly.seconds, 1)} % time, ${fmt((100 * (cold.files - apiOnly.files)) / apiOnly.files, 1)} % files`);
    rows.push(row(`cold --no-site ${size}`, apiOnly, null));
    fs.rmSync(path.dirname(apiOut), { recursive: true, force: true });

    if (options.warm) {
      // Each rebuild follows a new commit. The first has no version before last to recycle: it
      // seeds a fresh folder from the published version by hard links; the next ones recycle.
      // Last, a commit outside the content (an app's code): the build finds the inputs of the
      // published output and writes nothing.
      const steps = [['first rebuild (1 file)', 1], ['warm (1 file)', 1], ['warm (1 commit, 20 files)', 20], ['unchanged (1 commit outside the content)', 0]];
      for (const [name, files] of steps) {
        const committed = files === 0 ? [generated.commitOutsideContent()] : generated.commitChanges(files);
        log(`committed ${committed.length} changed file(s); ${name}…`);
        const changedList = path.join(tmp, 'changed.txt');
        const run = runBuildProcess(mainDir, [...args, '--changed-list', changedList]);
        log(`${name}: ${run.summary} (${run.seconds.toFixed(2)} s wall)`);
        const changedFiles = fs.readFileSync(changedList, 'utf8').split('\n').filter(Boolean);
        const changed = changedFiles.length;
        const siteFiles = changedFiles.filter((f) => !f.startsWith('api/') && !f.endsWith('.json'));
        log(`${name}: ${siteFiles.length} site files rewritten: ${siteFiles.slice(0, 40).join(' ')}${siteFiles.length > 40 ? ' …' : ''}`);
        rows.push(row(`${name} ${size}`, run, changed));
      }
    }
    printTable(`${size} on ${place === 'tmpfs' ? `tmpfs (${base})` : `the disk (${base})`}: ${count(units)} units, ${count(cold.files)} files, ${fmt(cold.megabytes, 1)} MB`, rows);
  } finally {
    process.off('SIGINT', onInterrupt);
    cleanup();
  }
}

async function main() {
  if (process.argv.includes('--inputs')) {
    await runInputsBenchmark(mainDir, process.argv.slice(2), log);
    return;
  }
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(path.join(mainDir, 'lib/cli/main.js'))) throw new Error('lib/ is missing: run `npm run compile` first');
  for (const size of options.sizes) {
    for (const place of options.places) await benchOne(size, place, options);
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
