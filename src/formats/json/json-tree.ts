import type { Node, ParseError } from 'jsonc-parser';
import type * as Jsonc from 'jsonc-parser';
import { lazyModule } from '../../lazy-module.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { TextPositions } from '../text-positions.js';

const jsonc = lazyModule<typeof Jsonc>('jsonc-parser');

/** A JSON value with the offset (UTF-16 index) where it starts in the text. */
export type JsonValue =
  | { kind: 'object'; offset: number; members: JsonMember[] }
  | { kind: 'array'; offset: number; items: JsonValue[] }
  | { kind: 'string'; offset: number; value: string }
  | { kind: 'number'; offset: number; text: string }
  | { kind: 'boolean'; offset: number; value: boolean }
  | { kind: 'null'; offset: number };

export interface JsonMember {
  key: string;
  /** Offset of the key's opening quote. */
  offset: number;
  value: JsonValue;
}

export interface JsonDocument {
  /** Null when the text holds no value at all. */
  root: JsonValue | null;
  positions: TextPositions;
}

/** Deeper nesting than any translation file has; refused before parsing so that no stack overflows. */
const MAX_DEPTH = 500;

/**
 * Parses JSON keeping offsets (jsonc-parser, strict: no comments, no trailing commas). Malformed
 * input gives `json-malformed` diagnostics at their positions and whatever could be read. As
 * Python's json module (translate-toolkit's reader) does, a repeated key keeps the place of its
 * first occurrence and the value of its last; each repeat is the warning `json-duplicate-key`.
 */
export function readJson(text: string, file: string, diagnostics: Diagnostic[]): JsonDocument {
  const positions = new TextPositions(text);
  const tooDeep = findExcessiveNesting(text);
  if (tooDeep !== -1) {
    const at = positions.at(tooDeep);
    diagnostics.push({ file, ...at, severity: 'error', code: 'json-malformed', message: `nesting deeper than ${MAX_DEPTH} levels` });
    return { root: null, positions: new TextPositions(text) };
  }
  const errors: ParseError[] = [];
  const { parseTree, printParseErrorCode } = jsonc();
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const located = errors.map((e) => ({ offset: e.offset, message: describeError(printParseErrorCode(e.error)) }));
  const duplicates: { offset: number; key: string }[] = [];
  const root = tree === undefined ? null : convert(tree, text, duplicates);
  // Positions are asked in increasing order (TextPositions counts on from the previous answer).
  const reports = [
    ...located.map((e) => ({ offset: e.offset, severity: 'error' as const, code: 'json-malformed' as const, message: e.message })),
    ...duplicates.map((d) => ({ offset: d.offset, severity: 'warning' as const, code: 'json-duplicate-key' as const, message: `the key ${JSON.stringify(d.key)} repeats; its last value is used` })),
  ].sort((a, b) => a.offset - b.offset);
  const reportPositions = new TextPositions(text);
  for (const r of reports) {
    diagnostics.push({ file, ...reportPositions.at(r.offset), severity: r.severity, code: r.code, message: r.message });
  }
  return { root, positions };
}

function describeError(code: string): string {
  const words = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return `invalid JSON: ${words}`;
}

function convert(node: Node, text: string, duplicates: { offset: number; key: string }[]): JsonValue {
  switch (node.type) {
    case 'object': {
      const members: JsonMember[] = [];
      const index = new Map<string, number>();
      for (const property of node.children ?? []) {
        const [keyNode, valueNode] = property.children ?? [];
        if (keyNode === undefined || valueNode === undefined || typeof keyNode.value !== 'string') continue;
        const key: string = keyNode.value;
        const value = convert(valueNode, text, duplicates);
        const at = index.get(key);
        if (at === undefined) {
          index.set(key, members.length);
          members.push({ key, offset: keyNode.offset, value });
        } else {
          members[at] = { key, offset: members[at]!.offset, value };
          duplicates.push({ offset: keyNode.offset, key });
        }
      }
      return { kind: 'object', offset: node.offset, members };
    }
    case 'array':
      return { kind: 'array', offset: node.offset, items: (node.children ?? []).map((c) => convert(c, text, duplicates)) };
    case 'string':
      return { kind: 'string', offset: node.offset, value: typeof node.value === 'string' ? node.value : '' };
    case 'number':
      // The number as written: Python keeps `1.0` a float, which str() writes back as `1.0`.
      return { kind: 'number', offset: node.offset, text: text.slice(node.offset, node.offset + node.length) };
    case 'boolean':
      return { kind: 'boolean', offset: node.offset, value: node.value === true };
    default:
      return { kind: 'null', offset: node.offset };
  }
}

/** The offset of the first bracket beyond MAX_DEPTH outside strings, or -1. */
function findExcessiveNesting(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_DEPTH) return i;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return -1;
}

/**
 * A scalar as translate-toolkit turns it into a string: strings as they are, numbers and booleans
 * by Python's str() (`True`, `False`), null as no text. Objects and arrays are not scalars.
 */
export function scalarText(value: JsonValue): string | null {
  switch (value.kind) {
    case 'string':
      return value.value;
    case 'number':
      return value.text;
    case 'boolean':
      return value.value ? 'True' : 'False';
    case 'null':
      return '';
    default:
      return null;
  }
}
