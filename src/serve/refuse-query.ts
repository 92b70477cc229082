import type { ManifestQuery } from '../emit/manifest-types.js';
import { readQueryParam } from './parse-request-target.js';

/**
 * The parameter a GET or HEAD on the API must be refused for (manifest `query`), or undefined: a
 * refused parameter with a value, or a `format` that the route cannot serve (neither a JSON format
 * nor one of the `formats` of a raw kind). A route's own checks (404) come after, as on nginx.
 */
export function refusedParam(rules: ManifestQuery | undefined, query: string, kindFormats: Record<string, string> | undefined): string | undefined {
  if (rules === undefined || query === '') return undefined;
  for (const param of rules.refused) {
    const value = readQueryParam(query, param);
    if (value !== undefined && value !== '') return param;
  }
  const format = readFormat(rules, query);
  if (format === undefined || format === '') return undefined;
  // `format=api` is in every link the API writes, a raw file's included: it keeps its meaning there.
  const accepted = rules.format.json.includes(format) || (kindFormats !== undefined && Object.hasOwn(kindFormats, format));
  return accepted ? undefined : rules.format.param;
}

/** The `format` asked for, without wlc's prefix (manifest `query.format.prefix`). */
export function readFormat(rules: ManifestQuery | undefined, query: string): string | undefined {
  const value = readQueryParam(query, rules?.format.param ?? 'format');
  if (value === undefined || rules === undefined) return value;
  return value.startsWith(rules.format.prefix) ? value.slice(rules.format.prefix.length) : value;
}
