import { loadLanguageCatalogue } from '../../src/languages/load-language-catalogue.js';
import type { FileFormat, FormatContext } from '../../src/formats/file-format.js';
import { formatPlural } from '../../src/formats/format-plural.js';

const catalogue = loadLanguageCatalogue([]);

/**
 * A parser's context for a file in `language` of a component whose source is English (tests only);
 * with `format`, its plural is the format's for that language, as the build passes it.
 */
export function formatContext(language: string, format?: Pick<FileFormat, 'pluralSource'>): FormatContext {
  const targetLanguage = catalogue.resolveCode(language) ?? language;
  const context: FormatContext = { sourceLanguage: 'en', targetLanguage, catalogue };
  if (format !== undefined) context.plural = formatPlural(format, catalogue.getLanguage(targetLanguage).language);
  return context;
}
