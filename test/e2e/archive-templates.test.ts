import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentTree, type BuiltContentTree } from '../helpers/built-content-tree.js';

// Weblate's download_multi puts each component's template and new_base files in its ZIP
// downloads beside the translation files, once per component.
const POT = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Hello"\nmsgstr ""\n';
const po = (language: string, text: string) =>
  `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Hello"\nmsgstr "${text}"\n`;
const EN_JSON = '{\n  "hello": "Hello"\n}\n';
const DE_JSON = '{\n  "hello": "Hallo"\n}\n';

let built: BuiltContentTree;

beforeAll(() => {
  built = buildContentTree({
    'site.yaml': 'base_url: http://127.0.0.1:9\n',
    'projects/demo/project.yaml': 'name: Demo\n',
    'projects/demo/app/component.yaml': 'name: App\nfile_format: po\nfilemask: po/*.po\nnew_base: po/app.pot\n',
    'projects/demo/app/po/app.pot': POT,
    'projects/demo/app/po/de.po': po('de', 'Hallo'),
    'projects/demo/app/po/fr.po': po('fr', 'Bonjour'),
    'projects/demo/web/component.yaml': 'name: Web\nfile_format: json\nfilemask: locales/*.json\ntemplate: locales/en.json\n',
    'projects/demo/web/locales/en.json': EN_JSON,
    'projects/demo/web/locales/de.json': DE_JSON,
    // A second component sharing the first one's template, from outside its own folder.
    'projects/demo/mirror/component.yaml': 'name: Mirror\nfile_format: po\nfilemask: po/*.po\nnew_base: ../app/po/app.pot\n',
    'projects/demo/mirror/po/it.po': po('it', 'Ciao'),
  });
}, 120_000);

afterAll(() => built?.remove());

/** Entry names and texts of a ZIP of the output, read by Python's zipfile (an independent reader). */
function zipEntries(rel: string): Record<string, string> {
  const script = 'import json,sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps({n: z.read(n).decode() for n in z.namelist()}))';
  return JSON.parse(execFileSync('python3', ['-c', script, path.join(built.out, rel)], { encoding: 'utf8' })) as Record<string, string>;
}

describe('ZIP downloads hold the templates', () => {
  it("puts a gettext component's new_base POT beside its PO files, sorted", () => {
    const entries = zipEntries('api/components/demo/app/file/index.zip');
    expect(Object.keys(entries)).toEqual(['demo/app/po/app.pot', 'demo/app/po/de.po', 'demo/app/po/fr.po']);
    expect(entries['demo/app/po/app.pot']).toBe(POT);
    expect(entries['demo/app/po/de.po']).toBe(fs.readFileSync(path.join(built.content, 'projects/demo/app/po/de.po'), 'utf8'));
  });

  it('holds a monolingual template once: it is also the source translation file', () => {
    const entries = zipEntries('api/components/demo/web/file/index.zip');
    expect(Object.keys(entries)).toEqual(['demo/web/locales/de.json', 'demo/web/locales/en.json']);
    expect(entries['demo/web/locales/en.json']).toBe(EN_JSON);
  });

  it('puts a template from outside the component\'s folder at its path from the content root, inside the component\'s folder', () => {
    const entries = zipEntries('api/components/demo/mirror/file/index.zip');
    expect(Object.keys(entries)).toEqual(['demo/mirror/po/it.po', 'demo/mirror/projects/demo/app/po/app.pot']);
    expect(entries['demo/mirror/projects/demo/app/po/app.pot']).toBe(POT);
  });

  it("holds every component's files and templates in the project's archive", () => {
    expect(Object.keys(zipEntries('api/projects/demo/file/index.zip'))).toEqual([
      'demo/app/po/app.pot', 'demo/app/po/de.po', 'demo/app/po/fr.po',
      'demo/mirror/po/it.po', 'demo/mirror/projects/demo/app/po/app.pot',
      'demo/web/locales/de.json', 'demo/web/locales/en.json',
    ]);
  });
});
