import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, removeTree } from '../helpers/content-tree.js';

// A bounded run of the project's fuzzer (npm run fuzz) with a fixed seed: a few hundred mutants of
// every kind, each through check, a tenth also through build (half of those twice). Any crash,
// hang, disagreement between check and build, damaged output or unpositioned error fails the test,
// and the reproducers it saved are named in the failure.
const MUTANTS = 250;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-bounded-fuzz-'));
afterAll(() => removeTree(dir));

describe('npm run fuzz, bounded', () => {
  it(`finds nothing in ${MUTANTS} mutants of seed npm-test`, () => {
    const json = path.join(dir, 'summary.json');
    const run = spawnSync(process.execPath, [
      path.join(REPO_ROOT, 'lib/fuzz/fuzz-main.js'), '--seed', 'npm-test', '--mutants', String(MUTANTS), '--build-share', '0.1',
      '--rebuild-share', '0.5', '--deadline', '60', '--findings', path.join(dir, 'findings'), '--json', json, '--quiet',
    ], { encoding: 'utf8', timeout: 280_000 });
    expect(run.stderr + run.stdout, 'the fuzzer found failing mutants').not.toMatch(/\(failure\) \| [1-9]/);
    expect(run.status, run.stderr).toBe(0);
    const summary = JSON.parse(fs.readFileSync(json, 'utf8')) as {
      mutants: number; builds: number; counts: Record<string, number>; byKind: Record<string, { mutants: number }>;
    };
    expect(summary.mutants).toBe(MUTANTS);
    expect(summary.counts.accepted).toBeGreaterThan(0);
    expect(summary.counts.rejected).toBeGreaterThan(0);
    expect(summary.builds).toBeGreaterThan(0);
    expect(Object.keys(summary.byKind).sort()).toEqual(['bytes', 'lines', 'sizes', 'structure', 'tree']);
  }, 300_000);
});
