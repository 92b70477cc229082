import { describe, expect, it } from 'vitest';
import { QT_TS } from '../../src/formats/qt-ts/qt-ts-format.js';
import { countBilingual, formatCorporaPresent, loadFormatStats, parseCorpusFile } from '../helpers/format-corpus.js';

describe.skipIf(!formatCorporaPresent)('Qt TS corpus (ts-copyq, ts)', () => {
  const corpus = 'ts-copyq';
  const rows = formatCorporaPresent ? loadFormatStats(corpus) : [];

  it.each(rows.map((r) => [r.file, r] as const))('%s: the file\'s own units, as Weblate counts them', (file, row) => {
    const parsed = parseCorpusFile(QT_TS, corpus, file, row.language, 'en');
    expect(parsed.diagnostics).toEqual([]);
    expect(countBilingual(parsed.entries, row.role === 'source')).toEqual({ total: row.total, translated: row.translated, fuzzy: row.fuzzy, readonly: row.readonly });
  });
});
