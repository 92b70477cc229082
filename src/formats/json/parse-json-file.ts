import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import type { TextPositions } from '../text-positions.js';
import { readJson, type JsonValue } from './json-tree.js';

/**
 * One JSON-based monolingual file: parsed with positions, its root checked to be of the kind the
 * format expects (`json-unexpected-root` otherwise, with no units), its units read by `read` and
 * deduplicated by key.
 */
export function parseJsonFile(
  text: string,
  file: string,
  rootKind: 'object' | 'array' | 'any',
  read: (root: JsonValue, positions: TextPositions, diagnostics: Diagnostic[]) => ParsedEntry[],
): ParsedFile {
  const diagnostics: Diagnostic[] = [];
  const { root, positions } = readJson(text, file, diagnostics);
  let entries: ParsedEntry[] = [];
  if (root !== null) {
    if (rootKind !== 'any' && root.kind !== rootKind) {
      diagnostics.push({
        file,
        ...positions.at(root.offset),
        severity: 'error',
        code: 'json-unexpected-root',
        message: `the file must hold a JSON ${rootKind}, not ${root.kind === 'array' || root.kind === 'object' ? `an ${root.kind}` : `a ${root.kind}`}`,
      });
    } else {
      entries = read(root, positions, diagnostics);
    }
  }
  return { entries: dedupeEntries(entries, file, diagnostics, true), header: new Map(), diagnostics };
}
