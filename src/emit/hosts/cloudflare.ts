import type { HostFile, ManifestHead, ManifestRoute } from '../manifest-types.js';
import { printCloudflareWorker } from './cloudflare-worker.js';
import { HostLimitError } from './host-error.js';
import {
  extensionOf,
  isRaw,
  listKinds,
  maxDepth,
  pageFileName,
  patternToPlaceholders,
  placeholderNames,
  rawExceptions,
} from './host-patterns.js';
import { refuseBasePath } from './root-only.js';
import { isSiteRoute, siteHeaderFolders } from './site-rules.js';

export const CLOUDFLARE_LIMITS = { headers: 100, staticRedirects: 2000, dynamicRedirects: 100 };

/** Cloudflare Pages: `_worker.js` in query mode; `_headers` and `_redirects` in path mode (hosting.md §5). */
export function printCloudflare(head: ManifestHead, routes: ManifestRoute[]): HostFile[] {
  refuseBasePath('cloudflare', head);
  if (head.links === 'query') return [{ path: '_worker.js', text: printCloudflareWorker(head) }];
  const kinds = listKinds(head);
  const redirects: string[] = [];
  let dynamic = 0;
  let fixed = 0;
  const exceptions = rawExceptions(head, routes);
  for (const { route, file } of exceptions) {
    redirects.push(`${route.url} ${route.url}${file} 200`);
    fixed++;
  }
  for (const k of kinds.filter(isRaw)) {
    const p = patternToPlaceholders('', k.pattern);
    redirects.push(`${p} ${p}${k.index?.[0]} 200`);
    dynamic++;
  }
  redirects.push('/api/ /api/index.json 200');
  fixed++;
  for (let depth = 2; depth <= maxDepth(head); depth++) {
    const p = `/api/${Array.from({ length: depth - 1 }, (_, i) => `:d${i + 1}/`).join('')}`;
    redirects.push(`${p} ${p}index.json 200`);
    dynamic++;
  }
  if (fixed > CLOUDFLARE_LIMITS.staticRedirects || dynamic > CLOUDFLARE_LIMITS.dynamicRedirects) {
    throw new HostLimitError(
      'cloudflare-redirect-limit',
      `_redirects would hold ${fixed} static and ${dynamic} dynamic rules (limits ${CLOUDFLARE_LIMITS.staticRedirects} and ${CLOUDFLARE_LIMITS.dynamicRedirects})`,
      'use --links query (the worker needs no rules) or another host',
    );
  }
  const blocks: string[][] = [];
  const defaults = Object.entries(head.defaults).filter(([name]) => name !== 'Content-Type');
  blocks.push(['/*', ...defaults.map(([n, v]) => `  ${n}: ${v}`)]);
  for (const k of kinds) {
    const p = patternToPlaceholders('', k.pattern);
    const allow = k.headers.Allow ? ['  ! Allow', `  Allow: ${k.headers.Allow}`] : [];
    if (isRaw(k)) {
      const first = k.index?.[0] as string;
      const ext = extensionOf(first);
      const name = `${placeholderNames(k.pattern).map((n) => `:${n}`).join('-')}.${ext}`;
      blocks.push([
        p,
        ...allow,
        '  ! Content-Type',
        `  Content-Type: ${head.content_types[ext]}`,
        `  Content-Disposition: attachment; filename=${name}`,
      ]);
    } else {
      blocks.push([p, ...allow]);
      if (k.paginated) blocks.push([`${p}${pageFileName(head, '*')}`, ...allow]);
    }
  }
  // Exact rules where the placeholder form is wrong: another candidate, or a name that needs quotes.
  for (const route of routes) {
    if (route.headers === undefined || isSiteRoute(route)) continue;
    const ct = route.headers['Content-Type'] as string;
    const disposition = route.headers['Content-Disposition'] as string;
    const other = exceptions.some((e) => e.route === route);
    const quoted = disposition.includes('"');
    if (!other && !quoted) continue;
    blocks.push([route.url, '  ! Content-Type', `  Content-Type: ${ct}`, '  ! Content-Disposition', `  Content-Disposition: ${disposition}`]);
  }
  for (const { folder, headers: extra } of siteHeaderFolders(head, routes)) blocks.push([`${folder}*`, ...extra.map(([n, v]) => `  ${n}: ${v}`)]);
  if (blocks.length > CLOUDFLARE_LIMITS.headers) {
    throw new HostLimitError(
      'cloudflare-header-limit',
      `_headers would hold ${blocks.length} rules, over Cloudflare's limit of ${CLOUDFLARE_LIMITS.headers}`,
      'use --links query (the worker sets the headers) or another host',
    );
  }
  return [
    { path: '_redirects', text: `${redirects.join('\n')}\n` },
    { path: '_headers', text: `${blocks.map((b) => b.join('\n')).join('\n')}\n` },
  ];
}
