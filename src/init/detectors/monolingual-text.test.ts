import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireShared } from '../../../test/helpers/content-tree.js';
import { FORMAT_CORPORA, readFormatCorpus } from '../../../test/helpers/text-format-corpus.js';
import { loadLanguageCatalogue } from '../../languages/load-language-catalogue.js';
import { discoverTranslations } from '../discover-translations.js';
import { FORMAT_DETECTORS } from '../format-detectors.js';
import { createLanguageCodeTest } from '../language-code-test.js';
import { proposeConfig } from '../propose-config.js';

const codes = createLanguageCodeTest(loadLanguageCatalogue([]));
const identity = { name: 'Sample', slug: 'sample' } as Parameters<typeof proposeConfig>[0];
const propose = (paths: string[]) =>
  proposeConfig(identity, discoverTranslations(paths, FORMAT_DETECTORS, codes).fileSets, codes, () => null).components.map((c) => ({
    fileFormat: c.fileFormat,
    filemask: c.filemask,
    template: c.template,
    files: c.fileSet.files.map((f) => f.servedCode),
  }));

describe('init finds monolingual text formats', () => {
  it('WebExtension _locales, ARB, locale-named JSON, properties with their base file, .lproj strings', () => {
    const found = propose([
      'ext/_locales/en/messages.json', 'ext/_locales/pt_BR/messages.json', 'ext/package.json',
      'lib/l10n/app_en.arb', 'lib/l10n/app_zh_Hant.arb',
      'locales/en.json', 'locales/nb-NO.json', 'tsconfig.json',
      'res/messages.properties', 'res/messages_de.properties', 'res/messages_pt_BR.properties',
      'ios/en.lproj/Localizable.strings', 'ios/pt-BR.lproj/Localizable.strings', 'ios/Base.lproj/Localizable.strings',
    ]);
    const byMask = (a: { filemask: string }, b: { filemask: string }) => (a.filemask < b.filemask ? -1 : 1);
    expect([...found].sort(byMask)).toEqual([
      { fileFormat: 'strings', filemask: 'ios/*.lproj/Localizable.strings', template: 'ios/en.lproj/Localizable.strings', files: ['en', 'pt_BR'] },
      { fileFormat: 'webextension', filemask: 'ext/_locales/*/messages.json', template: 'ext/_locales/en/messages.json', files: ['en', 'pt_BR'] },
      { fileFormat: 'arb', filemask: 'lib/l10n/app_*.arb', template: 'lib/l10n/app_en.arb', files: ['en', 'zh_Hant'] },
      { fileFormat: 'i18nextv4', filemask: 'locales/*.json', template: 'locales/en.json', files: ['en', 'nb_NO'] },
      { fileFormat: 'properties', filemask: 'res/messages_*.properties', template: 'res/messages.properties', files: ['de', 'pt_BR'] },
    ].sort(byMask));
  });
});

/** Every file of a corpus folder, relative to it. */
function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  );
}

describe.skipIf(!requireShared())('init on the real-world corpora proposes the component.yaml of each', () => {
  const corpora: [string, string][] = [
    ['i18next-actualbudget', 'i18nextv4'],
    ['properties-tinymediamanager', 'properties'],
    ['arb-aves', 'arb'],
    ['webextension-libredirect', 'webextension'],
    ['strings-deltachat', 'strings'],
  ];
  for (const [name, format] of corpora) {
    it.skipIf(!fs.existsSync(path.join(FORMAT_CORPORA, name)))(name, () => {
      const corpus = readFormatCorpus(name);
      const component = fs.readFileSync(path.join(corpus.dir, 'component.yaml'), 'utf8');
      const filemask = /^filemask: "?([^"\n]+)"?$/m.exec(component)![1];
      const found = propose(listFiles(corpus.dir)).filter((c) => c.fileFormat === format);
      expect(found.map((c) => [c.filemask, c.template])).toEqual([[filemask, corpus.template]]);
      expect(found[0]!.files.length).toBe(corpus.rows.filter((r) => r.code_in_path !== '').length);
    });
  }
});
