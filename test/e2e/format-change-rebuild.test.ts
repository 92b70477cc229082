import { afterAll, describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DemoRepository, succeeded } from '../helpers/demo-repository.js';
import { expectSameTree } from '../helpers/tree-files.js';

// A component's format changes while its files stay the same (the i18next component read as nested
// JSON instead). The history's parsed versions and its checkpoint, kept in .static-tms-cache, were
// made under the old format: a rebuild that kept them published other changes, statistics and unit
// timestamps than a build without the cache (70 files of the demo differed).
const demo = new DemoRepository();
afterAll(() => demo.cleanup());

async function build(out: string, withoutCache = false): Promise<DiagnosticBag> {
  const bag = new DiagnosticBag();
  succeeded(withoutCache ? await demo.buildWithoutCache(out, bag, { site: true }) : await demo.build(out, bag, { site: true }), bag);
  return bag;
}

describe('a rebuild after a component changes its format but not its files', () => {
  it('reads the history again under the new format: the output of a build without a cache', async () => {
    await build('kept');
    demo.edit('projects/weather/web-i18next/component.yaml', (t) => t.replace('file_format: i18nextv4', 'file_format: json-nested'));
    const kept = await build('kept');
    await build('fresh', true);
    expectSameTree(demo.treeOf('kept'), demo.treeOf('fresh'), 'the format changed');
    // Unit timestamps come from the history, not from the files' times.
    expect(kept.items.map((d) => d.code)).not.toContain('timestamp-not-reproducible');
  });
});
