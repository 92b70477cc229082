import { classify, sameFailure, type Classified } from './classify.js';
import type { FuzzPool } from './fuzz-pool.js';
import type { FuzzSeed } from './fuzz-seeds.js';
import type { FuzzTree } from './fuzz-tree.js';
import { makeMutant, type MutantRecipe } from './make-mutant.js';

export interface Minimized {
  recipe: MutantRecipe;
  tree: FuzzTree;
  done: string[];
  /** Tasks run to minimize. */
  tries: number;
}

export interface MinimizeOptions {
  pool: FuzzPool;
  seeds: readonly FuzzSeed[];
  deadlineMs: number;
  build: boolean;
  /** At most this many tasks (a hang costs a whole deadline each). */
  budget: number;
  nextId: () => number;
}

/**
 * The smallest mutant found that fails the same way: first without the steps it does not need,
 * then with the lines of its changed files cut down (halves, then quarters, … then single lines)
 * for as long as the failure stays.
 */
export async function minimize(recipe: MutantRecipe, failure: Classified, options: MinimizeOptions): Promise<Minimized> {
  let tries = 0;
  const fails = async (candidate: { recipe: MutantRecipe; tree?: FuzzTree }): Promise<boolean> => {
    if (tries >= options.budget) return false;
    tries++;
    const outcome = await options.pool.run({
      id: options.nextId(),
      recipe: candidate.recipe,
      ...(candidate.tree ? { tree: [...candidate.tree] } : {}),
      build: options.build,
      rebuild: options.build,
    });
    return sameFailure(classify(outcome, options.deadlineMs), failure);
  };

  let steps = recipe.steps;
  for (let i = steps.length - 1; i >= 0 && steps.length > 1; i--) {
    const fewer = { ...recipe, steps: steps.filter((_, k) => k !== i) };
    if (await fails({ recipe: fewer })) steps = fewer.steps;
  }
  const smaller = { ...recipe, steps };
  const mutant = makeMutant(smaller, options.seeds);
  const tree = mutant.tree;
  const base = options.seeds.find((s) => s.name === recipe.base)!.tree;
  for (const [rel, node] of [...tree]) {
    if (node.kind !== 'file') continue;
    const before = base.get(rel);
    if (before?.kind === 'file' && before.bytes.equals(node.bytes)) continue;
    let lines = node.bytes.toString('latin1').split('\n');
    for (let chunk = Math.ceil(lines.length / 2); chunk >= 1 && tries < options.budget; chunk = chunk === 1 ? 0 : Math.ceil(chunk / 2)) {
      for (let start = 0; start < lines.length && tries < options.budget; ) {
        const cut = [...lines.slice(0, start), ...lines.slice(start + chunk)];
        const candidate = new Map(tree).set(rel, { kind: 'file', bytes: Buffer.from(cut.join('\n'), 'latin1') });
        if (await fails({ recipe: smaller, tree: candidate })) {
          lines = cut;
          tree.set(rel, candidate.get(rel)!);
        } else {
          start += chunk;
        }
      }
    }
  }
  return { recipe: smaller, tree, done: mutant.done, tries };
}
