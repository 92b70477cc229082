import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { ParsedEntry } from '../entry.js';
import { monolingualEntry } from '../monolingual-entry.js';
import type { TextPositions } from '../text-positions.js';
import { jsonKey, type JsonPathPart } from './json-key.js';
import { scalarText, type JsonMember, type JsonValue } from './json-tree.js';

/** Plural keys of one object folded into one unit (i18next): the base key and its forms in form-index order. */
export interface PluralGroup {
  base: string;
  /** Offset of the group's first key. */
  offset: number;
  forms: (JsonValue | undefined)[];
}

/** Folds plural keys among the members of one object; members not in a group are returned as they are. */
export type PluralGrouper = (members: readonly JsonMember[]) => (JsonMember | PluralGroup)[];

/** A unit found in the tree before its position is computed. */
interface FoundUnit {
  key: string;
  offset: number;
  forms: JsonValue[] | (JsonValue | undefined)[];
}

/**
 * The units of a nested JSON tree as translate-toolkit's JsonFile walks it: every scalar leaf is a
 * unit keyed by its path; empty objects and arrays give none. A grouper folds plural keys.
 */
export function walkJsonTree(
  root: JsonValue,
  positions: TextPositions,
  file: string,
  diagnostics: Diagnostic[],
  grouper?: PluralGrouper,
): ParsedEntry[] {
  const found: FoundUnit[] = [];
  // An explicit stack: a deep file must not overflow the call stack.
  const stack: { value: JsonValue; path: JsonPathPart[]; offset: number }[] = [{ value: root, path: [], offset: root.offset }];
  while (stack.length > 0) {
    const { value, path, offset } = stack.pop()!;
    if (value.kind === 'object') {
      for (const item of grouper ? grouper(value.members) : value.members) {
        if ('forms' in item) found.push({ key: jsonKey([...path, { key: item.base }]), offset: item.offset, forms: item.forms });
        else stack.push({ value: item.value, path: [...path, { key: item.key }], offset: item.offset });
      }
    } else if (value.kind === 'array') {
      value.items.forEach((item, index) => stack.push({ value: item, path: [...path, { index }], offset: item.offset }));
    } else if (path.length > 0) {
      found.push({ key: jsonKey(path), offset, forms: [value] });
    }
  }
  // File order is the order of the tree walk (a repeated key keeps its first place).
  found.sort((a, b) => a.offset - b.offset);
  return found.map((unit) => {
    const position = positions.at(unit.offset);
    const forms = unit.forms.map((f) => (f === undefined ? '' : formText(f, positions, file, diagnostics)));
    return monolingualEntry(unit.key, forms, position);
  });
}

function formText(value: JsonValue, positions: TextPositions, file: string, diagnostics: Diagnostic[]): string {
  const text = scalarText(value);
  if (text !== null) return text;
  diagnostics.push({ file, ...positions.at(value.offset), severity: 'warning', code: 'json-unexpected-value', message: 'a plural form must be a string; this one is read as empty' });
  return '';
}
