import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { NO_PROGRESS } from '../../src/build-progress.js';
import type { BuildOutcome } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { DemoRepository, VARIED_EDITS } from '../helpers/demo-repository.js';
import { expectSameTree } from '../helpers/tree-files.js';

// The demo in a repository of its own, with the site (so the plans carry search tokens). A
// rebuild plans the translations whose inputs did not change from the plans the last build kept
// in .static-tms-cache/plans (unit-plan-cache.ts), reads no component all of whose translations
// are such, and must give the tree a build from scratch gives.
const demo = new DemoRepository();
const plansDir = demo.path('.static-tms-cache', 'plans');
afterAll(() => demo.cleanup());
afterEach(() => {
  delete process.env.STATIC_TMS_VERIFY_CACHE;
});

const COMPONENTS = 7;

function build(out: string, bag = new DiagnosticBag(), progress = NO_PROGRESS): Promise<BuildOutcome> {
  return demo.build(out, bag, { site: true, progress });
}

const treeOf = (out: string): Map<string, Buffer> => demo.treeOf(out);
const edit = (file: string, change: (text: string) => string): void => demo.edit(file, change);
/** An edit in the other project: the rebuild has something to write, and plans the weather project from its kept plans. */
const editElsewhere = (): void =>
  edit('projects/notes/android/res/values-de/strings.xml', (t) => (t.includes('Deine Notizen') ? t.replace('Deine Notizen', 'Ihre Notizen') : t.replace('Ihre Notizen', 'Deine Notizen')));

/** A build from scratch of the same commit, into a folder of its own (it keeps plans but skips nothing). */
async function fresh(): Promise<Map<string, Buffer>> {
  const out = `fresh-${demo.edits}`;
  const outcome = await build(out);
  expect(outcome.ok && outcome.plans.skippedComponents).toBe(0);
  return treeOf(out);
}

/** The file of a component's kept plans: named by its id. */
function planFileOf(component: string): string {
  return path.join(plansDir, `${demo.componentId('site', component)}.json`);
}

describe('rebuilds that plan unchanged translations from kept plans', () => {
  it('build the units of the edited component only, and give the tree of a build from scratch', async () => {
    const cold = await build('site');
    expect(cold.ok && cold.plans.skippedComponents).toBe(0);
    expect(fs.readdirSync(plansDir)).toHaveLength(COMPONENTS);
    edit('projects/weather/app/po/de.po', (t) => t.replace('msgstr "Vorhersage"', 'msgstr "Wettervorhersage"'));
    const rebuilt = await build('site');
    if (!rebuilt.ok) throw new Error('build failed');
    expect(rebuilt.plans.skippedComponents).toBe(COMPONENTS - 1);
    // The app's other translations are read again (the component is), but planned from their kept plans.
    const app = rebuilt.model.translations.filter((t) => t.component.slug === 'app');
    expect(rebuilt.plans.reusedTranslations).toBe(app.length - 1);
    expectSameTree(treeOf('site'), await fresh());
    // The recycled version is two builds old: the app's kept plans name files it does not hold,
    // which are made from the units after all.
    edit('projects/weather/website/de.po', (t) => t.replace('msgstr "Startseite"', 'msgstr "Start"'));
    const again = await build('site');
    expect(again.ok && again.plans.skippedComponents).toBe(COMPONENTS - 1);
    expectSameTree(treeOf('site'), await fresh());
  });

  it('keep plans equal to those made from the units, whatever the edit (checked in verify mode)', async () => {
    process.env.STATIC_TMS_VERIFY_CACHE = '1';
    for (const [file, change] of VARIED_EDITS) {
      edit(file, change);
      const bag = new DiagnosticBag();
      const outcome = await build('site', bag);
      expect(bag.items.filter((d) => d.severity === 'error'), file).toEqual([]);
      expect(outcome.ok && outcome.plans.skippedComponents, file).toBe(0);
      delete process.env.STATIC_TMS_VERIFY_CACHE;
      expectSameTree(treeOf('site'), await fresh(), file);
      process.env.STATIC_TMS_VERIFY_CACHE = '1';
    }
  });

  it('remove the kept plans of a component the site no longer has', async () => {
    const gone = path.join(plansDir, '123.json');
    fs.writeFileSync(gone, '{}');
    await build('site');
    expect(fs.existsSync(gone)).toBe(false);
    expect(fs.readdirSync(plansDir)).toHaveLength(COMPONENTS);
  });

  it('plan again a component whose kept plan cannot be read: it only costs time', async () => {
    await build('site');
    const file = planFileOf('weather/website');
    fs.writeFileSync(file, '{"key": tru');
    edit('projects/weather/app/po/de.po', (t) => t.replace('msgstr "Wettervorhersage"', 'msgstr "Vorhersage"'));
    const outcome = await build('site');
    expect(outcome.ok && outcome.plans.skippedComponents).toBe(COMPONENTS - 2);
    expectSameTree(treeOf('site'), await fresh());
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toHaveLength(5);
  });

  it('stop at a kept plan that its units contradict, and publish nothing', async () => {
    await build('site');
    const published = treeOf('site');
    const file = planFileOf('weather/website');
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { fingerprints: string[] }[];
    // Same key, a wrong fingerprint: the writer cannot keep the unit's file, and the unit made
    // from the units does not match what the plan said.
    kept[1]!.fingerprints[0] = 'AAAAAAAAAAAAAAAAAAAAAA';
    fs.writeFileSync(file, JSON.stringify(kept));
    editElsewhere();
    const bag = new DiagnosticBag();
    const outcome = await build('site', bag);
    expect(outcome.ok).toBe(false);
    expect(bag.items.map((d) => d.code)).toContain('cache-inconsistent');
    expectSameTree(treeOf('site'), published);
  });

  it('stop when a file of a skipped component changed after the model read it, and publish nothing', async () => {
    await build('site');
    const published = treeOf('site');
    const file = demo.path('content/projects/weather/website/fr.po');
    const before = fs.readFileSync(file, 'utf8');
    editElsewhere();
    // The model has read every file when the write stage starts; the file changes then.
    const progress = { ...NO_PROGRESS, start: (stage: string) => stage === 'write' && fs.appendFileSync(file, '\n') };
    const bag = new DiagnosticBag();
    const outcome = await build('site', bag, progress);
    fs.writeFileSync(file, before);
    expect(outcome.ok).toBe(false);
    expect(bag.items.map((d) => [d.code, d.file])).toContainEqual(['content-changed', 'projects/weather/website/fr.po']);
    expectSameTree(treeOf('site'), published);
  });
});
