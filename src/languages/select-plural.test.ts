import { describe, expect, it } from 'vitest';
import { gettextFormulaText, selectPlural } from './select-plural.js';
import { loadLanguageSources } from './load-language-sources.js';
import { buildPopulationTable } from './build-language-data.js';

describe('gettextFormulaText', () => {
  it('takes the text after plural=, drops one pair of enclosing parentheses and ===/!==', () => {
    expect(gettextFormulaText('nplurals = 2; plural = (n !== 1)')).toBe('n != 1');
    expect(gettextFormulaText('nplurals = 1; plural = 0')).toBe('0');
    expect(gettextFormulaText('nplurals = 4; plural = ((n === 1 || n === 11) ? 0 : (n === 2 || n === 12) ? 1 : (n > 2 && n < 20) ? 2 : 3)'))
      .toBe('(n == 1 || n == 11) ? 0 : (n == 2 || n == 12) ? 1 : (n > 2 && n < 20) ? 2 : 3');
    expect(gettextFormulaText('nplurals=2; plural=(n==1) ? 0 : (n==2);')).toBe('(n==1) ? 0 : (n==2)');
  });
});

describe('selectPlural (§14.4)', () => {
  const sources = loadLanguageSources();
  it('follows the steps in order', () => {
    expect(selectPlural(sources, 'und').step).toBe('und');
    expect(selectPlural(sources, 'zh_Hant_HK')).toMatchObject({ step: 'cldr', number: 1, formula: '0' });
    expect(selectPlural(sources, 'pt_PT@x')).toMatchObject({ step: 'cldr', number: 2, formula: 'n != 1' });
    expect(selectPlural(sources, 'yue')).toMatchObject({ step: 'cldr', number: 1 });
    expect(selectPlural(sources, 'cdo')).toMatchObject({ step: 'macrolanguage', number: 1 });
    expect(selectPlural(sources, 'arz')).toMatchObject({ step: 'macrolanguage', number: 6 });
    expect(selectPlural(sources, 'csb')).toMatchObject({ step: 'gettext', number: 3 });
    expect(selectPlural(sources, 'qqx')).toEqual({ step: 'default', number: 2, formula: 'n != 1' });
  });
});

describe('buildPopulationTable (§14.10)', () => {
  const table = buildPopulationTable(loadLanguageSources());
  it('sums territories into lang, lang_TERR, en/es _150 and _419 and truncates', () => {
    for (const key of ['en', 'en_GB', 'en_150', 'es_419', 'zh_Hans', 'pa', 'sr_Latn']) {
      expect(table.get(key), key).toBeGreaterThan(0);
      expect(Number.isInteger(table.get(key)), key).toBe(true);
    }
    expect(table.has('zh')).toBe(false);
    expect(table.has('pa_Arab')).toBe(false);
    expect(table.get('en_150')).toBeLessThan(table.get('en') ?? 0);
    expect(table.has('fr_150')).toBe(false);
  });
});
