import type { ManifestHead, ManifestRoute } from '../manifest-types.js';
import { extensionOf } from './host-patterns.js';

/** A route of the web site (a page, widget or asset), not of the API. */
export function isSiteRoute(route: ManifestRoute): boolean {
  return route.kind.startsWith('site-');
}

/**
 * The site's extra headers (the widgets' short Cache-Control) by top folder, for hosts whose header
 * rules match a path prefix rather than an extension: `/widgets/` when every site file under it
 * has the same extra headers. A folder whose files disagree gets no rule (its files keep the host's
 * defaults), so no rule ever gives a file a header the manifest does not.
 */
export function siteHeaderFolders(head: ManifestHead, routes: readonly ManifestRoute[]): { folder: string; headers: [string, string][] }[] {
  const site = head.site;
  if (site === undefined) return [];
  const byFolder = new Map<string, string | null>();
  for (const route of routes) {
    if (!isSiteRoute(route)) continue;
    const folder = `/${route.url.split('/')[1] ?? ''}/`;
    const extra = JSON.stringify(Object.entries(site.headers[extensionOf(route.file)] ?? {}));
    const seen = byFolder.get(folder);
    byFolder.set(folder, seen === undefined || seen === extra ? extra : null);
  }
  return [...byFolder]
    .filter((e): e is [string, string] => e[1] !== null && e[1] !== '[]' && e[0] !== '//')
    .map(([folder, extra]) => ({ folder, headers: JSON.parse(extra) as [string, string][] }))
    .sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0));
}
