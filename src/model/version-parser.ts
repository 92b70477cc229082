import type { ParsedEntry } from '../formats/entry.js';
import { formatOf, type FormatId } from '../formats/registry.js';
import type { LanguageCatalogue } from '../languages/language.js';
import { parseTranslationText } from './read-translation-file.js';

/**
 * How the versions of one component's files parse, as data: the history's parse thread
 * (history-parse-thread.ts) is sent it, since a function cannot be sent to a thread.
 */
export interface VersionParser {
  format: FormatId;
  keyed: boolean;
  sourceLanguage: string;
  /** The served language code of each translation file, by content path; any other file is in the source language. */
  languageOf: Map<string, string>;
}

/** The entries of one version of one of the component's files. */
export function parseVersion(parser: VersionParser, catalogue: LanguageCatalogue, file: string, bytes: Buffer): ParsedEntry[] {
  return parseTranslationText(parser, formatOf(parser.format).decode(bytes), file, {
    sourceLanguage: parser.sourceLanguage,
    targetLanguage: parser.languageOf.get(file) ?? parser.sourceLanguage,
    catalogue,
  }).entries;
}
