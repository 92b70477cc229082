import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ParsedEntry } from '../entry.js';
import { type FileFormat } from '../file-format.js';
import { decodeUtf8WithoutBom } from '../text-decoders.js';
import { monolingualEntry } from '../monolingual-entry.js';
import type { TextPositions } from '../text-positions.js';
import { scalarText, type JsonValue } from './json-tree.js';
import { generateJson, JSON_LAYOUTS } from './generate-json.js';
import { parseJsonFile } from './parse-json-file.js';

/**
 * Weblate's `arb` (Flutter Application Resource Bundle): each top-level key not starting with `@`
 * is a unit; `@key` holds its metadata, whose `description` is the note; `@@locale` and the other
 * `@@` keys are the file's header. ICU plurals (`{n, plural, one{…} other{…}}`) stay one string, as
 * in Weblate.
 */
export const ARB = {
  id: 'arb',
  name: 'ARB file',
  // Weblate serves ARB downloads as `.json` (ARBFormat inherits JSONFormat.extension()).
  extensions: ['json', 'arb'],
  contentType: 'application/json',
  monolingual: true,
  glossary: false,
  checkFlags: 'icu-message-format',
  decode: decodeUtf8WithoutBom,
  parse: (text, file) => parseJsonFile(text, file, 'object', (root, positions, diagnostics) => readArb(root, positions, file, diagnostics)),
  generate: (units, context) => generateJson(JSON_LAYOUTS.arb, units, context),
} as const satisfies FileFormat;

function readArb(root: JsonValue, positions: TextPositions, file: string, diagnostics: Diagnostic[]): ParsedEntry[] {
  if (root.kind !== 'object') return [];
  const metadata = new Map(root.members.filter((m) => m.key.startsWith('@')).map((m) => [m.key.slice(1), m.value]));
  const entries: ParsedEntry[] = [];
  for (const member of root.members) {
    if (member.key.startsWith('@')) continue;
    const position = positions.at(member.offset);
    const text = scalarText(member.value);
    if (text === null) {
      diagnostics.push({ file, ...position, severity: 'warning', code: 'json-unexpected-value', message: `the value of ${JSON.stringify(member.key)} must be a string; it is read as empty` });
    }
    const meta = metadata.get(member.key);
    const description = meta?.kind === 'object' ? meta.members.find((m) => m.key === 'description')?.value : undefined;
    const note = description === undefined ? '' : (scalarText(description) ?? '');
    entries.push(monolingualEntry(member.key, [text ?? ''], position, { note }));
  }
  return entries;
}
