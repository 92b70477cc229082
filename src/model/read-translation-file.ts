import type { ParsedFile } from '../formats/entry.js';
import { formatPlural } from '../formats/format-plural.js';
import { formatOf, type FormatId } from '../formats/registry.js';
import type { LanguageCatalogue } from '../languages/language.js';

/**
 * Names the parsers' output: bump it whenever a parser change alters what a file parses to, so
 * that cached parses of older versions are not reused.
 */
export const PARSER_VERSION = 'static-tms-parsers-2';

/**
 * Parses one translation file (or template) of a component, whatever its format. The entries of a
 * keyed (monolingual) component are marked so: their id_hash is that of their key.
 */
export function parseTranslationText(
  component: { format: FormatId; keyed: boolean },
  text: string,
  file: string,
  languages: { sourceLanguage: string; targetLanguage: string; catalogue: LanguageCatalogue },
): ParsedFile {
  const format = formatOf(component.format);
  const plural = formatPlural(format, languages.catalogue.getLanguage(languages.targetLanguage).language);
  const parsed = format.parse(text, file, { ...languages, plural });
  if (component.keyed) for (const entry of parsed.entries) entry.keyed = true;
  return parsed;
}
