import type { ParsedFile } from '../formats/entry.js';
import { parsePo } from '../formats/po/parse-po.js';
import { parseTbx } from '../formats/tbx/parse-tbx.js';
import type { LanguageCatalogue } from '../languages/language.js';

/**
 * Names the parsers' output: bump it whenever a parser change alters what a file parses to, so
 * that cached parses of older versions are not reused.
 */
export const PARSER_VERSION = 'static-tms-parsers-1';

/** Parses one translation file (or template) of a component, whatever its format. */
export function parseTranslationText(
  format: 'po' | 'tbx',
  text: string,
  file: string,
  languages: { sourceLanguage: string; targetLanguage: string; catalogue: LanguageCatalogue },
): ParsedFile {
  if (format === 'po') return parsePo(text, file);
  return parseTbx(text, file, {
    sourceLanguage: languages.sourceLanguage,
    targetLanguage: languages.targetLanguage,
    canonicalize: (code) => languages.catalogue.resolveCode(code),
  });
}
