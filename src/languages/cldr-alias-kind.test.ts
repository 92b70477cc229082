import { describe, expect, it } from 'vitest';
import { cldrAliasKind } from './cldr-alias-kind.js';
import { loadLanguageSources } from './load-language-sources.js';

describe('cldrAliasKind', () => {
  it('reads withdrawn, bibliographic and overlong codes as renames', () => {
    expect(cldrAliasKind('deprecated', 'he')).toBe('rename');
    expect(cldrAliasKind('deprecated', 'fa-AF')).toBe('rename');
    expect(cldrAliasKind('bibliographic', 'de')).toBe('rename');
    expect(cldrAliasKind('overlong', 'cs')).toBe('rename');
  });

  it('reads macrolanguage, legacy and regional replacements as other languages', () => {
    expect(cldrAliasKind('macrolanguage', 'ku')).toBe('replacement');
    expect(cldrAliasKind('legacy', 'fil')).toBe('replacement');
    expect(cldrAliasKind('overlong', 'fa-AF')).toBe('replacement');
    expect(cldrAliasKind(undefined, 'xx')).toBe('replacement');
  });

  it('classifies the pinned CLDR entries Weblate keeps apart as replacements', () => {
    const sources = loadLanguageSources();
    for (const key of ['kmr', 'gom', 'gug', 'mhr', 'bh', 'prs', 'cnr', 'tl', 'tw', 'fat']) {
      expect(cldrAliasKind(sources.languageAliasReason[key], sources.languageAlias[key] ?? ''), key).toBe('replacement');
    }
    for (const key of ['iw', 'in', 'ji', 'jw', 'mo', 'ajp', 'ger', 'ces']) {
      expect(cldrAliasKind(sources.languageAliasReason[key], sources.languageAlias[key] ?? ''), key).toBe('rename');
    }
  });
});
