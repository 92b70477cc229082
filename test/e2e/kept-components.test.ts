import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { NO_PROGRESS } from '../../src/build-progress.js';
import { runBuild, type BuildOutcome } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { readTree } from '../helpers/tree-files.js';
import { GitFixture } from '../history/git-fixture.js';

// The demo in a repository of its own. A rebuild restores each component whose inputs did not
// change from the state the last build kept in .static-tms-cache/components (kept-components.ts),
// without parsing its files, and must give the tree and the diagnostics a build from scratch gives.
const repo = new GitFixture();
fs.cpSync(path.join(REPO_ROOT, 'content'), path.join(repo.dir, 'content'), { recursive: true });
// A string only one file has: the website (no template) gets warnings, which a restored component reports too.
fs.appendFileSync(path.join(repo.dir, 'content/projects/weather/website/fr.po'), '\nmsgid "Only in French"\nmsgstr "Seulement en français"\n');
repo.commit('demo', { date: '2025-03-01T10:00:00Z', email: 'alice@example.org' });
const statesDir = path.join(repo.dir, '.static-tms-cache', 'components');
afterAll(() => repo.cleanup());
afterEach(() => {
  delete process.env.STATIC_TMS_VERIFY_CACHE;
});

const COMPONENTS = 7;
let edits = 0;

async function build(out: string, bag = new DiagnosticBag()): Promise<BuildOutcome & { ok: true }> {
  const outcome = await runBuild({
    content: path.join(repo.dir, 'content'), out: path.join(repo.dir, 'out', out), history: true, links: 'query', site: false,
    precompress: false, precompressLevel: 11, printHosts: () => [], progress: NO_PROGRESS,
  }, bag);
  if (!outcome.ok) throw new Error(`build failed: ${bag.items.map((d) => d.code).join(', ')}`);
  return outcome;
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

/** A build that restores nothing (verify mode), into a folder of its own: its tree and diagnostics. */
async function fresh(): Promise<{ tree: Map<string, Buffer>; diagnostics: string[] }> {
  process.env.STATIC_TMS_VERIFY_CACHE = '1';
  const bag = new DiagnosticBag();
  const out = `fresh-${edits}`;
  const outcome = await build(out, bag);
  delete process.env.STATIC_TMS_VERIFY_CACHE;
  expect(outcome.model.restoredComponents).toBe(0);
  return { tree: treeOf(out), diagnostics: bag.sorted().map((d) => JSON.stringify(d)) };
}

/** The kept state of a component: named by its id. */
function stateFileOf(component: string): string {
  const { id } = JSON.parse(fs.readFileSync(path.join(repo.dir, 'out/api/api/components', component, 'index.json'), 'utf8')) as { id: number };
  return path.join(statesDir, `${id}.json`);
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
    const scratch = await fresh();
    expect(treeOf('api')).toEqual(scratch.tree);
    expect(bag.items.map((d) => d.code)).toContain('source-strings-only-in-one-file');
    expect(bag.sorted().map((d) => JSON.stringify(d))).toEqual(scratch.diagnostics);
  });

  it('keep states equal to those built from the files, whatever the edit (checked in verify mode)', async () => {
    const changes: [string, (text: string) => string][] = [
      ['projects/weather/app/po/app.pot', (t) => `${t}\n#: src/weather/ui/menu.py:20\nmsgid "Refresh"\nmsgstr ""\n`],
      ['projects/weather/website/component.yaml', (t) => t.replace('check_flags: safe-html', 'check_flags: ""')],
      ['languages.yaml', (t) => t.replace('name: Pirate English', 'name: Pirate Speak')],
      ['projects/weather/glossary/de.tbx', (t) => `${t}\n`],
    ];
    for (const [file, change] of changes) {
      edit(file, change);
      await build('api');
      process.env.STATIC_TMS_VERIFY_CACHE = '1';
      const bag = new DiagnosticBag();
      await build('api', bag);
      delete process.env.STATIC_TMS_VERIFY_CACHE;
      expect(bag.items.filter((d) => d.severity === 'error'), file).toEqual([]);
      expect(treeOf('api'), file).toEqual((await fresh()).tree);
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
    expect(treeOf('api')).toEqual((await fresh()).tree);
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
    expect(treeOf('api')).toEqual((await fresh()).tree);
    expect((await build('api')).model.restoredComponents).toBe(COMPONENTS);
  });

  it('keep no state of a component whose timestamps the history does not know', async () => {
    await build('api');
    const file = stateFileOf('notes/mobile');
    const kept = fs.readFileSync(file, 'utf8');
    // Not committed: its units' timestamps come from the file's time, which may change alone.
    const added = path.join(repo.dir, 'content/projects/notes/mobile/locale/de/LC_MESSAGES/mobile.po');
    fs.mkdirSync(path.dirname(added), { recursive: true });
    fs.copyFileSync(path.join(repo.dir, 'content/projects/notes/mobile/locale/es/LC_MESSAGES/mobile.po'), added);
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
