import type { HostFile, ManifestHead, ManifestRoute } from '../manifest-types.js';
import { extensionOf, isRaw, listKinds, maxDepth, pageFileName, patternToPlaceholders, rawExceptions } from './host-patterns.js';
import { refuseBasePath } from './root-only.js';
import { siteHeaderFolders } from './site-rules.js';

/** Warning code the build prints once with `--host netlify`: Netlify drops a custom Allow. */
export const NETLIFY_NO_ALLOW = 'netlify-no-allow';

/** Netlify `_redirects` and `_headers` (hosting.md §5 Netlify). No Allow: Netlify keeps that header for itself. */
export function printNetlify(head: ManifestHead, routes: ManifestRoute[]): HostFile[] {
  refuseBasePath('netlify', head);
  const kinds = listKinds(head);
  const rows: [string, string, string, string][] = [];
  // Issue 20: a refused parameter is matched by its presence (`name=:value`), before any rewrite
  // (the first matching rule applies), and answered with its 400 body; forced (`!`) so that it
  // applies where a file exists too (`page-N.json`). Netlify cannot negate a
  // match, so an unknown `format` is not refused and `?format=` serves the route's own file.
  const badRequest = head.query?.bad_request;
  for (const name of head.query?.refused ?? []) rows.push(['/api/*', `${name}=:value`, `/${badRequest?.file.replace('{param}', name)}`, `${badRequest?.status}!`]);
  for (const k of kinds.filter((kind) => kind.paginated)) {
    const p = patternToPlaceholders('', k.pattern);
    rows.push([p, 'page=1', `${p}index.json`, '200']);
    rows.push([p, 'page=:p', `${p}${pageFileName(head, ':p')}`, '200']);
  }
  for (const { route, file } of rawExceptions(head, routes)) rows.push([route.url, '', `${route.url}${file}`, '200']);
  for (const k of kinds.filter(isRaw)) {
    const p = patternToPlaceholders('', k.pattern);
    rows.push([p, '', `${p}${k.index?.[0]}`, '200']);
  }
  for (let depth = 1; depth <= maxDepth(head); depth++) {
    const p = `/api/${Array.from({ length: depth - 1 }, (_, i) => `:d${i + 1}/`).join('')}`;
    rows.push([p, '', `${p}index.json`, '200']);
  }
  // With the site, a missing page outside /api/ gets the HTML not-found page (rules apply only where no file is).
  if (head.site) rows.push(['/api/*', '', `/${head.errors.not_found.file}`, '404'], ['/*', '', `/${head.site.not_found.file}`, '404']);
  else rows.push(['/*', '', `/${head.errors.not_found.file}`, '404']);
  const width = (i: number): number => Math.max(...rows.map((r) => r[i]?.length ?? 0));
  const redirects = rows.map((r) => [r[0].padEnd(width(0)), r[1].padEnd(width(1)), r[2].padEnd(width(2)), r[3]].join('  ').replace(/ +$/, ''));
  const headers: string[] = ['/api/*'];
  for (const [name, value] of Object.entries(head.defaults)) if (name !== 'Content-Type') headers.push(`  ${name}: ${value}`);
  // Netlify combines the values of a header named by several matching rules, so a kind whose
  // files differ in type (a TBX glossary, an Android XML among PO files) gets one rule per route
  // instead of a pattern that the exceptions would overlap.
  const mixed = new Set(rawExceptions(head, routes).map(({ route }) => route.kind));
  for (const k of kinds.filter(isRaw)) {
    if (mixed.has(k.name)) continue;
    const type = head.content_types[extensionOf(k.index?.[0] ?? '')];
    headers.push(patternToPlaceholders('', k.pattern), `  Content-Type: ${type}`);
  }
  for (const route of routes.filter((r) => mixed.has(r.kind))) {
    headers.push(route.url, `  Content-Type: ${head.content_types[extensionOf(route.file)]}`);
  }
  headers.push(`/${head.errors.not_found.file.replace(/\.json$/, '.html')}`, '  Content-Type: application/json');
  for (const { folder, headers: extra } of siteHeaderFolders(head, routes)) headers.push(`${folder}*`, ...extra.map(([n, v]) => `  ${n}: ${v}`));
  return [
    { path: '_redirects', text: `${redirects.join('\n')}\n` },
    { path: '_headers', text: `${headers.join('\n')}\n` },
  ];
}
