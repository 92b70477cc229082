import { describe, expect, it } from 'vitest';
import { APPLE_STRINGSDICT } from '../../src/formats/apple-stringsdict/stringsdict-format.js';
import { countMonolingual, formatCorpora, formatCorporaPresent, loadFormatStats, parseCorpusFile } from '../helpers/format-corpus.js';
import { toolkitPresent, toolkitUnits } from '../helpers/toolkit-units.js';

/**
 * The reference's `translated` follows Weblate's code, which puts a `zero` form first for every
 * language (README of the corpus: "Doubt"), so every plural without a `zero` string counts as
 * untranslated there. The reader maps forms onto the language's CLDR categories as every other
 * plural format does, so its translated count is the reference's `translated_if_zero_form_ignored`.
 */
function translatedIfZeroFormIgnored(extra: string): number {
  const match = /translated_if_zero_form_ignored=(\d+)/.exec(extra);
  if (match === null) throw new Error(`no translated_if_zero_form_ignored in "${extra}"`);
  return Number(match[1]);
}

describe.skipIf(!formatCorporaPresent)('stringsdict corpus (stringsdict-deltachat, stringsdict)', () => {
  const corpus = 'stringsdict-deltachat';
  const rows = formatCorporaPresent ? loadFormatStats(corpus) : [];
  const base = formatCorporaPresent ? parseCorpusFile(APPLE_STRINGSDICT, corpus, 'deltachat-ios/en.lproj/Localizable.stringsdict', 'en', 'en') : null;

  it('reads the template without diagnostics: 18 entries, 36 units', () => {
    expect(base?.diagnostics).toEqual([]);
    expect(base?.entries.length).toBe(36);
    expect(rows.length).toBe(19);
  });

  it.each(rows.map((r) => [r.file, r] as const))('%s: units and fuzzy as the reference, translated as its zero-form-ignored count', (file, row) => {
    const parsed = parseCorpusFile(APPLE_STRINGSDICT, corpus, file, row.language, 'en');
    expect(parsed.diagnostics).toEqual([]);
    expect(countMonolingual(base!.entries, parsed.entries)).toEqual({
      total: row.total,
      translated: translatedIfZeroFormIgnored(row.extra),
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
  ])('%s: the toolkit\'s keys and forms, less the zero form it adds first (languages whose plural tags the toolkit and CLDR integers agree on)', (file, language) => {
    const ours = parseCorpusFile(APPLE_STRINGSDICT, 'stringsdict-deltachat', file, language, 'en').entries.map((e) => ({ id: e.context, target: e.target }));
    const theirs = toolkitUnits('stringsdict', 'StringsDictFile', `${formatCorpora}stringsdict-deltachat/${file}`, language)
      .map((u) => ({ id: u.id, target: u.target.length > 1 ? u.target.slice(1) : u.target }));
    expect(ours).toEqual(theirs);
  });
});
