import type { HostFile, ManifestHead, ManifestRoute, ManifestSite } from '../manifest-types.js';
import { caddyGitLines } from './caddy-git.js';
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
import { caddyQueryLines } from './caddy-query.js';

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
  if (head.site) add(...siteRoute(head, head.site));
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
  add(...caddyQueryLines(head, kinds, tick));
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
  if (head.site) {
    out.push(
      '\t\t@stms_site_missing {',
      '\t\t\texpression {http.error.status_code} == 404',
      `\t\t\tnot path_regexp ^${escapeRegex(base)}/api(/|$)`,
      '\t\t}',
      `\t\trewrite @stms_site_missing ${base}/${head.site.not_found.file}`,
    );
  }
  out.push(
    '\t\t@stms_invalid {',
    '\t\t\texpression {http.error.status_code} == 404',
    '\t\t\tfile {http.request.orig_uri.path}index.json',
    '\t\t}',
    `\t\trewrite @stms_invalid ${base}/${head.errors.invalid_page.file}`,
    `\t\t@stms_missing not path ${base}/${head.errors.invalid_page.file}${head.site ? ` ${base}/${head.site.not_found.file}` : ''}`,
    `\t\trewrite @stms_missing ${base}/${head.errors.not_found.file}`,
    '\t\tfile_server',
    '\t}',
    '}',
    '',
  );
  return [{ path: '_hosts/caddy/static-tms.caddy', text: out.join('\n') }];
}

/**
 * The web site outside /api/ (manifest `site`): files by extension with the manifest's types, a
 * directory by its index file; a missing path reaches handle_errors, which serves the HTML
 * not-found page. Caddy redirects a slash-less directory with its 308.
 */
function siteRoute(head: ManifestHead, site: ManifestSite): string[] {
  const base = head.base_path;
  const lines = [`@stms_site not path_regexp ^${escapeRegex(base)}/api(/|$)`, 'route @stms_site {'];
  for (const [name, value] of Object.entries(head.defaults)) if (name !== 'Content-Type') lines.push(`\theader ${name} ${tick(value)}`);
  // Caddy's own types do not know every extension of the site (the search index's .sidx): the
  // manifest's type for a file that exists (a missing one gets the HTML not-found page).
  for (const [ext, type] of Object.entries(site.content_types)) {
    lines.push(`\t@stms_site_type_${ext} {`, `\t\tpath *.${ext}`, '\t\tfile', '\t}', `\theader @stms_site_type_${ext} Content-Type ${tick(type)}`);
  }
  for (const [ext, headers] of Object.entries(site.headers)) {
    lines.push(`\t@stms_site_${ext} path *.${ext}`);
    for (const [name, value] of Object.entries(headers)) lines.push(`\theader @stms_site_${ext} ${name} ${tick(value)}`);
  }
  lines.push(`\t@stms_site_error path ${base}/${site.not_found.file}`, '\terror @stms_site_error 404');
  const git = site.git ? caddyGitLines(base, site.git, tick) : null;
  if (git) lines.push(...git.lines);
  // Other files of the output folder (the manifest, host files) are not part of the site.
  const served = ['*/', ...Object.keys(site.content_types).map((ext) => `*.${ext}`)];
  lines.push('\t@stms_site_hidden {', `\t\tnot path ${served.join(' ')}`, `\t\tnot file {path}/${site.index}`, ...(git ? [git.notHidden] : []), '\t}', '\terror @stms_site_hidden 404');
  lines.push('\tfile_server {', `\t\tindex ${site.index}`, ...(head.precompressed.length > 0 ? ['\t\tprecompressed br gzip'] : []), '\t}', '}');
  return lines;
}
