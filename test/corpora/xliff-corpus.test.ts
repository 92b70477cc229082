import { describe, expect, it } from 'vitest';
import { XLIFF } from '../../src/formats/xliff/xliff-format.js';
import { countBilingual, countMonolingual, formatCorporaPresent, loadFormatStats, parseCorpusFile } from '../helpers/format-corpus.js';

describe.skipIf(!formatCorporaPresent)('XLIFF corpus with a template (xliff-kimai, xliff)', () => {
  const corpus = 'xliff-kimai';
  const rows = formatCorporaPresent ? loadFormatStats(corpus) : [];
  const base = formatCorporaPresent ? parseCorpusFile(XLIFF, corpus, 'translations/messages.en.xlf', 'en', 'en') : null;

  it('reads the template without diagnostics', () => {
    expect(base?.diagnostics).toEqual([]);
    expect(rows.length).toBe(19);
  });

  it.each(rows.map((r) => [r.file, r] as const))('%s: the template\'s units matched by key, as Weblate counts them', (file, row) => {
    const parsed = parseCorpusFile(XLIFF, corpus, file, row.language, 'en');
    expect(parsed.diagnostics).toEqual([]);
    expect(countMonolingual(base!.entries, parsed.entries)).toEqual({ total: row.total, translated: row.translated, fuzzy: row.fuzzy, readonly: row.readonly });
  });
});

describe.skipIf(!formatCorporaPresent)('XLIFF corpus, bilingual (xliff-focus-ios, xliff)', () => {
  const corpus = 'xliff-focus-ios';
  const rows = formatCorporaPresent ? loadFormatStats(corpus) : [];

  it.each(rows.map((r) => [r.file, r] as const))('%s: the file\'s own units, as Weblate counts them', (file, row) => {
    const parsed = parseCorpusFile(XLIFF, corpus, file, row.language, 'en_US');
    expect(parsed.diagnostics).toEqual([]);
    expect(countBilingual(parsed.entries, row.role === 'source')).toEqual({ total: row.total, translated: row.translated, fuzzy: row.fuzzy, readonly: row.readonly });
  });
});
