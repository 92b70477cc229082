import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHistory, type HistoryResult } from '../../src/history/load-history.js';
import { GitFixture } from './git-fixture.js';
import { ALICE, BOB, buildScenario, plainResult, scenarioComponents, scenarioOptions } from './history-scenario.js';
import { poText } from './po-text.js';

// A rebuild continues from the state kept after the previous build when HEAD descends from it,
// and must give exactly what a build from scratch gives.
let repo: GitFixture;
let content: string;
const temps: string[] = [];

function tempDir(): string {
  const dir = GitFixture.temp();
  temps.push(dir);
  return dir;
}

/** The history of the scenario; the cache folder it names is left out, so that results of two caches compare. */
async function build(cacheDir: string, parsed?: string[]): Promise<Omit<HistoryResult, 'cacheDir'>> {
  const { cacheDir: used, ...result } = await loadHistory(scenarioComponents((f) => parsed?.push(f)), scenarioOptions(content, cacheDir));
  expect(used).toBe(cacheDir);
  return result;
}

beforeAll(() => {
  repo = new GitFixture();
  temps.push(repo.dir);
  buildScenario(repo);
  content = path.join(repo.dir, 'content');
});

afterAll(() => {
  for (const dir of temps) new GitFixture(dir).cleanup();
});

describe('incremental history', () => {
  it('reads only the new commits and gives the same result as a build from scratch', async () => {
    const cache = tempDir();
    const first = await build(cache);
    const core = 'content/projects/demo/core/po';
    repo.write(`${core}/messages.pot`, poText([{ id: 'Hello', ref: 'a.c:10' }, { id: 'World!', ref: 'a.c:2' }, { id: 'Bye', ref: 'a.c:3' }, { id: 'New' }]));
    repo.write(`${core}/cs.po`, poText([{ id: 'Hello', str: 'Ahoj' }, { id: 'World!', str: 'Svět' }, { id: 'Bye', str: 'Nashle' }, { id: 'New', str: 'Nový' }]));
    repo.commit('C12', { date: '2024-01-12T10:00:00Z', email: ALICE });
    const parsed: string[] = [];
    const incremental = await build(cache, parsed);
    expect(parsed.sort()).toEqual(['projects/demo/core/po/cs.po', 'projects/demo/core/po/messages.pot']);
    const scratch = await build(tempDir());
    expect(plainResult(incremental)).toEqual(plainResult(scratch));
    // The changes recorded before are not derived again: the lineage goes on (ChangeTable.derivation).
    expect(incremental.lineage).toBe(first.lineage);
    expect(scratch.lineage).not.toBe(first.lineage);
    expect([...incremental.changes].filter((c) => c.timestamp.startsWith('2024-01-12')).map((c) => `${c.language} ${c.action}`)).toEqual([
      'en 0', 'en 31', 'cs 0', 'cs 44', 'cs 5', 'cs 5', 'de 44',
    ]);

    parsed.length = 0;
    const again = await build(cache, parsed);
    expect(parsed).toEqual([]);
    expect(plainResult(again)).toEqual(plainResult(scratch));
  });

  it('looks users up at every build, also for changes kept from before', async () => {
    const cache = tempDir();
    await build(cache);
    const renamed = await loadHistory(scenarioComponents(), {
      ...scenarioOptions(content, cache),
      userForEmail: (e) => (e === BOB ? 'robert' : null),
    });
    expect(new Set([...renamed.changes].map((c) => c.user))).toEqual(new Set(['robert', null]));
  });

  it('starts from scratch when the kept commit is no longer on the first-parent chain', async () => {
    const cache = tempDir();
    const first = await build(cache);
    repo.write('content/projects/demo/web/cs.po', poText([{ id: 'A', str: 'á' }]));
    repo.gitAt({ date: '2024-01-13T10:00:00Z', email: BOB }, 'commit', '-q', '-a', '--amend', '-m', 'C12 amended');
    const rebuilt = await build(cache);
    expect(plainResult(rebuilt)).toEqual(plainResult(await build(tempDir())));
    // Derived again: a new lineage, so no change keeps a fingerprint made under the old one.
    expect(rebuilt.lineage).not.toBe(first.lineage);
    expect([...rebuilt.changes].some((c) => c.component === 'web' && c.timestamp.startsWith('2024-01-13'))).toBe(true);
  });

  it('starts from scratch when the kept commit no longer exists (a repository made again, same files)', async () => {
    const other = new GitFixture();
    temps.push(other.dir);
    buildScenario(other);
    const otherContent = path.join(other.dir, 'content');
    const cache = tempDir();
    const history = (cacheDir: string) => loadHistory(scenarioComponents(), scenarioOptions(otherContent, cacheDir));
    await history(cache);
    // The same files in a new repository: one commit by another author, then one edit.
    other.init();
    other.commit('again', { date: '2025-03-01T10:00:00Z', email: BOB });
    other.write('content/projects/demo/web/de.po', poText([{ id: 'B', str: 'b' }]));
    other.commit('edit', { date: '2025-03-02T10:00:00Z', email: ALICE });
    const { cacheDir: _kept, ...rebuilt } = await history(cache);
    const { cacheDir: _scratch, ...scratch } = await history(tempDir());
    expect(plainResult(rebuilt)).toEqual(plainResult(scratch));
    expect(new Set([...rebuilt.changes].map((c) => c.timestamp.slice(0, 10)))).toEqual(new Set(['2025-03-01', '2025-03-02']));
  });
});
