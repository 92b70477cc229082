import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../languages/load-language-catalogue.js';
import { createLanguageCodeTest } from './language-code-test.js';

const codes = createLanguageCodeTest(loadLanguageCatalogue([]));

describe('createLanguageCodeTest', () => {
  it.each(['de', 'DE', 'pt_BR', 'pt-BR', 'pt-br', 'sr@latin', 'ca@valencia', 'en@quot', 'zh_Hant', 'zh-Hans', 'zh_Hant_HK', 'es_419', 'sr_Latn', 'en_US', 'sr_SP', 'kab', 'fil'])(
    '%s is a language code', (code) => expect(codes.isCode(code)).toBe(true));

  it.each([
    'po', 'pot', 'ts', 'src', 'source', 'base', 'bin', 'man', 'new', 'und', // folder and format names that are codes or aliases
    'LC_MESSAGES', 'locale', 'locales', 'help', 'myapp', 'django', 'messages', 'README', 'templates', 'app', 'www', 'api', 'ui', 'i18n',
    'de_test', 'de_DE_DE_DE', 'sr@lat1n', 'x', '', 'de.po',
  ])('%s is not a language code when proposing filemasks', (word) => expect(codes.isCode(word)).toBe(false));

  it('words left out of proposals are still codes for the build (po/tr.po belongs to po/*.po)', () => {
    for (const code of ['tr', 'gl', 'id', 'fa', 'lt', 'is']) {
      expect(codes.isCode(code)).toBe(false);
      expect(codes.resolve(code)).toBe(code);
    }
    expect(codes.resolve('pt-BR')).toBe('pt_BR');
    expect(codes.resolve('templates')).toBeNull();
  });
});
