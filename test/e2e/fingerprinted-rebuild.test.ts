import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { expectSameTree, readTree } from '../helpers/tree-files.js';
import { GitFixture } from '../history/git-fixture.js';

// The demo content in a repository of its own, rebuilt into one output after each kind of edit:
// files kept by fingerprint (tree-writer.ts `keep`) and pages put under a new envelope must give
// exactly the tree a build from scratch gives.
const repo = new GitFixture();
fs.cpSync(path.join(REPO_ROOT, 'content'), path.join(repo.dir, 'content'), { recursive: true });
repo.commit('demo', { date: '2025-03-01T10:00:00Z', email: 'alice@example.org' });
afterAll(() => repo.cleanup());

async function build(out: string): Promise<{ tree: Map<string, Buffer>; written: number; linked: number; files: number }> {
  const outcome = await runBuild({
    content: path.join(repo.dir, 'content'), out: path.join(repo.dir, 'out', out), history: true, links: 'query',
    precompress: false, precompressLevel: 11, printHosts: () => [],
  }, new DiagnosticBag());
  if (!outcome.ok) throw new Error('build failed');
  return { tree: readTree(path.join(repo.dir, 'out', out)), written: outcome.written.written, linked: outcome.written.linked, files: outcome.written.files };
}

function edit(file: string, change: (text: string) => string, date: string): void {
  const full = path.join(repo.dir, 'content', file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(full, after);
  repo.commit(`edit ${file}`, { date, email: 'bob@example.org' });
}

describe('rebuilds that keep files by fingerprint', () => {
  it('give the tree of a build from scratch after every kind of edit', async () => {
    await build('site');
    await build('site');
    const edits: [string, (text: string) => string, string?][] = [
      ['projects/weather/app/po/de.po', (t) => t.replace('msgstr "Vorhersage"', 'msgstr "Wettervorhersage"')],
      ['projects/weather/app/po/app.pot', (t) => `${t}\n#: src/weather/ui/menu.py:20\nmsgid "Refresh"\nmsgstr ""\n`],
      ['users/alice.yaml', (t) => t.replace('Alice Martin', 'Alice Martin-Weber')],
      ['projects/weather/project.yaml', (t) => t.replace('name: Weather Station', 'name: Weather Station Pro')],
      ['languages.yaml', (t) => t.replace('name: Pirate English', 'name: Pirate Speak')],
      // A string gone: its changes name no unit any more.
      ['projects/weather/app/po/app.pot', (t) => t.replace(/\n#[^\n]*\nmsgid "Humidity"\nmsgstr ""\n/, '\n')],
      // A commit dated before the first edit: that edit's `old` is now this commit's target.
      ['projects/weather/app/po/de.po', (t) => t.replace('msgstr "Wettervorhersage"', 'msgstr "Vorhersage (alt)"'), '2025-03-01T12:00:00Z'],
    ];
    for (const [i, [file, change, date]] of edits.entries()) {
      edit(file, change, date ?? `2025-03-0${i + 2}T10:00:00Z`);
      const rebuilt = await build('site');
      const fresh = await build(`fresh-${i}`);
      expectSameTree(rebuilt.tree, fresh.tree, file);
      if (i === 0) {
        // One changed string: its unit, the lists and statistics that hold it and the new change.
        expect(rebuilt.written).toBeLessThan(fresh.files / 10);
        // Units and changes are recorded with the fingerprint of their input, for the next build.
        const inventory = fs.readFileSync(`${fs.realpathSync(path.join(repo.dir, 'out/site'))}.files`, 'utf8');
        const units = [...rebuilt.tree.keys()].filter((f) => /^api\/units\/\d+\/index\.json$/.test(f)).length;
        expect(inventory.split('\n').filter((l) => l.includes('@')).length).toBeGreaterThan(units);
      } else if (i === 1) {
        // What the build before wrote for the German string and this edit left alone (the recycled
        // version has it older) is linked from the published version, not made again.
        expect(rebuilt.linked).toBeGreaterThan(0);
      }
    }
    // Without the cache the history is derived again (a new lineage): every change is made anew.
    fs.rmSync(path.join(repo.dir, '.static-tms-cache'), { recursive: true, force: true });
    expectSameTree((await build('site')).tree, (await build('fresh-uncached')).tree, 'no cache');
  });
});
