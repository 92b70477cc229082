import type { ManifestSite } from '../emit/manifest-types.js';
import { routeGitRequest } from './route-git-request.js';
import { mergeHeaders, type FindFile, type HeaderMap, type RouteDecision } from './route-decision.js';

export const SITE_NOT_FOUND_TEXT = '<!DOCTYPE html><title>Page not found</title><h1>Page not found</h1>\n';

/**
 * A request outside /api/ when the build wrote the web site: a directory URL is its index file,
 * a file URL its file if the site serves its extension; a slash-less directory URL is redirected;
 * anything else gets the HTML not-found page. Only GET and HEAD are answered with a file.
 */
export async function routeSiteRequest(
  site: ManifestSite,
  basePath: string,
  defaults: HeaderMap,
  findFile: FindFile,
  method: string,
  path: string,
  query: string,
): Promise<RouteDecision> {
  const htmlHeaders = mergeHeaders(defaults, { 'Content-Type': site.content_types.html ?? 'text/html' });
  const notFound: RouteDecision = { type: 'error-file', status: site.not_found.status, file: site.not_found.file, fallback: SITE_NOT_FOUND_TEXT, headers: htmlHeaders };
  if (method !== 'GET' && method !== 'HEAD') {
    return { type: 'text', status: 405, body: '', headers: mergeHeaders(defaults, { Allow: 'GET, HEAD' }) };
  }
  const git = site.git === undefined ? null : await routeGitRequest(site.git, defaults, findFile, path, query);
  if (git === 'missing') return notFound;
  if (git !== null) return git;
  if (path.endsWith('/')) {
    const file = await findFile([`${path.slice(1)}${site.index}`]);
    return file === undefined ? notFound : { type: 'file', status: 200, file, headers: htmlHeaders };
  }
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1);
  const type = site.content_types[ext];
  if (type !== undefined && path !== `/${site.not_found.file}`) {
    const file = await findFile([path.slice(1)]);
    if (file !== undefined) return { type: 'file', status: 200, file, headers: mergeHeaders(defaults, { 'Content-Type': type }, site.headers[ext] ?? {}) };
  }
  if ((await findFile([`${path.slice(1)}/${site.index}`])) !== undefined) {
    const location = `${basePath}${path}/${query === '' ? '' : `?${query}`}`;
    return { type: 'redirect', status: 301, headers: mergeHeaders(defaults, { Location: location }) };
  }
  return notFound;
}
