import type { HostFile, ManifestHead, ManifestRoute } from '../manifest-types.js';
import { HostLimitError } from './host-error.js';
import { extensionOf, isRaw, listKinds, maxDepth, patternSegments, rawExceptions } from './host-patterns.js';
import { refuseBasePath } from './root-only.js';

export const SERVE_HEADER_RULE_LIMIT = 50;

/** serve.json path rule: placeholders become dot-free named segments (serve matches without the trailing slash). */
function servePath(pattern: string): string {
  return `/${patternSegments(pattern)
    .map((s) => (s.startsWith(':') ? `${s}([^/.]+)` : s))
    .join('/')}`;
}

/** The file glob serve's header rules see for a kind (its page 1, its page files or its raw candidates). */
function fileGlob(head: ManifestHead, pattern: string, paginated: boolean, index: string[] | undefined): string {
  const dir = patternSegments(pattern)
    .map((s) => (s.startsWith(':') ? '*' : s))
    .join('/');
  if (index !== undefined) return `${dir}/${index.length > 1 ? `{${index.join(',')}}` : index[0]}`;
  return paginated ? `${dir}/{index.json,${head.pagination.page_file.replace('{n}', '*')}}` : `${dir}/index.json`;
}

/** `serve.json` for the `serve` CLI, `--links path` only (hosting.md §5 serve). */
export function printServe(head: ManifestHead, routes: ManifestRoute[]): HostFile[] {
  refuseBasePath('serve', head);
  if (head.links !== 'path') {
    throw new HostLimitError(
      'serve-needs-path-links',
      '--host serve needs --links path: serve ignores the query and would answer ?page=2 with page 1',
      'build with --links path',
    );
  }
  const kinds = listKinds(head);
  const rewrites: { source: string; destination: string }[] = [];
  // serve percent-encodes rewrite parameters (`sr@latin` → `sr%40latin`), so such URLs get exact rules.
  const exact = new Map(rawExceptions(head, routes).map(({ route, file }) => [route.url, file]));
  for (const route of routes) {
    if (/[@+]/.test(route.url) && !exact.has(route.url)) exact.set(route.url, route.file.slice(route.file.lastIndexOf('/') + 1));
  }
  for (const [url, file] of exact) rewrites.push({ source: url.slice(0, -1), destination: `${url}${file}` });
  for (const k of kinds.filter(isRaw)) {
    const source = servePath(k.pattern);
    rewrites.push({ source, destination: `${source.replace(/\(\[\^\/\.\]\+\)/g, '')}/${k.index?.[0]}` });
  }
  for (let depth = 1; depth <= maxDepth(head); depth++) {
    const segs = ['api', ...Array.from({ length: depth - 1 }, (_, i) => `:d${i + 1}`)];
    rewrites.push({ source: servePath(`/${segs.join('/')}/`), destination: `/${segs.join('/')}/index.json` });
  }
  const headers: { source: string; headers: { key: string; value: string }[] }[] = [];
  const defaults = Object.entries(head.defaults).filter(([name]) => name !== 'Content-Type');
  headers.push({ source: '**', headers: defaults.map(([key, value]) => ({ key, value })) });
  headers.push({ source: '404.html', headers: [{ key: 'Content-Type', value: 'application/json; charset=utf-8' }] });
  const byAllow = new Map<string, string[]>();
  for (const k of kinds) {
    if (!k.headers.Allow) continue;
    byAllow.set(k.headers.Allow, [...(byAllow.get(k.headers.Allow) ?? []), fileGlob(head, k.pattern, k.paginated, k.index)]);
  }
  for (const [allow, globs] of byAllow) {
    headers.push({ source: globs.length > 1 ? `{${globs.join(',')}}` : (globs[0] as string), headers: [{ key: 'Allow', value: allow }] });
  }
  for (const k of kinds.filter(isRaw)) {
    for (const file of k.index ?? []) {
      const type = head.content_types[extensionOf(file)];
      if (type) headers.push({ source: fileGlob(head, k.pattern, false, [file]), headers: [{ key: 'Content-Type', value: type }] });
    }
  }
  // serve matches header rules against files: the site's extra headers by extension.
  for (const [ext, extra] of Object.entries(head.site?.headers ?? {})) {
    headers.push({ source: `**/*.${ext}`, headers: Object.entries(extra).map(([key, value]) => ({ key, value })) });
  }
  if (headers.length > SERVE_HEADER_RULE_LIMIT) {
    throw new HostLimitError(
      'serve-header-rule-limit',
      `serve.json would need ${headers.length} header rules, over the limit of ${SERVE_HEADER_RULE_LIMIT}`,
      'serve the output with static-tms serve or another host',
    );
  }
  const config = { cleanUrls: false, trailingSlash: true, directoryListing: false, rewrites, headers };
  return [{ path: 'serve.json', text: `${JSON.stringify(config, null, 2)}\n` }];
}
