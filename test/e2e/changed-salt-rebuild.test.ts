import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LinkMode } from '../../src/api/urls.js';
import { runBuild } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { expectSameTree, readTree } from '../helpers/tree-files.js';
import { GitFixture } from '../history/git-fixture.js';

// Rebuilds into one output after the build's salt changed (a new program, or other URL options:
// here the links). The first build under the new salt renders everything: the version it recycles
// was written under the old one. The second recycles the other old version, but the published one
// is of the new salt: its fingerprints hold, so that build is a warm one (tree-writer.ts).
const repo = new GitFixture();
fs.cpSync(path.join(REPO_ROOT, 'content'), path.join(repo.dir, 'content'), { recursive: true });
repo.commit('demo', { date: '2025-03-01T10:00:00Z', email: 'alice@example.org' });
afterAll(() => repo.cleanup());

async function build(out: string, links: LinkMode, precompress: boolean) {
  const outcome = await runBuild({
    content: path.join(repo.dir, 'content'), out: path.join(repo.dir, 'out', out), history: true, links,
    precompress, precompressLevel: 5, printHosts: () => [],
  }, new DiagnosticBag());
  if (!outcome.ok) throw new Error('build failed');
  return { tree: readTree(path.join(repo.dir, 'out', out)), ...outcome.written, ...outcome.plans };
}

function edit(n: number): void {
  const file = path.join(repo.dir, 'content/projects/weather/app/po/de.po');
  const before = fs.readFileSync(file, 'utf8');
  const after = before.replace(/msgstr "Vorhersage[^"]*"/, `msgstr "Vorhersage ${n}"`);
  expect(after).not.toBe(before);
  fs.writeFileSync(file, after);
  repo.commit(`edit ${n}`, { date: `2025-03-${String(n + 1).padStart(2, '0')}T10:00:00Z`, email: 'bob@example.org' });
}

describe('rebuilds after the salt changed', () => {
  it.each([false, true])('the second is a warm build and gives the tree of a build from scratch (precompress %s)', async (precompress) => {
    const out = `site-${precompress}`;
    const first = precompress ? 10 : 20;
    await build(out, 'query', precompress);
    edit(first);
    await build(out, 'query', precompress);
    // Under other links: the first build keeps no plan and no file by fingerprint.
    edit(first + 1);
    const renders = await build(out, 'path', precompress);
    expect(renders.skippedComponents).toBe(0);
    edit(first + 2);
    const warm = await build(out, 'path', precompress);
    expect(warm.skippedComponents).toBeGreaterThan(0);
    expect(warm.written).toBeLessThan(warm.files / 10);
    if (precompress) expect(warm.compressed).toBeLessThan(warm.files / 10);
    const fresh = await build(`fresh-${precompress}`, 'path', precompress);
    expectSameTree(warm.tree, fresh.tree);
  });
});
