import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { expectSameTree, readTree } from '../helpers/tree-files.js';
import { GitFixture } from '../history/git-fixture.js';

// The demo content in a repository of its own: the quality checks of a rebuild come from the
// cache in .static-tms-cache/checks and must give exactly what checking from scratch gives.
const repo = new GitFixture();
fs.cpSync(path.join(REPO_ROOT, 'content'), path.join(repo.dir, 'content'), { recursive: true });
repo.commit('demo', { date: '2025-03-01T10:00:00Z', email: 'alice@example.org' });
const checks = path.join(repo.dir, '.static-tms-cache/checks');
afterAll(() => repo.cleanup());

async function build(name: string): Promise<Map<string, Buffer>> {
  const out = path.join(repo.dir, 'out', name);
  const outcome = await runBuild({
    content: path.join(repo.dir, 'content'), out, history: true, links: 'query',
    precompress: false, precompressLevel: 11, printHosts: () => [],
  }, new DiagnosticBag());
  expect(outcome.ok).toBe(true);
  return readTree(out);
}

const cachedFiles = (): string[] => (fs.existsSync(checks) ? fs.readdirSync(checks, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')) : []);

describe('quality checks cached between builds', () => {
  it('gives the same output from the cache, and checks again when the cache is damaged', async () => {
    const cold = await build('cold');
    const files = cachedFiles();
    expect(files.length).toBeGreaterThan(10);
    const failing = [...cold].filter(([rel, bytes]) => rel.startsWith('api/units/') && bytes.includes('"has_failing_check":true'));
    expect(failing.length).toBeGreaterThan(0);

    expectSameTree(await build('warm'), cold);
    expect(cachedFiles()).toEqual(files);

    for (const f of files) fs.writeFileSync(path.join(checks, f), '[[]]');
    expectSameTree(await build('damaged'), cold);
  });
});
