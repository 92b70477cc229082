import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../../languages/load-language-catalogue.js';
import { discoverTranslations } from '../discover-translations.js';
import { createLanguageCodeTest } from '../language-code-test.js';
import { ANDROID_RESOURCE } from './android-resource.js';

const codes = createLanguageCodeTest(loadLanguageCatalogue([]));

describe('Android detector', () => {
  it('proposes res/values-*/strings.xml with Weblate\'s codes for Android folder names', () => {
    const found = discoverTranslations(
      ['res/values/strings.xml', 'res/values-de/strings.xml', 'res/values-pt-rBR/strings.xml', 'res/values-b+sr+Latn/strings.xml', 'res/values-night/colors.xml', 'res/values-v21/strings.xml', 'src/Main.kt'],
      [ANDROID_RESOURCE],
      codes,
    );
    expect(found.fileSets.map((s) => [s.filemask, s.files.map((f) => [f.code, f.servedCode]), s.notCodes])).toEqual([
      ['res/values-*/strings.xml', [['b+sr+Latn', 'sr_Latn'], ['de', 'de'], ['pt-rBR', 'pt_BR']], ['v21']],
    ]);
  });
});
