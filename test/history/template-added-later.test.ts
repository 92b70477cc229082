import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePo } from '../../src/formats/po/parse-po.js';
import type { ChangeRecord } from '../../src/history/change-record.js';
import type { HistoryComponent } from '../../src/history/history-component.js';
import { loadHistory } from '../../src/history/load-history.js';
import { GitFixture } from './git-fixture.js';
import { poText } from './po-text.js';
import { scenarioOptions } from './history-scenario.js';

// issue 15, point 5: a template committed after the translations must not erase their history.
const ALICE = { email: 'alice@example.org', date: '2024-01-01T10:00:00Z' };
const BOB = { email: 'bob@example.org', date: '2024-02-01T10:00:00Z' };
const CAROL = { email: 'carol@example.org', date: '2024-03-01T10:00:00Z' };
const users: Record<string, string> = { [ALICE.email]: 'alice', [BOB.email]: 'bob', [CAROL.email]: 'carol' };

let repo: GitFixture;
const temps: string[] = [];

function component(template: string): HistoryComponent {
  return {
    project: 'app',
    component: 'ui',
    template,
    translations: [
      { language: 'en', file: '', isSource: true },
      { language: 'de', file: 'po/de.po', isSource: false },
      { language: 'fr', file: 'po/fr.po', isSource: false },
    ],
    parse: (file, bytes) => parsePo(bytes.toString('utf8'), file).entries,
    parser: 'po',
  };
}

async function changesWith(template: string): Promise<ChangeRecord[]> {
  const cache = GitFixture.temp();
  temps.push(cache);
  const options = { ...scenarioOptions(repo.dir, cache), userForEmail: (e: string) => users[e] ?? null };
  return [...(await loadHistory([component(template)], options)).changes];
}

const row = (c: ChangeRecord) => `${c.language} ${c.action} ${JSON.stringify(c.target)} ${c.user ?? 'null'}`;

beforeAll(() => {
  repo = new GitFixture();
  temps.push(repo.dir);
  repo.write('po/de.po', poText([{ id: 'Open', str: 'Öffnen' }, { id: 'Close' }]))
    .write('po/fr.po', poText([{ id: 'Open', str: 'Ouvrir' }, { id: 'Close', str: 'Fermer' }]))
    .commit('translations', ALICE);
  repo.write('po/de.po', poText([{ id: 'Open', str: 'Aufmachen' }, { id: 'Close', str: 'Schließen' }])).commit('German', BOB);
  repo.write('po/app.pot', poText([{ id: 'Open' }, { id: 'Close' }, { id: 'Quit' }])).commit('template', CAROL);
});

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('a template added in a later commit', () => {
  it('keeps every change committed before the template, with its author', async () => {
    const withTemplate = (await changesWith('po/app.pot')).map(row);
    const before = (await changesWith('')).map(row);
    expect(withTemplate.slice(0, before.length)).toEqual(before);
    expect(withTemplate).toContain('de 2 "Aufmachen" bob');
    expect(withTemplate).toContain('de 5 "Schließen" bob');
  });

  it('records the template commit as what it adds: a new string, offered to every translation', async () => {
    const rows = (await changesWith('po/app.pot')).map(row);
    const before = (await changesWith('')).length;
    expect(rows.slice(before)).toEqual(['en 0 "" carol', 'en 31 "Quit" carol', 'de 44 "" carol', 'fr 44 "" carol']);
  });
});
