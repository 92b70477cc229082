import type { HostFile, ManifestHead, ManifestRoute } from '../manifest-types.js';
import { extensionOf, isRaw, listKinds, pageFileName, patternToPlaceholders, placeholderNames, rawExceptions } from './host-patterns.js';
import { refuseBasePath } from './root-only.js';
import { siteHeaderFolders } from './site-rules.js';
import { vercelFormatHeaders, vercelQueryRewrites, type VercelHeaderRule, type VercelRewrite } from './vercel-query.js';

type Rewrite = VercelRewrite;

/** `vercel.json` (hosting.md §5 Vercel): query rewrites per paginated kind, raw rules, one rewrite per kind, headers. */
export function printVercel(head: ManifestHead, routes: ManifestRoute[]): HostFile[] {
  refuseBasePath('vercel', head);
  const kinds = listKinds(head);
  const rewrites: Rewrite[] = vercelQueryRewrites(head);
  const page = (value: string): Rewrite['has'] => [{ type: 'query', key: head.pagination.param, value }];
  for (const k of kinds.filter((kind) => kind.paginated)) {
    const p = patternToPlaceholders('', k.pattern);
    rewrites.push({ source: p, has: page('1'), destination: `${p}index.json` });
    rewrites.push({ source: p, has: page('^(?<page>[1-9][0-9]*)$'), destination: `${p}${pageFileName(head, ':page')}` });
    rewrites.push({ source: p, has: page('^.+$'), destination: `${p}__invalid_page__` });
  }
  for (const { route, file } of rawExceptions(head, routes)) rewrites.push({ source: route.url, destination: `${route.url}${file}` });
  for (const k of kinds.filter(isRaw)) {
    const p = patternToPlaceholders('', k.pattern);
    rewrites.push({ source: p, destination: `${p}${k.index?.[0]}` });
  }
  for (const k of kinds.filter((kind) => !isRaw(kind))) {
    const p = patternToPlaceholders('', k.pattern);
    rewrites.push({ source: p, destination: `${p}index.json` });
  }
  const headers: VercelHeaderRule[] = [];
  const defaults = Object.entries(head.defaults).filter(([name]) => name !== 'Content-Type');
  headers.push({ source: '/api/(.*)', headers: defaults.map(([key, value]) => ({ key, value })) });
  for (const k of kinds) {
    const p = patternToPlaceholders('', k.pattern);
    const h: { key: string; value: string }[] = [];
    if (k.headers.Allow) h.push({ key: 'Allow', value: k.headers.Allow });
    if (isRaw(k)) {
      const ext = extensionOf(k.index?.[0] ?? '');
      h.push({ key: 'Content-Type', value: head.content_types[ext] ?? 'application/octet-stream' });
      // Vercel puts source parameters into header values; names needing quotes get an exact rule below.
      h.push({ key: 'Content-Disposition', value: `attachment; filename=${placeholderNames(k.pattern).map((n) => `:${n}`).join('-')}.${ext}` });
    }
    if (h.length > 0) headers.push({ source: p, headers: h });
    if (k.paginated && h.length > 0) headers.push({ source: `${p}:file(${pageFileName(head, '[0-9]+').replace('.', '\\.')})`, headers: h });
  }
  const other = new Set(rawExceptions(head, routes).map((e) => e.route));
  for (const route of routes) {
    const disposition = route.headers?.['Content-Disposition'];
    if (disposition === undefined || (!other.has(route) && !disposition.includes('"'))) continue;
    headers.push({
      source: route.url,
      headers: [
        { key: 'Content-Type', value: route.headers?.['Content-Type'] as string },
        { key: 'Content-Disposition', value: disposition },
      ],
    });
  }
  headers.push({ source: `/${head.errors.not_found.file.replace(/\.json$/, '.html')}`, headers: [{ key: 'Content-Type', value: 'application/json' }] });
  for (const { folder, headers: extra } of siteHeaderFolders(head, routes)) headers.push({ source: `${folder}(.*)`, headers: extra.map(([key, value]) => ({ key, value })) });
  // Last: a converted download's type and name win over its route's (the last matching rule sets a header).
  headers.push(...vercelFormatHeaders(head));
  const config = { trailingSlash: true, rewrites, headers };
  return [{ path: 'vercel.json', text: `${JSON.stringify(config, null, 2)}\n` }];
}
