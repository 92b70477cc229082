import type { Diagnostic } from '../diagnostics/diagnostic.js';

/**
 * One translatable entry of a translation file, as a parser reads it (compatibility.md §10.4, §10.5).
 * Parsers never throw on malformed content: they return what they could read plus diagnostics.
 */
export interface ParsedEntry {
  /** `[msgid]` or `[msgid, msgid_plural]`; TBX: `[term]`. */
  source: string[];
  /** msgctxt, or the TBX entry id; `""` when none. */
  context: string;
  /** The target forms exactly as in the file (msgstr / msgstr[n]); `[""]` when none. */
  target: string[];
  /** PO `#, fuzzy`; always false for TBX. */
  fuzzy: boolean;
  /** References joined with ", " (§10.4). */
  location: string;
  /** Extracted comments, then translator comments, joined with "\n" (§10.4); TBX notes (§10.5). */
  note: string;
  /** Flags joined with ", ", fuzzy removed, de-duplicated, in file order. */
  flags: string;
  /** `#| msgid` (+ "\x1e\x1e" + `#| msgid_plural`) of a fuzzy entry, else "". */
  previousSource: string;
  /** TBX definition; "" for PO. */
  explanation: string;
  /**
   * Set by the model for an entry of a monolingual component: its id_hash is that of its key (the
   * context) alone, and its own forms are its target (compatibility.md §10.10).
   */
  keyed?: true;
  /** 1-based position of the entry's first line in the file. */
  line: number;
  column: number;
}

export interface ParsedFile {
  /** Units in file order: no PO header, no obsolete entries; duplicates already removed (first wins). */
  entries: ParsedEntry[];
  /** PO header fields (e.g. `Plural-Forms`, `Language`); empty for TBX. */
  header: Map<string, string>;
  diagnostics: Diagnostic[];
}
