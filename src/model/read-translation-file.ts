import type { ParsedFile } from '../formats/entry.js';
import { parsePo } from '../formats/po/parse-po.js';
import { parseTbx } from '../formats/tbx/parse-tbx.js';
import type { LanguageCatalogue } from '../languages/language.js';

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
