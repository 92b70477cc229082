import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from './load-language-catalogue.js';
import { categoriesByCount } from './plural-categories.js';

describe('plural categories', () => {
  const catalogue = loadLanguageCatalogue([{ code: 'xx', plural: { number: 3, formula: 'n==1 ? 0 : n==2 ? 1 : 2' } }]);
  const of = (code: string) => catalogue.getLanguage(code).language.plural.categories;

  it('names each form by its CLDR category, in form order', () => {
    expect(of('en')).toEqual(['one', 'other']);
    // Polish "other" holds only fractions: gettext's three forms are one, few and many.
    expect(of('pl')).toEqual(['one', 'few', 'many']);
    expect(of('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(of('ja')).toEqual(['other']);
    expect(of('cs')).toEqual(['one', 'few', 'other']);
  });

  it('has as many categories as forms, also for a plural of languages.yaml', () => {
    for (const code of ['fr', 'pt_BR', 'he', 'ru', 'cy', 'ga', 'xx']) {
      const plural = catalogue.getLanguage(code).language.plural;
      expect(plural.categories).toHaveLength(plural.number);
    }
    expect(of('xx')).toEqual(['one', 'few', 'other']);
  });

  it('falls back by count, other last', () => {
    expect(categoriesByCount(1)).toEqual(['other']);
    expect(categoriesByCount(2)).toEqual(['one', 'other']);
    expect(categoriesByCount(6)).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });
});
