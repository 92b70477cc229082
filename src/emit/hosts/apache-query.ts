import type { ManifestHead } from '../manifest-types.js';
import { SEGMENT, TOKEN_SEGMENT, escapeRegex, extensionOf, patternSegments, type NamedKind } from './host-patterns.js';
import { formatRewrites } from './query-refusals.js';

/** A per-directory RewriteRule pattern (relative to `dist/`), with captures. */
function relativeRegex(pattern: string, segment: string): string {
  return patternSegments(pattern)
    .map((s) => `${s.startsWith(':') ? `(${segment})` : escapeRegex(s)}/`)
    .join('');
}

/** `(^|&)format=<one of names, with or without wlc's prefix>(&|$)` against the raw query string. */
function formatCondition(head: ManifestHead, names: string[]): string {
  const rules = head.query!;
  const prefix = `(${escapeRegex(rules.format.prefix)}|${escapeRegex(rules.format.prefix.replace('?', '%3F'))})?`;
  return `(^|&)${rules.format.param}=${prefix}(${names.map(escapeRegex).join('|')})(&|$)`;
}

/**
 * The `ErrorDocument 400` of the manifest's `query`: the body file of the parameter the rewrite
 * rules refused (`STMS_400`). Empty when the manifest has no `query`.
 */
export function apacheBadRequestDocument(head: ManifestHead): string[] {
  if (head.query === undefined) return [];
  const file = head.query.bad_request.file.replace('{param}', "%{reqenv:STMS_400}");
  return [`ErrorDocument 400 ${head.base_path}/${file}`];
}

/**
 * The rewrite rules of the manifest's `query` (issue 20), after the 405: a GET or HEAD on the API
 * naming a refused parameter, or a `format` its route does not serve, gets the 400 (its body by
 * `apacheBadRequestDocument`); a raw kind's `format` names are served from their files, named
 * like the route's own file.
 */
export function apacheQueryRules(head: ManifestHead, kinds: NamedKind[]): string[] {
  const rules = head.query;
  if (rules === undefined) return [];
  const base = head.base_path;
  const lines: string[] = [];
  for (const param of rules.refused) {
    lines.push(`RewriteCond %{QUERY_STRING} (^|&)${escapeRegex(param)}=[^&]`, `RewriteRule ^api/ - [E=STMS_400:${param},R=400]`);
  }
  const own = kinds.filter((k) => k.formats !== undefined);
  for (const k of own) {
    lines.push(
      `RewriteCond %{QUERY_STRING} (^|&)${rules.format.param}=[^&]`,
      `RewriteCond %{QUERY_STRING} !${formatCondition(head, [...rules.format.json, ...Object.keys(k.formats ?? {})])}`,
      `RewriteRule ^${relativeRegex(k.pattern, SEGMENT)}$ - [E=STMS_400:${rules.format.param},R=400]`,
    );
  }
  lines.push(
    `RewriteCond %{QUERY_STRING} (^|&)${rules.format.param}=[^&]`,
    `RewriteCond %{QUERY_STRING} !${formatCondition(head, rules.format.json)}`,
    ...(own.length > 0 ? [`RewriteCond %{REQUEST_URI} !^${escapeRegex(base)}/(${own.map((k) => relativeRegex(k.pattern, SEGMENT)).join('|')})$`] : []),
    `RewriteRule ^api/ - [E=STMS_400:${rules.format.param},R=400]`,
  );
  for (const k of own) {
    const n = patternSegments(k.pattern).filter((s) => s.startsWith(':')).length;
    const name = Array.from({ length: n }, (_, i) => `$${i + 1}`).join('-');
    for (const [format, file] of formatRewrites(k)) {
      for (const [segment, quote] of [
        [TOKEN_SEGMENT, ''],
        [SEGMENT, ',E=STMS_QUOTE:1'],
      ] as const) {
        lines.push(
          `RewriteCond %{QUERY_STRING} ${formatCondition(head, [format])}`,
          `RewriteCond %{REQUEST_FILENAME}${file} -f`,
          `RewriteRule ^${relativeRegex(k.pattern, segment)}$ $0${file} [E=STMS_FILE:${name}.${extensionOf(file)}${quote},L]`,
        );
      }
    }
  }
  return lines;
}
