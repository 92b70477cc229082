import { manifestGitExport } from './git-export-manifest.js';
import type { ManifestSite } from './manifest-types.js';

/** Content types of the web site's files (pages, widgets, stylesheet), with the manifest's extension keys. */
export const SITE_CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  // The search index (src/site/search): JSON under its own extension, not every .json outside /api/.
  sidx: 'application/json; charset=utf-8',
};

/** The HTML not-found page, answered for a missing path outside /api/. */
export const SITE_NOT_FOUND_FILE = '404-page.html';

/** Widgets change with every build that changes a percentage: caches keep them briefly (Weblate sends 2 h). */
export const WIDGET_CACHE_CONTROL = 'max-age=7200';

/** The headers of a site file in the manifest. */
export function siteHeadersOf(ext: string): Record<string, string> {
  const type = SITE_CONTENT_TYPES[ext] ?? 'application/octet-stream';
  return ext === 'svg' || ext === 'png' ? { 'Content-Type': type, 'Cache-Control': WIDGET_CACHE_CONTROL } : { 'Content-Type': type };
}

/** The manifest's `site` entry. The not-found page's name is not `404.html`, which stays a copy of `404.json` (hosting.md §1). */
export function manifestSite(gitExport = false): ManifestSite {
  return {
    index: 'index.html',
    content_types: SITE_CONTENT_TYPES,
    headers: { svg: { 'Cache-Control': WIDGET_CACHE_CONTROL }, png: { 'Cache-Control': WIDGET_CACHE_CONTROL } },
    not_found: { status: 404, file: SITE_NOT_FOUND_FILE },
    ...(gitExport ? { git: manifestGitExport() } : {}),
  };
}
