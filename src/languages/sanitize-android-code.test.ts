import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from './load-language-catalogue.js';
import { sanitizeAndroidCode } from './sanitize-android-code.js';

describe('sanitizeAndroidCode', () => {
  it.each([
    ['pt-rBR', 'pt_BR'],
    ['b+sr+Latn', 'sr_Latn'],
    ['b+es+419', 'es_419'],
    ['de', 'de'],
    ['pt-BR', 'pt-BR'],
    ['en-rGBX', 'en-rGBX'],
  ])('%s → %s', (code, sanitized) => {
    expect(sanitizeAndroidCode(code)).toBe(sanitized);
  });

  it('is how the catalogue resolves the codes of Android folders (values-pt-rBR → pt_BR, values-b+sr+Latn → sr_Latn)', () => {
    const catalogue = loadLanguageCatalogue([]);
    expect(['pt-rBR', 'b+sr+Latn', 'zh-rCN'].map((c) => catalogue.resolveCode(c))).toEqual(['pt_BR', 'sr_Latn', 'zh_Hans']);
  });
});
