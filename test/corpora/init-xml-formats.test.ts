import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverTranslations } from '../../src/init/discover-translations.js';
import { FORMAT_DETECTORS } from '../../src/init/format-detectors.js';
import { createLanguageCodeTest } from '../../src/init/language-code-test.js';
import { loadLanguageCatalogue } from '../../src/languages/load-language-catalogue.js';
import { formatCorpora, formatCorporaPresent, loadFormatStats } from '../helpers/format-corpus.js';

const codes = createLanguageCodeTest(loadLanguageCatalogue([]));

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

/** `file_format` and `filemask` of a corpus's component.yaml (two plain keys). */
function component(corpus: string): { fileFormat: string; filemask: string } {
  const text = readFileSync(`${formatCorpora}${corpus}/component.yaml`, 'utf8');
  const value = (key: string): string => (new RegExp(`^${key}:\\s*"?([^"\\n]+)"?`, 'm').exec(text)?.[1] ?? '').trim();
  return { fileFormat: value('file_format'), filemask: value('filemask') };
}

describe.skipIf(!formatCorporaPresent)('init finds each XML format in the corpora as their Weblate component does', () => {
  it.each(['android-catima', 'xliff-kimai', 'xliff-focus-ios', 'resx-soundswitch', 'stringsdict-deltachat'])('%s', (corpus) => {
    const expected = component(corpus);
    const found = discoverTranslations(listFiles(`${formatCorpora}${corpus}`), FORMAT_DETECTORS, codes);
    const set = found.fileSets.find((s) => s.filemask === expected.filemask);
    expect(found.fileSets.map((s) => [s.detector.fileFormat, s.filemask])).toContainEqual([expected.fileFormat, expected.filemask]);
    // every translation file of the reference, each with the language Weblate gives it
    const rows = loadFormatStats(corpus).filter((r) => r.file !== '' && (set?.files.some((f) => f.path === r.file) ?? false));
    const languages = new Map(loadFormatStats(corpus).map((r) => [r.file, r.language]));
    expect(set?.files.map((f) => f.path).sort()).toEqual(rows.map((r) => r.file).sort());
    // The served code is Weblate's, except that the catalogue keeps a default country Weblate drops
    // (SIMPLIFY_LANGUAGES: sv_SE → sv; in_ID → id), which is the language catalogue's matter, not the format's.
    for (const f of set?.files ?? []) {
      const weblate = languages.get(f.path);
      if (f.servedCode !== weblate) expect([f.code, f.servedCode.split('_')[0] === weblate || (f.servedCode === 'in_ID' && weblate === 'id')]).toEqual([f.code, true]);
    }
  });
});
