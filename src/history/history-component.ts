import type { ParsedEntry } from '../formats/entry.js';

/** What the history is told of one translation of a component: which file to follow, in which language. */
export interface HistoryTranslation {
  /** Served (canonical) language code, used in ids and URLs. */
  language: string;
  /** Path of the translation's file relative to the content root (posix); "" for a source translation without a file of its own. */
  file: string;
  isSource: boolean;
  /**
   * Number of plural forms of the language (compatibility.md §10.6). When given, the targets of plural
   * units are padded with "" or cut to it before they are compared and recorded; otherwise the file's forms are kept.
   */
  plurals?: number;
}

/** What the history is told of one component of the content: its files and how to parse them. */
export interface HistoryComponent {
  project: string;
  component: string;
  /** Content-relative path of the new_base POT, or "" when none. */
  template: string;
  /** The translations that exist in the built content (source first). */
  translations: HistoryTranslation[];
  /** Parses one version of a file (translation file or template) into entries (dedupe already done). */
  parse(file: string, bytes: Buffer): ParsedEntry[];
  /** Names how `parse` reads the files: versions parsed, and a checkpoint kept, under another are not used. */
  parser: string;
}
