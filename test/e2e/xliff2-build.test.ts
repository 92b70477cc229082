import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentTree, type BuiltContentTree } from '../helpers/built-content-tree.js';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';

// Issue 19: a bilingual XLIFF 2.0 component (Weblate's xliff2-placeables) builds into the read API
// with Weblate's states, notes, read-only units and placeables, and serves its files as XLIFF.
const CS = `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="cs">
  <file id="app">
    <unit id="hello">
      <notes><note>Greeting on the home page</note></notes>
      <segment state="final"><source>Hello, <ph id="1" disp="{name}"/>!</source><target>Ahoj, <ph id="1" disp="{name}"/>!</target></segment>
    </unit>
    <unit id="save"><segment state="initial"><source>Save</source><target>Uložit</target></segment></unit>
    <unit id="brand" translate="no"><segment><source>Weblate</source><target>Weblate</target></segment></unit>
  </file>
  <file id="help">
    <unit id="intro">
      <segment id="a" state="translated"><source>Read this.</source><target>Přečtěte si to.</target></segment>
      <segment><source>Then start.</source></segment>
    </unit>
  </file>
</xliff>
`;
const DE = CS.replace('trgLang="cs"', 'trgLang="de"').replace('Ahoj', 'Hallo').replace('Uložit', 'Speichern').replace('state="initial"', 'state="reviewed"');

interface Unit {
  context: string;
  source: string[];
  target: string[];
  state: number;
  note: string;
  flags: string;
}

let built: BuiltContentTree;

beforeAll(() => {
  built = buildContentTree({
    'site.yaml': 'base_url: http://127.0.0.1:9\n',
    'projects/demo/project.yaml': 'name: Demo\n',
    'projects/demo/app/component.yaml': 'name: App\nfile_format: xliff2-placeables\nfilemask: l10n/*.xlf\nsource_language: en\n',
    'projects/demo/app/l10n/cs.xlf': CS,
    'projects/demo/app/l10n/de.xlf': DE,
  });
}, 120_000);

afterAll(() => built?.remove());

const readJson = <T>(route: string): T => built.json<T>(`${route}/index.json`);

describe('an XLIFF 2.0 component end to end', () => {
  it('counts translated and fuzzy strings per language as Weblate does', () => {
    const stats = (language: string) => readJson<{ total: number; translated: number; fuzzy: number; filename: string }>(`api/translations/demo/app/${language}`);
    expect(stats('cs')).toMatchObject({ filename: 'l10n/cs.xlf', total: 5, translated: 3, fuzzy: 1 });
    // reviewed is translated
    expect(stats('de')).toMatchObject({ filename: 'l10n/de.xlf', total: 5, translated: 4, fuzzy: 0 });
  });

  it('serves units with their keys, placeables, notes, read-only state and segments', () => {
    const units = readJson<{ results: Unit[] }>('api/translations/demo/app/cs/units').results;
    expect(units.map((u) => [u.context, u.source, u.target, u.state, u.note, u.flags])).toEqual([
      ['hello', ['Hello, <ph id="1" disp="{name}"/>!'], ['Ahoj, <ph id="1" disp="{name}"/>!'], 20, 'Greeting on the home page', 'xml-text'],
      ['save', ['Save'], ['Uložit'], 10, '', 'xml-text'],
      ['brand', ['Weblate'], ['Weblate'], 100, '', 'xml-text, read-only'],
      ['intro::a', ['Read this.'], ['Přečtěte si to.'], 20, '', 'xml-text'],
      ['intro::segment-2', ['Then start.'], [''], 0, '', 'xml-text'],
    ]);
  });

  it('serves the translation file as XLIFF with its own bytes', () => {
    const manifest = built.read('headers-manifest.json');
    expect(manifest).toMatch(/"api\/translations\/demo\/app\/cs\/file\/index\.xlf"[^}]*"Content-Type":"application\/x-xliff"/);
    expect(built.read('api/translations/demo/app/cs/file/index.xlf')).toBe(CS);
  });

  it('reports malformed XML and an XLIFF 1.2 file at their positions', () => {
    const broken = writeContentTree({
      'site.yaml': 'base_url: http://127.0.0.1:9\n',
      'projects/demo/project.yaml': 'name: Demo\n',
      'projects/demo/app/component.yaml': 'name: App\nfile_format: xliff2\nfilemask: l10n/*.xlf\nsource_language: en\n',
      'projects/demo/app/l10n/cs.xlf': CS.replace('<target>Uložit</target>', '<target>Uložit</source>'),
      'projects/demo/app/l10n/de.xlf': '<?xml version="1.0"?>\n<xliff version="1.2"><file original="a"><body/></file></xliff>\n',
    });
    try {
      const result = runCli(['check', '--content', broken]);
      const output = result.stdout + result.stderr;
      expect(output).toMatch(/l10n\/cs\.xlf:8:\d+: error xml-malformed: /);
      expect(output).toMatch(/l10n\/de\.xlf:2:1: error xliff-version-mismatch: the file is XLIFF 1\.2/);
      expect(result.status).not.toBe(0);
    } finally {
      removeTree(broken);
    }
  });
});
