import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { computeIdHash } from '../model/hash.js';
import type { ParsedEntry } from './entry.js';

/**
 * compatibility.md §10.3: when an id_hash repeats within one file the first entry wins and each
 * later one is the warning `duplicate-entry`, naming both lines. A monolingual format's id_hash is
 * that of its key (the context) alone.
 */
export function dedupeEntries(entries: ParsedEntry[], file: string, diagnostics: Diagnostic[], monolingual = false): ParsedEntry[] {
  const firstLine = new Map<bigint, number>();
  const kept: ParsedEntry[] = [];
  for (const entry of entries) {
    const idHash = monolingual ? computeIdHash([], entry.context) : computeIdHash(entry.source, entry.context);
    const first = firstLine.get(idHash);
    if (first === undefined) {
      firstLine.set(idHash, entry.line);
      kept.push(entry);
    } else {
      diagnostics.push({
        file,
        line: entry.line,
        column: entry.column,
        severity: 'warning',
        code: 'duplicate-entry',
        message: `duplicate of the entry on line ${first}; the first one is kept`,
      });
    }
  }
  return kept;
}
