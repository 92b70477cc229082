import fs from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { LinkMode } from '../../src/api/urls.js';
import type { BuildOutcome } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DemoRepository, succeeded } from '../helpers/demo-repository.js';
import { expectSameTree } from '../helpers/tree-files.js';

// Issue 21: a build whose inputs are those the published output was built from writes nothing
// (build-inputs.ts). In an app's repository most commits do not touch the translations. Any
// change of what the output is made from (a file, the history, an option) builds as before, and
// the tree is then the one a build from scratch gives.
const demo = new DemoRepository();
afterAll(() => demo.cleanup());
afterEach(() => {
  delete process.env.STATIC_TMS_VERIFY_CACHE;
});

type Built = BuildOutcome & { ok: true };

async function build(out: string, options: { site?: boolean; links?: LinkMode; changedList?: string } = {}): Promise<Built> {
  const bag = new DiagnosticBag();
  return succeeded(await demo.build(out, bag, { site: options.site ?? false, ...options }), bag);
}

const treeOf = (out: string): Map<string, Buffer> => demo.treeOf(out);
const publishedVersion = (out: string): string => fs.realpathSync(demo.path('out', out));

/** The tree of a build that reuses nothing kept (verify mode), into a folder of its own. */
async function fresh(): Promise<Map<string, Buffer>> {
  process.env.STATIC_TMS_VERIFY_CACHE = '1';
  const out = `fresh-${demo.edits}-${Date.now()}`;
  const outcome = await build(out);
  delete process.env.STATIC_TMS_VERIFY_CACHE;
  expect(outcome.unchanged).toBeUndefined();
  return treeOf(out);
}

describe('a build whose inputs are those of the published output', () => {
  it('writes nothing, keeps the published version and lists no changed file', async () => {
    const cold = await build('api');
    expect(cold.unchanged).toBeUndefined();
    const version = publishedVersion('api');
    const tree = treeOf('api');
    const list = demo.path('changed.txt');
    const again = await build('api', { changedList: list });
    expect(again.unchanged).toBe(true);
    const { routes, files, bytes } = cold.written;
    expect(again.written).toEqual({ routes, files, bytes, written: 0, linked: 0, compressed: 0, stopped: false });
    expect(publishedVersion('api')).toBe(version);
    expect(fs.readFileSync(list, 'utf8')).toBe('');
    expectSameTree(treeOf('api'), tree);
  });

  it('is one after a commit outside the content, as an app commits its code', async () => {
    await build('api');
    demo.commitOutsideContent('src/main.c', 'int main(void) { return 0; }\n');
    expect((await build('api')).unchanged).toBe(true);
  });

  it('is not one after an edit of a translation or of a template, and the next build is', async () => {
    const edits: [string, (text: string) => string][] = [
      ['projects/weather/app/po/de.po', (t) => t.replace('msgstr "Vorhersage"', 'msgstr "Wettervorhersage"')],
      // Without a template, new_base lists the source strings.
      ['projects/weather/app/po/app.pot', (t) => t.replace('weather-station 2.4.0', 'weather-station 2.5.0')],
    ];
    for (const [file, change] of edits) {
      await build('api');
      demo.edit(file, change);
      const rebuilt = await build('api');
      expect(rebuilt.unchanged, file).toBeUndefined();
      expect(rebuilt.written.written, file).toBeGreaterThan(0);
      expectSameTree(treeOf('api'), await fresh(), file);
      expect((await build('api')).unchanged, file).toBe(true);
    }
  });

  it('is not one after the history is rewritten with the same files', async () => {
    await build('api');
    demo.rewriteHistory(false);
    const rebuilt = await build('api');
    expect(rebuilt.unchanged).toBeUndefined();
    expect(rebuilt.written.written).toBeGreaterThan(0);
    expectSameTree(treeOf('api'), await fresh());
  });

  it('is not one after a commit is given another author: the files and times are the same, the changes are not', async () => {
    demo.edit('projects/weather/app/po/de.po', (t) => t.replace('msgstr "Wettervorhersage"', 'msgstr "Vorhersage"'));
    const before = await build('api');
    demo.reattributeLastEdit('carol@example.org');
    const rebuilt = await build('api');
    expect(rebuilt.model.componentKeys).toEqual(before.model.componentKeys);
    expect(rebuilt.unchanged).toBeUndefined();
    expect(rebuilt.written.written).toBeGreaterThan(0);
    expectSameTree(treeOf('api'), await fresh());
  });

  it('is not one with other options', async () => {
    await build('api');
    expect((await build('api', { links: 'path' })).unchanged).toBeUndefined();
    expect((await build('api', { links: 'path' })).unchanged).toBe(true);
    expect((await build('api', { links: 'path', site: true })).unchanged).toBeUndefined();
    expect((await build('api')).unchanged).toBeUndefined();
  });

  it('follows an edit not committed, by its bytes', async () => {
    const edits: [string, (text: string) => string][] = [
      ['projects/weather/app/po/fr.po', (t) => t.replace(/msgstr "[^"]+"/, 'msgstr "Modifié"')],
      ['projects/weather/app/po/app.pot', (t) => t.replace(/Project-Id-Version: [^\\]+/, 'Project-Id-Version: not committed')],
    ];
    for (const [name, change] of edits) {
      await build('api');
      const file = demo.path('content', name);
      const committed = fs.readFileSync(file, 'utf8');
      expect(change(committed), name).not.toBe(committed);
      fs.writeFileSync(file, change(committed));
      try {
        expect((await build('api')).unchanged, name).toBeUndefined();
        expectSameTree(treeOf('api'), await fresh(), name);
        expect((await build('api')).unchanged, name).toBe(true);
      } finally {
        fs.writeFileSync(file, committed);
      }
      expect((await build('api')).unchanged, name).toBeUndefined();
      expectSameTree(treeOf('api'), await fresh(), name);
    }
  });

  it('follows a new_base beside a template, which only the archive reads', async () => {
    const component = 'projects/notes/android';
    const base = demo.path('content', component, 'res/new-base.xml');
    fs.copyFileSync(demo.path('content', component, 'res/values/strings.xml'), base);
    demo.edit(`${component}/component.yaml`, (t) => `${t}new_base: res/new-base.xml\n`);
    expect((await build('api')).unchanged).toBeUndefined();
    expect((await build('api')).unchanged).toBe(true);
    const committed = fs.readFileSync(base, 'utf8');
    fs.writeFileSync(base, committed.replace('<resources>', '<resources>\n  <!-- not committed -->'));
    try {
      const rebuilt = await build('api');
      expect(rebuilt.unchanged).toBeUndefined();
      expect(rebuilt.written.written).toBeGreaterThan(0);
      expectSameTree(treeOf('api'), await fresh());
    } finally {
      fs.writeFileSync(base, committed);
    }
  });

  it('is never one while a file is not committed yet: its time stands in for the history', async () => {
    await build('api');
    const file = demo.path('content/projects/weather/app/po/it.po');
    fs.copyFileSync(demo.path('content/projects/weather/app/po/fr.po'), file);
    try {
      for (let i = 0; i < 2; i++) {
        const outcome = await build('api');
        expect(outcome.unchanged).toBeUndefined();
        expect(outcome.model.componentKeys).toBeNull();
      }
    } finally {
      fs.rmSync(file);
    }
    expect((await build('api')).unchanged).toBeUndefined();
    expect((await build('api')).unchanged).toBe(true);
  });

  it('is not one when the cache is verified', async () => {
    await build('api');
    process.env.STATIC_TMS_VERIFY_CACHE = '1';
    expect((await build('api')).unchanged).toBeUndefined();
  });
});
