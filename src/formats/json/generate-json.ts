import type { PluralCategoryName } from '../../languages/language.js';
import type { GeneratedFileContext, GeneratedFileUnit } from '../generated-file.js';

/**
 * JSON files for a translation without a file, as Weblate writes a new translation from the base
 * file: every key of the template, in order, with the translation's value ("" when untranslated).
 * Keys are the unit keys of json-key.ts (`a.b`, `list[0]`): the nested formats (`json-nested`,
 * i18next) nest them again, `json` writes them flat. A key that holds a dot inside one JSON key
 * cannot be told from a nested one: it comes back nested.
 */
type Tree = Map<string, Tree | string> | (Tree | string)[];

interface JsonLayout {
  nested: boolean;
  /** The JSON keys and values of one unit's forms (a plain unit: its key and its one form). */
  members: (key: string, unit: GeneratedFileUnit, categories: readonly PluralCategoryName[]) => [string, string][];
  /** Members written before the units (ARB's `@@locale`). */
  header?: (context: GeneratedFileContext) => [string, string][];
  /** Wraps a value (WebExtension: `{"message": value}`). */
  wrap?: (value: string) => unknown;
}

export type { JsonLayout };

const plain = (key: string, unit: GeneratedFileUnit): [string, string][] => [[key, unit.forms[0] ?? '']];

/** i18next v4: `key_one`, `key_other`… one per category of the language. */
const i18nextV4Members = (key: string, unit: GeneratedFileUnit, categories: readonly PluralCategoryName[]): [string, string][] =>
  unit.plural ? categories.map((c, i) => [`${key}_${c}`, unit.forms[i] ?? '']) : plain(key, unit);

/** i18next v3: `key` and `key_plural` for two forms, else `key_0`, `key_1`… */
const i18nextV3Members = (key: string, unit: GeneratedFileUnit): [string, string][] => {
  if (!unit.plural) return plain(key, unit);
  if (unit.forms.length === 2) return [[key, unit.forms[0]!], [`${key}_plural`, unit.forms[1]!]];
  return unit.forms.map((f, i) => [`${key}_${i}`, f]);
};

export const JSON_LAYOUTS = {
  json: { nested: false, members: plain },
  jsonNested: { nested: true, members: plain },
  i18nextV3: { nested: true, members: i18nextV3Members },
  i18nextV4: { nested: true, members: i18nextV4Members },
  arb: { nested: false, members: plain, header: (c) => [['@@locale', c.languageCode]] },
  webextension: { nested: false, members: plain, wrap: (value) => ({ message: value }) },
} as const satisfies Record<string, JsonLayout>;

export function generateJson(layout: JsonLayout, units: readonly GeneratedFileUnit[], context: GeneratedFileContext): string {
  const root: Tree = new Map();
  for (const [key, value] of layout.header?.(context) ?? []) root.set(key, value);
  for (const unit of units) {
    const path = layout.nested ? splitKey(unit.key) : [unit.key];
    const leaf = path.pop()!;
    const parent = walk(root, path);
    for (const [member, value] of layout.members(leaf, unit, context.categories)) set(parent, member, value);
  }
  return `${serialize(root, layout.wrap, '')}\n`;
}

/** `a.b[0].c` → `a`, `b`, `[0]`, `c` (index parts keep their brackets). */
function splitKey(key: string): string[] {
  const parts: string[] = [];
  for (const dotted of key.split('.')) {
    const match = /^(.*?)((?:\[\d+\])*)$/.exec(dotted)!;
    if (match[1] !== '' || match[2] === '') parts.push(match[1]!);
    for (const index of match[2]!.match(/\[\d+\]/g) ?? []) parts.push(index);
  }
  return parts;
}

function walk(root: Tree, path: readonly string[]): Tree {
  let node = root;
  for (const [i, part] of path.entries()) {
    const nextIsIndex = /^\[\d+\]$/.test(path[i + 1] ?? '');
    const existing = get(node, part);
    if (existing !== undefined && typeof existing !== 'string') {
      node = existing;
      continue;
    }
    // A key that is both a value and a parent (`a` and `a.b`): the parent wins, as nesting needs.
    const child: Tree = nextIsIndex ? [] : new Map();
    set(node, part, child);
    node = child;
  }
  return node;
}

function get(node: Tree, part: string): Tree | string | undefined {
  return Array.isArray(node) ? node[indexOf(part)] : node.get(part);
}

function set(node: Tree, part: string, value: Tree | string): void {
  if (Array.isArray(node)) node[indexOf(part)] = value;
  else node.set(part, value);
}

function indexOf(part: string): number {
  const m = /^\[(\d+)\]$/.exec(part);
  return m ? Number(m[1]) : 0;
}

/** JSON with two-space indentation, members in insertion order (an object would put `"1"` before `"a"`). */
function serialize(node: Tree | string, wrap: ((value: string) => unknown) | undefined, indent: string): string {
  if (typeof node === 'string') return JSON.stringify(wrap ? wrap(node) : node);
  const inner = `${indent}  `;
  if (Array.isArray(node)) {
    if (node.length === 0) return '[]';
    const items = Array.from(node, (item) => `${inner}${item === undefined ? '""' : serialize(item, wrap, inner)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  if (node.size === 0) return '{}';
  const members = [...node].map(([key, value]) => {
    // ARB's `@@locale` is file metadata, never wrapped.
    const text = typeof value === 'string' && key.startsWith('@@') ? JSON.stringify(value) : serialize(value, wrap, inner);
    return `${inner}${JSON.stringify(key)}: ${text}`;
  });
  return `{\n${members.join(',\n')}\n${indent}}`;
}
