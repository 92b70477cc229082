import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestHead, ManifestRoute } from '../../src/emit/manifest-types.js';
import { runConcurrently } from '../helpers/run-concurrently.js';
import { CONCURRENT_REQUESTS } from './crawl-host.js';

/**
 * The web site as a host serves it (manifest `site`): every page and widget of the manifest with
 * its bytes, type and headers, a missing page as the HTML not-found page, a missing API object
 * still as JSON. Returns the problems found.
 */
export async function crawlSite(origin: string, dist: string, head: ManifestHead, routes: ManifestRoute[]): Promise<{ checked: number; problems: string[] }> {
  const site = head.site;
  if (!site) return { checked: 0, problems: ['the manifest has no site'] };
  const base = head.base_path;
  const problems: string[] = [];
  let checked = 0;
  const typeOf = (t: string | null): string => (t ?? '').replace(/\s+/g, '').toLowerCase();
  const pages = routes.filter((r) => head.kinds[r.kind] === undefined && r.url !== `/${site.not_found.file}`);
  await runConcurrently(pages.map((route) => async () => {
    const res = await fetch(`${origin}${base}${route.url}`, { redirect: 'manual' });
    const body = Buffer.from(await res.arrayBuffer());
    checked++;
    const where = `${base}${route.url}`;
    if (res.status !== 200) { problems.push(`${where}: status ${res.status}`); return; }
    if (createHash('sha256').update(body).digest('hex') !== route.sha256) problems.push(`${where}: body differs`);
    const want = route.headers?.['Content-Type'] ?? '';
    if (typeOf(res.headers.get('content-type')) !== typeOf(want)) problems.push(`${where}: Content-Type ${res.headers.get('content-type')}, expected ${want}`);
    const cache = route.headers?.['Cache-Control'];
    if (cache !== undefined && res.headers.get('cache-control') !== cache) problems.push(`${where}: Cache-Control ${res.headers.get('cache-control')}, expected ${cache}`);
  }), CONCURRENT_REQUESTS);
  problems.sort();
  const notFound = readFileSync(join(dist, site.not_found.file));
  for (const path of [`${base}/projects/no-such-project/`, `${base}/no-such-page.html`, `${base}/widgets/no-such-project/-/svg-badge.svg`, `${base}/headers-manifest.json`]) {
    const res = await fetch(`${origin}${path}`, { redirect: 'manual' });
    const body = Buffer.from(await res.arrayBuffer());
    checked++;
    if (res.status !== 404) problems.push(`${path}: status ${res.status}, expected 404`);
    if (!typeOf(res.headers.get('content-type')).startsWith('text/html')) problems.push(`${path}: Content-Type ${res.headers.get('content-type')}, expected HTML`);
    if (!body.equals(notFound)) problems.push(`${path}: not the not-found page`);
  }
  const api = await fetch(`${origin}${base}/api/projects/no-such-project/`);
  checked++;
  if (api.status !== 404 || typeOf(api.headers.get('content-type')) !== 'application/json') problems.push(`${base}/api/projects/no-such-project/: ${api.status} ${api.headers.get('content-type')}, expected a JSON 404`);
  const slashless = await fetch(`${origin}${base}/projects/notes`, { redirect: 'manual' });
  checked++;
  if (![301, 308].includes(slashless.status) || !(slashless.headers.get('location') ?? '').endsWith(`${base}/projects/notes/`)) {
    problems.push(`${base}/projects/notes: ${slashless.status} to ${slashless.headers.get('location')}, expected a redirect to the slash`);
  }
  return { checked, problems };
}
