import type { ParsedFile } from '../formats/entry.js';
import { formatOf, type FormatId } from '../formats/registry.js';
import type { LanguageCatalogue } from '../languages/language.js';

/**
 * Names the parsers' output: bump it whenever a parser change alters what a file parses to, so
 * that cached parses of older versions are not reused.
 */
export const PARSER_VERSION = 'static-tms-parsers-1';

/** Parses one translation file (or template) of a component, whatever its format. */
export function parseTranslationText(
  format: FormatId,
  text: string,
  file: string,
  languages: { sourceLanguage: string; targetLanguage: string; catalogue: LanguageCatalogue },
): ParsedFile {
  return formatOf(format).parse(text, file, languages);
}
