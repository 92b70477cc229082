import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { REPO_ROOT, removeTree } from '../helpers/content-tree.js';
import { expectSameTree, readTree, writeTree } from '../helpers/tree-files.js';

const SCENARIO = path.join(REPO_ROOT, 'test/fixtures/basic');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-golden-'));
afterAll(() => removeTree(tmp));

async function build(out: string) {
  const bag = new DiagnosticBag();
  const previous = process.env.SOURCE_DATE_EPOCH;
  process.env.SOURCE_DATE_EPOCH = '1700000000';
  try {
    const outcome = await runBuild({
      content: path.join(SCENARIO, 'content'), out, history: false, links: 'query',
      precompress: false, precompressLevel: 11, printHosts: () => [],
    }, bag);
    expect(bag.items.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outcome.ok).toBe(true);
    return readTree(out);
  } finally {
    if (previous === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = previous;
  }
}

describe('golden scenario "basic"', () => {
  let first: Map<string, Buffer>;
  beforeAll(async () => { first = await build(path.join(tmp, 'a')); });

  it('matches expected/ byte for byte (UPDATE_GOLDEN=1 rewrites it)', () => {
    const expectedDir = path.join(SCENARIO, 'expected');
    if (process.env.UPDATE_GOLDEN === '1') writeTree(expectedDir, first);
    const expected = readTree(expectedDir);
    expect([...first.keys()]).toEqual([...expected.keys()]);
    for (const [rel, bytes] of first) expect(bytes.toString('utf8'), rel).toBe(expected.get(rel)!.toString('utf8'));
  });

  it('is deterministic: a second build gives identical bytes', async () => {
    const second = await build(path.join(tmp, 'b'));
    expectSameTree(second, first);
  });

  it('counts words and characters as compatibility.md §15.3 says', () => {
    const stats = JSON.parse(first.get('api/translations/demo/core/en/statistics/index.json')!.toString());
    expect([stats.total_words, stats.total_chars]).toEqual([15, 138]);
    const units = JSON.parse(first.get('api/translations/demo/core/en/units/index.json')!.toString());
    const page2 = JSON.parse(first.get('api/translations/demo/core/en/units/page-2.json')!.toString());
    expect([...units.results, ...page2.results].map((u: { num_words: number }) => u.num_words)).toEqual([2, 4, 4, 5]);
  });
});
