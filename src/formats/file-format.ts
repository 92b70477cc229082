import type { LanguageCatalogue, Plural } from '../languages/language.js';
import type { ParsedFile } from './entry.js';
import type { GeneratedFileContext, GeneratedFileUnit } from './generated-file.js';

/** What a parser knows of the file besides its text. */
export interface FormatContext {
  /** The component's source language (a served code). */
  sourceLanguage: string;
  /** The language of this file (a served code): the source language for a template. */
  targetLanguage: string;
  catalogue: LanguageCatalogue;
  /**
   * The plural of the file's language as this format counts forms (`formatPlural`): plural entries
   * have its categories in its order. Absent: the language's own plural.
   */
  plural?: Plural;
}

/**
 * One translation file format, under Weblate's `file_format` id. The loader validates ids against
 * the registry, the model decodes and parses with it, the output serves its files with its
 * extension and content type, and `init` proposes its id.
 */
export interface FileFormat {
  /** Weblate's `file_format` id, e.g. `po`, `aresource`, `i18nextv4`. */
  readonly id: string;
  /** Weblate's name for it, for messages and docs. */
  readonly name: string;
  /** File extensions without the dot; the first names downloads of generated files. */
  readonly extensions: readonly string[];
  /** The Content-Type its file downloads are served with. */
  readonly contentType: string;
  /**
   * Weblate's `monolingual`: true for formats of keys and values (units are keyed by their context,
   * the `template` gives each key its source text, a file's own values are its targets; a template is
   * required), false for bilingual formats (every file carries source and target), null for formats
   * that are either (monolingual when the component has a `template`, as XLIFF).
   */
  readonly monolingual: boolean | null;
  /**
   * Weblate's `check_flags` of the format class: flags every unit of the format is checked with
   * (e.g. `i18next-interpolation`), before the component's own `check_flags`.
   */
  readonly checkFlags?: string;
  /** Weblate's `strict_format_plurals` (Android): a plural form for 0 and 1 must keep the placeholders. */
  readonly strictFormatPlurals?: boolean;
  /**
   * Weblate's plural of the format (`get_plural`): absent for the language's default plural,
   * `cldr-zero` for Weblate's "CLDR plural with zero" (stringsdict): a `zero` form first.
   */
  readonly pluralSource?: 'cldr-zero';
  /** Only a glossary uses it, and a glossary uses only it. */
  readonly glossary: boolean;
  /** The file's text from its bytes (UTF-8 unless the format says otherwise, e.g. UTF-16 with a BOM). */
  decode(bytes: Buffer): string;
  /** Entries of one file; never throws on malformed content (diagnostics instead). */
  parse(text: string, file: string, context: FormatContext): ParsedFile;
  /**
   * The file of a translation that has none (compatibility.md §9.6), in this format: the template's
   * keys in order with the translation's values, as Weblate writes a new translation from the base
   * file (its values emptied). Absent: the download is generated as PO (TBX for a glossary).
   */
  generate?(units: readonly GeneratedFileUnit[], context: GeneratedFileContext): string | Buffer;
}

/** UTF-8, as most formats are. */
export function decodeUtf8(bytes: Buffer): string {
  return bytes.toString('utf8');
}
