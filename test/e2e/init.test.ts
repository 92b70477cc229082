import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { requireShared, SHARED } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';
import { GitFixture } from '../history/git-fixture.js';

const CORPORA = path.join(SHARED, 'corpora');
const DJANGO_LANGUAGES = ['ca@valencia', 'de', 'fr', 'pt_BR', 'sr@latin'];
const GLOSSARY_LANGUAGES = ['de', 'en_US', 'fr', 'zh_Hans'];

/**
 * A repository laid out as upstream apps keep their translations: a Django app several folders
 * deep (gnome-clocks' PO files as django.po), a gettext po/ folder with its POT (weblate-hello),
 * a TBX glossary (Slicer), plus files init must leave alone.
 */
function upstreamRepository(): GitFixture {
  const repo = new GitFixture();
  const copy = (from: string, to: string) => repo.write(to, fs.readFileSync(path.join(CORPORA, from), 'utf8'));
  repo.write('package.json', JSON.stringify({ name: '@example/weather-app', private: true }));
  for (const code of DJANGO_LANGUAGES) copy(`gnome-clocks/po/${code}.po`, `src/myapp/locale/${code}/LC_MESSAGES/django.po`);
  for (const file of fs.readdirSync(path.join(CORPORA, 'weblate-hello/po'))) copy(`weblate-hello/po/${file}`, `po/${file}`);
  for (const code of GLOSSARY_LANGUAGES) copy(`slicer-glossary-tbx/glossary/${code}.tbx`, `glossary/${code}.tbx`);
  copy('weblate-hello/po/de.po', 'docs/help/de/de.po');
  copy('weblate-hello/po/fr.po', 'docs/help/fr/fr.po');
  copy('weblate-hello/po/de.po', 'tests/fixtures/broken.po');
  repo.write('.gitignore', 'build/\n');
  copy('weblate-hello/po/de.po', 'build/po/de.po');
  copy('weblate-hello/po/de.po', 'node_modules/some-lib/po/de.po');
  repo.commit('Add the app', { date: '2024-01-02T03:04:05Z', email: 'dev@example.org' });
  return repo;
}

describe.skipIf(!requireShared())('static-tms init', () => {
  let repo: GitFixture;
  const temps: string[] = [];
  beforeAll(() => { repo = upstreamRepository(); });
  afterAll(() => {
    repo?.cleanup();
    temps.forEach((t) => fs.rmSync(t, { recursive: true, force: true }));
  });

  it('writes static-tms.yaml proposing a component per file set, and prints what it found', () => {
    const result = runCli(['init', repo.dir]);
    expect(result.status, result.stderr).toBe(0);
    const config = parse(fs.readFileSync(path.join(repo.dir, 'static-tms.yaml'), 'utf8')) as Record<string, unknown>;
    expect(config).toEqual({
      site: { name: 'weather-app translations' },
      projects: {
        'weather-app': {
          name: 'weather-app',
          components: {
            django: { name: 'Django', file_format: 'po', filemask: 'src/myapp/locale/*/LC_MESSAGES/django.po', source_language: 'en' },
            hello: { name: 'Hello', file_format: 'po', filemask: 'po/*.po', new_base: 'po/hello.pot', source_language: 'en' },
            glossary: { name: 'Glossary', file_format: 'tbx', filemask: 'glossary/*.tbx', source_language: 'en' },
          },
        },
      },
    });

    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe(`Found 3 components in ${repo.dir} (files listed by git ls-files):`);
    expect(lines[1]).toMatch(/^ {2}django {4}src\/myapp\/locale\/\*\/LC_MESSAGES\/django\.po +5 files {2}ca@valencia, de, fr, pt_BR, sr@latin {2}no template$/);
    expect(lines[2]).toMatch(/^ {2}hello {5}po\/\*\.po +33 files {2}ar, ca, cs, da, de, el, en_GB, es, … \(\+25\) {2}template po\/hello\.pot$/);
    expect(lines[3]).toMatch(/^ {2}glossary {2}glossary\/\*\.tbx +4 files {2}de, en_US, fr, zh_Hans {2}no template$/);
    expect(lines[4]).toBe('skipped docs/help/*/*.po (2 files): the language code appears twice in the path, and a static-tms filemask has one *');
    expect(lines[5]).toBe('ignored 1 file with no language code in the path: tests/fixtures/broken.po');
    expect(lines[6]).toBe(`Wrote ${path.join(repo.dir, 'static-tms.yaml')} (project weather-app, from the package.json). Check it, then:`);
    expect(lines.slice(-3)).toEqual(['  npx static-tms check', '  npx static-tms preview', '  npx static-tms build --base-url https://…']);
    expect(result.stdout).toBe('');
  });

  it('refuses to overwrite static-tms.yaml, and --dry-run prints the same proposal', () => {
    const file = path.join(repo.dir, 'static-tms.yaml');
    const before = fs.readFileSync(file, 'utf8');
    const again = runCli(['init', repo.dir]);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(`static-tms: ${file} already exists; init never overwrites it (remove it to start again, or run init --dry-run to see a new proposal)\n`);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);

    const dry = runCli(['init', '--dry-run', repo.dir]);
    expect(dry.status, dry.stderr).toBe(0);
    expect(dry.stdout).toBe(before);
    expect(dry.stderr).toContain(`--dry-run: ${file} not written`);
  });

  it('exits 1 naming the formats it looked for when nothing is found', () => {
    const empty = new GitFixture();
    temps.push(empty.dir);
    empty.write('README.md', '# nothing to translate\n').write('po/messages.po', 'msgid "a"\nmsgstr ""\n');
    const result = runCli(['init', empty.dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ignored 1 file with no language code in the path: po/messages.po');
    expect(result.stderr).toContain(`static-tms: no translation files found in ${empty.dir}: looked for gettext PO (*.po, with *.pot templates) and TBX glossaries (*.tbx)`);
    expect(result.stderr).toContain('among the files listed by git ls-files, of which 1 had one of these extensions');
    expect(fs.existsSync(path.join(empty.dir, 'static-tms.yaml'))).toBe(false);
  });

  it('exits 2 for a folder that does not exist, or a file', () => {
    const missing = path.join(os.tmpdir(), 'static-tms-init-no-such-folder');
    const result = runCli(['init', missing]);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`static-tms: ${missing}: no such folder\n`);
    const file = path.join(repo.dir, 'package.json');
    expect(runCli(['init', file])).toMatchObject({ status: 2, stderr: `static-tms: ${file}: not a folder\n` });
  });
});
