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

/**
 * Names all that `parseVersion` reads a component's files with: the format, the keying, the
 * languages and the plurals the catalogue gives them. A version parsed, or a history derived,
 * under another name is not reused (BlobCache, the checkpoint's key): a component whose format or
 * languages changed has its history read again.
 */
export function parserKeyOf(parser: VersionParser, catalogue: LanguageCatalogue): string {
  const languages = [parser.sourceLanguage, ...[...parser.languageOf.values()].sort()];
  const plurals = [...new Set(languages)].map((code) => [code, catalogue.getLanguage(code).language.plural]);
  return JSON.stringify([parser.format, parser.keyed, parser.sourceLanguage, [...parser.languageOf].sort(), plurals]);
}

/** The entries of one version of one of the component's files. */
export function parseVersion(parser: VersionParser, catalogue: LanguageCatalogue, file: string, bytes: Buffer): ParsedEntry[] {
  return parseTranslationText(parser, formatOf(parser.format).decode(bytes), file, {
    sourceLanguage: parser.sourceLanguage,
    targetLanguage: parser.languageOf.get(file) ?? parser.sourceLanguage,
    catalogue,
  }).entries;
}
