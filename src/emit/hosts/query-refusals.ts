import { refusedParamBody } from '../error-bodies.js';
import type { ManifestHead } from '../manifest-types.js';
import { escapeRegex, type NamedKind } from './host-patterns.js';

/** One refusal a host checks, in order: the first rule whose query regex matches answers. */
export interface QueryRule {
  /** Regex source of one `name=value` pair of the query, from the name's first character. */
  pair: string;
  /** The refused parameter, or null for a `format` this route accepts (no later rule applies). */
  param: string | null;
  /** The 400 body when refused. */
  body: string | null;
}

/** `name=<value>`: the parameter given with a non-empty value. */
function paramWithValue(name: string, value = '[^&]'): string {
  return `${escapeRegex(name)}=${value}`;
}

/** The rules of the parameters refused on every API URL (none when the manifest has no `query`). */
export function refusedParamRules(head: ManifestHead): QueryRule[] {
  return (head.query?.refused ?? []).map((p) => ({ pair: paramWithValue(p), param: p, body: refusedParamBody(p) }));
}

/**
 * The `format` rules of one kind (undefined: any JSON kind), checked after the refused parameters:
 * the values it accepts (JSON formats, and a raw kind's `formats`), then any other value.
 */
export function formatRules(head: ManifestHead, kind: Pick<NamedKind, 'formats'> | undefined): QueryRule[] {
  const rules = head.query;
  if (rules === undefined) return [];
  const accepted = [...rules.format.json, ...Object.keys(kind?.formats ?? {})].map(escapeRegex);
  // The value as sent, `%3F` for the prefix's `?` included.
  const prefix = `(${escapeRegex(rules.format.prefix)}|${escapeRegex(rules.format.prefix.replace('?', '%3F'))})?`;
  return [
    { pair: paramWithValue(rules.format.param, `${prefix}(${accepted.join('|')})(&|$)`), param: null, body: null },
    { pair: paramWithValue(rules.format.param), param: rules.format.param, body: refusedParamBody(rules.format.param) },
  ];
}

/** The `format` values of a raw kind whose file is not its first index file (they need a rewrite). */
export function formatRewrites(kind: NamedKind): [string, string][] {
  return Object.entries(kind.formats ?? {}).filter(([, file]) => file !== kind.index?.[0]);
}

/** Regex source of a raw `format` value that means `name` (with or without wlc's prefix). */
export function formatValueRegex(head: ManifestHead, name: string): string {
  const prefix = head.query?.format.prefix ?? '';
  return prefix === '' ? `^${escapeRegex(name)}$` : `^(${escapeRegex(prefix)}|${escapeRegex(prefix.replace('?', '%3F'))})?${escapeRegex(name)}$`;
}
