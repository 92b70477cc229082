import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fuzzSeeds } from './fuzz-seeds.js';
import { copyTree, readTree, removeTree, writeTree, type FuzzTree } from './fuzz-tree.js';
import { makeMutant, MUTATORS, planMutant } from './make-mutant.js';
import { SeededRandom } from './seeded-random.js';

const seeds = fuzzSeeds();

/** A tree's entries with their bytes as latin1 text: toEqual compares Buffers one element at a time. */
const entriesOf = (tree: FuzzTree): [string, unknown][] => [...tree].map(([p, node]) => [p, 'bytes' in node ? { ...node, bytes: node.bytes.toString('latin1') } : node]);

describe('mutants', () => {
  it('are a pure function of the seed and the index', () => {
    for (let index = 0; index < 50; index++) {
      const a = makeMutant(planMutant('s', index, seeds), seeds);
      const b = makeMutant(planMutant('s', index, seeds), seeds);
      expect(a.done).toEqual(b.done);
      expect(entriesOf(a.tree)).toEqual(entriesOf(b.tree));
    }
    expect(planMutant('s', 1, seeds)).not.toEqual(planMutant('t', 1, seeds));
  });

  it('leave their seed tree as it was', () => {
    const before = seeds.map((s) => copyTree(s.tree));
    for (let index = 0; index < 100; index++) makeMutant(planMutant('pure', index, seeds), seeds);
    seeds.forEach((s, i) => expect(entriesOf(s.tree)).toEqual(entriesOf(before[i]!)));
  });

  it.each(MUTATORS.map((m) => [m.name, m] as const))('%s applies to the seeds and changes them', (_name, mutator) => {
    let applied = 0;
    for (const seed of seeds) {
      for (let n = 0; n < 20; n++) {
        const tree = copyTree(seed.tree);
        const what = mutator.apply(tree, SeededRandom.of('mutator', mutator.name, seed.name, n));
        if (what === null) continue;
        applied++;
        expect(what).not.toMatch(/[\n\r]/);
        expect(entriesOf(tree)).not.toEqual(entriesOf(seed.tree));
      }
    }
    expect(applied).toBeGreaterThan(0);
  });

  it('are written to disk as they are held, names that are not UTF-8 included', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-fuzz-tree-'));
    try {
      const tree = copyTree(seeds[0]!.tree);
      tree.set('projects/a\xff', { kind: 'folder' });
      tree.set('projects/a\xff/x.po', { kind: 'file', bytes: Buffer.from('msgid "a"\n') });
      tree.set('projects/link', { kind: 'link', target: '../nowhere' });
      writeTree(tree, dir);
      expect(entriesOf(readTree(dir)).sort()).toEqual(entriesOf(tree).sort());
    } finally {
      removeTree(dir);
    }
  });
});

describe('SeededRandom', () => {
  it('gives the same numbers for the same seed, within range', () => {
    const a = new SeededRandom('x');
    const b = new SeededRandom('x');
    for (let i = 0; i < 1000; i++) {
      const n = a.int(7);
      expect(n).toBe(b.int(7));
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(7);
    }
    expect(new SeededRandom('x').next()).not.toBe(new SeededRandom('y').next());
  });
});
