import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ParsedEntry } from '../entry.js';
import type { FileFormat, FormatContext } from '../file-format.js';
import { scalarText, type JsonMember, type JsonValue } from '../json/json-tree.js';
import { parseJsonFile } from '../json/parse-json-file.js';
import { monolingualEntry } from '../monolingual-entry.js';
import { fileCategories, formsByCategory } from '../plural-categories.js';
import { decodeUtf8WithoutBom } from '../text-decoders.js';
import type { TextPositions } from '../text-positions.js';

/**
 * Apple String Catalog (`.xcstrings`, Xcode 15): one JSON file holding every language. The units
 * of one language are the catalog's keys; the value is `localizations.<language>.stringUnit.value`
 * (for the source language, the key itself when the catalog has no value for it), plurals are
 * `variations.plural.<category>`, `state: "needs_review"` is fuzzy, `shouldTranslate: false` is
 * read-only, `comment` is the note.
 */
export const XCSTRINGS = {
  id: 'xcstrings',
  name: 'Apple String Catalog',
  extensions: ['xcstrings'],
  contentType: 'application/json',
  monolingual: true,
  glossary: false,
  decode: decodeUtf8WithoutBom,
  parse: (text, file, context) => parseJsonFile(text, file, 'object', (root, positions, diagnostics) => readCatalog(root, positions, file, diagnostics, context)),
} as const satisfies FileFormat;

const field = (value: JsonValue | undefined, name: string): JsonValue | undefined =>
  value?.kind === 'object' ? value.members.find((m) => m.key === name)?.value : undefined;

const text = (value: JsonValue | undefined): string => (value === undefined ? '' : (scalarText(value) ?? ''));

function readCatalog(root: JsonValue, positions: TextPositions, file: string, diagnostics: Diagnostic[], context: FormatContext): ParsedEntry[] {
  const strings = field(root, 'strings');
  if (strings?.kind !== 'object') {
    diagnostics.push({ file, ...positions.at(root.offset), severity: 'error', code: 'json-unexpected-root', message: 'a String Catalog must have a "strings" object' });
    return [];
  }
  const declaredSource = text(field(root, 'sourceLanguage'));
  const isSource = context.targetLanguage === context.sourceLanguage;
  return strings.members.map((member) => readString(member, positions, context, isSource, declaredSource));
}

/** The catalog's localization of the file's language: its code as the catalog writes it (`pt-BR`) or as served (`pt_BR`). */
function localizationOf(localizations: JsonValue | undefined, language: string, alternatives: string[]): JsonValue | undefined {
  if (localizations?.kind !== 'object') return undefined;
  for (const code of [language, language.replace(/_/g, '-'), ...alternatives]) {
    const found = localizations.members.find((m) => m.key === code);
    if (found) return found.value;
  }
  return undefined;
}

function readString(member: JsonMember, positions: TextPositions, context: FormatContext, isSource: boolean, declaredSource: string): ParsedEntry {
  const position = positions.at(member.offset);
  const entry = member.value;
  const localization = localizationOf(field(entry, 'localizations'), context.targetLanguage, isSource && declaredSource !== '' ? [declaredSource] : []);
  const plural = field(field(localization, 'variations'), 'plural');
  let forms: string[];
  let states: string[];
  if (plural?.kind === 'object') {
    const byCategory = new Map(plural.members.map((m) => [m.key, text(field(field(m.value, 'stringUnit'), 'value'))]));
    forms = formsByCategory(byCategory, fileCategories(context));
    states = plural.members.map((m) => text(field(field(m.value, 'stringUnit'), 'state')));
  } else {
    const unit = field(localization, 'stringUnit');
    // Xcode leaves the source language's value out when the key is the text.
    forms = [unit === undefined && isSource ? member.key : text(field(unit, 'value'))];
    states = [text(field(unit, 'state'))];
  }
  const readOnly = field(entry, 'shouldTranslate')?.kind === 'boolean' && text(field(entry, 'shouldTranslate')) === 'False';
  const result = monolingualEntry(member.key, forms, position, { note: text(field(entry, 'comment')), flags: readOnly ? 'read-only' : '' });
  result.fuzzy = states.includes('needs_review') && forms.some((f) => f !== '');
  return result;
}
