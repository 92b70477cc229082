import { loadLanguageCatalogue } from '../../src/languages/load-language-catalogue.js';
import type { FormatContext } from '../../src/formats/file-format.js';

const catalogue = loadLanguageCatalogue([]);

/** A parser's context for a file in `language` of a component whose source is English (tests only). */
export function formatContext(language: string): FormatContext {
  return { sourceLanguage: 'en', targetLanguage: catalogue.resolveCode(language) ?? language, catalogue };
}
