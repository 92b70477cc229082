import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { classify, FAILURES, VERDICTS, type Classified, type Verdict } from './classify.js';
import { FuzzPool, type TaskOutcome } from './fuzz-pool.js';
import { fuzzSeeds } from './fuzz-seeds.js';
import { removeTree } from './fuzz-tree.js';
import { makeMutant, MUTATORS, planMutant, type MutantRecipe } from './make-mutant.js';
import { minimize } from './minimize.js';
import { saveFinding } from './save-finding.js';
import { SeededRandom } from './seeded-random.js';

/**
 * `npm run fuzz`: seeded mutation of the demo content (and of the same translations in the
 * repository layout), every mutant run through `check` and a share of them through `build`, each
 * classified; a failing mutant is minimized and saved as a reproducer. Exit status 1 when any
 * mutant failed.
 *
 *   npm run fuzz -- [--seed S] [--mutants N] [--start I] [--build-share F] [--rebuild-share F]
 *                   [--deadline SECONDS] [--workers N] [--findings DIR] [--no-minimize]
 *                   [--replay INDEX] [--json FILE] [--quiet]
 */
export interface FuzzOptions {
  seed: string;
  mutants: number;
  start: number;
  buildShare: number;
  rebuildShare: number;
  deadlineSeconds: number;
  workers: number;
  findings: string;
  minimize: boolean;
  replay: number | null;
  json: string | null;
  quiet: boolean;
}

export interface FuzzSummary {
  seed: string;
  mutants: number;
  start: number;
  builds: number;
  rebuilds: number;
  seconds: number;
  deadlineSeconds: number;
  counts: Record<Verdict, number>;
  /** Per kind of mutation (a mutant counts under each kind of its steps): mutants, failures. */
  byKind: Record<string, { mutants: number; failures: number }>;
  slowest: { index: number; ms: number; done: string[] }[];
  findings: { index: number; verdict: Verdict; dir: string; detail: string }[];
}

export function parseFuzzArgs(argv: readonly string[]): FuzzOptions {
  const options: FuzzOptions = {
    seed: String(Date.now()),
    mutants: 1000,
    start: 0,
    buildShare: 0.125,
    rebuildShare: 0.25,
    deadlineSeconds: 60,
    workers: Math.max(1, Math.min(2, os.availableParallelism())),
    findings: 'fuzz-findings',
    minimize: true,
    replay: null,
    json: null,
    quiet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    const number = () => {
      const v = Number(value());
      if (!Number.isFinite(v) || v < 0) throw new Error(`${arg} needs a number`);
      return v;
    };
    if (arg === '--seed') options.seed = value();
    else if (arg === '--mutants') options.mutants = Math.floor(number());
    else if (arg === '--start') options.start = Math.floor(number());
    else if (arg === '--build-share') options.buildShare = number();
    else if (arg === '--rebuild-share') options.rebuildShare = number();
    else if (arg === '--deadline') options.deadlineSeconds = number();
    else if (arg === '--workers') options.workers = Math.max(1, Math.floor(number()));
    else if (arg === '--findings') options.findings = value();
    else if (arg === '--no-minimize') options.minimize = false;
    else if (arg === '--replay') options.replay = Math.floor(number());
    else if (arg === '--json') options.json = value();
    else if (arg === '--quiet') options.quiet = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

/**
 * Whether mutant `index` of a run is also built (and built twice), decided by the seed alone. A
 * mutant of size is only checked: its point is the time of reading and validating, and the output
 * of 30,000 glossary entries in ten languages is minutes of writing files (the benchmark builds at
 * scale).
 */
function buildPlan(options: FuzzOptions, index: number, recipe: MutantRecipe): { build: boolean; rebuild: boolean } {
  const rng = SeededRandom.of(options.seed, index, 'build');
  const sized = recipe.steps.some((s) => s.mutator.startsWith('sizes.'));
  const build = rng.chance(options.buildShare) && !sized;
  return { build, rebuild: build && rng.chance(options.rebuildShare) };
}

export async function runFuzz(options: FuzzOptions, log: (line: string) => void): Promise<FuzzSummary> {
  const started = performance.now();
  const seeds = fuzzSeeds();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-fuzz-'));
  const deadlineMs = options.deadlineSeconds * 1000;
  const pool = new FuzzPool(options.workers, workDir, deadlineMs);
  // Stopped early (Ctrl-C, kill): the mutants being run are not left in the temporary folder.
  const stop = (signal: NodeJS.Signals) => {
    removeTree(workDir);
    process.kill(process.pid, signal);
  };
  for (const s of ['SIGINT', 'SIGTERM'] as const) process.once(s, stop);
  let nextId = 0;
  const summary: FuzzSummary = {
    seed: options.seed, mutants: 0, start: options.start, builds: 0, rebuilds: 0, seconds: 0, deadlineSeconds: options.deadlineSeconds,
    counts: Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>,
    byKind: {}, slowest: [], findings: [],
  };
  const indexes = options.replay !== null ? [options.replay] : Array.from({ length: options.mutants }, (_, i) => options.start + i);
  const failed: { recipe: MutantRecipe; failure: Classified; build: boolean; done: string[] }[] = [];
  const kindOf = new Map(MUTATORS.map((m) => [m.name, m.kind]));
  try {
    let cursor = 0;
    const runOne = async (): Promise<void> => {
      while (cursor < indexes.length) {
        const index = indexes[cursor++]!;
        const recipe = planMutant(options.seed, index, seeds);
        const plan = options.replay !== null ? { build: true, rebuild: true } : buildPlan(options, index, recipe);
        const outcome: TaskOutcome = await pool.run({ id: nextId++, recipe, ...plan });
        const result = classify(outcome, deadlineMs);
        const done = outcome.kind === 'done' ? outcome.result.done : makeMutant(recipe, seeds).done;
        record(summary, index, result, outcome, plan, done, recipe.steps.map((s) => kindOf.get(s.mutator) ?? '?'));
        if (FAILURES.has(result.verdict)) {
          failed.push({ recipe, failure: result, build: plan.build, done });
          log(`[fuzz] mutant ${index}: ${result.verdict}: ${done.join('; ')}\n${indent(result.detail)}`);
        }
        if (options.replay !== null) log(`[fuzz] mutant ${index}: ${result.verdict}; ${done.join('; ')}\n${indent(JSON.stringify(outcome.kind === 'done' ? outcome.result.run.check.errors : outcome.kind))}`);
        if (!options.quiet && summary.mutants % 100 === 0) log(`[fuzz] ${summary.mutants}/${indexes.length} mutants, ${formatCounts(summary.counts)}`);
      }
    };
    await Promise.all(Array.from({ length: options.workers }, runOne));
    for (const f of failed) {
      const minimized = options.minimize
        ? await minimize(f.recipe, f.failure, {
          pool, seeds, deadlineMs, build: f.build, budget: f.failure.verdict === 'hang' ? 4 : 60, nextId: () => nextId++,
        })
        : null;
      const tree = makeMutant(f.recipe, seeds).tree;
      const dir = saveFinding(options.findings, { failure: f.failure, recipe: f.recipe, done: f.done, minimized, tree });
      summary.findings.push({ index: f.recipe.index, verdict: f.failure.verdict, dir, detail: f.failure.detail.split('\n')[0] ?? '' });
    }
  } finally {
    for (const s of ['SIGINT', 'SIGTERM'] as const) process.off(s, stop);
    await pool.close();
    removeTree(workDir);
  }
  summary.seconds = (performance.now() - started) / 1000;
  if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

function record(
  summary: FuzzSummary,
  index: number,
  result: Classified,
  outcome: TaskOutcome,
  plan: { build: boolean; rebuild: boolean },
  done: string[],
  kinds: string[],
): void {
  summary.mutants++;
  summary.counts[result.verdict]++;
  if (plan.build) summary.builds++;
  if (plan.rebuild) summary.rebuilds++;
  for (const kind of new Set(kinds)) {
    const k = (summary.byKind[kind] ??= { mutants: 0, failures: 0 });
    k.mutants++;
    if (FAILURES.has(result.verdict)) k.failures++;
  }
  summary.slowest.push({ index, ms: Math.round(outcome.ms), done });
  summary.slowest.sort((a, b) => b.ms - a.ms);
  summary.slowest.length = Math.min(summary.slowest.length, 5);
}

function formatCounts(counts: Record<Verdict, number>): string {
  return VERDICTS.map((v) => `${v} ${counts[v]}`).join(', ');
}

function indent(text: string): string {
  return text.split('\n').slice(0, 20).map((l) => `    ${l}`).join('\n');
}

/** The summary as the table `npm run fuzz` prints. */
export function formatSummary(s: FuzzSummary): string {
  const lines = [
    `seed ${s.seed}: ${s.mutants} mutants (from index ${s.start}), ${s.builds} also built (${s.rebuilds} built twice), deadline ${s.deadlineSeconds} s, ${s.seconds.toFixed(1)} s`,
    '',
    '| verdict | mutants |',
    '|---|---:|',
    ...VERDICTS.map((v) => `| ${v}${FAILURES.has(v) ? ' (failure)' : ''} | ${s.counts[v]} |`),
    '',
    '| kind of mutation | mutants | failures |',
    '|---|---:|---:|',
    ...Object.entries(s.byKind).sort().map(([k, v]) => `| ${k} | ${v.mutants} | ${v.failures} |`),
    '',
    'slowest mutants:',
    ...s.slowest.map((m) => `  ${m.index}: ${(m.ms / 1000).toFixed(1)} s: ${m.done.join('; ')}`),
  ];
  if (s.findings.length > 0) lines.push('', 'findings:', ...s.findings.map((f) => `  ${f.verdict} ${f.index}: ${f.dir}: ${f.detail}`));
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<number> {
  let options: FuzzOptions;
  try {
    options = parseFuzzArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`fuzz: ${(error as Error).message}\n`);
    return 2;
  }
  const summary = await runFuzz(options, (line) => process.stderr.write(`${line}\n`));
  process.stdout.write(formatSummary(summary));
  return summary.findings.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().then((status) => process.exit(status), (error: unknown) => {
    process.stderr.write(`fuzz: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(2);
  });
}
