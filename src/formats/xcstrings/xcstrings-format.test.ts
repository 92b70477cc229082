import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../../languages/load-language-catalogue.js';
import { XCSTRINGS } from './xcstrings-format.js';

const catalogue = loadLanguageCatalogue([]);
const catalog = JSON.stringify({
  sourceLanguage: 'en',
  version: '1.0',
  strings: {
    Hello: { comment: 'Greeting', localizations: { de: { stringUnit: { state: 'translated', value: 'Hallo' } }, 'pt-BR': { stringUnit: { state: 'needs_review', value: 'Olá' } } } },
    files: {
      localizations: {
        en: { variations: { plural: { one: { stringUnit: { state: 'translated', value: '%lld file' } }, other: { stringUnit: { state: 'translated', value: '%lld files' } } } } },
        de: { variations: { plural: { other: { stringUnit: { state: 'translated', value: '%lld Dateien' } } } } },
      },
    },
    '%@': { shouldTranslate: false },
  },
}, null, 2);
const parse = (language: string) => XCSTRINGS.parse(catalog, 'Localizable.xcstrings', { sourceLanguage: 'en', targetLanguage: language, catalogue });

describe('xcstrings', () => {
  it('reads the units of one language, plurals by category, notes and read-only keys', () => {
    expect(parse('de').entries.map((e) => [e.context, e.target, e.note, e.flags, e.fuzzy, e.line])).toEqual([
      ['Hello', ['Hallo'], 'Greeting', '', false, 5],
      ['files', ['', '%lld Dateien'], '', '', false, 22],
      ['%@', [''], '', 'read-only', false, 56],
    ]);
  });

  it('takes the key as the source text when the catalog has none; needs_review is fuzzy', () => {
    expect(parse('en').entries.map((e) => e.target)).toEqual([['Hello'], ['%lld file', '%lld files'], ['%@']]);
    expect(parse('pt_BR').entries[0]).toMatchObject({ target: ['Olá'], fuzzy: true });
  });

  it('wants a "strings" object', () => {
    const parsed = XCSTRINGS.parse('{"version": "1.0"}', 'x.xcstrings', { sourceLanguage: 'en', targetLanguage: 'de', catalogue });
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(['json-unexpected-root']);
  });
});
