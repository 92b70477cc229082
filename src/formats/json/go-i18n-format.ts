import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ParsedEntry } from '../entry.js';
import { type FileFormat, type FormatContext } from '../file-format.js';
import { decodeUtf8WithoutBom } from '../text-decoders.js';
import { monolingualEntry } from '../monolingual-entry.js';
import { fileCategories, formsByCategory } from '../plural-categories.js';
import type { TextPositions } from '../text-positions.js';
import { scalarText, type JsonValue } from './json-tree.js';
import { parseJsonFile } from './parse-json-file.js';

/**
 * Weblate's `go-i18n-json` (go-i18n v1): an array of `{"id", "translation", "description"}`; a
 * translation object keyed by CLDR category (`one`, `other`…) is a plural, mapped onto the
 * language's forms.
 */
export const GO_I18N_JSON = {
  id: 'go-i18n-json',
  name: 'go-i18n v1 JSON file',
  extensions: ['json'],
  contentType: 'application/json',
  monolingual: true,
  glossary: false,
  decode: decodeUtf8WithoutBom,
  parse: (text, file, context) => parseJsonFile(text, file, 'array', (root, positions, diagnostics) => readMessages(root, positions, file, diagnostics, context)),
} as const satisfies FileFormat;

function readMessages(root: JsonValue, positions: TextPositions, file: string, diagnostics: Diagnostic[], context: FormatContext): ParsedEntry[] {
  if (root.kind !== 'array') return [];
  const entries: ParsedEntry[] = [];
  for (const item of root.items) {
    const position = positions.at(item.offset);
    if (item.kind !== 'object') {
      diagnostics.push({ file, ...position, severity: 'error', code: 'json-unexpected-value', message: 'each message must be an object with an "id"' });
      continue;
    }
    const field = (name: string) => item.members.find((m) => m.key === name)?.value;
    const id = field('id');
    const translation = field('translation');
    const description = field('description');
    let forms: string[];
    if (translation?.kind === 'object') {
      const byCategory = new Map(translation.members.map((m) => [m.key, scalarText(m.value) ?? '']));
      forms = formsByCategory(byCategory, fileCategories(context));
    } else {
      forms = [translation === undefined ? '' : (scalarText(translation) ?? '')];
    }
    const note = description === undefined ? '' : (scalarText(description) ?? '');
    entries.push(monolingualEntry(id === undefined ? '' : (scalarText(id) ?? ''), forms, position, { note }));
  }
  return entries;
}
