import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from './load-language-catalogue.js';
import { EQUIVALENCE_SAMPLES, evaluateFormula } from './plural-formula.js';
import { computePluralType, PLURAL_TYPES } from './plural-type.js';
import { WEBLATE_PLURAL_FORMULAS } from './weblate-plural-formulas.js';

describe('computePluralType (§14.8)', () => {
  it('gives the spec examples', () => {
    expect(computePluralType('0', 1, 'ja')).toBe(0);
    expect(computePluralType('n != 1', 2, 'en')).toBe(1);
    expect(computePluralType('n > 1', 2, 'fr')).toBe(1);
    expect(computePluralType('(n==2) ? 1 : 0', 2, 'xx')).toBe(9);
    expect(computePluralType('n==0 ? 0 : 1', 2, 'xx')).toBe(15);
    expect(computePluralType('n % 10 != 1 || n % 100 == 11', 2, 'is')).toBe(1);
  });

  it('looks the text up with spaces removed and a trailing semicolon stripped', () => {
    expect(computePluralType('n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2;', 3, 'lv')).toBe(7);
    expect(computePluralType('(n == 1) ? 0 : (n == 2) ? 1 : (n == 3) ? 2 : 3', 4, 'xx')).toBe(5);
  });

  it('maps every table formula to its own type', () => {
    for (const entry of PLURAL_TYPES) {
      for (const formula of entry.formulas) expect(computePluralType(formula, entry.forms, 'xx')).toBe(entry.type);
    }
  });

  it('gives six-form Arabic type 3 before the table lookup, as Weblate publishes it', () => {
    expect(computePluralType('n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5', 6, 'ar')).toBe(3);
    expect(computePluralType('n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5', 6, 'xx')).toBe(12);
    expect(computePluralType('(n == 0) ? 0 : ((n == 1) ? 1 : ((n == 2) ? 2 : ((n % 100 >= 3 && n % 100 <= 10) ? 3 : ((n % 100 >= 11 && n % 100 <= 99) ? 4 : 5))))', 6, 'ar')).toBe(3);
  });

  it('falls back to equivalence with the form count, then 666', () => {
    expect(computePluralType('(n == 1) ? 0 : ((n == 2) ? 1 : 2)', 3, 'he')).toBe(4);
    expect(computePluralType('n >= 2 && n <= 4 ? 1 : n == 1 ? 0 : 2', 3, 'cs')).toBe(22);
    expect(computePluralType('n == 1 ? 0 : 1', 3, 'xx')).toBe(666);
    expect(computePluralType('n == 7 ? 0 : 1', 2, 'xx')).toBe(666);
    expect(computePluralType('n ==', 2, 'xx')).toBe(666);
  });
});

describe('PLURAL_TYPES with Weblate\'s known formulas (§14.8)', () => {
  const byType = new Map(PLURAL_TYPES.map((entry) => [entry.type, entry]));

  it('has the spec types 0…23 and no others, as Weblate\'s constants stop at 23', () => {
    expect(PLURAL_TYPES.map((entry) => entry.type)).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  it('keeps the spec formulas first, in table order', () => {
    expect(byType.get(1)?.formulas.slice(0, 4)).toEqual([
      'n != 1', 'n > 1', 'n % 10 != 1 || n % 100 == 11', 'n >= 2 && (n < 11 || n > 99)',
    ]);
    expect(byType.get(22)?.formulas.slice(0, 2)).toEqual([
      'n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2',
      '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2',
    ]);
    expect(byType.get(3)?.formulas).toEqual([]);
  });

  it('lists every Weblate formula under its Weblate type, once', () => {
    for (const { type, formulas } of WEBLATE_PLURAL_FORMULAS) {
      const listed = (byType.get(type)?.formulas ?? []).map((f) => f.replace(/ /g, ''));
      for (const formula of formulas) expect(listed, `${type}: ${formula}`).toContain(formula.replace(/ /g, ''));
    }
    for (const entry of PLURAL_TYPES) {
      const keys = entry.formulas.map((f) => f.replace(/ /g, ''));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('keeps each listed formula within its type\'s form count', () => {
    // At most, not exactly: Weblate lists 4-form formulas for pl/uk whose last form (fractions)
    // no integer reaches.
    for (const entry of PLURAL_TYPES) {
      for (const formula of entry.formulas) {
        const highest = Math.max(...EQUIVALENCE_SAMPLES.map((n) => evaluateFormula(formula, n)));
        expect(highest, `${entry.type}: ${formula}`).toBeLessThan(entry.forms);
        if (entry.type !== 8) expect(highest + 1, `${entry.type}: ${formula}`).toBe(entry.forms);
      }
    }
  });

  it('finds Weblate\'s spellings by text and by evaluation', () => {
    expect(computePluralType('n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2', 3, 'pl')).toBe(22);
    expect(computePluralType('(n==0) ? 0 : (n==1) ? 1 : (n==2) ? 2 : (n==3) ? 3 :(n==6) ? 4 : 5', 6, 'cy')).toBe(12);
    expect(computePluralType('(n == 0) ? 0 : ((n == 1) ? 1 : ((n == 2) ? 2 : ((n == 3) ? 3 : ((n == 6) ? 4 : 5))))', 6, 'cy')).toBe(12);
    expect(computePluralType('n==1 || n%10==1 ? 0 : 1', 2, 'mk')).toBe(1);
    // Weblate's default plurals for he and mt (4 forms), which §14.4 replaces by CLDR's.
    expect(computePluralType('(n == 1) ? 0 : ((n == 2) ? 1 : ((n > 10 && n % 10 == 0) ? 2 : 3))', 4, 'he')).toBe(6);
    expect(computePluralType('n==1 ? 0 : n==0 || ( n%100>1 && n%100<11) ? 1 : (n%100>10 && n%100<20 ) ? 2 : 3', 4, 'mt')).toBe(8);
  });
});

describe('catalogue plural types match Weblate\'s', () => {
  const catalogue = loadLanguageCatalogue([]);
  // The type Weblate's data.py gives the formula Weblate publishes for the language (language-data):
  // its default plural, except he and mt, where §14.4 serves CLDR's rule (3 and 5 forms), which
  // Weblate publishes as the language's CLDR plural (types 4 and 10; its 4-form defaults are 6 and 8).
  const EXPECTED: Record<string, number> = {
    pl: 22, lt: 22, lv: 11, cy: 12, gd: 6, mt: 10, br: 10, kw: 12,
    ga: 10, sl: 6, ro: 2, he: 4, ru: 22, uk: 22, cs: 22, sk: 22,
  };
  for (const [code, type] of Object.entries(EXPECTED)) {
    it(code, () => expect(catalogue.getLanguage(code).language.plural.type).toBe(type));
  }

  it('leaves 666 only where no known formula matches', () => {
    const unknown = catalogue.codes.filter((code) => catalogue.getLanguage(code).language.plural.type === 666);
    expect(unknown).toEqual(['sgs']);
  });
});
