import { describe, expect, it } from 'vitest';
import * as makePlural from 'make-plural';
import { loadLanguageCatalogue } from './load-language-catalogue.js';
import { loadLanguageSources } from './load-language-sources.js';
import { selectPlural } from './select-plural.js';
import { evaluateFormula } from './plural-formula.js';
import { computeId } from '../model/ids.js';

const plurals = makePlural as unknown as Record<string, ((n: number) => string) | undefined>;
const catalogue = loadLanguageCatalogue([]);

function language(code: string) {
  const served = catalogue.resolveCode(code);
  if (served === null) throw new Error(`malformed ${code}`);
  return catalogue.getLanguage(served).language;
}

const FAMILY_SAMPLE = [
  'ja', 'ko', 'zh_Hans', 'zh_Hant', 'vi', 'th', 'id', 'en', 'de', 'nl', 'sv', 'da', 'nb_NO', 'fi', 'el', 'hu', 'tr',
  'fr', 'pt_BR', 'pt_PT', 'es', 'it', 'ca', 'hi', 'fa', 'am', 'cs', 'sk', 'pl', 'ru', 'uk', 'be', 'sr', 'sr_Latn', 'hr',
  'bs', 'sl', 'ar', 'he', 'ga', 'gd', 'cy', 'lt', 'lv', 'ro', 'mt', 'is', 'mk', 'br', 'kw', 'gv', 'dsb', 'hsb', 'ksh',
  'lag', 'shi', 'tzm', 'fil', 'ceb', 'tl', 'iu', 'naq', 'se', 'ff', 'kab', 'si', 'ast', 'yue', 'sq', 'ka',
];

describe('plurals against make-plural (n = 0…200)', () => {
  const sources = loadLanguageSources();
  it('covers at least 40 languages', () => expect(FAMILY_SAMPLE.length).toBeGreaterThanOrEqual(40));
  for (const code of FAMILY_SAMPLE) {
    it(code, () => {
      const lang = language(code);
      const selected = selectPlural(sources, lang.code);
      const categories = selected.categories;
      expect(categories, `${code} has CLDR categories`).toBeDefined();
      expect(lang.plural.number).toBe(categories?.length);
      const parts = lang.code.split('_');
      let fn: ((n: number) => string) | undefined;
      for (let i = parts.length; i >= 1 && !fn; i--) fn = plurals[parts.slice(0, i).join('_')];
      if (!fn && selected.step === 'macrolanguage') fn = plurals[sources.macrolanguageParents[parts[0] ?? ''] ?? ''];
      expect(fn, `make-plural knows ${code}`).toBeDefined();
      for (let n = 0; n <= 200; n++) {
        const expected = categories?.indexOf(fn?.(n) as never);
        expect(evaluateFormula(lang.plural.formula, n), `${code} n=${n}`).toBe(expected);
      }
    });
  }
});

describe('plural fields', () => {
  it('has the id of §5.2 and source 0', () => {
    expect(language('cs').plural).toMatchObject({ id: 7377755238255477, source: 0, number: 3, type: 22 });
    expect(language('en').plural.id).toBe(8445571089623959);
    expect(language('pt_BR').plural.id).toBe(computeId('plural', ['pt_BR']));
  });

  it('spells formulas like the gettext table when equivalent', () => {
    expect(language('en').plural).toMatchObject({ number: 2, formula: 'n != 1', type: 1 });
    expect(language('fr').plural).toMatchObject({ number: 2, formula: 'n > 1', type: 1 });
    expect(language('pt_BR').plural).toMatchObject({ number: 2, formula: 'n > 1', type: 1 });
    expect(language('ja').plural).toMatchObject({ number: 1, formula: '0', type: 0 });
    expect(language('ru').plural.formula).toBe('n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2');
    expect(language('ro').plural).toMatchObject({ number: 3, type: 2 });
    expect(language('sl').plural).toMatchObject({ number: 4, type: 6 });
    expect(language('ar').plural).toMatchObject({ number: 6, type: 3 });
    expect(language('he').plural).toMatchObject({ number: 3, type: 4 });
    expect(language('ga').plural).toMatchObject({ number: 5, type: 10 });
  });

  it('drops the exponent "many" of ca, es, fr, it, pt', () => {
    for (const code of ['ca', 'es', 'fr', 'it', 'pt', 'pt_PT']) expect(language(code).plural.number, code).toBe(2);
  });

  it('keeps the real 2-form rules of ceb, fil, is, mk, tl, tzm', () => {
    expect(language('is').plural).toMatchObject({ number: 2, formula: 'n % 10 != 1 || n % 100 == 11', type: 1 });
    expect(language('mk').plural).toMatchObject({ number: 2, formula: 'n % 10 != 1 || n % 100 == 11', type: 1 });
    expect(language('tzm').plural).toMatchObject({ number: 2, type: 1 });
    for (const code of ['ceb', 'fil', 'tl']) {
      const plural = language(code).plural;
      expect(plural.number).toBe(2);
      expect([1, 2, 3, 4, 5, 6, 9, 10, 14].map((n) => evaluateFormula(plural.formula, n))).toEqual([0, 0, 0, 1, 0, 1, 1, 0, 1]);
    }
  });

  it('falls back to the macrolanguage, the gettext table, then n != 1', () => {
    expect(catalogue.provenance('arz').plural).toBe('macrolanguage');
    expect(language('arz').plural.number).toBe(6);
    expect(catalogue.provenance('yue_HK').plural).toBe('cldr');
    expect(catalogue.provenance('sco').plural).toBe('gettext');
    expect(language('xx').plural).toMatchObject({ number: 2, formula: 'n != 1', type: 1 });
    expect(language('und').plural).toMatchObject({ number: 2, formula: 'n != 1' });
  });

  it('takes the gap table for languages no source knows, before guessing n != 1', () => {
    expect(language('sa').plural).toMatchObject({ number: 3, formula: 'n==1 ? 0 : n==2 ? 1 : 2', type: 4 });
    expect(language('szl').plural).toMatchObject({ number: 3, type: 22 });
    expect(language('tlh_Piqd').plural).toMatchObject({ number: 1, formula: '0', type: 0 });
    expect(language('frc').plural).toMatchObject({ number: 2, formula: 'n > 1', type: 1 });
    expect(catalogue.provenance('crh').plural).toBe('gap-table');
    expect(catalogue.provenance('son').plural).toBe('gettext');
    expect(catalogue.provenance('mia').plural).toBe('default');
  });

  it('gives every catalogue code a valid formula and a known type', () => {
    const unknownTypes: string[] = [];
    for (const code of catalogue.codes) {
      const { plural } = catalogue.getLanguage(code).language;
      expect(() => evaluateFormula(plural.formula, 3)).not.toThrow();
      expect(evaluateFormula(plural.formula, 7)).toBeLessThan(plural.number);
      if (plural.type === 666) unknownTypes.push(code);
    }
    expect(unknownTypes.length).toBeLessThan(catalogue.codes.length / 10);
  });
});

describe('codes', () => {
  it('has at least 700 codes, including the common variants', () => {
    expect(catalogue.codes.length).toBeGreaterThanOrEqual(700);
    for (const code of ['zh_Hans', 'zh_Hant', 'pt_BR', 'sr_Latn', 'be_Latn', 'en_GB', 'es_419', 'nb_NO', 'de', 'cs']) {
      expect(catalogue.codes, code).toContain(code);
    }
    for (const code of ['zh', 'nb', 'no', 'zxx', 'lah', 'afa', 'qaa-qtz']) expect(catalogue.codes, code).not.toContain(code);
  });

  it('resolves aliases and canonical forms', () => {
    expect(catalogue.resolveCode('pt-BR')).toBe('pt_BR');
    expect(catalogue.resolveCode('iw')).toBe('he');
    expect(catalogue.resolveCode('zh_CN')).toBe('zh_Hans');
    expect(catalogue.resolveCode('zh-tw')).toBe('zh_Hant');
    expect(catalogue.resolveCode('zh_HK')).toBe('zh_Hant_HK');
    expect(catalogue.resolveCode('ces')).toBe('cs');
    expect(catalogue.resolveCode('cze')).toBe('cs');
    expect(catalogue.resolveCode('sh')).toBe('sr_Latn');
    expect(catalogue.resolveCode('nb')).toBe('nb_NO');
    expect(catalogue.resolveCode('zh')).toBe('zh_Hans');
  });

  it('keeps a language CLDR replaces by another one apart, borrowing its plural and script', () => {
    const pairs = [['kmr', 'ku'], ['gom', 'kok'], ['bh', 'bho'], ['gug', 'gn'], ['mhr', 'chm'], ['prs', 'fa_AF'], ['arb', 'ar'], ['swc', 'sw_CD']];
    for (const [key, replacement] of pairs) {
      expect(catalogue.resolveCode(key!), key).toBe(key);
      expect(catalogue.resolveCode(replacement!), replacement).toBe(replacement);
      expect(language(replacement!).aliases, replacement).not.toContain(key);
    }
    expect(language('arb')).toMatchObject({ name: 'Arabic (Standard)', direction: 'rtl', plural: { number: 6, formula: language('ar').plural.formula } });
    expect(catalogue.provenance('arb').plural).toBe('replacement');
    expect(language('cnr').plural).toMatchObject({ number: 3, formula: language('sr').plural.formula });
    expect(language('prs')).toMatchObject({ name: 'Dari', direction: 'rtl', plural: { number: 2, formula: 'n > 1' } });
    expect(language('kmr')).toMatchObject({ name: 'Kurdish (Northern)', plural: { number: 2, formula: 'n != 1' } });
  });

  it('still resolves CLDR renames: withdrawn, bibliographic and three-letter codes', () => {
    expect(catalogue.resolveCode('ji')).toBe('yi');
    expect(catalogue.resolveCode('in')).toBe('id');
    expect(catalogue.resolveCode('ajp')).toBe('apc');
    expect(catalogue.resolveCode('drw')).toBe('fa_AF');
    expect(catalogue.resolveCode('ger')).toBe('de');
    expect(catalogue.resolveCode('bih')).toBe('bh');
  });

  it('serves Weblate\'s spelling of variants', () => {
    expect(catalogue.resolveCode('sr@ijekavian_latn')).toBe('sr@ijekavian_Latn');
    expect(catalogue.resolveCode('my@zawgyi')).toBe('my@Zawgyi');
    expect(language('sr@ijekavian_Latn').name).toBe('Serbian (Ijekavian, Latin script)');
    expect(language('my@Zawgyi').name).toBe('Burmese (Zawgyi)');
  });

  it('accepts well-formed codes and rejects malformed ones', () => {
    for (const code of ['de_1901', 'en_devel', 'nan_Latn_pehoeji', 'sco_ulster', 'my@Zawgyi', 'sr@ijekavian_Latn']) {
      expect(catalogue.resolveCode(code), code).not.toBeNull();
    }
    for (const code of ['', 'x', 'english', 'en_', 'en us', '1234']) expect(catalogue.resolveCode(code), code).toBeNull();
  });

  it('lists aliases in code-point order', () => {
    expect(language('cs').aliases).toEqual(['ces', 'cze']);
    expect(language('he').aliases).toContain('iw');
    expect(language('zh_Hans').aliases).toEqual(expect.arrayContaining(['zh', 'zh_CN', 'zho', 'chi']));
  });
});

describe('names, direction, population', () => {
  it('names codes as §14.3 shows', () => {
    expect(language('sr_Latn').name).toBe('Serbian (Latin script)');
    expect(language('zh_Hant_HK').name).toBe('Chinese (Traditional Han script, Hong Kong)');
    expect(language('pt_BR').name).toBe('Portuguese (Brazil)');
    expect(language('de@formal').name).toBe('German (formal)');
    expect(language('ca@valencia').name).toBe('Catalan (Valencia)');
    expect(language('es_419').name).toBe('Spanish (Latin America)');
    expect(language('en').name).toBe('English');
    expect(language('arz').name).toBe('Arabic (Egyptian)');
    expect(language('se').name).toBe('Sami (Northern)');
  });

  it('names an unknown code by the code and marks it unknown', () => {
    const served = catalogue.resolveCode('qqx_AB');
    expect(served).toBe('qqx_AB');
    expect(catalogue.getLanguage('qqx_AB')).toMatchObject({ known: false, language: { name: 'qqx_AB' } });
    expect(catalogue.getLanguage('de_1901').known).toBe(true);
  });

  it('derives direction from scripts', () => {
    for (const code of ['ar', 'he', 'fa', 'ur', 'pa_Arab', 'arz', 'yi']) expect(language(code).direction, code).toBe('rtl');
    for (const code of ['en', 'zh_Hans', 'sr_Latn', 'pa', 'ru']) expect(language(code).direction, code).toBe('ltr');
  });

  it('lets an explicit script decide the direction alone', () => {
    for (const code of ['ks_Deva', 'sd_Deva', 'ar_Latn', 'lad_Latn', 'ha', 'ha_Latn']) expect(language(code).direction, code).toBe('ltr');
    for (const code of ['ks', 'sd', 'lad', 'ha_Arab', 'ms_Arab', 'uz_Arab']) expect(language(code).direction, code).toBe('rtl');
  });

  it('derives population from CLDR territory data', () => {
    expect(language('en').population).toBeGreaterThan(1_000_000_000);
    expect(language('en_GB').population).toBeGreaterThan(50_000_000);
    expect(language('es_419').population).toBeGreaterThan(300_000_000);
    expect(language('zh_Hans').population).toBeGreaterThan(1_000_000_000);
    expect(language('de@formal').population).toBe(language('de').population);
    expect(language('sr_Latn').population).toBeGreaterThan(0);
    expect(language('xx').population).toBe(0);
    expect(Number.isInteger(language('fr').population)).toBe(true);
  });
});

describe('languages.yaml overrides (§14.12)', () => {
  const overridden = loadLanguageCatalogue([
    { code: 'de', name: 'Deutsch', plural: { number: 2, formula: 'n > 1' }, direction: 'rtl', population: 5, aliases: ['deutsch', 'ger'] },
    { code: 'cs', plural: { number: 3, formula: '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2' } },
    { code: 'tlh_pIqaD', name: 'Klingon (pIqaD)' },
    { code: 'elvish', name: 'Elvish', plural: { number: 1, formula: '0' } },
  ]);

  it('overrides fields and recomputes the type', () => {
    const de = overridden.getLanguage('de');
    expect(de.known).toBe(true);
    expect(de.language).toMatchObject({
      name: 'Deutsch', direction: 'rtl', population: 5, aliases: ['deutsch', 'ger'],
      plural: { number: 2, formula: 'n > 1', type: 1, id: computeId('plural', ['de']) },
    });
    expect(overridden.resolveCode('deutsch')).toBe('de');
    expect(overridden.getLanguage('cs').language.plural.type).toBe(22);
    expect(overridden.getLanguage('cs').language.name).toBe('Czech');
    expect(overridden.provenance('de')).toEqual({ name: 'override', plural: 'override' });
  });

  it('adds brand-new codes', () => {
    expect(overridden.resolveCode('elvish')).toBe('elvish');
    expect(overridden.getLanguage('elvish')).toMatchObject({ known: true, language: { name: 'Elvish', plural: { number: 1, type: 0 } } });
    expect(overridden.codes).toContain('elvish');
    expect(catalogue.resolveCode('elvish')).toBeNull();
    const served = overridden.resolveCode('tlh_pIqaD');
    expect(served).not.toBeNull();
    expect(overridden.getLanguage(served ?? '').language.name).toBe('Klingon (pIqaD)');
  });
});
