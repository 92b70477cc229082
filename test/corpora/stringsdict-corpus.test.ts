import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLE_STRINGSDICT } from '../../src/formats/apple-stringsdict/stringsdict-format.js';
import { formatPlural } from '../../src/formats/format-plural.js';
import { loadLanguageCatalogue } from '../../src/languages/load-language-catalogue.js';
import { countMonolingual, formatCorpora, formatCorporaPresent, loadFormatStats, parseCorpusFile } from '../helpers/format-corpus.js';
import { toolkitPresent, toolkitUnits } from '../helpers/toolkit-units.js';

/**
 * stringsdict uses Weblate's plural with zero (`formatPlural`): a `zero` form first in every
 * language, so a plural variable without a `zero` string has an empty first form and is
 * untranslated, as the reference's `translated` counts it (README of the corpus: "Doubt").
 */
describe.skipIf(!formatCorporaPresent)('stringsdict corpus (stringsdict-deltachat, stringsdict)', () => {
  const corpus = 'stringsdict-deltachat';
  const rows = formatCorporaPresent ? loadFormatStats(corpus) : [];
  const base = formatCorporaPresent ? parseCorpusFile(APPLE_STRINGSDICT, corpus, 'deltachat-ios/en.lproj/Localizable.stringsdict', 'en', 'en') : null;

  it('reads the template without diagnostics: 18 entries, 36 units, plurals with the zero form first', () => {
    expect(base?.diagnostics).toEqual([]);
    expect(base?.entries.length).toBe(36);
    expect(rows.length).toBe(19);
    expect(base?.entries.filter((e) => e.target.length > 1).every((e) => e.target.length === 3 && e.target[0] === '')).toBe(true);
  });

  it.each(rows.map((r) => [r.file, r] as const))('%s: units, translated and fuzzy as the reference', (file, row) => {
    const parsed = parseCorpusFile(APPLE_STRINGSDICT, corpus, file, row.language, 'en');
    expect(parsed.diagnostics).toEqual([]);
    expect(countMonolingual(base!.entries, parsed.entries)).toEqual({
      total: row.total,
      translated: row.translated,
      fuzzy: row.fuzzy,
      readonly: row.readonly,
    });
  });
});

describe.skipIf(!formatCorporaPresent || !toolkitPresent)('stringsdict corpus against translate-toolkit', () => {
  it.each([
    ['deltachat-ios/ru.lproj/Localizable.stringsdict', 'ru'],
    ['deltachat-ios/uk.lproj/Localizable.stringsdict', 'uk'],
    ['deltachat-ios/ja.lproj/Localizable.stringsdict', 'ja'],
  ])('%s: the toolkit\'s keys and forms, its zero form first included (languages whose plural tags the toolkit and CLDR integers agree on)', (file, language) => {
    const ours = parseCorpusFile(APPLE_STRINGSDICT, 'stringsdict-deltachat', file, language, 'en').entries.map((e) => ({ id: e.context, target: e.target }));
    const theirs = toolkitUnits('stringsdict', 'StringsDictFile', `${formatCorpora}stringsdict-deltachat/${file}`, language)
      .map((u) => ({ id: u.id, target: u.target }));
    expect(ours).toEqual(theirs);
  });
});

describe.skipIf(!formatCorporaPresent || !toolkitPresent)('generated stringsdict files read by translate-toolkit', () => {
  const catalogue = loadLanguageCatalogue([]);
  it.each([
    ['deltachat-ios/ru.lproj/Localizable.stringsdict', 'ru'],
    ['deltachat-ios/ja.lproj/Localizable.stringsdict', 'ja'],
  ])('%s: our file of its units gives the toolkit the same keys and forms, zero first', (file, language) => {
    const entries = parseCorpusFile(APPLE_STRINGSDICT, 'stringsdict-deltachat', file, language, 'en').entries;
    const units = entries.map((e) => ({ key: e.context, forms: e.target, plural: e.target.length > 1, readOnly: false }));
    // a zero string the corpus lacks, so that writing it back is seen too
    const plural = units.find((u) => u.plural)!;
    plural.forms = ['zero!', ...plural.forms.slice(1)];
    const categories = formatPlural(APPLE_STRINGSDICT, catalogue.getLanguage(language).language).categories;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-stringsdict-'));
    try {
      const written = path.join(dir, 'Localizable.stringsdict');
      fs.writeFileSync(written, APPLE_STRINGSDICT.generate(units, { languageCode: language, categories }));
      expect(toolkitUnits('stringsdict', 'StringsDictFile', written, language)).toEqual(units.map((u) => ({ id: u.key, target: u.forms })));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
