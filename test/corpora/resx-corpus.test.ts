import { describe, expect, it } from 'vitest';
import { RESX } from '../../src/formats/resx/resx-format.js';
import { countMonolingual, formatCorporaPresent, loadFormatStats, parseCorpusFile } from '../helpers/format-corpus.js';

describe.skipIf(!formatCorporaPresent)('RESX corpus (resx-soundswitch, resx)', () => {
  const corpus = 'resx-soundswitch';
  const rows = formatCorporaPresent ? loadFormatStats(corpus) : [];
  const base = formatCorporaPresent ? parseCorpusFile(RESX, corpus, 'SoundSwitch/Localization/SettingsStrings.resx', 'en', 'en') : null;

  it('reads the template without diagnostics', () => {
    expect(base?.diagnostics).toEqual([]);
    expect(rows.length).toBe(22);
  });

  it.each(rows.map((r) => [r.file, r] as const))('%s: the template\'s units matched by key, as Weblate counts them', (file, row) => {
    const parsed = parseCorpusFile(RESX, corpus, file, row.language, 'en');
    expect(parsed.diagnostics).toEqual([]);
    expect(countMonolingual(base!.entries, parsed.entries)).toEqual({ total: row.total, translated: row.translated, fuzzy: row.fuzzy, readonly: row.readonly });
  });
});
