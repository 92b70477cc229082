import type { Node } from 'yaml';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { isEmptyNode, mappingEntries, plainValue, type YamlFile } from './read-yaml.js';
import { suggestNearest } from './suggest-nearest.js';

export type FieldType = 'string' | 'boolean' | 'integer' | 'string-list' | 'date' | 'any';

export interface FieldSpec {
  type: FieldType;
  required?: boolean;
  min?: number;
  max?: number;
}

export type Schema = Readonly<Record<string, FieldSpec>>;

/** What a valid value of a field is read as (a date as its YYYY-MM-DD text; `any` is checked by its reader). */
interface FieldValues {
  string: string;
  boolean: boolean;
  integer: number;
  'string-list': string[];
  date: string;
  any: unknown;
}
type ValueOf<F extends FieldSpec> = FieldValues[F['type']];
type RequiredKeys<S extends Schema> = { [K in keyof S]: S[K]['required'] extends true ? K : never }[keyof S];

/** The values a schema validates to: required keys are present, the others may be absent. */
export type SchemaValues<S extends Schema> = { -readonly [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
  -readonly [K in Exclude<keyof S, RequiredKeys<S>>]?: ValueOf<S[K]>;
};

/** The kinds of mapping, as codes name them (`unknown-component-key`) and messages do (`component.yaml`). */
export type MappingKind = 'static-tms' | 'site' | 'project' | 'component' | 'user' | 'notification' | 'language' | 'plural' | 'category';

export type Position = { line: number; column: number };

export interface ValidatedMapping<S extends Schema> {
  values: SchemaValues<S>;
  /** Position of each key that was present, for later diagnostics. */
  positions: { -readonly [K in keyof S]?: Position };
  nodes: { -readonly [K in keyof S]?: Node | null };
}

/** One spec for several keys: `{ ...fields(['a', 'b'], { type: 'string' }) }`. */
export function fields<const K extends string, F extends FieldSpec>(keys: readonly K[], spec: F): { [P in K]: F } {
  const result: Partial<Record<K, F>> = {};
  for (const key of keys) result[key] = spec;
  return result as { [P in K]: F };
}

/**
 * Checks a YAML mapping against a schema: unknown keys (with the nearest valid key suggested),
 * missing required keys and wrong types are errors. `what` names the file kind in codes, e.g.
 * `component` gives `unknown-component-key`.
 */
export function validateMapping<S extends Schema>(
  yaml: YamlFile,
  node: Node | null,
  schema: S,
  what: MappingKind,
  bag: DiagnosticBag,
): ValidatedMapping<S> | null {
  const result: LooseMapping = { values: {}, positions: {}, nodes: {} };
  if (isEmptyNode(node)) {
    reportMissing(yaml, node, schema, what, bag, result);
    return typed(result);
  }
  const entries = mappingEntries(yaml, node);
  if (entries === null) {
    const pos = yaml.locate(node);
    bag.error(yaml.file, pos.line, pos.column, 'wrong-type', `${placeOf(what, yaml.file)} must be a mapping of keys to values`);
    return null;
  }
  for (const { key, keyPos, valueNode } of entries) {
    // Own keys only: `__proto__`, `constructor` or `toString` is an unknown key like any other.
    const spec = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (!spec) {
      const hint = suggestNearest(key, Object.keys(schema));
      bag.error(yaml.file, keyPos.line, keyPos.column, `unknown-${what}-key`,
        `unknown key "${key}" in ${placeOf(what, yaml.file)}${hint ? `; did you mean "${hint}"?` : ''}`);
      continue;
    }
    const value = plainValue(valueNode);
    const pos = valueNode ? yaml.locate(valueNode) : keyPos;
    const problem = checkType(value, spec);
    if (problem) {
      bag.error(yaml.file, pos.line, pos.column, 'wrong-type', `"${key}" ${problem}`);
      continue;
    }
    result.values[key] = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    result.positions[key] = { line: keyPos.line, column: keyPos.column };
    result.nodes[key] = valueNode;
  }
  reportMissing(yaml, node, schema, what, bag, result);
  return typed(result);
}

interface LooseMapping {
  values: Record<string, unknown>;
  positions: Record<string, Position>;
  nodes: Record<string, Node | null>;
}

/**
 * The one place where the schema's types meet the values: every value present was checked against
 * its field's type by checkType. A required key is absent only after a `missing-required-key`
 * error, which stops the build before the model is built; readers that run before that (languages,
 * plurals, notifications) still test the value they need.
 */
function typed<S extends Schema>(mapping: LooseMapping): ValidatedMapping<S> {
  return mapping as unknown as ValidatedMapping<S>;
}

/** How a message names the mapping: its own file (`component.yaml`), or a part of a larger file. */
function placeOf(what: MappingKind, file: string): string {
  const own = `${what}.yaml`;
  return file === own || file.endsWith(`/${own}`) ? own : `the ${what} settings`;
}

function reportMissing(yaml: YamlFile, node: Node | null, schema: Schema, what: MappingKind, bag: DiagnosticBag, result: LooseMapping): void {
  for (const [key, spec] of Object.entries(schema)) {
    if (spec.required && !(key in result.values)) {
      const pos = node ? yaml.locate(node) : { line: 1, column: 1 };
      bag.error(yaml.file, pos.line, pos.column, 'missing-required-key', `the required key "${key}" is missing from ${placeOf(what, yaml.file)}`);
    }
  }
}

function checkType(value: unknown, spec: FieldSpec): string | null {
  switch (spec.type) {
    case 'any':
      return null;
    case 'string':
      return typeof value === 'string' ? null : 'must be a string';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'must be an integer';
      if (spec.min !== undefined && value < spec.min) return `must be at least ${spec.min}`;
      if (spec.max !== undefined && value > spec.max) return `must be at most ${spec.max}`;
      return null;
    case 'string-list':
      return Array.isArray(value) && value.every((v) => typeof v === 'string') ? null : 'must be a list of strings';
    case 'date':
      if (value instanceof Date) return null;
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'must be a date (YYYY-MM-DD)';
  }
}
