import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../languages/load-language-catalogue.js';
import type { GeneratedFileUnit } from './generated-file.js';
import { FILE_FORMATS, findFormat } from './registry.js';

const catalogue = loadLanguageCatalogue([]);

/** Values that need each format's escapes. */
const TRICKY = ['Plain', 'Say "hi" and \'bye\'', 'Two\nlines\tand a tab', '@at start', '  spaced  out ', 'back\\slash', 'Čeština 😀 ü', 'a=b: c # d', '100% <b>&amp;</b>', ''];

function unitsFor(plural: boolean, pluralForms: number): GeneratedFileUnit[] {
  const units: GeneratedFileUnit[] = TRICKY.map((value, i) => ({ key: `key${i}`, forms: [value], plural: false, readOnly: false }));
  if (plural) units.push({ key: 'files', forms: Array.from({ length: pluralForms }, (_, i) => `${i} files`), plural: true, readOnly: false });
  return units;
}

/** What the format's own reader gives back for a generated file: key → forms. */
function readBack(formatId: string, file: string | Buffer, language: string): Map<string, string[]> {
  const format = findFormat(formatId)!;
  const text = format.decode(typeof file === 'string' ? Buffer.from(file, 'utf8') : file);
  const parsed = format.parse(text, `x.${format.extensions[0]}`, { sourceLanguage: 'en', targetLanguage: language, catalogue });
  expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return new Map(parsed.entries.map((e) => [e.context, e.target]));
}

const PLURAL_FORMATS = new Set(['aresource', 'i18next', 'i18nextv4']);

describe('generated files of translations without a file read back as what was written', () => {
  const generating = FILE_FORMATS.filter((f) => 'generate' in f);
  it('covers the monolingual formats of issue 19', () => {
    expect(generating.map((f) => f.id).sort()).toEqual(
      ['aresource', 'arb', 'i18next', 'i18nextv4', 'json', 'json-nested', 'properties', 'properties-utf8', 'strings', 'strings-utf8', 'stringsdict'].sort(),
    );
  });

  for (const format of generating) {
    for (const language of ['de', 'pl']) {
      it(`${format.id} (${language})`, () => {
        const categories = catalogue.getLanguage(language).language.plural.categories;
        const units = unitsFor(PLURAL_FORMATS.has(format.id), categories.length);
        const file = format.generate!(units, { languageCode: language, categories });
        const back = readBack(format.id, file, language);
        for (const unit of units) {
          // Android leaves untranslated strings out (Weblate's blank clean-up).
          if (format.id === 'aresource' && unit.forms.every((f) => f === '')) {
            expect(back.has(unit.key)).toBe(false);
            continue;
          }
          expect(back.get(unit.key), `${unit.key}: ${JSON.stringify(unit.forms)}`).toEqual(unit.forms);
        }
        // Deterministic: the same units give the same bytes.
        expect(format.generate!(units, { languageCode: language, categories })).toEqual(file);
      });
    }
  }

  it('nests i18next keys and names plural keys by category', () => {
    const categories = catalogue.getLanguage('pl').language.plural.categories;
    const file = findFormat('i18nextv4')!.generate!(
      [
        { key: 'menu.open', forms: [''], plural: false, readOnly: false },
        { key: 'menu.items', forms: categories.map(() => ''), plural: true, readOnly: false },
      ],
      { languageCode: 'pl', categories },
    );
    expect(categories).toContain('few');
    expect(JSON.parse(file.toString())).toEqual({ menu: { open: '', ...Object.fromEntries(categories.map((c) => [`items_${c}`, ''])) } });
  });

  it('writes ARB with its locale and UTF-16 strings with a byte-order mark', () => {
    const arb = findFormat('arb')!.generate!([{ key: 'title', forms: [''], plural: false, readOnly: false }], { languageCode: 'pt_BR', categories: ['one', 'other'] });
    expect(arb).toBe('{\n  "@@locale": "pt_BR",\n  "title": ""\n}\n');
    const strings = findFormat('strings')!.generate!([{ key: 'a', forms: ['b'], plural: false, readOnly: false }], { languageCode: 'de', categories: ['one', 'other'] });
    expect(Buffer.isBuffer(strings) && strings.subarray(0, 2).equals(Buffer.from([0xff, 0xfe]))).toBe(true);
  });
});
