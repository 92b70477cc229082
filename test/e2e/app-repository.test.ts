import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../history/git-fixture.js';
import { SHARED, readTsv, removeTree, requireShared } from '../helpers/content-tree.js';
import { runCliIn } from '../helpers/run-cli.js';

// Issue 15 "Adopt it in a real repository": an app repository laid out as upstream keeps it (no
// content/, translations several folders deep, a POT added only in a later commit), configured by
// static-tms.yaml at its root; the numbers equal msgfmt's for each file.
const enabled = requireShared();
const corpora = path.join(SHARED, 'corpora');
const CLOCKS = 'myapp/locale/*/LC_MESSAGES/django.po';
const ALICE = { email: 'alice@example.org', date: '2024-01-01T10:00:00Z' };
const BOB = { email: 'bob@example.org', date: '2024-02-01T10:00:00Z' };
const CAROL = { email: 'carol@example.org', date: '2024-03-01T10:00:00Z' };

const USERS = `
users:
  bob:
    full_name: Bob
    emails: [${BOB.email}]
`;

let repo: GitFixture;
const temps: string[] = [];

beforeAll(() => {
  if (!enabled) return;
  repo = new GitFixture();
  temps.push(repo.dir);
  for (const f of fs.readdirSync(path.join(corpora, 'gnome-clocks/po')).filter((f) => f.endsWith('.po'))) {
    repo.write(CLOCKS.replace('*', f.replace(/\.po$/, '')), fs.readFileSync(path.join(corpora, 'gnome-clocks/po', f), 'utf8'));
  }
  for (const f of fs.readdirSync(path.join(corpora, 'weblate-hello/po')).filter((f) => f.endsWith('.po'))) {
    repo.write(`po/${f}`, fs.readFileSync(path.join(corpora, 'weblate-hello/po', f), 'utf8'));
  }
  // Esperanto, written here from the template, carries the history: its first string translated, then changed.
  const pot = fs.readFileSync(path.join(corpora, 'weblate-hello/po/hello.pot'), 'utf8');
  const esperanto = (text: string) => pot.replace(/(msgid "[^"]+"\nmsgstr )""/, `$1"${text}"`);
  expect(esperanto('x')).not.toBe(pot);
  repo.write('package.json', '{ "name": "myapp", "private": true }\n');
  repo.write('po/eo.po', esperanto('Saluton')).commit('translations', ALICE);
  repo.write('po/eo.po', esperanto('Saluton!')).commit('Esperanto', BOB);
  repo.write('po/hello.pot', pot).commit('template', CAROL);
  // As a maintainer adopts it: init proposes the components, the file is committed with the translators added.
  const init = runCliIn(repo.dir, ['init']);
  expect(init.status, init.stderr).toBe(0);
  config = fs.readFileSync(path.join(repo.dir, 'static-tms.yaml'), 'utf8');
  expect(config).toContain('filemask: myapp/locale/*/LC_MESSAGES/django.po');
  expect(config).toContain('new_base: po/hello.pot');
  repo.write('static-tms.yaml', config + USERS).commit('static-tms', CAROL);
});
let config = '';

afterAll(() => temps.forEach(removeTree));

function build(args: string[] = []): string {
  const out = path.join(GitFixture.temp(), 'dist');
  temps.push(path.dirname(out));
  const result = runCliIn(path.join(repo.dir, 'myapp'), ['build', '--base-url', 'http://127.0.0.1:9', '--out', out, ...args]);
  expect(result.status, result.stderr).toBe(0);
  buildLog = result.stderr;
  return out;
}
let buildLog = '';

const read = (out: string, api: string) => JSON.parse(fs.readFileSync(path.join(out, 'api', api, 'index.json'), 'utf8'));

/** Each file's msgfmt counts against its translation's statistics; total is the component's source strings. */
function expectMsgfmtCounts(out: string, corpus: string, component: string, filename: (file: string) => string, sourceStrings: number) {
  const rows = readTsv(path.join(corpora, corpus, 'po-stats.tsv')).filter((r) => r.file!.endsWith('.po'));
  expect(rows.length).toBeGreaterThan(0);
  const byFilename = new Map<string, { total: number; translated: number; fuzzy: number }>();
  for (const language of fs.readdirSync(path.join(out, 'api/translations/myapp', component))) {
    const stats = read(out, `translations/myapp/${component}/${language}`);
    byFilename.set(stats.filename, stats);
  }
  for (const row of rows) {
    const stats = byFilename.get(filename(path.basename(row.file!, '.po')));
    expect({ file: row.file, total: stats?.total, translated: stats?.translated, fuzzy: stats?.fuzzy })
      .toEqual({ file: row.file, total: sourceStrings, translated: Number(row.msgfmt_translated), fuzzy: Number(row.msgfmt_fuzzy) });
  }
}

/** The number of source strings the build reports for a component. */
function reportedSourceStrings(log: string, component: string): number {
  const match = new RegExp(`^myapp/${component}: (\\d+) source strings, (.*)$`, 'm').exec(log);
  expect(match, log).not.toBeNull();
  return Number(match![1]);
}

describe.skipIf(!enabled)('an app repository configured by static-tms.yaml', () => {
  it('checks from a subfolder with no --content, explaining the union of disagreeing files', () => {
    const result = runCliIn(path.join(repo.dir, 'myapp/locale'), ['check']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^myapp\/django: 279 source strings, the union of 82 files, 83 translations$/m);
    expect(result.stderr).toMatch(/^myapp\/hello: 4 source strings, from the template po\/hello\.pot/m);
    const component = /static-tms\.yaml:\d+:\d+: warning source-strings-only-in-one-file: .*$/m.exec(result.stderr)?.[0] ?? '';
    expect(component).toContain('myapp/locale/ckb/LC_MESSAGES/django.po (8)');
    expect(result.stderr).toMatch(/myapp\/locale\/af\/LC_MESSAGES\/django\.po:1:1: warning file-lacks-source-strings: this file lacks \d+ of the component's 279 source strings/);
  });

  it('builds every translation with msgfmt\'s translated and fuzzy, and the reported source strings as total', () => {
    const out = build();
    const clocks = reportedSourceStrings(buildLog, 'django');
    expectMsgfmtCounts(out, 'gnome-clocks', 'django', (l) => CLOCKS.replace('*', l), clocks);
    expectMsgfmtCounts(out, 'weblate-hello', 'hello', (l) => `po/${l}.po`, reportedSourceStrings(buildLog, 'hello'));
    expect(read(out, 'translations/myapp/django/de').filename).toBe('myapp/locale/de/LC_MESSAGES/django.po');
  });

  it('gives the same numbers for weblate-hello without its template', () => {
    const variant = path.join(repo.dir, 'no-template.yaml');
    fs.writeFileSync(variant, config.replace(/^ *new_base: po\/hello\.pot\n/m, ''));
    const dir = fs.mkdtempSync(path.join(repo.dir, '.variant-'));
    fs.cpSync(path.join(repo.dir, 'po'), path.join(dir, 'po'), { recursive: true });
    fs.cpSync(path.join(repo.dir, 'myapp'), path.join(dir, 'myapp'), { recursive: true });
    fs.renameSync(variant, path.join(dir, 'static-tms.yaml'));
    const out = path.join(GitFixture.temp(), 'dist');
    temps.push(path.dirname(out));
    const result = runCliIn(dir, ['build', '--base-url', 'http://127.0.0.1:9', '--out', out, '--no-history']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^myapp\/hello: 4 source strings, the union of 34 files/m);
    expectMsgfmtCounts(out, 'weblate-hello', 'hello', (l) => `po/${l}.po`, 4);
  });

  it('keeps the changes committed before the template, with their author', () => {
    const out = build();
    const eo = read(out, 'translations/myapp/hello/eo');
    expect(eo.last_author).toBe('Bob');
    expect(eo.last_change).toBe('2024-02-01T10:00:00.000000Z');
    const changes = read(out, 'translations/myapp/hello/eo/changes');
    const actions = changes.results.map((c: { action: number; user: string | null }) => `${c.action} ${c.user ?? 'null'}`);
    expect(actions, JSON.stringify(changes.results, null, 1)).toContain('2 http://127.0.0.1:9/api/users/bob/?format=api');
  });
});
