import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { NO_PROGRESS } from '../../src/build-progress.js';
import { runBuild, type BuildOutcome } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { readTree } from '../helpers/tree-files.js';
import { GitFixture } from '../history/git-fixture.js';

// The demo in a repository of its own, with the site (so the plans carry search tokens). A
// rebuild plans the translations whose inputs did not change from the plans the last build kept
// in .static-tms-cache/plans (unit-plan-cache.ts), reads no component all of whose translations
// are such, and must give the tree a build from scratch gives.
const repo = new GitFixture();
fs.cpSync(path.join(REPO_ROOT, 'content'), path.join(repo.dir, 'content'), { recursive: true });
repo.commit('demo', { date: '2025-03-01T10:00:00Z', email: 'alice@example.org' });
const plansDir = path.join(repo.dir, '.static-tms-cache', 'plans');
afterAll(() => repo.cleanup());
afterEach(() => {
  delete process.env.STATIC_TMS_VERIFY_CACHE;
});

const COMPONENTS = 7;
let edits = 0;

async function build(out: string, bag = new DiagnosticBag(), progress = NO_PROGRESS): Promise<BuildOutcome> {
  return runBuild({
    content: path.join(repo.dir, 'content'), out: path.join(repo.dir, 'out', out), history: true, links: 'query', site: true,
    precompress: false, precompressLevel: 11, printHosts: () => [], progress,
  }, bag);
}

function treeOf(out: string): Map<string, Buffer> {
  return readTree(path.join(repo.dir, 'out', out));
}

function edit(file: string, change: (text: string) => string): void {
  const full = path.join(repo.dir, 'content', file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(full, after);
  edits++;
  repo.commit(`edit ${file}`, { date: `2025-03-${String(edits + 1).padStart(2, '0')}T10:00:00Z`, email: 'bob@example.org' });
}

/** A build from scratch of the same commit, into a folder of its own (it keeps plans but skips nothing). */
async function fresh(): Promise<Map<string, Buffer>> {
  const out = `fresh-${edits}`;
  const outcome = await build(out);
  expect(outcome.ok && outcome.plans.skippedComponents).toBe(0);
  return treeOf(out);
}

/** The file of a component's kept plans: named by its id. */
function planFileOf(component: string): string {
  const { id } = JSON.parse(fs.readFileSync(path.join(repo.dir, 'out/site/api/components', component, 'index.json'), 'utf8')) as { id: number };
  return path.join(plansDir, `${id}.json`);
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
    expect(treeOf('site')).toEqual(await fresh());
    // The recycled version is two builds old: the app's kept plans name files it does not hold,
    // which are made from the units after all.
    edit('projects/weather/website/de.po', (t) => t.replace('msgstr "Startseite"', 'msgstr "Start"'));
    const again = await build('site');
    expect(again.ok && again.plans.skippedComponents).toBe(COMPONENTS - 1);
    expect(treeOf('site')).toEqual(await fresh());
  });

  it('keep plans equal to those made from the units, whatever the edit (checked in verify mode)', async () => {
    process.env.STATIC_TMS_VERIFY_CACHE = '1';
    const changes: [string, (text: string) => string][] = [
      ['projects/weather/app/po/app.pot', (t) => `${t}\n#: src/weather/ui/menu.py:20\nmsgid "Refresh"\nmsgstr ""\n`],
      ['projects/weather/website/component.yaml', (t) => t.replace('check_flags: safe-html', 'check_flags: ""')],
      ['languages.yaml', (t) => t.replace('name: Pirate English', 'name: Pirate Speak')],
      ['projects/weather/glossary/de.tbx', (t) => `${t}\n`],
    ];
    for (const [file, change] of changes) {
      edit(file, change);
      const bag = new DiagnosticBag();
      const outcome = await build('site', bag);
      expect(bag.items.filter((d) => d.severity === 'error'), file).toEqual([]);
      expect(outcome.ok && outcome.plans.skippedComponents, file).toBe(0);
      delete process.env.STATIC_TMS_VERIFY_CACHE;
      expect(treeOf('site'), file).toEqual(await fresh());
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
    expect(treeOf('site')).toEqual(await fresh());
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
    const bag = new DiagnosticBag();
    const outcome = await build('site', bag);
    expect(outcome.ok).toBe(false);
    expect(bag.items.map((d) => d.code)).toContain('cache-inconsistent');
    expect(treeOf('site')).toEqual(published);
  });

  it('stop when a file of a skipped component changed after the model read it, and publish nothing', async () => {
    await build('site');
    const published = treeOf('site');
    const file = path.join(repo.dir, 'content/projects/weather/website/fr.po');
    const before = fs.readFileSync(file, 'utf8');
    // The model has read every file when the write stage starts; the file changes then.
    const progress = { ...NO_PROGRESS, start: (stage: string) => stage === 'write' && fs.appendFileSync(file, '\n') };
    const bag = new DiagnosticBag();
    const outcome = await build('site', bag, progress);
    fs.writeFileSync(file, before);
    expect(outcome.ok).toBe(false);
    expect(bag.items.map((d) => [d.code, d.file])).toContainEqual(['content-changed', 'projects/weather/website/fr.po']);
    expect(treeOf('site')).toEqual(published);
  });
});
