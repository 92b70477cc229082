import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../../languages/load-language-catalogue.js';
import { discoverTranslations } from '../discover-translations.js';
import type { ReadHead } from '../format-detector.js';
import { FORMAT_DETECTORS } from '../format-detectors.js';
import { createLanguageCodeTest } from '../language-code-test.js';
import { proposeConfig } from '../propose-config.js';

const codes = createLanguageCodeTest(loadLanguageCatalogue([]));
const identity = { name: 'Sample', slug: 'sample' } as Parameters<typeof proposeConfig>[0];

/** Proposals for files given with their heads as ReadHead would decode them (bytes as UTF-8). */
function propose(files: Record<string, string | Buffer>): { fileFormat: string; filemask: string; template: string | null }[] {
  const read: ReadHead = (p) => {
    const content = files[p];
    return content === undefined ? null : Buffer.isBuffer(content) ? content.toString('utf8') : content;
  };
  const sets = discoverTranslations(Object.keys(files), FORMAT_DETECTORS, codes).fileSets;
  return proposeConfig(identity, sets, codes, read).components.map((c) => ({ fileFormat: c.fileFormat, filemask: c.filemask, template: c.template }));
}

const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

describe('init tells formats apart by content', () => {
  it('Qt TS files by their <TS> root, never TypeScript', () => {
    expect(
      propose({
        'translations/app_de.ts': '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">\n</TS>\n',
        'translations/app_fr.ts': '<?xml version="1.0"?>\n<TS version="2.1" language="fr"></TS>\n',
        'src/i18n/de.ts': 'export default { hello: "Hallo" };\n',
        'src/i18n/fr.ts': 'export default { hello: "Bonjour" };\n',
        'types/de.d.ts': 'declare const x: string;\n',
      }),
    ).toEqual([{ fileFormat: 'ts', filemask: 'translations/app_*.ts', template: null }]);
  });

  it('properties in UTF-8 or ISO-8859-1, Apple strings in UTF-8 or UTF-16', () => {
    const found = propose({
      'utf8/messages.properties': 'title=Title\n',
      'utf8/messages_de.properties': 'title=Überschrift\n',
      'latin1/messages.properties': 'title=Title\n',
      'latin1/messages_de.properties': Buffer.from('title=\u00dcberschrift\n', 'latin1'),
      'ascii/messages.properties': 'title=Title\n',
      'ascii/messages_de.properties': 'title=\\u00dcberschrift\n',
      'a/en.lproj/Localizable.strings': '"title" = "Title";\n',
      'a/de.lproj/Localizable.strings': '"title" = "Überschrift";\n',
      'b/en.lproj/Localizable.strings': utf16('"title" = "Title";\n'),
      'b/de.lproj/Localizable.strings': utf16('"title" = "Überschrift";\n'),
    });
    const byMask = Object.fromEntries(found.map((c) => [c.filemask, c.fileFormat]));
    expect(byMask).toEqual({
      'utf8/messages_*.properties': 'properties-utf8',
      'latin1/messages_*.properties': 'properties',
      'ascii/messages_*.properties': 'properties',
      'a/*.lproj/Localizable.strings': 'strings-utf8',
      'b/*.lproj/Localizable.strings': 'strings',
    });
  });

  it('Rails locale files as ruby-yaml, other locale-named YAML as yaml; CSV only with a source column', () => {
    const found = propose({
      'config/locales/en.yml': '# English\nen:\n  hello: Hello\n',
      'config/locales/de.yml': '---\nde:\n  hello: Hallo\n',
      'i18n/en.yaml': 'hello: Hello\n',
      'i18n/de.yaml': 'hello: Hallo\n',
      '.github/workflows/de.yml': 'on: push\n',
      'docker-compose.yml': 'services: {}\n',
      'l10n/de.csv': 'location,source,target\nmain.c:1,Hello,Hallo\n',
      'l10n/fr.csv': 'location,source,target\nmain.c:1,Hello,Bonjour\n',
      'data/de.csv': 'city,population\nBerlin,3850809\n',
      'data/fr.csv': 'city,population\nParis,2102650\n',
    });
    expect(found.sort((a, b) => (a.filemask < b.filemask ? -1 : 1))).toEqual([
      { fileFormat: 'ruby-yaml', filemask: 'config/locales/*.yml', template: 'config/locales/en.yml' },
      { fileFormat: 'yaml', filemask: 'i18n/*.yaml', template: 'i18n/en.yaml' },
      { fileFormat: 'csv', filemask: 'l10n/*.csv', template: null },
    ]);
  });
});
