import { describe, expect, it } from 'vitest';
import * as makePlural from 'make-plural';
import { convertCldrRule, isExponentManyRule, parseCldrRuleSet } from './convert-cldr-rule.js';
import { evaluateFormula } from './plural-formula.js';
import { loadLanguageSources } from './load-language-sources.js';

const plurals = makePlural as unknown as Record<string, ((n: number | string) => string) | undefined>;

describe('convertCldrRule (§14.5)', () => {
  it('negates the first category for two forms', () => {
    expect(convertCldrRule({ one: 'i = 1 and v = 0 @integer 1', other: ' @integer 0, 2~16' }).formula).toBe('n != 1');
    expect(convertCldrRule({ one: 'i = 0,1 @integer 0, 1', other: ' @integer 2~17' }).formula).toBe('n > 1');
    expect(convertCldrRule({ one: 'i = 0..1 @integer 0, 1', other: ' @integer 2~17' }).formula).toBe('n > 1');
    expect(convertCldrRule({
      one: 't = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11 @integer 1, 21 @decimal 0.1',
      other: ' @integer 0, 2~16',
    }).formula).toBe('n % 10 != 1 || n % 100 == 11');
  });

  it('gives 0 for one form and drops decimal-only categories', () => {
    expect(convertCldrRule({ other: ' @integer 0~15' })).toEqual({ number: 1, formula: '0', categories: ['other'] });
    const r = convertCldrRule({ one: 'i = 1 and v = 0 @integer 1', few: 'v != 0 @decimal 0.0~1.5', other: ' @integer 0, 2~16' });
    expect(r.categories).toEqual(['one', 'other']);
  });

  it('builds nested conditionals for three or more forms', () => {
    const r = convertCldrRule({ one: 'n = 1 @integer 1', two: 'n = 2 @integer 2', other: ' @integer 0, 3~17' });
    expect(r).toEqual({ number: 3, formula: '(n == 1) ? 0 : ((n == 2) ? 1 : 2)', categories: ['one', 'two', 'other'] });
  });

  it('drops the exponent "many" only when asked', () => {
    const many = 'e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5 @integer 1000000, 1c6, 2c6 @decimal 1.0000001c6';
    expect(isExponentManyRule(many)).toBe(true);
    expect(isExponentManyRule('n != 0 and n % 1000000 = 0 @integer 1000000, …')).toBe(false);
    const set = { one: 'i = 0,1 @integer 0, 1', many, other: ' @integer 2~17, 100' };
    expect(convertCldrRule(set, true).formula).toBe('n > 1');
    expect(convertCldrRule(set).formula).toBe('(n == 0 || n == 1) ? 0 : ((n != 0 && n % 1000000 == 0) ? 1 : 2)');
  });
});

describe('convertCldrRule against make-plural for every CLDR locale', () => {
  const sources = loadLanguageSources();
  const samples = [...Array.from({ length: 201 }, (_, i) => i), 1000, 10_000, 100_000, 1_000_000, 2_000_000, 10_000_000];
  for (const [locale, raw] of Object.entries(sources.plurals)) {
    const fn = plurals[locale.replace(/-/g, '_')];
    if (!fn) continue;
    it(locale, () => {
      const converted = convertCldrRule(parseCldrRuleSet(raw));
      for (const n of samples) {
        const expected = converted.categories.indexOf(fn(n) as (typeof converted.categories)[number]);
        expect(evaluateFormula(converted.formula, n), `${locale} n=${n}`).toBe(expected);
      }
    });
  }
});
