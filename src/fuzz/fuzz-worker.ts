import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { makeMutant, type MutantRecipe } from './make-mutant.js';
import { fuzzSeeds, type FuzzSeed } from './fuzz-seeds.js';
import { removeTree, writeTree, type FuzzNode, type FuzzTree } from './fuzz-tree.js';
import { digestOutput, runBuildStage, runMutant, type MutantRun } from './run-mutant.js';

/**
 * Runs mutants in a worker thread, one at a time, through the functions the CLI runs (so in
 * process, without a node start per mutant); the pool watches the time and replaces a worker that
 * hangs or dies. Each mutant is written to its own folder under `workDir` and removed afterwards.
 */
export interface FuzzTask {
  id: number;
  /** A mutant by its recipe, or (while minimizing) as a tree of its own. */
  recipe: MutantRecipe;
  tree?: [string, FuzzNode][];
  build: boolean;
  /** Build a second time into a fresh folder and compare the outputs byte for byte. */
  rebuild: boolean;
}

export interface FuzzTaskResult {
  id: number;
  done: string[];
  run: MutantRun;
  /** Milliseconds spent writing the mutant (and its git history) to disk. */
  setupMs: number;
}

interface WorkerSettings {
  workDir: string;
}

const settings = workerData as WorkerSettings;
const seeds: FuzzSeed[] = fuzzSeeds();
const baselines = new Map<string, { out: string; digest: string; git: string }>();

parentPort!.on('message', (task: FuzzTask) => {
  void runTask(task).then((result) => parentPort!.postMessage(result));
});

async function runTask(task: FuzzTask): Promise<FuzzTaskResult> {
  const started = performance.now();
  const mutant = task.tree
    ? { tree: new Map(task.tree.map(([rel, node]) => [rel, revive(node)])) as FuzzTree, done: ['(a tree of its own)'] }
    : makeMutant(task.recipe, seeds);
  const dir = path.join(settings.workDir, `m-${task.id}`);
  const content = path.join(dir, 'content');
  removeTree(dir);
  fs.mkdirSync(content, { recursive: true });
  let out: string | null = null;
  try {
    let before: string | undefined;
    if (task.build) {
      const baseline = await baselineOf(seeds.find((s) => s.name === task.recipe.base)!);
      // The seed's history, then the mutant as one more commit; the seed's output as the previous one.
      linkCopy(baseline.git, path.join(content, '.git'));
      linkCopy(baseline.out, path.join(dir, 'out'));
      out = path.join(dir, 'out', 'dist');
      before = baseline.digest;
    }
    writeTree(mutant.tree, content);
    if (task.build) commitTree(content, 'mutant');
    const setupMs = performance.now() - started;
    const run = await runMutant(content, out, before);
    if (task.rebuild && run.build?.status === 'accepted') {
      const again = path.join(dir, 'again', 'dist');
      const rebuilt = await runBuildStage(content, again, run.baseUrl);
      const first = digestOutput(out!).split(':')[1];
      const second = rebuilt.status === 'accepted' ? digestOutput(again).split(':')[1] : 'none';
      if (first !== second) run.problems.push({ kind: 'damaged', detail: 'a rebuild into a fresh folder gave other bytes' });
    }
    return { id: task.id, done: mutant.done, run, setupMs };
  } finally {
    removeTree(dir);
  }
}

/**
 * The seed's output and git repository, made once per worker: each build mutant starts from
 * copies of them (hard links: a build writes a new version and never a published file).
 */
async function baselineOf(seed: FuzzSeed): Promise<{ out: string; digest: string; git: string }> {
  const known = baselines.get(seed.name);
  if (known) return known;
  const dir = path.join(settings.workDir, `baseline-${threadId}-${seed.name}`);
  removeTree(dir);
  const content = path.join(dir, 'content');
  fs.mkdirSync(content, { recursive: true });
  writeTree(seed.tree, content);
  commitTree(content, 'seed');
  const out = path.join(dir, 'out');
  const built = await runBuildStage(content, path.join(out, 'dist'));
  if (built.status !== 'accepted') throw new Error(`the ${seed.name} seed does not build: ${built.errors.join(', ')}`);
  const baseline = { out, digest: digestOutput(path.join(out, 'dist')), git: path.join(content, '.git') };
  baselines.set(seed.name, baseline);
  return baseline;
}

/** Copies a folder with hard links for its files (and its links as they are). */
function linkCopy(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkCopy(source, target);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else fs.linkSync(source, target);
  }
}

/**
 * Commits the folder's files to the git repository in it (made when missing), so that the build
 * reads a history. What git cannot add (a FIFO, a name it refuses) is left out of the commit.
 */
function commitTree(dir: string, message: string): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore', env: GIT_ENV });
  if (!fs.existsSync(path.join(dir, '.git'))) git('init', '-q');
  try {
    git('add', '-A', '--ignore-errors');
  } catch {
    // Some paths could not be added; the others are.
  }
  git('commit', '-q', '--allow-empty', '--no-verify', '-m', message);
}

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Fuzz',
  GIT_AUTHOR_EMAIL: 'fuzz@example.org',
  GIT_COMMITTER_NAME: 'Fuzz',
  GIT_COMMITTER_EMAIL: 'fuzz@example.org',
  GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

/** A node as the structured clone of postMessage gives it back (Buffers arrive as Uint8Arrays). */
function revive(node: FuzzNode): FuzzNode {
  if (node.kind === 'file' || node.kind === 'unreadable') return { ...node, bytes: Buffer.from(node.bytes) };
  return node;
}
