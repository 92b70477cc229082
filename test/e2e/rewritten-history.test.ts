import { afterAll, describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DemoRepository, succeeded } from '../helpers/demo-repository.js';
import { expectSameTree } from '../helpers/tree-files.js';

// A repository whose history is rewritten (an amended commit, force-pushed; or a repository made
// again over the same files) while its .static-tms-cache and output are kept, as a CI cache keeps
// them. Every cache keyed by the history (checkpoint, kept components, plans, fingerprints) must
// give up what no longer holds: the rebuild must publish what a build without any cache does.
const demo = new DemoRepository();
afterAll(() => demo.cleanup());

async function build(out: string, withoutCache = false): Promise<void> {
  const bag = new DiagnosticBag();
  succeeded(withoutCache ? await demo.buildWithoutCache(out, bag, { site: true }) : await demo.build(out, bag, { site: true }), bag);
}

describe('a rebuild after the history is rewritten', () => {
  it.each([
    ['the last commit amended', false],
    ['the repository made again', true],
  ])('publishes what a build without a cache does: %s', async (_name, remake) => {
    await build('kept');
    demo.edit('projects/weather/app/po/de.po', (t) => t.replace(/msgstr "Vorhersage[^"]*"/, `msgstr "Vorhersage ${demo.edits + 1}"`));
    await build('kept');
    const before = demo.treeOf('kept');
    demo.rewriteHistory(remake);
    await build('kept');
    const rebuilt = demo.treeOf('kept');
    await build(`scratch-${demo.edits}`, true);
    expectSameTree(rebuilt, demo.treeOf(`scratch-${demo.edits}`));
    // The rewritten commit's date is published, and the tree did change.
    expect([...rebuilt.values()].some((bytes) => bytes.includes('2025-04-01T10:00:00'))).toBe(true);
    expect([...rebuilt.keys()].filter((rel) => !before.get(rel)?.equals(rebuilt.get(rel)!)).length).toBeGreaterThan(0);
  });
});
