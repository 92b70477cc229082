import type { HostFile, ManifestHead, ManifestRoute } from '../manifest-types.js';
import {
  TOKEN_SEGMENT,
  escapeRegex,
  extensionOf,
  isRaw,
  listKinds,
  methodBody,
  patternSegments,
  patternToRegex,
} from './host-patterns.js';

/** A Caddyfile backtick token (no backtick may occur inside). */
const tick = (text: string): string => {
  if (text.includes('`')) throw new Error(`backtick in Caddyfile value: ${text}`);
  return `\`${text}\``;
};

const PAGE = '{http.request.uri.query.page}';

/** `_hosts/caddy/static-tms.caddy`, imported inside the operator's site block after `root` (hosting.md §5). */
export function printCaddy(head: ManifestHead, _routes: ManifestRoute[]): HostFile[] {
  const kinds = listKinds(head);
  const base = head.base_path;
  const pageRe = escapeRegex(head.pagination.page_file).replace('\\{n\\}', '[0-9]+');
  const out: string[] = ['# static-tms: import inside the site block, after root', 'route {'];
  const add = (...lines: string[]): void => {
    out.push(...lines.map((l) => `\t${l}`));
  };
  add(`header Content-Type ${head.defaults['Content-Type'] ?? 'application/json'}`);
  for (const [name, value] of Object.entries(head.defaults)) if (name !== 'Content-Type') add(`header ${name} ${tick(value)}`);
  kinds.forEach((k, i) => {
    if (!k.headers.Allow) return;
    add(`@stms_allow${i} path_regexp ^${patternToRegex(base, k.pattern)}${k.paginated ? `(${pageRe})?` : ''}$`);
    add(`header @stms_allow${i} Allow ${tick(k.headers.Allow)}`);
  });
  add(`@stms_outside not path_regexp ^${escapeRegex(base)}/api(/|$)`, 'error @stms_outside 404');
  const dirs = kinds.map((k) => patternToRegex(base, k.pattern).slice(0, -1));
  const indexes = ['index.json', ...new Set(kinds.flatMap((k) => k.index ?? []))];
  const exists = indexes.map((f) => `{path}/${f}`).join(' ');
  add(
    `@stms_slash_q {`,
    `\tmethod GET HEAD`,
    `\tpath_regexp ^(${dirs.join('|')})$`,
    `\tfile ${exists}`,
    `\texpression {http.request.uri.query} != ""`,
    `}`,
    'redir @stms_slash_q {path}/?{query} 301',
    `@stms_slash {`,
    `\tmethod GET HEAD`,
    `\tpath_regexp ^(${dirs.join('|')})$`,
    `\tfile ${exists}`,
    '}',
    'redir @stms_slash {path}/ 301',
  );
  kinds.forEach((k, i) => {
    add(`@stms_options${i} {`, '\tmethod OPTIONS', `\tpath_regexp ^${patternToRegex(base, k.pattern)}${k.paginated ? `(${pageRe})?` : ''}$`, '}');
    add(`respond @stms_options${i} ${tick(k.options)} 200`);
  });
  add('@stms_405 not method GET HEAD OPTIONS', `respond @stms_405 ${tick(methodBody('{method}'))} 405`);
  kinds.forEach((k, i) => {
    if (!k.paginated) return;
    const path = `path_regexp ^${patternToRegex(base, k.pattern)}$`;
    const pageFile = head.pagination.page_file.replace('{n}', `{query.page}`);
    add(`@stms_page${i} {`, `\t${path}`, `\texpression ${PAGE}.matches("^[1-9][0-9]*$") && ${PAGE} != "1"`, '}');
    add(`rewrite @stms_page${i} {path}${pageFile}`);
    add(`@stms_badpage${i} {`, `\t${path}`, `\texpression ${PAGE} != "" && !${PAGE}.matches("^[1-9][0-9]*$")`, '}');
    add(`error @stms_badpage${i} 404`);
  });
  kinds.filter(isRaw).forEach((k, i) => {
    const names = patternSegments(k.pattern).filter((s) => s.startsWith(':'));
    const nameOf = (re: string, ext: string): string => `${names.map((_, j) => `{re.${re}.${j + 1}}`).join('-')}.${ext}`;
    for (const file of k.index ?? []) {
      const ext = extensionOf(file);
      const type = head.content_types[ext] ?? 'application/octet-stream';
      const m = `stms_raw${i}_${ext}`;
      add(`@${m} {`, '\tmethod GET HEAD', `\tpath_regexp ${m} ^${patternToRegex(base, k.pattern, true)}$`, `\tfile {path}${file}`, '}');
      add(`header @${m} Content-Type ${type}`);
      add(`header @${m} Content-Disposition ${tick(`attachment; filename="${nameOf(m, ext)}"`)}`);
      add(`@${m}_token {`, '\tmethod GET HEAD', `\tpath_regexp ${m}t ^${patternToRegex(base, k.pattern, true, TOKEN_SEGMENT)}$`, `\tfile {path}${file}`, '}');
      add(`header @${m}_token Content-Disposition ${tick(`attachment; filename=${nameOf(`${m}t`, ext)}`)}`);
      add(`rewrite @${m} {path}${file}`);
    }
  });
  add('file_server {', '\tindex index.json', ...(head.precompressed.length > 0 ? ['\tprecompressed br gzip'] : []), '}');
  out.push('}', 'handle_errors {', '\troute {');
  out.push(
    '\t\t@stms_invalid {',
    '\t\t\texpression {http.error.status_code} == 404',
    '\t\t\tfile {http.request.orig_uri.path}index.json',
    '\t\t}',
    `\t\trewrite @stms_invalid ${base}/${head.errors.invalid_page.file}`,
    `\t\t@stms_missing not path ${base}/${head.errors.invalid_page.file}`,
    `\t\trewrite @stms_missing ${base}/${head.errors.not_found.file}`,
    '\t\tfile_server',
    '\t}',
    '}',
    '',
  );
  return [{ path: '_hosts/caddy/static-tms.caddy', text: out.join('\n') }];
}
