import type { HostFile, ManifestHead, ManifestRoute, ManifestSite } from '../manifest-types.js';
import { apacheBadRequestDocument, apacheQueryRules } from './apache-query.js';
import { SEGMENT, TOKEN_SEGMENT, escapeRegex, extensionOf, isRaw, listKinds, patternSegments } from './host-patterns.js';
import { apacheGitRewrites, apacheGitTypes } from './apache-git.js';

/** A per-directory RewriteRule pattern (relative to `dist/`, no leading slash), with captures. */
function relativeRegex(pattern: string, segment: string): string {
  return patternSegments(pattern)
    .map((s) => `${s.startsWith(':') ? `(${segment})` : escapeRegex(s)}/`)
    .join('');
}

/** `.htaccess` and `_hosts/apache/directory.conf`: the same rules (hosting.md §5 Apache httpd). */
export function printApache(head: ManifestHead, _routes: ManifestRoute[]): HostFile[] {
  const kinds = listKinds(head);
  const base = head.base_path;
  const pageRe = escapeRegex(head.pagination.page_file).replace('\\{n\\}', '[0-9]+');
  const candidates = [...new Set(kinds.flatMap((k) => k.index ?? []))];
  const lines: string[] = [
    '# static-tms: needs mod_rewrite, mod_headers, mod_mime, mod_dir',
    `DirectoryIndex index.json ${candidates.join(' ')}${head.site ? ` ${head.site.index}` : ''}`.trim(),
    'AddType application/json .json',
    ...Object.entries(head.content_types).map(([ext, type]) => `AddType ${type} .${ext}`),
    ...(head.site ? siteTypes(head.site) : []),
    ...(head.site?.git ? apacheGitTypes(base, head.site.git) : []),
    'Options -Indexes',
    `ErrorDocument 405 ${base}/405-%{REQUEST_METHOD}.json`,
    ...apacheBadRequestDocument(head),
    `<If "-n reqenv('REDIRECT_STMS_LIST')">`,
    `    ErrorDocument 404 ${base}/${head.errors.invalid_page.file}`,
    '</If>',
    ...(head.site
      ? [`<ElseIf "! %{REQUEST_URI} =~ m#^${escapeRegex(base)}/api(/|$)#">`, `    ErrorDocument 404 ${base}/${head.site.not_found.file}`, '</ElseIf>']
      : []),
    '<Else>',
    `    ErrorDocument 404 ${base}/${head.errors.not_found.file}`,
    '</Else>',
    ...Object.entries(head.defaults)
      .filter(([name]) => name !== 'Content-Type')
      .map(([name, value]) => `Header always set ${name} "${value}"`),
  ];
  for (const k of kinds) {
    if (!k.headers.Allow) continue;
    const path = patternSegments(k.pattern)
      .map((s) => `${s.startsWith(':') ? SEGMENT : escapeRegex(s)}/`)
      .join('');
    const page = k.paginated ? `(${pageRe})?` : '';
    lines.push(`Header always set Allow "${k.headers.Allow}" "expr=%{THE_REQUEST} =~ m#^[A-Z]+ ${escapeRegex(base)}/${path}${page}[? ]#"`);
  }
  lines.push(
    `Header set Content-Disposition "attachment; filename=%{REDIRECT_STMS_FILE}e" "expr=-n reqenv('REDIRECT_STMS_FILE') && -z reqenv('REDIRECT_STMS_QUOTE')"`,
    `Header set Content-Disposition "attachment; filename=\\"%{REDIRECT_STMS_FILE}e\\"" "expr=-n reqenv('REDIRECT_STMS_QUOTE')"`,
    'RewriteEngine On',
    '# internal redirects (pages, raw files, error documents) were decided on the first pass',
    'RewriteCond %{ENV:REDIRECT_STATUS} .',
    'RewriteRule ^ - [L]',
    ...(head.site?.git ? apacheGitRewrites(head.site.git) : []),
    ...(head.site
      // The web site: files as they are (a directory by its index, slash-less ones by DirectorySlash's 301).
      ? [
        'RewriteCond %{REQUEST_METHOD} ^(GET|HEAD)$',
        `RewriteCond %{REQUEST_URI} (/|\\.(${Object.keys(head.site.content_types).map(escapeRegex).join('|')}))$ [OR]`,
        'RewriteCond %{REQUEST_FILENAME} -d',
        'RewriteRule !^api(/|$) - [L]',
        // Other files of the output folder (the manifest, host files) are not part of the site.
        'RewriteCond %{REQUEST_METHOD} ^(GET|HEAD)$',
        'RewriteRule !^api(/|$) - [R=404]',
      ]
      : ['RewriteRule !^api(/|$) - [R=404]']),
    'RewriteCond %{REQUEST_METHOD} !^(GET|HEAD)$',
    'RewriteRule ^ - [R=405]',
    ...apacheQueryRules(head, kinds),
  );
  for (const k of kinds) {
    if (!k.paginated) continue;
    const re = `^(${relativeRegex(k.pattern, SEGMENT).replace(/\(/g, '(?:')})$`;
    const pageFile = head.pagination.page_file.replace('{n}', '%2');
    lines.push(
      'RewriteCond %{REQUEST_FILENAME}index.json -f',
      'RewriteCond %{QUERY_STRING} !(^|&)page=1(&|$)',
      'RewriteCond %{QUERY_STRING} (^|&)page=([1-9][0-9]*)(&|$)',
      `RewriteRule ${re} $1${pageFile} [E=STMS_LIST:$1,L]`,
      'RewriteCond %{REQUEST_FILENAME}index.json -f',
      'RewriteCond %{QUERY_STRING} (^|&)page=([^&]*)(&|$)',
      'RewriteCond %2 !^1?$',
      `RewriteRule ${re} $1__invalid_page__ [E=STMS_LIST:$1,L]`,
    );
  }
  for (const k of kinds.filter(isRaw)) {
    const n = patternSegments(k.pattern).filter((s) => s.startsWith(':')).length;
    const name = Array.from({ length: n }, (_, i) => `$${i + 1}`).join('-');
    for (const file of k.index ?? []) {
      const ext = extensionOf(file);
      for (const [segment, quote] of [
        [TOKEN_SEGMENT, ''],
        [SEGMENT, ',E=STMS_QUOTE:1'],
      ] as const) {
        lines.push(
          `RewriteCond %{REQUEST_FILENAME}${file} -f`,
          `RewriteRule ^${relativeRegex(k.pattern, segment)}$ $0${file} [E=STMS_FILE:${name}.${ext}${quote},L]`,
        );
      }
    }
  }
  lines.push('');
  const text = lines.join('\n');
  return [
    { path: '.htaccess', text },
    {
      path: '_hosts/apache/directory.conf',
      // .htaccess cannot name MultiViews under `AllowOverride Options` (Options=All excludes it).
      text: `# include inside <Directory> for dist/ (AllowOverride None)\n${text.replace('Options -Indexes', 'Options -Indexes -MultiViews')}`,
    },
  ];
}

/** Types of the web site's files, their charset, and their extra headers (the widgets' Cache-Control). */
function siteTypes(site: ManifestSite): string[] {
  const lines: string[] = [];
  for (const [ext, type] of Object.entries(site.content_types)) {
    const [media, ...params] = type.split(';').map((p) => p.trim());
    lines.push(`AddType ${media!} .${ext}`);
    const charset = params.find((p) => p.startsWith('charset='));
    if (charset) lines.push(`AddCharset ${charset.slice('charset='.length)} .${ext}`);
  }
  for (const [ext, headers] of Object.entries(site.headers)) {
    lines.push(`<FilesMatch "\\.${escapeRegex(ext)}$">`, ...Object.entries(headers).map(([n, v]) => `    Header always set ${n} "${v}"`), '</FilesMatch>');
  }
  return lines;
}
