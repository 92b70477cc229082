import type { FormatId } from '../formats/registry.js';

/** Reads the beginning of a repository file (a path relative to the repository), or null when it cannot. */
export type ReadHead = (path: string) => string | null;

/**
 * What a detector reads of a set of its files (a FileSet): their paths, and the template paired
 * with them (a path relative to the repository), or null.
 */
export interface DetectedFiles {
  readonly files: readonly { readonly path: string }[];
  readonly newBase: string | null;
}

/**
 * One translation file format `static-tms init` can find. Every detector shares the discovery of
 * filemasks from the language codes in paths; a detector says which files are its translations
 * and its templates, and what its files say about the source language.
 */
export interface FormatDetector {
  /** Weblate's `file_format` id, written as the component's `file_format`. */
  readonly fileFormat: FormatId;
  /** What the report says was looked for, e.g. `gettext PO (*.po, with *.pot templates)`. */
  readonly description: string;
  /** Whether a set of these files is proposed as the project's glossary. */
  readonly glossary: boolean;
  /**
   * A monolingual format: the proposal names a `template` (the paired base file, else the file of
   * the source language), from which the build takes the source strings.
   */
  readonly monolingual?: boolean;
  /** Whether a path can be a translation file of this format. */
  isTranslationFile(path: string): boolean;
  /**
   * The filemasks a translation file proposes, where the format names its language in a way of its
   * own (Android `values-pt-rBR/`); absent: deriveFilemasks, the language code as a path token.
   */
  filemasks?(path: string, isCode: (token: string) => boolean): string[];
  /**
   * Whether a path can be a template listing the source strings (`new_base`), paired with a file
   * set in the manner of translation-finder (see find-new-base.ts). Absent: the format has none.
   */
  isNewBase?(path: string): boolean;
  /**
   * The format of a set by its files' content (read with `read`): another id of the same family
   * (`properties-utf8` for UTF-8 files), or null when the files are not of this format after all
   * (TypeScript `.ts` files are no Qt TS): the set is then not proposed. Absent: `fileFormat`.
   */
  sniffFormat?(fileSet: DetectedFiles, read: ReadHead): FormatId | null;
  /** The source language a file of the set declares (the code as written, and that file), or null when none says. */
  detectSourceLanguage?(fileSet: DetectedFiles, read: ReadHead): { code: string; file: string } | null;
}
