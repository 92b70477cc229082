import type { FormatDetector } from './format-detector.js';

/** A translation file found by a filemask: its path and the language code the `*` matched. */
export interface TranslationFile {
  path: string;
  /** The code as written in the path (`pt-BR`). */
  code: string;
  /** The code the build serves it as (`pt_BR`). */
  servedCode: string;
}

/** Files of one format that one filemask finds: one proposed component. */
export interface FileSet {
  detector: FormatDetector;
  /** Relative to the repository root, one `*` standing for the language code. */
  filemask: string;
  /** In path order. */
  files: TranslationFile[];
  /** The template paired with the set (a POT), relative to the repository root. */
  newBase: string | null;
  /**
   * Texts the `*` matches that are not language codes (`templates` in `locale/templates/...`),
   * sorted: the proposal keeps them out with a language_regex, or the build would reject them.
   */
  notCodes: string[];
  /** Files that map to the language of an earlier file (`pt-BR.po` beside `pt_BR.po`): the build rejects them. */
  conflicts: { path: string; other: string; servedCode: string }[];
}
