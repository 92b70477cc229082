import { describe, expect, it } from 'vitest';
import { ANDROID_RESOURCE } from '../../src/formats/android/android-format.js';
import { toolkitPresent, toolkitUnits } from '../helpers/toolkit-units.js';
import { countMonolingual, formatCorpora, formatCorporaPresent, loadFormatStats, parseCorpusFile } from '../helpers/format-corpus.js';

const corpus = 'android-catima';
const template = 'app/src/main/res/values/strings.xml';

describe.skipIf(!formatCorporaPresent)('Android corpus (android-catima, aresource)', () => {
  const rows = formatCorporaPresent ? loadFormatStats(corpus) : [];
  const base = formatCorporaPresent ? parseCorpusFile(ANDROID_RESOURCE, corpus, template, 'en', 'en') : null;

  it('reads the template without diagnostics', () => {
    expect(base?.diagnostics).toEqual([]);
    expect(rows.length).toBe(25);
  });

  it.each(rows.map((r) => [r.file, r] as const))('%s: units, translated, fuzzy and read-only as Weblate counts them', (file, row) => {
    const parsed = parseCorpusFile(ANDROID_RESOURCE, corpus, file, row.language, 'en');
    expect(parsed.diagnostics).toEqual([]);
    const counts = countMonolingual(base!.entries, parsed.entries);
    expect(counts).toEqual({ total: row.total, translated: row.translated, fuzzy: row.fuzzy, readonly: row.readonly });
  });
});

describe.skipIf(!formatCorporaPresent || !toolkitPresent)('Android corpus against translate-toolkit', () => {
  it.each([
    ['app/src/main/res/values-de/strings.xml', 'de'],
    ['app/src/main/res/values-ru/strings.xml', 'ru'],
    ['app/src/main/res/values-ar/strings.xml', 'ar'],
  ])('%s: every unit has the toolkit\'s key and value forms', (file, language) => {
    const ours = parseCorpusFile(ANDROID_RESOURCE, corpus, file, language, 'en').entries.map((e) => ({ id: e.context, target: e.target }));
    // lxml writes the namespace declaration into each inner element (xmlns:xliff="…"); the reader does not
    const theirs = toolkitUnits('aresource', 'AndroidResourceFile', `${formatCorpora}${corpus}/${file}`, language)
      .filter((u) => u.id)
      .map((u) => ({ id: u.id, target: u.target.map((t) => t.replace(/ xmlns:\w+="[^"]*"/g, '')) }));
    expect(ours).toEqual(theirs);
  });
});
