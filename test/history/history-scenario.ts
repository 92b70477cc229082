import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { parsePo } from '../../src/formats/po/parse-po.js';
import type { HistoryComponent } from '../../src/history/history-component.js';
import type { HistoryOptions, HistoryResult } from '../../src/history/load-history.js';
import { GitFixture } from './git-fixture.js';
import { poText } from './po-text.js';

export const ALICE = 'alice@example.org';
export const BOB = 'bob@example.org';
export const UNKNOWN = 'stranger@example.org';

const CORE = 'content/projects/demo/core/po';
const WEB = 'content/projects/demo/web';

/** Commit labels → committer dates of the scripted history (the author dates are one hour earlier). */
export const DATES = {
  C1: '2024-01-01T10:00:00Z',
  C2: '2024-01-02T10:00:00Z',
  README: '2024-01-02T12:00:00Z',
  C3: '2024-01-03T10:00:00Z',
  C4: '2024-01-04T10:00:00Z',
  C5: '2024-01-05T10:00:00Z',
  C6: '2024-01-06T10:00:00Z',
  SIDE: '2024-01-07T10:00:00Z',
  C8: '2024-01-08T10:00:00Z',
  MERGE: '2024-01-09T10:00:00Z',
  C10: '2024-01-10T10:00:00Z',
  C11: '2024-01-11T10:00:00Z',
} as const;
export type Label = keyof typeof DATES;

/**
 * The scripted history: a `core` component with a POT template (cs, de; fr deleted) and a `web`
 * component without one (source strings are the union of cs and de). Returns the commit ids.
 */
export function buildScenario(repo: GitFixture): Record<Label, string> {
  const at = (label: Label, email: string) => ({ date: DATES[label], email });
  const ids = {} as Record<Label, string>;

  repo.write(`${CORE}/messages.pot`, poText([{ id: 'Hello', ref: 'a.c:1' }, { id: 'World', ref: 'a.c:2' }]));
  repo.write(`${CORE}/cs.po`, poText([{ id: 'Hello', str: 'Ahoj' }, { id: 'World' }]));
  repo.write(`${CORE}/fr.po`, poText([{ id: 'Hello', str: 'Bonjour' }]));
  repo.write(`${WEB}/cs.po`, poText([{ id: 'A', str: 'a' }]));
  repo.write(`${WEB}/de.po`, poText([{ id: 'B' }]));
  ids.C1 = repo.commit('C1', at('C1', ALICE));

  repo.write(`${CORE}/cs.po`, poText([{ id: 'Hello', str: 'Ahoj!' }, { id: 'World', str: 'Svět' }]));
  repo.write(`${WEB}/cs.po`, poText([{ id: 'A', str: 'a' }, { id: '%d file', plural: '%d files', str: ['%d soubor', '%d soubory', '%d souborů'] }]));
  repo.write(`${WEB}/de.po`, poText([{ id: 'B' }, { id: 'A', str: 'ä' }]));
  ids.C2 = repo.commit('C2', at('C2', BOB));

  repo.write('README.md', 'not content\n');
  ids.README = repo.commit('README', at('README', ALICE));

  repo.write(`${CORE}/de.po`, poText([{ id: 'Hello', str: 'Hallo' }, { id: 'World', str: 'Welt', fuzzy: true }]));
  ids.C3 = repo.commit('C3', at('C3', UNKNOWN));

  repo.write(`${CORE}/cs.po`, poText([{ id: 'Hello', str: '' }, { id: 'World', str: 'Svět', fuzzy: true }]));
  ids.C4 = repo.commit('C4', at('C4', ALICE));

  repo.write(`${CORE}/messages.pot`, poText([{ id: 'Hello', ref: 'a.c:1' }, { id: 'World!', ref: 'a.c:2' }, { id: 'Bye', ref: 'a.c:3' }]));
  repo.write(`${CORE}/cs.po`, poText([{ id: 'Hello' }, { id: 'World!', str: 'Svět', fuzzy: true, prev: 'World' }, { id: 'Bye' }]));
  ids.C5 = repo.commit('C5', at('C5', BOB));

  repo.write(`${CORE}/messages.pot`, poText([{ id: 'Hello', ref: 'a.c:10' }, { id: 'World!', ref: 'a.c:2' }, { id: 'Bye', ref: 'a.c:3' }]));
  repo.write(`${CORE}/cs.po`, poText([{ id: 'Hello' }, { id: 'World!', str: 'Svět' }, { id: 'Bye' }]));
  repo.write(`${CORE}/de.po`, poText([{ id: 'Hello', str: 'Hallo', flags: ['c-format'] }, { id: 'World', str: 'Welt', fuzzy: true }]));
  ids.C6 = repo.commit('C6', at('C6', ALICE));

  repo.git('checkout', '-q', '-b', 'side');
  repo.write(`${CORE}/de.po`, poText([{ id: 'Hello', str: 'Hallo!', flags: ['c-format'] }, { id: 'World', str: 'Welt', fuzzy: true }]));
  ids.SIDE = repo.commit('side', at('SIDE', BOB));
  repo.git('checkout', '-q', 'main');
  repo.write(`${CORE}/cs.po`, poText([{ id: 'Hello' }, { id: 'World!', str: 'Svět' }, { id: 'Bye', str: 'Nashle' }]));
  ids.C8 = repo.commit('C8', at('C8', ALICE));
  repo.gitAt(at('MERGE', BOB), 'merge', '-q', '--no-ff', '-m', 'merge side', 'side');
  ids.MERGE = repo.git('rev-parse', 'HEAD').trim();

  repo.remove(`${CORE}/de.po`);
  repo.remove(`${CORE}/fr.po`);
  ids.C10 = repo.commit('C10', at('C10', ALICE));

  repo.write(`${CORE}/de.po`, poText([{ id: 'Hello', str: 'Hallo' }, { id: 'Bye', str: 'Tschüss' }]));
  ids.C11 = repo.commit('C11', at('C11', BOB));
  return ids;
}

/** The components of the built content (fr no longer exists, so it is not listed). */
export function scenarioComponents(onParse?: (file: string) => void): HistoryComponent[] {
  const parse = (file: string, bytes: Buffer) => {
    onParse?.(file);
    return parsePo(bytes.toString('utf8'), file).entries;
  };
  return [
    {
      project: 'demo',
      component: 'core',
      template: 'projects/demo/core/po/messages.pot',
      translations: [
        { language: 'en', file: '', isSource: true },
        { language: 'cs', file: 'projects/demo/core/po/cs.po', isSource: false },
        { language: 'de', file: 'projects/demo/core/po/de.po', isSource: false },
      ],
      parse,
      parser: 'po',
    },
    {
      project: 'demo',
      component: 'web',
      template: '',
      translations: [
        { language: 'en', file: '', isSource: true },
        { language: 'cs', file: 'projects/demo/web/cs.po', isSource: false },
        { language: 'de', file: 'projects/demo/web/de.po', isSource: false },
      ],
      parse,
      parser: 'po',
    },
  ];
}

export function userForEmail(email: string): string | null {
  return email === ALICE ? 'alice' : email === BOB ? 'bob' : null;
}

export function scenarioOptions(contentDir: string, cacheDir: string, since?: string): HistoryOptions {
  return { contentDir, cacheDir, userForEmail, ...(since ? { since } : {}) };
}

/** A history result as plain data (changes as an array, unit timestamps as objects, no cache folder), for comparing two results. */
export function plainResult(result: Omit<HistoryResult, 'cacheDir'> & { cacheDir?: string }): Record<string, unknown> {
  // The lineage names where the changes were derived, not what they are: a build that continues a
  // checkpoint carries the one it started from (incremental.test.ts).
  const { unitTimestamps, changes, cacheDir: _cacheDir, lineage: _lineage, ...rest } = result;
  return { ...rest, changes: [...changes], unitTimestamps: Object.fromEntries([...unitTimestamps.keys()].map((k) => [k, Object.fromEntries(unitTimestamps.get(k)!)])) };
}

/**
 * The scripted repository of a test file: built before its tests and removed after them, with
 * every folder `tempDir` made. Read its fields inside the tests.
 */
export function scenarioRepository(): { readonly repo: GitFixture; readonly ids: Record<Label, string>; tempDir(): string } {
  const temps: string[] = [];
  const tempDir = (): string => {
    const dir = GitFixture.temp();
    temps.push(dir);
    return dir;
  };
  const scenario = { repo: null as unknown as GitFixture, ids: {} as Record<Label, string>, tempDir };
  beforeAll(() => {
    scenario.repo = new GitFixture();
    temps.push(scenario.repo.dir);
    scenario.ids = buildScenario(scenario.repo);
  });
  afterAll(() => {
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  });
  return scenario;
}
