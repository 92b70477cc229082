import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeIdHash } from '../../src/model/hash.js';
import type { ChangeRecord } from '../../src/history/change-record.js';
import { loadHistory, type HistoryResult } from '../../src/history/load-history.js';
import { DATES, plainResult, scenarioComponents, scenarioOptions, scenarioRepository, type Label } from './history-scenario.js';

const STRINGS: Array<[string[], string]> = [
  [['Hello'], 'Hello'],
  [['World'], 'World'],
  [['World!'], 'World!'],
  [['Bye'], 'Bye'],
  [['A'], 'A'],
  [['B'], 'B'],
  [['%d file', '%d files'], '%d file|%d files'],
];
const NAME_OF_HASH = new Map(STRINGS.map(([source, name]) => [computeIdHash(source, '').toString(), name]));

const time = (label: Label): string => `${DATES[label].slice(0, 19)}.000000Z`;

const scenario = scenarioRepository();
let labelOf: Map<string, Label>;

/** One change as a readable row: commit, translation, action, string, target, user, unit exists. */
function row(c: ChangeRecord): string {
  const unit = c.idHash === null ? '-' : (NAME_OF_HASH.get(c.idHash.toString()) ?? c.idHash.toString());
  const exists = c.idHash === null ? '' : c.unitExists ? ' unit' : ' no-unit';
  return `${labelOf.get(c.commit) ?? c.commit} ${c.component}/${c.language} ${c.action} ${unit} ${JSON.stringify(c.target)} ${c.user ?? 'null'}${exists}`;
}

function timestamps(result: HistoryResult, key: string): Record<string, string> {
  const units = result.unitTimestamps.get(key);
  if (!units) return {};
  return Object.fromEntries([...units].map(([h, t]) => [NAME_OF_HASH.get(h) ?? h, t]));
}

const FULL_ROWS = [
  'C1 core/en 0 - "" alice',
  'C1 core/en 31 Hello "Hello" alice unit',
  'C1 core/en 31 World "World" alice no-unit',
  'C1 core/cs 0 - "" alice',
  'C1 core/cs 44 - "" alice',
  'C1 core/cs 5 Hello "Ahoj" alice unit',
  'C1 web/en 31 A "A" alice unit',
  'C1 web/en 31 B "B" alice unit',
  'C1 web/cs 0 - "" alice',
  'C1 web/cs 44 - "" alice',
  'C1 web/cs 5 A "a" alice unit',
  'C1 web/de 0 - "" alice',
  'C1 web/de 44 - "" alice',
  'C2 core/cs 0 - "" bob',
  'C2 core/cs 2 Hello "Ahoj!" bob unit',
  'C2 core/cs 5 World "Svět" bob no-unit',
  'C2 web/en 31 %d file|%d files "%d file\\u001e%d files" bob unit',
  'C2 web/cs 0 - "" bob',
  'C2 web/cs 44 - "" bob',
  'C2 web/cs 5 %d file|%d files "%d soubor\\u001e%d soubory\\u001e%d souborů" bob unit',
  'C2 web/de 0 - "" bob',
  'C2 web/de 44 - "" bob',
  'C2 web/de 5 A "ä" bob unit',
  'C3 core/de 0 - "" null',
  'C3 core/de 5 Hello "Hallo" null unit',
  'C3 core/de 5 World "Welt" null no-unit',
  'C4 core/cs 0 - "" alice',
  'C4 core/cs 2 Hello "" alice unit',
  'C4 core/cs 59 World "Svět" alice no-unit',
  'C5 core/en 0 - "" bob',
  'C5 core/en 30 World! "World!" bob unit',
  'C5 core/en 31 Bye "Bye" bob unit',
  'C5 core/cs 0 - "" bob',
  'C5 core/cs 44 - "" bob',
  'C5 core/cs 5 World! "Svět" bob unit',
  'C5 core/de 44 - "" bob',
  'C6 core/en 0 - "" alice',
  'C6 core/en 59 Hello "Hello" alice unit',
  'C6 core/cs 0 - "" alice',
  'C6 core/cs 59 World! "Svět" alice unit',
  'C6 core/de 0 - "" alice',
  'C6 core/de 59 Hello "Hallo" alice unit',
  'C8 core/cs 0 - "" alice',
  'C8 core/cs 5 Bye "Nashle" alice unit',
  'MERGE core/de 0 - "" bob',
  'MERGE core/de 2 Hello "Hallo!" bob unit',
  'C10 core/de 0 - "" alice',
  'C11 core/de 0 - "" bob',
  'C11 core/de 5 Hello "Hallo" bob unit',
  'C11 core/de 5 Bye "Tschüss" bob unit',
];

beforeAll(() => {
  labelOf = new Map(Object.entries(scenario.ids).map(([label, hash]) => [hash, label as Label]));
});

const cacheDir = scenario.tempDir;

describe('loadHistory over a scripted repository', () => {
  it('records every row of the content-format.md §4 table, in commit order', async () => {
    const result = await loadHistory(scenarioComponents(), scenarioOptions(path.join(scenario.repo.dir, 'content'), cacheDir()));
    expect(result.available).toBe(true);
    expect(result.diagnostics).toEqual([]);
    expect([...result.changes].map(row)).toEqual(FULL_ROWS);
  });

  it('uses the committer date, 40-hex commit ids and bigint id hashes', async () => {
    const result = await loadHistory(scenarioComponents(), scenarioOptions(path.join(scenario.repo.dir, 'content'), cacheDir()));
    const first = [...result.changes][1]!;
    expect(first).toEqual({
      commit: scenario.ids.C1,
      timestamp: '2024-01-01T10:00:00.000000Z',
      project: 'demo',
      component: 'core',
      language: 'en',
      idHash: computeIdHash(['Hello'], ''),
      unitExists: true,
      action: 31,
      target: 'Hello',
      user: 'alice',
    });
    expect(first.commit).toMatch(/^[0-9a-f]{40}$/);
    const merge = [...result.changes].find((c) => c.commit === scenario.ids.MERGE)!;
    expect(merge.timestamp).toBe(time('MERGE'));
    expect([...result.changes].some((c) => c.commit === scenario.ids.SIDE || c.commit === scenario.ids.README)).toBe(false);
  });

  it('gives unit timestamps: the later of the translation start and the string addition', async () => {
    const result = await loadHistory(scenarioComponents(), scenarioOptions(path.join(scenario.repo.dir, 'content'), cacheDir()));
    const core = { Hello: time('C1'), 'World!': time('C5'), Bye: time('C5') };
    expect(timestamps(result, 'demo/core/en')).toEqual(core);
    expect(timestamps(result, 'demo/core/cs')).toEqual(core);
    expect(timestamps(result, 'demo/core/de')).toEqual({ Hello: time('C11'), 'World!': time('C11'), Bye: time('C11') });
    const web = { A: time('C1'), B: time('C1'), '%d file|%d files': time('C2') };
    expect(timestamps(result, 'demo/web/en')).toEqual(web);
    expect(timestamps(result, 'demo/web/cs')).toEqual(web);
    expect(timestamps(result, 'demo/web/de')).toEqual(web);
    expect([...result.unitTimestamps.keys()].sort()).toEqual(
      ['demo/core/cs', 'demo/core/de', 'demo/core/en', 'demo/web/cs', 'demo/web/de', 'demo/web/en'],
    );
  });

  it('drops the changes of translations that are not in the built content', async () => {
    const components = scenarioComponents().slice(0, 1);
    components[0]!.translations = components[0]!.translations.filter((t) => t.language !== 'de');
    const result = await loadHistory(components, scenarioOptions(path.join(scenario.repo.dir, 'content'), cacheDir()));
    const expected = FULL_ROWS.filter((r) => r.includes(' core/en ') || r.includes(' core/cs '));
    expect([...result.changes].map(row)).toEqual(expected);
  });

  it('records a file that two components share in both, with its targets', async () => {
    // Each component's targets of a new version are let go once every component sharing its file
    // has recorded the commit: the second one still needs them after the first is done.
    const [core] = scenarioComponents();
    const components = [core!, { ...core!, component: 'mirror' }];
    const result = await loadHistory(components, scenarioOptions(path.join(scenario.repo.dir, 'content'), cacheDir()));
    const rows = [...result.changes].map(row);
    const coreRows = FULL_ROWS.filter((r) => r.includes(' core/'));
    expect(rows.filter((r) => r.includes(' core/'))).toEqual(coreRows);
    expect(rows.filter((r) => r.includes(' mirror/'))).toEqual(coreRows.map((r) => r.replace(' core/', ' mirror/')));
  });

  it('fits plural targets to the language\'s number of forms when it is given', async () => {
    const components = scenarioComponents();
    components[1]!.translations[1]!.plurals = 2;
    const result = await loadHistory(components, scenarioOptions(path.join(scenario.repo.dir, 'content'), cacheDir()));
    const plural = FULL_ROWS.findIndex((r) => r.startsWith('C2 web/cs 5 %d file'));
    const expected = [...FULL_ROWS];
    expected[plural] = 'C2 web/cs 5 %d file|%d files "%d soubor\\u001e%d soubory" bob unit';
    expect([...result.changes].map(row)).toEqual(expected);
  });

  it('treats the first commit on or after history_since as a baseline', async () => {
    const full = await loadHistory(scenarioComponents(), scenarioOptions(path.join(scenario.repo.dir, 'content'), cacheDir()));
    const result = await loadHistory(scenarioComponents(), scenarioOptions(path.join(scenario.repo.dir, 'content'), cacheDir(), '2024-01-05'));
    expect(result.diagnostics).toEqual([]);
    expect([...result.changes]).toEqual([...full.changes].filter((c) => c.timestamp > time('C5')));
    expect([...result.changes].map(row)[0]).toBe('C6 core/en 0 - "" alice');
    const core = { Hello: time('C5'), 'World!': time('C5'), Bye: time('C5') };
    expect(timestamps(result, 'demo/core/en')).toEqual(core);
    expect(timestamps(result, 'demo/core/cs')).toEqual(core);
    expect(timestamps(result, 'demo/core/de')).toEqual({ Hello: time('C11'), 'World!': time('C11'), Bye: time('C11') });
    expect(timestamps(result, 'demo/web/de')).toEqual({ A: time('C5'), B: time('C5'), '%d file|%d files': time('C5') });
  });

  it('gives no history when no commit is on or after history_since', async () => {
    const result = await loadHistory(scenarioComponents(), scenarioOptions(path.join(scenario.repo.dir, 'content'), cacheDir(), '2030-01-01'));
    expect(result.available).toBe(true);
    expect([...result.changes]).toEqual([]);
    expect(result.unitTimestamps.size).toBe(0);
  });

  it('works with a shallow clone: its oldest commit is a baseline, reported once', async () => {
    const clone = scenario.tempDir();
    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${scenario.repo.dir}`, clone], { stdio: 'ignore' });
    const result = await loadHistory(scenarioComponents(), scenarioOptions(path.join(clone, 'content'), cacheDir()));
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([['history-shallow', 'warning']]);
    expect(result.diagnostics[0]!.message).toMatch(/fetch the full history/);
    expect([...result.changes].map(row)).toEqual([
      'C11 core/de 0 - "" bob',
      'C11 core/de 5 Hello "Hallo" bob unit',
      'C11 core/de 5 Bye "Tschüss" bob unit',
    ]);
    expect(timestamps(result, 'demo/core/cs')).toEqual({ Hello: time('C10'), 'World!': time('C10'), Bye: time('C10') });
    expect(timestamps(result, 'demo/core/de')).toEqual({ Hello: time('C11'), 'World!': time('C11'), Bye: time('C11') });
    expect(timestamps(result, 'demo/web/en')).toEqual({ A: time('C10'), B: time('C10'), '%d file|%d files': time('C10') });
  });

  it('parses each file version once, then only new versions', async () => {
    const cache = cacheDir();
    const parsed: string[] = [];
    const content = path.join(scenario.repo.dir, 'content');
    const first = await loadHistory(scenarioComponents((f) => parsed.push(f)), scenarioOptions(content, cache));
    const distinct = new Set(scenario.repo.git('log', '--all', '--raw', '--no-abbrev', '--format=', '--', 'content').split('\n')
      .map((l) => l.split(/\s+/))
      .filter((f) => f.length >= 6 && !/^0+$/.test(f[3]!))
      .map((f) => `${f[3]} ${f[5]}`)).size;
    expect(parsed.length).toBe(distinct - 1); // fr.po is not in the built content, so never read
    parsed.length = 0;
    const second = await loadHistory(scenarioComponents((f) => parsed.push(f)), scenarioOptions(content, cache));
    expect(parsed).toEqual([]);
    expect(plainResult(second)).toEqual(plainResult(first));
  });

  it('says history is not available outside git', async () => {
    const plain = scenario.tempDir();
    const result = await loadHistory(scenarioComponents(), scenarioOptions(plain, cacheDir()));
    expect({ ...result, changes: [...result.changes], unitTimestamps: result.unitTimestamps.size }).toEqual({ available: false, changes: [], unitTimestamps: 0, diagnostics: [] });
  });
});
