import { describe, expect, it } from 'vitest';
import { buildNameTables, computeLanguageName, invertLanguageName } from './build-language-names.js';
import { loadLanguageSources } from './load-language-sources.js';
import { splitCode } from './language-code.js';

const ONE_WORD = new Set(['Albanian', 'Chinese', 'German', 'Sotho']);

describe('invertLanguageName (§14.3)', () => {
  it('turns "A, B" into "A (B)"', () => {
    expect(invertLanguageName('Greek, Modern', ONE_WORD)).toBe('Greek (Modern)');
    expect(invertLanguageName('Sotho, Southern', ONE_WORD)).toBe('Sotho (Southern)');
  });

  it('moves a trailing language name or a leading direction word out', () => {
    expect(invertLanguageName('Gheg Albanian', ONE_WORD)).toBe('Albanian (Gheg)');
    expect(invertLanguageName('Min Nan Chinese', ONE_WORD)).toBe('Chinese (Min Nan)');
    expect(invertLanguageName('Northern Sami', ONE_WORD)).toBe('Sami (Northern)');
    expect(invertLanguageName('Central Atlas Tamazight', ONE_WORD)).toBe('Tamazight (Central Atlas)');
    expect(invertLanguageName('Norwegian Bokmål', ONE_WORD)).toBe('Norwegian Bokmål');
    expect(invertLanguageName('English', ONE_WORD)).toBe('English');
  });

  it('merges into an existing parenthesis', () => {
    expect(invertLanguageName('Swiss German (Walser)', ONE_WORD)).toBe('German (Swiss, Walser)');
  });
});

describe('computeLanguageName', () => {
  const tables = buildNameTables(loadLanguageSources());
  const name = (code: string): string | undefined => computeLanguageName(splitCode(code), tables)?.name;

  it('cleans ISO 639-3 reference names', () => {
    expect(name('ms')).toBe('Malay');
    expect(name('grc')).toBe('Greek (Ancient)');
    expect(name('enm')).toBe('English (Middle)');
  });

  it('adds script, region and variants', () => {
    expect(name('zh_Hant_HK')).toBe('Chinese (Traditional Han script, Hong Kong)');
    expect(name('zh_Hans')).toBe('Chinese (Simplified Han script)');
    expect(name('sr_Latn')).toBe('Serbian (Latin script)');
    expect(name('de@informal')).toBe('German (informal)');
    expect(name('de_1901')).toBe('German (1901)');
    expect(name('en_devel')).toBe('English (Devel)');
  });

  it('returns null for a language nobody names', () => {
    expect(name('qqx')).toBeUndefined();
  });
});
