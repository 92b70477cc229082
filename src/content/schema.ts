import type { Node } from 'yaml';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { mappingEntries, plainValue, type YamlFile } from './read-yaml.js';
import { suggestNearest } from './suggest-nearest.js';

export type FieldType = 'string' | 'boolean' | 'integer' | 'string-list' | 'date' | 'any';

export interface FieldSpec {
  type: FieldType;
  required?: boolean;
  min?: number;
  max?: number;
}

export type Schema = Record<string, FieldSpec>;

export interface ValidatedMapping {
  values: Record<string, unknown>;
  /** Position of each key that was present, for later diagnostics. */
  positions: Record<string, { line: number; column: number }>;
  nodes: Record<string, Node | null>;
}

/**
 * Checks a YAML mapping against a schema: unknown keys (with the nearest valid key suggested),
 * missing required keys and wrong types are errors. `what` names the file kind in codes, e.g.
 * `component` gives `unknown-component-key`.
 */
export function validateMapping(
  yaml: YamlFile,
  node: Node | null,
  schema: Schema,
  what: string,
  bag: DiagnosticBag,
): ValidatedMapping | null {
  const result: ValidatedMapping = { values: {}, positions: {}, nodes: {} };
  if (node === null || (node as { value?: unknown }).value === null) {
    reportMissing(yaml, node, schema, what, bag, result);
    return result;
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
  return result;
}

/** How a message names the mapping: its own file (`component.yaml`), or a part of a larger file. */
function placeOf(what: string, file: string): string {
  const own = `${what}.yaml`;
  return file === own || file.endsWith(`/${own}`) ? own : `the ${what} settings`;
}

function reportMissing(yaml: YamlFile, node: Node | null, schema: Schema, what: string, bag: DiagnosticBag, result: ValidatedMapping): void {
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
