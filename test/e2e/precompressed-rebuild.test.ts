import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { expectSameTree, readTree } from '../helpers/tree-files.js';
import { GitFixture } from '../history/git-fixture.js';

// The demo content rebuilt with --precompress after one changed string: the .br and .gz siblings
// of unchanged files are kept or copied, only the files whose bytes changed are compressed again,
// and the tree is the one a build from scratch gives.
const repo = new GitFixture();
fs.cpSync(path.join(REPO_ROOT, 'content'), path.join(repo.dir, 'content'), { recursive: true });
repo.commit('demo', { date: '2025-03-01T10:00:00Z', email: 'alice@example.org' });
afterAll(() => repo.cleanup());

async function build(out: string): Promise<{ tree: Map<string, Buffer>; compressed: number }> {
  const outcome = await runBuild({
    content: path.join(repo.dir, 'content'), out: path.join(repo.dir, 'out', out), history: true, links: 'query',
    precompress: true, precompressLevel: 5, printHosts: () => [],
  }, new DiagnosticBag());
  if (!outcome.ok) throw new Error('build failed');
  return { tree: readTree(path.join(repo.dir, 'out', out)), compressed: outcome.written.compressed };
}

function edit(file: string, from: string, to: string, date: string): void {
  const full = path.join(repo.dir, 'content', file);
  const before = fs.readFileSync(full, 'utf8');
  expect(before).toContain(from);
  fs.writeFileSync(full, before.replace(from, to));
  repo.commit(`edit ${file}`, { date, email: 'bob@example.org' });
}

/** The siblings a rebuild must make: two for each precompressed file that is new or whose bytes changed. */
function siblingsOfChanged(before: Map<string, Buffer>, after: Map<string, Buffer>): number {
  let n = 0;
  for (const [file, bytes] of after) {
    if (!after.has(`${file}.br`)) continue;
    const old = before.get(file);
    if (old === undefined || !old.equals(bytes)) n += 2;
  }
  return n;
}

describe('rebuilds with --precompress', () => {
  it('compress only the files whose bytes changed and give the tree of a build from scratch', async () => {
    const cold = await build('site');
    const siblings = [...cold.tree.keys()].filter((f) => f.endsWith('.br') || f.endsWith('.gz')).length;
    expect(siblings).toBeGreaterThan(100);
    expect(cold.compressed).toBe(siblings);

    let previous = cold.tree;
    const edits: [string, string, string][] = [
      ['projects/weather/app/po/de.po', 'msgstr "Vorhersage"', 'msgstr "Wettervorhersage"'],
      ['projects/weather/app/po/de.po', 'msgstr "Wettervorhersage"', 'msgstr "Vorhersage des Wetters"'],
    ];
    // The first rebuild writes a fresh folder (copying the published siblings), the second recycles the cold one.
    for (const [i, [file, from, to]] of edits.entries()) {
      edit(file, from, to, `2025-03-0${i + 2}T10:00:00Z`);
      const rebuilt = await build('site');
      const fresh = await build(`fresh-${i}`);
      expectSameTree(rebuilt.tree, fresh.tree);
      const expected = siblingsOfChanged(previous, rebuilt.tree);
      expect(expected).toBeGreaterThan(0);
      expect(rebuilt.compressed).toBe(expected);
      expect(rebuilt.compressed).toBeLessThan(siblings / 10);
      previous = rebuilt.tree;
    }
  });
});
