import { describe, expect, it } from 'vitest';
import { canonicalizeCode, isWellFormedCode, splitCode } from './language-code.js';

describe('canonicalizeCode (§14.2)', () => {
  it('normalises separators and case', () => {
    expect(canonicalizeCode('pt-BR')).toBe('pt_BR');
    expect(canonicalizeCode('PT_br')).toBe('pt_BR');
    expect(canonicalizeCode('zh-hant-hk')).toBe('zh_Hant_HK');
    expect(canonicalizeCode('es-419')).toBe('es_419');
    expect(canonicalizeCode('my@Zawgyi')).toBe('my@Zawgyi');
    expect(canonicalizeCode('my@zawgyi')).toBe('my@Zawgyi');
    expect(canonicalizeCode('sr@IJEKAVIAN_latn')).toBe('sr@ijekavian_Latn');
    expect(canonicalizeCode('ca@Valencia')).toBe('ca@valencia');
    expect(canonicalizeCode('de_1901')).toBe('de_1901');
  });
});

describe('isWellFormedCode (§14.2)', () => {
  it('accepts the codes of Weblate\'s catalogue', () => {
    for (const code of ['de_1901', 'en_devel', 'nan_Latn_pehoeji', 'sco_ulster', 'my@Zawgyi', 'sr@ijekavian_Latn', 'pt-BR', 'ca@valencia', 'es_419', 'zh_Hant_HK']) {
      expect(isWellFormedCode(code), code).toBe(true);
    }
  });

  it('rejects malformed codes', () => {
    for (const code of ['', 'e', 'english', '12', 'en_', 'en__US', 'en_a', 'en_abcdefghi', 'en@', 'en@x.y', 'en us', 'de/at', '../x']) {
      expect(isWellFormedCode(code), code).toBe(false);
    }
  });

  it('accepts longer language subtags when they are catalogue codes', () => {
    expect(isWellFormedCode('abcd_DE', (c) => c === 'abcd')).toBe(true);
    expect(isWellFormedCode('abcd_DE')).toBe(false);
  });
});

describe('splitCode', () => {
  it('reads script, region and variants', () => {
    expect(splitCode('zh_Hant_HK')).toEqual({ language: 'zh', script: 'Hant', region: 'HK', variants: [] });
    expect(splitCode('nan_Latn_pehoeji')).toEqual({ language: 'nan', script: 'Latn', variants: ['pehoeji'] });
    expect(splitCode('es_419')).toEqual({ language: 'es', region: '419', variants: [] });
    expect(splitCode('sr@ijekavian_Latn')).toEqual({ language: 'sr', variants: [], atVariant: 'ijekavian_Latn' });
  });
});
