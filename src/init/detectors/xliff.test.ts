import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../../languages/load-language-catalogue.js';
import { discoverTranslations } from '../discover-translations.js';
import type { ReadHead } from '../format-detector.js';
import { FORMAT_DETECTORS } from '../format-detectors.js';
import { createLanguageCodeTest } from '../language-code-test.js';
import { proposeConfig } from '../propose-config.js';

const codes = createLanguageCodeTest(loadLanguageCatalogue([]));
const identity = { name: 'Sample', slug: 'sample' } as Parameters<typeof proposeConfig>[0];

function propose(files: Record<string, string>): { fileFormat: string; filemask: string; sourceLanguage: string }[] {
  const read: ReadHead = (p) => files[p] ?? null;
  const sets = discoverTranslations(Object.keys(files), FORMAT_DETECTORS, codes).fileSets;
  return proposeConfig(identity, sets, codes, read).components.map((c) => ({ fileFormat: c.fileFormat, filemask: c.filemask, sourceLanguage: c.sourceLanguage }));
}

const v2 = (trg: string) => `<?xml version="1.0"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="fr" trgLang="${trg}">\n<file id="f"/>\n</xliff>\n`;
const v12 = (trg: string) => `<?xml version="1.0"?>\n<xliff version="1.2">\n<file original="a" source-language="de" target-language="${trg}"><body/></file>\n</xliff>\n`;

describe('init and XLIFF', () => {
  it('proposes xliff2-placeables for XLIFF 2.0 files, with their srcLang', () => {
    expect(propose({ 'l10n/cs.xlf': v2('cs'), 'l10n/pl.xlf': v2('pl') })).toEqual([
      { fileFormat: 'xliff2-placeables', filemask: 'l10n/*.xlf', sourceLanguage: 'fr' },
    ]);
  });

  it('keeps xliff for XLIFF 1.2 files, and for a set not all 2.0', () => {
    expect(propose({ 'l10n/cs.xlf': v12('cs'), 'l10n/pl.xlf': v12('pl') })).toEqual([
      { fileFormat: 'xliff', filemask: 'l10n/*.xlf', sourceLanguage: 'de' },
    ]);
    expect(propose({ 'l10n/cs.xlf': v2('cs'), 'l10n/pl.xlf': v12('pl') }).map((c) => c.fileFormat)).toEqual(['xliff']);
  });
});
