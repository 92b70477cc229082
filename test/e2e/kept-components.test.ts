import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { BuildOutcome } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DemoRepository, succeeded, VARIED_EDITS } from '../helpers/demo-repository.js';
import { expectSameTree } from '../helpers/tree-files.js';

// The demo in a repository of its own. A rebuild restores each component whose inputs did not
// change from the state the last build kept in .static-tms-cache/components (kept-components.ts),
// without parsing its files, and must give the tree and the diagnostics a build from scratch gives.
// A string only one file has gives the website (no template) warnings, which a restored component
// reports too.
const demo = new DemoRepository((content) => {
  fs.appendFileSync(path.join(content, 'projects/weather/website/fr.po'), '\nmsgid "Only in French"\nmsgstr "Seulement en français"\n');
});
const statesDir = demo.path('.static-tms-cache', 'components');
afterAll(() => demo.cleanup());
afterEach(() => {
  delete process.env.STATIC_TMS_VERIFY_CACHE;
});

const COMPONENTS = 7;

async function build(out: string, bag = new DiagnosticBag()): Promise<BuildOutcome & { ok: true }> {
  return succeeded(await demo.build(out, bag, { site: false }), bag);
}

const treeOf = (out: string): Map<string, Buffer> => demo.treeOf(out);
const edit = (file: string, change: (text: string) => string): void => demo.edit(file, change);

/** A build that restores nothing (verify mode), into a folder of its own: its tree and diagnostics. */
async function fresh(): Promise<{ tree: Map<string, Buffer>; diagnostics: string[] }> {
  process.env.STATIC_TMS_VERIFY_CACHE = '1';
  const bag = new DiagnosticBag();
  const out = `fresh-${demo.edits}`;
  const outcome = await build(out, bag);
  delete process.env.STATIC_TMS_VERIFY_CACHE;
  expect(outcome.model.restoredComponents).toBe(0);
  return { tree: treeOf(out), diagnostics: bag.sorted().map((d) => JSON.stringify(d)) };
}

/** The kept state of a component: named by its id. */
function stateFileOf(component: string): string {
  return path.join(statesDir, `${demo.componentId('api', component)}.json`);
}

describe('rebuilds that restore unchanged components from their kept state', () => {
  it('parse the edited component only, and give the tree and diagnostics of a build from scratch', async () => {
    const cold = await build('api');
    expect(cold.model.restoredComponents).toBe(0);
    expect(fs.readdirSync(statesDir)).toHaveLength(COMPONENTS);
    edit('projects/weather/app/po/de.po', (t) => t.replace('msgstr "Vorhersage"', 'msgstr "Wettervorhersage"'));
    const bag = new DiagnosticBag();
    const rebuilt = await build('api', bag);
    expect(rebuilt.model.restoredComponents).toBe(COMPONENTS - 1);
    // The app's other translations are restored: only de.po, the template and the source file are parsed.
    expect(rebuilt.model.restoredInPart).toBe(1);
    const scratch = await fresh();
    expectSameTree(treeOf('api'), scratch.tree);
    expect(bag.items.map((d) => d.code)).toContain('source-strings-only-in-one-file');
    expect(bag.sorted().map((d) => JSON.stringify(d))).toEqual(scratch.diagnostics);
  });

  it('keep states equal to those built from the files, whatever the edit (checked in verify mode)', async () => {
    for (const [file, change] of VARIED_EDITS) {
      edit(file, change);
      await build('api');
      process.env.STATIC_TMS_VERIFY_CACHE = '1';
      const bag = new DiagnosticBag();
      await build('api', bag);
      delete process.env.STATIC_TMS_VERIFY_CACHE;
      expect(bag.items.filter((d) => d.severity === 'error'), file).toEqual([]);
      expectSameTree(treeOf('api'), (await fresh()).tree, file);
    }
  });

  it('restore in part a component whose template holds, with the edited files\' diagnostics and the kept ones\'', async () => {
    const app = 'projects/weather/app/po';
    // A string de.po has and the template has not: a warning that only reading de.po gives.
    edit(`${app}/de.po`, (t) => `${t}\nmsgid "Not in the template"\nmsgstr "Nicht in der Vorlage"\n`);
    edit(`${app}/fr.po`, (t) => `${t}\nmsgid "Not in the template either"\nmsgstr "Pas dans le modèle"\n`);
    await build('api');
    // Its warning moves a line down: the kept diagnostics of fr.po no longer hold.
    edit(`${app}/fr.po`, (t) => t.replace('\nmsgid "Not in the template either"', '\n\nmsgid "Not in the template either"'));
    const bag = new DiagnosticBag();
    const rebuilt = await build('api', bag);
    expect([rebuilt.model.restoredComponents, rebuilt.model.restoredInPart]).toEqual([COMPONENTS - 1, 1]);
    const warned = bag.items.filter((d) => d.code === 'entry-not-in-template').map((d) => d.file);
    expect(warned.sort()).toEqual([`${app}/de.po`, `${app}/fr.po`]);
    const scratch = await fresh();
    expectSameTree(treeOf('api'), scratch.tree);
    expect(bag.sorted().map((d) => JSON.stringify(d))).toEqual(scratch.diagnostics);
    // The state kept in part is the one a build of every file keeps.
    process.env.STATIC_TMS_VERIFY_CACHE = '1';
    const verified = new DiagnosticBag();
    await build('api', verified);
    expect(verified.items.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('build whole a component whose kept state, restored in part, turns out malformed', async () => {
    const damages: ((kept: { translations: { language: string }[] }) => unknown)[] = [
      (kept) => (kept.translations.find((t) => t.language === 'cs')!.language = 'xx'),
      (kept) => (kept.translations = 5 as never),
    ];
    for (const damage of damages) {
      await build('api');
      const file = stateFileOf('weather/app');
      const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { translations: { language: string }[] };
      damage(kept);
      fs.writeFileSync(file, JSON.stringify(kept));
      edit('projects/weather/app/po/de.po', (t) => (t.includes('"Wettervorhersage"') ? t.replace('msgstr "Wettervorhersage"', 'msgstr "Vorhersage"') : t.replace('msgstr "Vorhersage"', 'msgstr "Wettervorhersage"')));
      const outcome = await build('api');
      expect([outcome.model.restoredComponents, outcome.model.restoredInPart]).toEqual([COMPONENTS - 1, 0]);
      expectSameTree(treeOf('api'), (await fresh()).tree);
    }
  });

  it('stop a verify build at a kept state that its files contradict', async () => {
    await build('api');
    const file = stateFileOf('weather/website');
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { translations: { stats: { translated: number } }[] };
    kept.translations[1]!.stats.translated++;
    fs.writeFileSync(file, JSON.stringify(kept));
    process.env.STATIC_TMS_VERIFY_CACHE = '1';
    const bag = new DiagnosticBag();
    await expect(build('api', bag)).rejects.toThrow(/cache-inconsistent/);
    expect(bag.items.find((d) => d.code === 'cache-inconsistent')?.file).toBe('projects/weather/website/component.yaml');
  });

  it('build again a component whose kept state cannot be read: it only costs time', async () => {
    const file = stateFileOf('weather/website');
    fs.writeFileSync(file, '{"key": tru');
    const outcome = await build('api');
    expect(outcome.model.restoredComponents).toBe(COMPONENTS - 1);
    expectSameTree(treeOf('api'), (await fresh()).tree);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toHaveProperty('translations');
    expect((await build('api')).model.restoredComponents).toBe(COMPONENTS);
  });

  it('build again a component whose kept state holds its key but not its shape', async () => {
    await build('api');
    const file = stateFileOf('weather/website');
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { translations: unknown[] };
    kept.translations.pop();
    fs.writeFileSync(file, JSON.stringify(kept));
    expect((await build('api')).model.restoredComponents).toBe(COMPONENTS - 1);
    expectSameTree(treeOf('api'), (await fresh()).tree);
    expect((await build('api')).model.restoredComponents).toBe(COMPONENTS);
  });

  it('keep no state of a component whose timestamps the history does not know', async () => {
    await build('api');
    const file = stateFileOf('notes/mobile');
    const kept = fs.readFileSync(file, 'utf8');
    // Not committed: its units' timestamps come from the file's time, which may change alone.
    const added = demo.path('content/projects/notes/mobile/locale/de/LC_MESSAGES/mobile.po');
    fs.mkdirSync(path.dirname(added), { recursive: true });
    fs.copyFileSync(demo.path('content/projects/notes/mobile/locale/es/LC_MESSAGES/mobile.po'), added);
    try {
      expect((await build('api')).model.restoredComponents).toBe(COMPONENTS - 1);
      expect(fs.readFileSync(file, 'utf8')).toBe(kept);
      expect((await build('api')).model.restoredComponents).toBe(COMPONENTS - 1);
    } finally {
      fs.rmSync(path.dirname(path.dirname(added)), { recursive: true });
    }
    expect((await build('api')).model.restoredComponents).toBe(COMPONENTS);
  });

  it('remove the kept state of a component the site no longer has', async () => {
    const gone = path.join(statesDir, '123.json');
    fs.writeFileSync(gone, '{}');
    await build('api');
    expect(fs.existsSync(gone)).toBe(false);
    expect(fs.readdirSync(statesDir)).toHaveLength(COMPONENTS);
  });
});
