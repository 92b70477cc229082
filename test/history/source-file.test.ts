import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePo } from '../../src/formats/po/parse-po.js';
import type { HistoryComponent } from '../../src/history/history-component.js';
import { loadHistory, type HistoryResult } from '../../src/history/load-history.js';
import { computeIdHash } from '../../src/model/hash.js';
import { GitFixture } from './git-fixture.js';
import { poText } from './po-text.js';

// A component without a template whose source language has a file of its own (en.po):
// the source translation gets action 0, and 30 needs the same context on both sides.
const DIR = 'l10n/projects/p/ui';
const at = (day: number, email: string) => ({ date: `2024-03-0${day}T08:30:00Z`, email });

let repo: GitFixture;
let cache: string;
let result: HistoryResult;
let parsed = 0;

const component: HistoryComponent = {
  project: 'p',
  component: 'ui',
  template: '',
  translations: [
    { language: 'en', file: 'projects/p/ui/en.po', isSource: true },
    { language: 'cs', file: 'projects/p/ui/cs.po', isSource: false },
  ],
  parse(file, bytes) {
    parsed++;
    return parsePo(bytes.toString('utf8'), file).entries;
  },
  parser: 'po',
};

const name = new Map(
  [
    ['Hello', ''],
    ['Open', 'menu'],
    ['Open…', 'menu'],
    ['Hello!', 'greeting'],
  ].map(([s, c]) => [computeIdHash([s!], c!).toString(), `${s}@${c}`]),
);

beforeAll(async () => {
  repo = new GitFixture();
  cache = GitFixture.temp();
  repo.write(`${DIR}/en.po`, poText([{ id: 'Hello', str: 'Hello' }, { id: 'Open', ctx: 'menu', str: 'Open' }]));
  repo.write(`${DIR}/cs.po`, poText([{ id: 'Hello', str: 'Ahoj' }, { id: 'Open', ctx: 'menu', str: 'Otevřít' }]));
  repo.commit('add', at(1, 'a@example.org'));
  repo.write(`${DIR}/en.po`, poText([{ id: 'Hello', str: 'Hello' }, { id: 'Open…', ctx: 'menu', str: 'Open…' }]));
  repo.write(`${DIR}/cs.po`, poText([{ id: 'Hello', str: 'Ahoj' }, { id: 'Open…', ctx: 'menu', str: 'Otevřít', fuzzy: true, prev: 'Open' }]));
  repo.commit('rename with the same context', at(2, 'a@example.org'));
  repo.write(`${DIR}/en.po`, poText([{ id: 'Hello!', ctx: 'greeting', str: 'Hello!' }, { id: 'Open…', ctx: 'menu', str: 'Open…' }]));
  repo.write(`${DIR}/cs.po`, poText([{ id: 'Hello!', ctx: 'greeting', str: 'Ahoj', fuzzy: true, prev: 'Hello' }, { id: 'Open…', ctx: 'menu', str: 'Otevřít', fuzzy: true, prev: 'Open' }]));
  repo.commit('rename with another context', at(3, 'b@example.org'));
  const c3 = poText([{ id: 'Hello!', ctx: 'greeting', str: 'Ahoj', fuzzy: true, prev: 'Hello' }, { id: 'Open…', ctx: 'menu', str: 'Otevřít', fuzzy: true, prev: 'Open' }]);
  repo.write(`${DIR}/cs.po`, c3.replace('"Otevřít"', '"Otevřít…"'));
  repo.commit('edit', at(4, 'a@example.org'));
  repo.write(`${DIR}/cs.po`, c3);
  repo.commit('revert cs.po', at(5, 'a@example.org'));
  result = await loadHistory([component], {
    contentDir: path.join(repo.dir, 'l10n'),
    cacheDir: cache,
    userForEmail: (e) => (e === 'a@example.org' ? 'ann' : null),
  });
});

afterAll(() => {
  repo.cleanup();
  new GitFixture(cache).cleanup();
});

describe('a component whose source language has its own file', () => {
  it('records action 0 on the source translation and 30 only with the same context', () => {
    const rows = [...result.changes].map(
      (c) => `${c.timestamp.slice(8, 10)} ${c.language} ${c.action} ${c.idHash === null ? '-' : name.get(c.idHash.toString())} ${c.target} ${c.user}`,
    );
    expect(rows).toEqual([
      '01 en 0 -  ann',
      '01 en 31 Hello@ Hello ann',
      '01 en 31 Open@menu Open ann',
      '01 cs 0 -  ann',
      '01 cs 44 -  ann',
      '01 cs 5 Hello@ Ahoj ann',
      '01 cs 5 Open@menu Otevřít ann',
      '02 en 0 -  ann',
      '02 en 30 Open…@menu Open… ann',
      '02 cs 0 -  ann',
      '02 cs 44 -  ann',
      '02 cs 5 Open…@menu Otevřít ann',
      '03 en 0 -  null',
      '03 en 31 Hello!@greeting Hello! null',
      '03 cs 0 -  null',
      '03 cs 44 -  null',
      '03 cs 5 Hello!@greeting Ahoj null',
      '04 cs 0 -  ann',
      '04 cs 2 Open…@menu Otevřít… ann',
      '05 cs 0 -  ann',
      '05 cs 2 Open…@menu Otevřít ann',
    ]);
  });

  it('parses a version that comes back (a revert) only once', () => {
    expect(parsed).toBe(7);
  });
});
