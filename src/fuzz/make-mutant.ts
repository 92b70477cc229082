import { copyTree, type FuzzTree } from './fuzz-tree.js';
import type { FuzzSeed } from './fuzz-seeds.js';
import { BYTE_MUTATORS, LINE_MUTATORS } from './mutate-bytes.js';
import { SIZE_MUTATORS } from './mutate-sizes.js';
import { STRUCTURE_MUTATORS } from './mutate-structure.js';
import { TREE_MUTATORS } from './mutate-tree.js';
import type { MutationKind, Mutator } from './mutator.js';
import { SeededRandom } from './seeded-random.js';

export const MUTATORS: readonly Mutator[] = [...BYTE_MUTATORS, ...LINE_MUTATORS, ...STRUCTURE_MUTATORS, ...TREE_MUTATORS, ...SIZE_MUTATORS];

const BY_NAME = new Map(MUTATORS.map((m) => [m.name, m]));

/** How often each kind is drawn. */
const KIND_WEIGHTS: readonly (readonly [MutationKind, number])[] = [
  ['bytes', 20],
  ['lines', 20],
  ['structure', 30],
  ['tree', 20],
  ['sizes', 10],
];

/** One mutation: which mutator, and the seed of its choices; replayable on its own. */
export interface MutationStep {
  mutator: string;
  seed: string;
}

/** A mutant as a recipe: its seed tree and its steps, each with what it did. */
export interface MutantRecipe {
  seed: string;
  index: number;
  base: string;
  steps: MutationStep[];
}

export interface Mutant {
  recipe: MutantRecipe;
  tree: FuzzTree;
  /** What each step did (a step that did not apply is left out). */
  done: string[];
}

/** The recipe of mutant `index` of a run: its seed tree and one to three mutations. */
export function planMutant(seed: string, index: number, seeds: readonly FuzzSeed[]): MutantRecipe {
  const rng = SeededRandom.of(seed, index);
  const base = seeds[rng.int(seeds.length)]!.name;
  const count = rng.weighted([[1, 60], [2, 25], [3, 15]] as const);
  const steps: MutationStep[] = [];
  for (let i = 0; i < count; i++) {
    const kind = rng.weighted(KIND_WEIGHTS);
    const mutator = rng.pick(MUTATORS.filter((m) => m.kind === kind));
    steps.push({ mutator: mutator.name, seed: `${seed}/${index}/${i}` });
  }
  return { seed, index, base, steps };
}

/** Applies a recipe to a copy of its seed tree. */
export function makeMutant(recipe: MutantRecipe, seeds: readonly FuzzSeed[]): Mutant {
  const base = seeds.find((s) => s.name === recipe.base);
  if (!base) throw new Error(`no seed named ${recipe.base}`);
  const tree = copyTree(base.tree);
  const done: string[] = [];
  for (const step of recipe.steps) {
    const mutator = BY_NAME.get(step.mutator);
    if (!mutator) throw new Error(`no mutator named ${step.mutator}`);
    const what = mutator.apply(tree, SeededRandom.of(step.seed));
    if (what !== null) done.push(`${step.mutator}: ${what}`);
  }
  return { recipe, tree, done };
}
