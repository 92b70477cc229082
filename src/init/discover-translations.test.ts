import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireShared, SHARED } from '../../test/helpers/content-tree.js';
import { loadLanguageCatalogue } from '../languages/load-language-catalogue.js';
import { discoverTranslations, type Discovery } from './discover-translations.js';
import { FORMAT_DETECTORS } from './format-detectors.js';
import { createLanguageCodeTest } from './language-code-test.js';

const codes = createLanguageCodeTest(loadLanguageCatalogue([]));
const discover = (paths: string[]) => discoverTranslations(paths, FORMAT_DETECTORS, codes);

/** filemask → [codes, new_base] of each file set. */
function summary(d: Discovery): Record<string, [string[], string | null]> {
  return Object.fromEntries(d.fileSets.map((s) => [s.filemask, [s.files.map((f) => f.code), s.newBase]]));
}

describe('discoverTranslations', () => {
  it('po/<code>.po with the POT beside it', () => {
    const d = discover(['po/de.po', 'po/pt_BR.po', 'po/sr@latin.po', 'po/hello.pot', 'po/LINGUAS', 'src/main.c']);
    expect(summary(d)).toEqual({ 'po/*.po': [['de', 'pt_BR', 'sr@latin'], 'po/hello.pot'] });
    expect(d.fileSets[0]!.files.map((f) => f.servedCode)).toEqual(['de', 'pt_BR', 'sr@latin']);
  });

  it('po/myapp-<code>.po and po/myapp.<code>.po with the POT named after the domain', () => {
    expect(summary(discover(['po/myapp-de.po', 'po/myapp-zh-Hans.po', 'po/myapp.pot', 'po/aaa.pot']))).toEqual({
      'po/myapp-*.po': [['de', 'zh-Hans'], 'po/myapp.pot'],
    });
    expect(summary(discover(['po/myapp.de.po', 'po/myapp.pt-BR.po', 'po/myapp.pot']))).toEqual({
      'po/myapp.*.po': [['de', 'pt-BR'], 'po/myapp.pot'],
    });
  });

  it('Django: one component per domain, the POTs in the parent of the * folder', () => {
    const d = discover([
      'locale/de/LC_MESSAGES/django.po', 'locale/de/LC_MESSAGES/djangojs.po',
      'locale/zh_Hant/LC_MESSAGES/django.po', 'locale/zh_Hant/LC_MESSAGES/djangojs.po',
      'locale/django.pot', 'locale/djangojs.pot',
    ]);
    expect(summary(d)).toEqual({
      'locale/*/LC_MESSAGES/django.po': [['de', 'zh_Hant'], 'locale/django.pot'],
      'locale/*/LC_MESSAGES/djangojs.po': [['de', 'zh_Hant'], 'locale/djangojs.pot'],
    });
  });

  it('Flask-Babel: translations/<code>/LC_MESSAGES/messages.po', () => {
    expect(summary(discover(['translations/fr/LC_MESSAGES/messages.po', 'translations/es_419/LC_MESSAGES/messages.po', 'translations/messages.pot']))).toEqual({
      'translations/*/LC_MESSAGES/messages.po': [['es_419', 'fr'], 'translations/messages.pot'],
    });
  });

  it('skips a layout with the code twice (help/<code>/<code>.po), reporting it', () => {
    const d = discover(['help/de/de.po', 'help/fr/fr.po', 'po/de.po']);
    expect(summary(d)).toEqual({ 'po/*.po': [['de'], null] });
    expect(d.skipped).toEqual([{ filemask: 'help/*/*.po', paths: ['help/de/de.po', 'help/fr/fr.po'] }]);
    expect(d.ignored).toEqual([]);
  });

  it('ignores .po files without a language code, and leaves non-codes out of a filemask with a language_regex', () => {
    const d = discover([
      'src/po/README.po', 'tests/fixtures/broken.po', 'po/messages.po',
      'locale/de/LC_MESSAGES/django.po', 'locale/fr/LC_MESSAGES/django.po', 'locale/templates/LC_MESSAGES/django.po',
    ]);
    expect(summary(d)).toEqual({ 'locale/*/LC_MESSAGES/django.po': [['de', 'fr'], null] });
    expect(d.fileSets[0]!.notCodes).toEqual(['templates']);
    expect(d.ignored).toEqual(['locale/templates/LC_MESSAGES/django.po', 'po/messages.po', 'src/po/README.po', 'tests/fixtures/broken.po']);
  });

  it('a word left out of proposals (tr, gl) joins the set other files propose, and alone proposes nothing', () => {
    expect(summary(discover(['po/tr.po', 'po/gl.po', 'po/de.po']))).toEqual({ 'po/*.po': [['de', 'gl', 'tr'], null] });
    const alone = discover(['po/tr.po']);
    expect(alone.fileSets).toEqual([]);
    expect(alone.ignored).toEqual(['po/tr.po']);
  });

  it('keeps the source-language file (en.po) in the set', () => {
    expect(summary(discover(['po/en.po', 'po/de.po']))).toEqual({ 'po/*.po': [['de', 'en'], null] });
  });

  it('reports two files of one language', () => {
    const d = discover(['po/pt-BR.po', 'po/pt_BR.po', 'po/de.po']);
    expect(d.fileSets[0]!.files.map((f) => f.path)).toEqual(['po/de.po', 'po/pt-BR.po']);
    expect(d.fileSets[0]!.conflicts).toEqual([{ path: 'po/pt_BR.po', other: 'po/pt-BR.po', servedCode: 'pt_BR' }]);
    expect(d.ignored).toEqual([]);
  });

  it('a file in two proposals goes to the proposal more files make', () => {
    const d = discover(['de/po/fr.po', 'de/po/es.po', 'de/po/it.po']);
    expect(summary(d)).toEqual({ 'de/po/*.po': [['es', 'fr', 'it'], null] });
  });

  it('two sets side by side in one folder: po/*.po leaves po/myapp-de.po to po/myapp-*.po', () => {
    const d = discover(['po/de.po', 'po/fr.po', 'po/myapp-de.po', 'po/myapp.de.po']);
    expect(summary(d)).toEqual({ 'po/*.po': [['de', 'fr'], null], 'po/myapp-*.po': [['de'], null], 'po/myapp.*.po': [['de'], null] });
    expect(d.fileSets.find((s) => s.filemask === 'po/*.po')!.notCodes).toEqual(['myapp-de']);
  });

  it('TBX glossaries', () => {
    const d = discover(['glossary/de.tbx', 'glossary/en_US.tbx', 'glossary/pt_BR.tbx', 'docs/terms.tbx']);
    expect(summary(d)).toEqual({ 'glossary/*.tbx': [['de', 'en_US', 'pt_BR'], null] });
    expect(d.fileSets[0]!.detector.fileFormat).toBe('tbx');
    expect(d.ignored).toEqual(['docs/terms.tbx']);
  });

  it('does not depend on the order of the paths', () => {
    const paths = ['locale/de/LC_MESSAGES/django.po', 'po/fr.po', 'po/de.po', 'glossary/de.tbx', 'po/x.pot', 'help/de/de.po', 'po/README.po'];
    const a = discover(paths);
    const b = discover([...paths].reverse());
    expect(JSON.stringify(b, (k, v) => (k === 'detector' ? v.fileFormat : v))).toBe(JSON.stringify(a, (k, v) => (k === 'detector' ? v.fileFormat : v)));
  });
});

describe.skipIf(!requireShared())('discoverTranslations on the corpora, laid out as their READMEs say', () => {
  const list = (corpus: string, folder: string) =>
    fs.readdirSync(path.join(SHARED, 'corpora', corpus, folder)).map((f) => `${folder}/${f}`);

  it('gnome-clocks: po/*.po, 82 languages (sr@latin, ca@valencia, bn_IN, …), no POT', () => {
    const d = discover(list('gnome-clocks', 'po'));
    expect(d.fileSets.map((s) => [s.filemask, s.files.length, s.newBase])).toEqual([['po/*.po', 82, null]]);
    expect(d.fileSets[0]!.files.map((f) => f.code)).toEqual(expect.arrayContaining(['sr@latin', 'ca@valencia', 'bn_IN', 'zh_HK', 'mjw', 'kab']));
    expect(d.ignored).toEqual([]);
  });

  it('weblate-hello: po/*.po with po/hello.pot', () => {
    const d = discover(list('weblate-hello', 'po'));
    expect(d.fileSets.map((s) => [s.filemask, s.files.length, s.newBase])).toEqual([['po/*.po', 33, 'po/hello.pot']]);
  });

  it('slicer-glossary-tbx: glossary/*.tbx, 46 languages, en_US included', () => {
    const d = discover(list('slicer-glossary-tbx', 'glossary'));
    expect(d.fileSets.map((s) => [s.filemask, s.files.length, s.detector.fileFormat])).toEqual([['glossary/*.tbx', 46, 'tbx']]);
    expect(d.fileSets[0]!.conflicts).toEqual([]);
  });
});
