import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from './load-language-catalogue.js';
import { evaluateFormula } from './plural-formula.js';
import { PLURAL_SOURCE_CLDR_ZERO, withZeroForm } from './zero-plural.js';

const catalogue = loadLanguageCatalogue([]);
const zeroPluralOf = (code: string) => withZeroForm(catalogue.getLanguage(code).language.plural, code);
const formsFor = (formula: string, numbers: readonly number[]) => numbers.map((n) => evaluateFormula(formula, n));

describe('withZeroForm (Weblate\'s CLDR plural with zero, for stringsdict)', () => {
  it('en: zero, one, other, with Weblate\'s zero/one/other type and the CLDR-zero source', () => {
    const plural = zeroPluralOf('en');
    expect(plural).toMatchObject({ number: 3, categories: ['zero', 'one', 'other'], type: 11, source: PLURAL_SOURCE_CLDR_ZERO, formula: 'n == 0 ? 0 : 1 + (n != 1)' });
    expect(formsFor(plural.formula, [0, 1, 2, 5, 21])).toEqual([0, 1, 2, 2, 2]);
    expect(plural.id).not.toBe(catalogue.getLanguage('en').language.plural.id);
  });

  it('ru: zero first, then one, few, many for the numbers the Russian formula gives them', () => {
    const plural = zeroPluralOf('ru');
    expect(plural).toMatchObject({ number: 4, categories: ['zero', 'one', 'few', 'many'] });
    expect(formsFor(plural.formula, [0, 1, 2, 5, 11, 21, 22, 25, 100])).toEqual([0, 1, 2, 3, 3, 1, 2, 3, 3]);
  });

  it('ja: a language without plurals gets two forms, zero and other (Weblate\'s zero/other type)', () => {
    const plural = zeroPluralOf('ja');
    expect(plural).toMatchObject({ number: 2, categories: ['zero', 'other'], type: 15, formula: 'n == 0 ? 0 : 1' });
    expect(formsFor(plural.formula, [0, 1, 2, 100])).toEqual([0, 1, 1, 1]);
  });

  it('ar (and any plural with a zero category already): unchanged, as Weblate keeps its zero-first types', () => {
    for (const code of ['ar', 'cy', 'lv']) {
      const plural = catalogue.getLanguage(code).language.plural;
      expect(withZeroForm(plural, code), code).toBe(plural);
    }
    expect(zeroPluralOf('ar')).toMatchObject({ number: 6, categories: ['zero', 'one', 'two', 'few', 'many', 'other'], source: 0 });
  });
});
