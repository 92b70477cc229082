import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ParsedEntry } from '../entry.js';
import { type FileFormat } from '../file-format.js';
import { decodeUtf8WithoutBom } from '../text-decoders.js';
import { monolingualEntry } from '../monolingual-entry.js';
import type { TextPositions } from '../text-positions.js';
import { scalarText, type JsonValue } from './json-tree.js';
import { parseJsonFile } from './parse-json-file.js';

/**
 * Weblate's `webextension` (`_locales/<lang>/messages.json`): each top-level key is a unit whose
 * `message` is the text and `description` the note; named `placeholders` give Weblate's flag
 * `placeholders:$NAME$:…,case-insensitive` (PlaceholdersJSONUnit).
 */
export const WEBEXTENSION = {
  id: 'webextension',
  name: 'WebExtension JSON file',
  extensions: ['json'],
  contentType: 'application/json',
  monolingual: true,
  glossary: false,
  decode: decodeUtf8WithoutBom,
  parse: (text, file) => parseJsonFile(text, file, 'object', (root, positions, diagnostics) => readMessages(root, positions, file, diagnostics)),
} as const satisfies FileFormat;

function readMessages(root: JsonValue, positions: TextPositions, file: string, diagnostics: Diagnostic[]): ParsedEntry[] {
  if (root.kind !== 'object') return [];
  const entries: ParsedEntry[] = [];
  for (const member of root.members) {
    const position = positions.at(member.offset);
    if (member.value.kind !== 'object') {
      diagnostics.push({ file, ...position, severity: 'error', code: 'json-unexpected-value', message: `${JSON.stringify(member.key)} must be an object with a "message"` });
      continue;
    }
    const field = (name: string) => member.value.kind === 'object' ? member.value.members.find((m) => m.key === name)?.value : undefined;
    const message = field('message');
    const description = field('description');
    const placeholders = field('placeholders');
    const names = placeholders?.kind === 'object' ? placeholders.members.map((m) => `$${m.key.toUpperCase()}$`) : [];
    const flags = names.length > 0 ? `placeholders:${names.map(flagValue).join(':')},case-insensitive` : '';
    entries.push(
      monolingualEntry(member.key, [message === undefined ? '' : (scalarText(message) ?? '')], position, {
        note: description === undefined ? '' : (scalarText(description) ?? ''),
        flags,
      }),
    );
  }
  return entries;
}

/** A flag value as Weblate's Flags.format_value writes it: quoted when it holds a separator. */
function flagValue(value: string): string {
  return /[\s:,"\\]/.test(value) ? `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"` : value;
}
