import { refusedParamBody } from '../error-bodies.js';
import type { ManifestHead } from '../manifest-types.js';
import { escapeRegex, extensionOf, patternSegments, patternToRegex, TOKEN_SEGMENT, type NamedKind } from './host-patterns.js';
import { formatRewrites } from './query-refusals.js';

/**
 * The Caddy lines of the manifest's `query` (issue 20), placed after the 405: a GET or HEAD on the
 * API naming a refused parameter, or a `format` its route does not serve, is answered 400 with the
 * parameter's body; a raw kind's `format` names rewrite to their files, which get the type of
 * their extension and the route's file name. `tick` quotes a Caddyfile value.
 */
export function caddyQueryLines(head: ManifestHead, kinds: NamedKind[], tick: (text: string) => string): string[] {
  const rules = head.query;
  if (rules === undefined) return [];
  const base = head.base_path;
  const api = `^${escapeRegex(base)}/api/`;
  const lines: string[] = [];
  const param = (name: string): string => `{http.request.uri.query.${name}}`;
  for (const name of rules.refused) {
    lines.push(`@stms_refuse_${name} {`, '\tmethod GET HEAD', `\tpath_regexp ${api}`, `\texpression ${param(name)} != ""`, '}');
    lines.push(`respond @stms_refuse_${name} ${tick(refusedParamBody(name))} 400`);
  }
  const values = (names: string[]): string => names.flatMap((n) => [`${rules.format.param}=${n}`, `"${rules.format.param}=${rules.format.prefix}${n}"`]).join(' ');
  const own = kinds.filter((k) => k.formats !== undefined);
  own.forEach((k, i) => {
    const path = `path_regexp ^${patternToRegex(base, k.pattern)}$`;
    lines.push(`@stms_badformat${i} {`, '\tmethod GET HEAD', `\t${path}`, `\texpression ${param(rules.format.param)} != ""`);
    lines.push(`\tnot query ${values([...rules.format.json, ...Object.keys(k.formats ?? {})])}`, '}');
    lines.push(`respond @stms_badformat${i} ${tick(refusedParamBody(rules.format.param))} 400`);
  });
  lines.push('@stms_badformat {', '\tmethod GET HEAD', `\tpath_regexp ${api}`, `\texpression ${param(rules.format.param)} != ""`);
  lines.push(`\tnot query ${values(rules.format.json)}`);
  if (own.length > 0) lines.push(`\tnot path_regexp ^(${own.map((k) => patternToRegex(base, k.pattern)).join('|')})$`);
  lines.push('}', `respond @stms_badformat ${tick(refusedParamBody(rules.format.param))} 400`);
  own.forEach((k, i) => {
    const names = patternSegments(k.pattern).filter((s) => s.startsWith(':'));
    for (const [name, file] of formatRewrites(k)) {
      const m = `stms_format${i}_${name}`;
      lines.push(`@${m} {`, '\tmethod GET HEAD', `\tpath_regexp ^${patternToRegex(base, k.pattern)}$`, `\tquery ${values([name])}`, '}', `rewrite @${m} {path}${file}`);
      const ext = extensionOf(file);
      const at = (re: string, segment?: string): string => `path_regexp ${re} ^${patternToRegex(base, k.pattern, true, segment)}${escapeRegex(file)}$`;
      const nameOf = (re: string): string => `${names.map((_, j) => `{re.${re}.${j + 1}}`).join('-')}.${ext}`;
      lines.push(`@${m}_file {`, '\tmethod GET HEAD', `\t${at(m)}`, '}');
      lines.push(`header @${m}_file Content-Type ${head.content_types[ext] ?? 'application/octet-stream'}`);
      lines.push(`header @${m}_file Content-Disposition ${tick(`attachment; filename="${nameOf(m)}"`)}`);
      lines.push(`@${m}_token {`, '\tmethod GET HEAD', `\t${at(`${m}t`, TOKEN_SEGMENT)}`, '}');
      lines.push(`header @${m}_token Content-Disposition ${tick(`attachment; filename=${nameOf(`${m}t`)}`)}`);
    }
  });
  return lines;
}
