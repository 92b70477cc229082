import type { HostFile, ManifestHead, ManifestRoute, ManifestSite } from '../manifest-types.js';
import { HostLimitError } from './host-error.js';
import { nginxGitLocations } from './nginx-git.js';
import { TOKEN_SEGMENT, escapeRegex, extensionOf, isRaw, listKinds, methodBody, patternToRegex, type NamedKind } from './host-patterns.js';
import { formatRewrites, formatRules, formatValueRegex, refusedParamRules, type QueryRule } from './query-refusals.js';

/** nginx single-quoted string. `$` cannot be escaped in nginx strings, so a body holding one is refused. */
function quote(text: string): string {
  if (text.includes('$')) throw new HostLimitError('nginx-dollar-in-body', 'an OPTIONS body holds "$"', 'rename the kind');
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** `_hosts/nginx/http.conf`, `server.conf` and `brotli.conf` (hosting.md §5 nginx, §6). */
export function printNginx(head: ManifestHead, _routes: ManifestRoute[]): HostFile[] {
  const kinds = listKinds(head);
  const base = head.base_path;
  const pageRe = escapeRegex(head.pagination.page_file).replace('\\{n\\}', '[0-9]+');
  const http: string[] = ['# static-tms: include inside http {}', 'map $uri $stms_paginated {', '    default 0;'];
  for (const k of kinds) if (k.paginated) http.push(`    ~^${patternToRegex(base, k.pattern)}$ 1;`);
  http.push('}');
  const pageFile = head.pagination.page_file.replace('{n}', '$stms_n');
  http.push(
    'map "$stms_paginated:$arg_page" $stms_page_file {',
    '    default __invalid_page__;',
    '    ~^0: index.json;',
    '    "1:" index.json;',
    '    "1:1" index.json;',
    `    ~^1:(?<stms_n>[1-9][0-9]*)$ ${pageFile};`,
    '}',
  );
  const uriRe = (k: { pattern: string; paginated: boolean }): string =>
    `^${patternToRegex(base, k.pattern)}${k.paginated ? `(${pageRe})?` : ''}(\\?|$)`;
  http.push('map $request_uri $stms_allow {', '    default "";');
  for (const k of kinds) if (k.headers.Allow) http.push(`    ~${uriRe(k)} "${k.headers.Allow}";`);
  http.push('}', 'map "$request_method:$request_uri" $stms_options {', '    default "";');
  for (const k of kinds) http.push(`    ~^OPTIONS:${uriRe(k).slice(1)} ${quote(k.options)};`);
  http.push('}', 'map $uri $stms_disposition {', '    default "";');
  for (const k of kinds.filter(isRaw)) {
    const exts = (k.index ?? []).map(extensionOf).join('|');
    const token = patternToRegex(base, k.pattern, true, TOKEN_SEGMENT);
    const any = patternToRegex(base, k.pattern, true);
    const name = (k.pattern.match(/:[^/]+/g) ?? []).map((_, i) => `$${i + 1}`).join('-');
    const n = (k.pattern.match(/:[^/]+/g) ?? []).length + 1;
    http.push(`    ~^${token}index\\.(${exts})$ "attachment; filename=${name}.$${n}";`);
    http.push(`    ~^${any}index\\.(${exts})$ 'attachment; filename="${name}.$${n}"';`);
    // A converted file (`?format=` rewrites to it) is named like the route's own file, with its extension.
    const files = [...new Set(formatRewrites(k).map(([, file]) => file))];
    if (files.length === 0) continue;
    const stems = files.map((f) => escapeRegex(f.slice(0, f.lastIndexOf('.')))).join('|');
    const fileExts = [...new Set(files.map(extensionOf))].map(escapeRegex).join('|');
    http.push(`    ~^${token}(?:${stems})\\.(${fileExts})$ "attachment; filename=${name}.$${n}";`);
    http.push(`    ~^${any}(?:${stems})\\.(${fileExts})$ 'attachment; filename="${name}.$${n}"';`);
  }
  http.push('}', '');
  const refusals = refusalMap(head, kinds);
  if (refusals.length > 0) http.push(...refusals, '');

  const siteTypes = head.site ? Object.entries(head.site.content_types).map(([ext, type]) => `${type.split(';')[0]!} ${ext};`) : [];
  const types = [...Object.entries(head.content_types).map(([ext, type]) => `${type} ${ext};`), ...siteTypes];
  const server: string[] = [
    '# static-tms: include inside the server {} that serves the API, after root',
    'absolute_redirect off;',
    `types { application/json json; ${types.join(' ')} }`,
    'default_type application/json;',
    ...(head.precompressed.includes('gzip') ? ['gzip_static on;', 'gzip_vary on;'] : []),
    ...Object.entries(head.defaults)
      .filter(([name]) => name !== 'Content-Type')
      .map(([name, value]) => `add_header ${name} "${value}" always;`),
    'add_header Allow $stms_allow always;',
    'add_header Content-Disposition $stms_disposition;',
    `if ($stms_options) { return 200 $stms_options; }`,
    `if ($request_method !~ ^(GET|HEAD|OPTIONS)$) { return 405 '${methodBody('$request_method').replace(/\\/g, '\\\\')}'; }`,
    ...(head.query ? ['if ($stms_refused) { return 400 $stms_refused; }'] : []),
    `set $stms_404 ${base}/${head.errors.not_found.file};`,
    `if (-f $document_root\${uri}index.json) { set $stms_404 ${base}/${head.errors.invalid_page.file}; }`,
    'error_page 404 $stms_404;',
    `location = ${base}/${head.errors.not_found.file} { internal; }`,
    `location = ${base}/${head.errors.invalid_page.file} { internal; }`,
    ...(head.site ? siteLocations(head, head.site) : ['location / { return 404; }']),
    `location = ${base}/api { return 301 ${base}/api/$is_args$args; }`,
    `location ${base}/api/ {`,
  ];
  for (const k of kinds.filter(isRaw)) {
    const tries = (k.index ?? []).map((f) => `\${uri}${f}`).join(' ');
    const rewrites = formatRewrites(k).map(([name, file]) => `if ($arg_format ~ "${formatValueRegex(head, name)}") { rewrite ^(.*)$ $1${file} last; } `);
    server.push(`    location ~ ^${patternToRegex(base, k.pattern)}$ { ${rewrites.join('')}try_files ${tries} =404; }`);
  }
  server.push(
    '    location ~ /$ { try_files $uri$stms_page_file =404; }',
    '    location ~ [^/]$ { if (-d $request_filename) { return 301 $uri/$is_args$args; } try_files $uri =404; }',
    '}',
    '',
  );
  const files: HostFile[] = [
    { path: '_hosts/nginx/http.conf', text: http.join('\n') },
    { path: '_hosts/nginx/server.conf', text: server.join('\n') },
  ];
  if (head.precompressed.includes('br')) {
    files.push({ path: '_hosts/nginx/brotli.conf', text: '# include in the server {} where libnginx-mod-http-brotli-static is loaded\nbrotli_static on;\n' });
  }
  return files;
}

/**
 * The web site outside /api/ (manifest `site`): a directory URL serves its index file, a file its
 * file, a slash-less directory is redirected, a missing path gets the HTML not-found page. An
 * `add_header` inside a location drops the inherited ones, so the defaults are repeated there.
 */
function siteLocations(head: ManifestHead, site: ManifestSite): string[] {
  const base = head.base_path;
  const defaults = Object.entries(head.defaults).filter(([name]) => name !== 'Content-Type');
  const lines = [
    ...(base === '' ? [] : ['location / { return 404; }']),
    `location ${base}/ {`,
    `    error_page 404 ${base}/${site.not_found.file};`,
    '    charset utf-8;',
    // The site's text types that name a charset (text/html, text/css, text/javascript).
    `    charset_types ${Object.values(site.content_types).filter((t) => t.includes('charset=')).map((t) => t.split(';')[0]!).filter((t) => t !== 'text/html').join(' ')};`,
    `    location = ${base}/${site.not_found.file} { internal; }`,
    ...(site.git ? nginxGitLocations(base, site.git, defaults, site.index) : []),
  ];
  for (const [ext, headers] of Object.entries(site.headers)) {
    const adds = [...defaults, ...Object.entries(headers)].map(([name, value]) => `add_header ${name} "${value}" always;`).join(' ');
    lines.push(`    location ~ \\.${escapeRegex(ext)}$ { ${adds} try_files $uri =404; }`);
  }
  const plain = Object.keys(site.content_types).filter((ext) => site.headers[ext] === undefined).map(escapeRegex);
  lines.push(
    `    location ~ \\.(${plain.join('|')})$ { try_files $uri =404; }`,
    `    location ~ /$ { try_files \${uri}${site.index} =404; }`,
    // Other files of the output folder (the manifest, host files) are not part of the site.
    '    location ~ [^/]$ { if (-d $request_filename) { return 301 $uri/$is_args$args; } return 404; }',
    '}',
  );
  return lines;
}

/**
 * `$stms_refused`: the 400 body of a GET or HEAD on the API whose query names a parameter static
 * files cannot honour (manifest `query`), else empty: the refused parameters, then the `format`
 * values of the kinds that have their own, then those of every other API URL; the first matching
 * line answers.
 */
function refusalMap(head: ManifestHead, kinds: NamedKind[]): string[] {
  if (head.query === undefined) return [];
  const lines = ['map "$request_method:$request_uri" $stms_refused {', '    default "";'];
  const add = (path: string, rules: QueryRule[]): void => {
    for (const rule of rules) lines.push(`    ~^(GET|HEAD):${path}\\?(.*&)?${rule.pair} ${rule.body === null ? '""' : quote(rule.body)};`);
  };
  const api = `${escapeRegex(head.base_path)}/api/[^?]*`;
  add(api, refusedParamRules(head));
  for (const k of kinds) if (k.formats !== undefined) add(patternToRegex(head.base_path, k.pattern), formatRules(head, k));
  add(api, formatRules(head, undefined));
  lines.push('}');
  return lines;
}
