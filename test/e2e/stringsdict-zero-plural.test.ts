import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContentTree, type BuiltContentTree } from '../helpers/built-content-tree.js';

// Issue 19: stringsdict with Weblate's plural with zero (a `zero` form first in every language),
// end to end: units, statistics, the translation's language, downloads and the translate view.
function stringsdict(forms: Record<string, string>): string {
  const plural = Object.entries(forms).map(([category, text]) => `\t\t\t<key>${category}</key>\n\t\t\t<string>${text}</string>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>n_files</key>
\t<dict>
\t\t<key>NSStringLocalizedFormatKey</key>
\t\t<string>%#@files@</string>
\t\t<key>files</key>
\t\t<dict>
\t\t\t<key>NSStringFormatSpecTypeKey</key>
\t\t\t<string>NSStringPluralRuleType</string>
\t\t\t<key>NSStringFormatValueTypeKey</key>
\t\t\t<string>d</string>
${plural}\t\t</dict>
\t</dict>
</dict>
</plist>
`;
}

const EN = stringsdict({ zero: 'No files', one: '%d file', other: '%d files' });
const DE = stringsdict({ zero: 'Keine Dateien', one: '%d Datei', other: '%d Dateien' });
const FR = stringsdict({ one: '%d fichier', other: '%d fichiers' });
const JA = stringsdict({ other: '%d ファイル' });

let built: BuiltContentTree;
interface ApiUnit { source: string[]; target: string[]; context: string; state: number }
const unitsOf = (lang: string, component = 'ios'): ApiUnit[] => built.json<{ results: ApiUnit[] }>(`api/translations/demo/${component}/${lang}/units/index.json`).results;

beforeAll(() => {
  built = buildContentTree({
    'site.yaml': 'base_url: http://127.0.0.1:9\n',
    'projects/demo/project.yaml': 'name: Demo\n',
    'projects/demo/ios/component.yaml': 'name: iOS\nfile_format: stringsdict\nfilemask: app/*.lproj/Localizable.stringsdict\ntemplate: app/en.lproj/Localizable.stringsdict\nsource_language: en\n',
    'projects/demo/ios/app/en.lproj/Localizable.stringsdict': EN,
    'projects/demo/ios/app/de.lproj/Localizable.stringsdict': DE,
    'projects/demo/ios/app/fr.lproj/Localizable.stringsdict': FR,
    'projects/demo/ios/app/ja.lproj/Localizable.stringsdict': JA,
    // the template outside the filemask: it is the source translation's file
    'projects/demo/base/component.yaml': 'name: Base\nfile_format: stringsdict\nfilemask: app/*.lproj/Localizable.stringsdict\ntemplate: Base.stringsdict\nsource_language: en\n',
    'projects/demo/base/Base.stringsdict': EN,
    'projects/demo/base/app/de.lproj/Localizable.stringsdict': DE,
  });
}, 120_000);

afterAll(() => built?.remove());

describe('stringsdict with Weblate\'s plural with zero', () => {
  it('gives plural units a zero form first, in their source and their target', () => {
    const [formatKey, plural] = unitsOf('de');
    expect(formatKey).toMatchObject({ context: 'n_files', source: ['%#@files@'], target: ['%#@files@'], state: 20 });
    expect(plural).toMatchObject({ context: 'n_files:files', source: ['No files', '%d file', '%d files'], target: ['Keine Dateien', '%d Datei', '%d Dateien'], state: 20 });
    expect(unitsOf('ja')[1]).toMatchObject({ target: ['', ''], state: 0 });
  });

  it('counts a plural without a zero string as untranslated (its first form is empty), as Weblate does', () => {
    const stats = (lang: string) => built.json<{ translated: number; total: number }>(`api/translations/demo/ios/${lang}/index.json`);
    expect([stats('de').translated, stats('fr').translated, stats('ja').translated]).toEqual([2, 1, 1]);
    // compatibility.md §10.2: an untranslated unit publishes every form as "" (the file keeps them)
    expect(unitsOf('fr')[1]).toMatchObject({ target: ['', '', ''], state: 0 });
    expect(built.read('api/translations/demo/ios/fr/file/index.stringsdict')).toBe(FR);
  });

  it('keeps the language\'s default plural in the translation\'s language object, as Weblate\'s Language.plural', () => {
    const de = built.json<{ language: { plural: { number: number; formula: string } } }>('api/translations/demo/ios/de/index.json');
    expect(de.language.plural).toMatchObject({ number: 2, formula: 'n != 1' });
  });

  it('serves a translation\'s own file with its zero entries, and converts with the zero plural', () => {
    expect(built.read('api/translations/demo/ios/de/file/index.stringsdict')).toBe(DE);
    const po = built.read('api/translations/demo/ios/de/file/format-po.po');
    expect(po).toContain('"Plural-Forms: nplurals=3; plural=n == 0 ? 0 : 1 + (n != 1);\\n"');
    expect(po).toContain('msgstr[0] "Keine Dateien"\nmsgstr[1] "%d Datei"\nmsgstr[2] "%d Dateien"\n');
  });

  it('serves a template outside the filemask as the source translation\'s file, zero entries included', () => {
    expect(built.json<{ filename: string }>('api/translations/demo/base/en/index.json').filename).toBe('Base.stringsdict');
    expect(built.read('api/translations/demo/base/en/file/index.stringsdict')).toBe(EN);
    expect(unitsOf('en', 'base')[1]).toMatchObject({ source: ['No files', '%d file', '%d files'], target: ['No files', '%d file', '%d files'], state: 100 });
  });

  it('labels the forms of the translate view zero first, then the language\'s categories', () => {
    const page = built.read('translate/demo/ios/de/index.html');
    expect(page).toContain('data-plurals="zero one other"');
    expect(page).toContain('data-source-plurals="zero one other"');
    expect(built.read('translate/demo/ios/ja/index.html')).toContain('data-plurals="zero other"');
  });
});
