/**
 * `npm run bench -- --inputs`: the time and peak memory of `check` as one input grows, to show
 * that they grow linearly with it (issue "Survive any input", point 3): the length of one msgid,
 * of one msgstr, the number of TBX term entries, the size of one PO file. Each size runs as its
 * own process (bin/static-tms.js check) under GNU time, after a run of the same content at size
 * zero (the start of node and the rest of the content) whose time is subtracted: the table gives,
 * per series, each size's time, peak RSS, time above that base per unit of size, and the growth
 * ratio (that time's ratio over the size ratio from the size before: about 1 for linear work,
 * about the size ratio for quadratic work).
 *
 *   npm run bench -- --inputs [--sizes small|full] [--series msgid,msgstr,tbx,po]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TIME = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/**
 * A value that was quadratic in every check that scanned it, block by block: a run of letters
 * (e-mail addresses), `<` without `>` (markup), `%(` without `)` (printf keys), `{0[` without `]`
 * (Python brace fields) and `a.a.` (domain names).
 */
function hardValue(length) {
  const blocks = ['a', '<', '%(', '{0[', 'a.'];
  const per = Math.floor(length / blocks.length);
  return blocks.map((b) => b.repeat(Math.ceil(per / b.length)).slice(0, per)).join('').padEnd(length, 'a');
}

const SIZES = {
  small: { value: [10e3, 100e3, 1e6], tbx: [3_000, 30_000], po: [1, 10] },
  full: { value: [10e3, 100e3, 1e6, 10e6], tbx: [3_000, 30_000, 300_000], po: [1, 10, 100, 500] },
};

function writeTree(root, files) {
  for (const [rel, data] of Object.entries(files)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, data);
  }
}

const BASE = {
  'site.yaml': 'base_url: http://127.0.0.1:9\n',
  'projects/bench/project.yaml': 'name: Bench\n',
};

/** A component whose template and one translation hold one long msgid or msgstr. */
function valueContent(dir, field, length) {
  const value = hardValue(Math.max(length, 1));
  const entry = (msgstr) => `#, c-format, python-format, python-brace-format\nmsgid "${field === 'msgid' ? value : 'short source'}"\nmsgstr "${msgstr}"\n`;
  writeTree(dir, {
    ...BASE,
    'projects/bench/core/component.yaml': 'name: Core\nnew_base: core.pot\n',
    'projects/bench/core/core.pot': entry(''),
    'projects/bench/core/de.po': entry(field === 'msgstr' ? value : 'kurz'),
  });
}

/** A glossary of `count` term entries, one a line. */
function tbxContent(dir, count) {
  fs.mkdirSync(path.join(dir, 'projects/bench/glossary'), { recursive: true });
  writeTree(dir, { ...BASE, 'projects/bench/core/component.yaml': 'name: Core\n', 'projects/bench/core/de.po': 'msgid "a"\nmsgstr "b"\n' });
  const file = fs.openSync(path.join(dir, 'projects/bench/glossary/de.tbx'), 'w');
  fs.writeSync(file, '<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX" xml:lang="en"><text><body>\n');
  let chunk = '';
  for (let i = 0; i < count; i++) {
    chunk += `<termEntry id="t${i}"><descrip type="definition">Definition of term ${i}.</descrip><langSet xml:lang="en"><tig><term>term ${i}</term></tig></langSet><langSet xml:lang="de"><tig><term>Begriff ${i}</term></tig></langSet></termEntry>\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(file, chunk);
      chunk = '';
    }
  }
  fs.writeSync(file, `${chunk}</body></text></martif>\n`);
  fs.closeSync(file);
}

/** One PO file of about `megabytes` MB: entries with references, flags, plurals and placeholders. */
function poContent(dir, megabytes) {
  writeTree(dir, { ...BASE, 'projects/bench/core/component.yaml': 'name: Core\n' });
  const file = fs.openSync(path.join(dir, 'projects/bench/core/de.po'), 'w');
  fs.writeSync(file, 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n');
  const target = Math.max(megabytes * 1e6, 1);
  let written = 0;
  let chunk = '';
  let entries = 0;
  for (let i = 0; written + chunk.length < target; i++) {
    entries++;
    chunk += i % 5 === 0
      ? `#: src/file${i % 97}.c:${i}\n#, c-format\nmsgid "%d file in folder ${i}"\nmsgid_plural "%d files in folder ${i}"\nmsgstr[0] "%d Datei im Ordner ${i}"\nmsgstr[1] "%d Dateien im Ordner ${i}"\n\n`
      : `#: src/file${i % 97}.c:${i}\n#. A note for translators about string ${i}.\nmsgid "The quick brown fox ${i} jumps over the lazy dog."\nmsgstr "Der schnelle braune Fuchs ${i} springt über den faulen Hund."\n\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(file, chunk);
      written += chunk.length;
      chunk = '';
    }
  }
  fs.writeSync(file, chunk);
  fs.closeSync(file);
  return entries;
}

/** Runs `check` on a content folder; seconds, peak RSS in MB (GNU time) and whether it passed. */
function runCheck(mainDir, content) {
  const command = [process.execPath, path.join(mainDir, 'bin/static-tms.js'), 'check', '--content', content];
  const timeFile = path.join(path.dirname(content), 'time.txt');
  const started = process.hrtime.bigint();
  const result = TIME
    ? spawnSync(TIME, ['-f', '%e %M', '-o', timeFile, ...command], { encoding: 'utf8', maxBuffer: 1 << 28 })
    : spawnSync(command[0], command.slice(1), { encoding: 'utf8', maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peakRssMb = TIME ? Number(fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ')[1]) / 1024 : null;
  const tail = result.stderr.trim().split('\n').slice(-2).join(' | ');
  return { seconds, peakRssMb, status: result.status, tail };
}

function fmt(n, digits = 2) {
  return n === null || n === undefined || Number.isNaN(n) ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export async function runInputsBenchmark(mainDir, argv, log) {
  let sizes = 'full';
  let series = ['msgid', 'msgstr', 'tbx', 'po'];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes') sizes = argv[++i];
    else if (argv[i] === '--series') series = argv[++i].split(',');
    else if (argv[i] !== '--inputs') throw new Error(`unknown option ${argv[i]}`);
  }
  if (!(sizes in SIZES)) throw new Error('--sizes must be small or full');
  const plan = SIZES[sizes];
  const runs = [];
  for (const name of series) {
    const points = name === 'tbx' ? plan.tbx : name === 'po' ? plan.po : plan.value;
    for (const size of [0, ...points]) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `static-tms-bench-inputs-${name}-`));
      const content = path.join(dir, 'content');
      try {
        let unit = '';
        let amount = size;
        if (name === 'msgid' || name === 'msgstr') {
          valueContent(content, name, size);
          unit = 'characters';
        } else if (name === 'tbx') {
          tbxContent(content, size);
          unit = 'entries';
        } else {
          const entries = poContent(content, size);
          unit = `MB (${entries.toLocaleString('en-US')} entries)`;
        }
        log(`${name} ${size.toLocaleString('en-US')}: check…`);
        const run = runCheck(mainDir, content);
        log(`${name} ${size.toLocaleString('en-US')}: ${fmt(run.seconds)} s, ${fmt(run.peakRssMb, 0)} MB, exit ${run.status}: ${run.tail}`);
        runs.push({ series: name, size: amount, unit, ...run });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  printTable(runs);
  return runs;
}

function printTable(runs) {
  const header = ['series', 'size', 'check s', 'above size 0, s', 'peak RSS MB', 'ms per unit', 'growth ratio', 'exit'];
  const base = new Map(runs.filter((r) => r.size === 0).map((r) => [r.series, r.seconds]));
  const measured = runs.filter((r) => r.size > 0);
  const netOf = (r) => Math.max(r.seconds - (base.get(r.series) ?? 0), 0.001);
  const rows = measured.map((r, i) => {
    const previous = i > 0 && measured[i - 1].series === r.series ? measured[i - 1] : null;
    const ratio = previous ? (netOf(r) / netOf(previous)) / (r.size / previous.size) : null;
    const per = r.series === 'po' ? 1 : r.series === 'tbx' ? 1000 : 1e6;
    const perLabel = r.series === 'po' ? 'MB' : r.series === 'tbx' ? '1,000 entries' : 'million characters';
    return [
      r.series, `${r.size.toLocaleString('en-US')} ${r.unit}`, fmt(r.seconds), fmt(netOf(r)), fmt(r.peakRssMb, 0),
      `${fmt((1000 * netOf(r)) / (r.size / per), 1)} per ${perLabel}`, ratio === null ? '–' : fmt(ratio), String(r.status),
    ];
  });
  const lines = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const out = lines.map((l) => `| ${l.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`);
  out.splice(1, 0, `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  process.stdout.write(`${out.join('\n')}\n`);
  process.stdout.write('above size 0: the time of the same content at size 0 (node starting, the rest of the content) subtracted.\n');
  process.stdout.write('growth ratio: (that time / that time at the size before) / (size / size before): about 1 when time is linear in the size.\n');
}
