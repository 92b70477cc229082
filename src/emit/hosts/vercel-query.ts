import type { ManifestHead } from '../manifest-types.js';
import { escapeRegex, extensionOf, isRaw, listKinds, patternToPlaceholders, placeholderNames } from './host-patterns.js';

/** A `has` or `missing` condition of vercel.json on one query parameter (`value`: a regex on the whole value). */
export interface QueryCondition {
  type: 'query';
  key: string;
  value: string;
}

export interface VercelRewrite {
  source: string;
  has?: QueryCondition[];
  missing?: QueryCondition[];
  destination: string;
}

export interface VercelHeaderRule {
  source: string;
  has?: QueryCondition[];
  headers: { key: string; value: string }[];
}

/**
 * Where a refused request is rewritten: a path with no file, so Vercel answers its 404 page (the
 * not-found JSON). A rewrite cannot set a status and vercel.json cannot mix `routes` (which can)
 * with `rewrites` and `headers`, so Vercel refuses with a 404, not the 400 naming the parameter.
 */
export const VERCEL_REFUSED = '/api/__refused__/';

const ANY_VALUE = '^.+$';

/** Regex of a `format` value meaning one of `names`, with or without wlc's prefix. */
function formatValue(prefix: string, names: string[]): string {
  const before = prefix === '' ? '' : `(${escapeRegex(prefix)})?`;
  return `^${before}(${names.map(escapeRegex).join('|')})$`;
}

/**
 * The rewrites of the manifest's `query` (issue 20), placed before every other rewrite (the first
 * that matches applies): a refused parameter with a value, then each raw kind's `?format=` names to
 * their files, then a `format` its route does not serve.
 */
export function vercelQueryRewrites(head: ManifestHead): VercelRewrite[] {
  const rules = head.query;
  if (rules === undefined) return [];
  const format = rules.format.param;
  const rewrites: VercelRewrite[] = rules.refused.map((name) => ({
    source: '/api/:path*',
    has: [{ type: 'query', key: name, value: ANY_VALUE }],
    destination: `${VERCEL_REFUSED}${name}`,
  }));
  const own = listKinds(head).filter((k) => isRaw(k) && k.formats !== undefined);
  for (const k of own) {
    const p = patternToPlaceholders('', k.pattern);
    for (const [name, file] of Object.entries(k.formats ?? {})) {
      rewrites.push({ source: p, has: [{ type: 'query', key: format, value: formatValue(rules.format.prefix, [name]) }], destination: `${p}${file}` });
    }
    const accepted = formatValue(rules.format.prefix, [...rules.format.json, ...Object.keys(k.formats ?? {})]);
    rewrites.push({ source: p, has: [{ type: 'query', key: format, value: ANY_VALUE }], missing: [{ type: 'query', key: format, value: accepted }], destination: `${VERCEL_REFUSED}${format}` });
  }
  rewrites.push({
    source: '/api/:path*',
    has: [{ type: 'query', key: format, value: ANY_VALUE }],
    missing: [{ type: 'query', key: format, value: formatValue(rules.format.prefix, rules.format.json) }],
    destination: `${VERCEL_REFUSED}${format}`,
  });
  return rewrites;
}

/** The headers of the converted downloads: the type of the file's extension and the route's name with it. */
export function vercelFormatHeaders(head: ManifestHead): VercelHeaderRule[] {
  const rules = head.query;
  if (rules === undefined) return [];
  const out: VercelHeaderRule[] = [];
  for (const k of listKinds(head).filter((kind) => isRaw(kind) && kind.formats !== undefined)) {
    const p = patternToPlaceholders('', k.pattern);
    const names = placeholderNames(k.pattern).map((n) => `:${n}`).join('-');
    for (const [name, file] of Object.entries(k.formats ?? {})) {
      const ext = extensionOf(file);
      out.push({
        source: p,
        has: [{ type: 'query', key: rules.format.param, value: formatValue(rules.format.prefix, [name]) }],
        headers: [
          { key: 'Content-Type', value: head.content_types[ext] ?? 'application/octet-stream' },
          { key: 'Content-Disposition', value: `attachment; filename=${names}.${ext}` },
        ],
      });
    }
  }
  return out;
}
