import fs from 'node:fs';
import path from 'node:path';
import type { Classified } from './classify.js';
import { removeTree, writeTree, type FuzzTree } from './fuzz-tree.js';
import type { MutantRecipe } from './make-mutant.js';

export interface Finding {
  failure: Classified;
  recipe: MutantRecipe;
  /** What the mutant's steps did, before minimizing. */
  done: string[];
  minimized: { recipe: MutantRecipe; done: string[]; tree: FuzzTree; tries: number } | null;
  tree: FuzzTree;
}

/**
 * Writes a failing mutant as a reproducer: `content/` (the minimized tree when there is one),
 * `finding.json` (seed, index, steps, failure) and a README that says how to run it again.
 * Returns its folder.
 */
export function saveFinding(findingsDir: string, finding: Finding): string {
  const { recipe, failure } = finding;
  const dir = path.join(findingsDir, `${failure.verdict}-${safe(recipe.seed)}-${recipe.index}`);
  removeTree(dir);
  fs.mkdirSync(dir, { recursive: true });
  const tree = finding.minimized?.tree ?? finding.tree;
  fs.mkdirSync(path.join(dir, 'content'));
  writeTree(tree, path.join(dir, 'content'));
  const record = {
    verdict: failure.verdict,
    detail: failure.detail,
    seed: recipe.seed,
    index: recipe.index,
    base: recipe.base,
    steps: recipe.steps,
    done: finding.done,
    minimized: finding.minimized && { steps: finding.minimized.recipe.steps, done: finding.minimized.done, tries: finding.minimized.tries },
  };
  fs.writeFileSync(path.join(dir, 'finding.json'), `${JSON.stringify(record, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'README.txt'), [
    `A ${failure.verdict} found by npm run fuzz (seed ${recipe.seed}, mutant ${recipe.index}, from the ${recipe.base} seed).`,
    '',
    'What the mutation did:',
    ...(finding.minimized?.done ?? finding.done).map((d) => `  ${d}`),
    '',
    'What went wrong:',
    ...failure.detail.split('\n').slice(0, 40).map((l) => `  ${l}`),
    '',
    'Run it again:',
    `  static-tms check --content ${path.join(dir, 'content')}`,
    `  npm run fuzz -- --seed ${recipe.seed} --replay ${recipe.index}`,
    '',
  ].join('\n'));
  return dir;
}

function safe(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}
