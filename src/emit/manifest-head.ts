import { RAW_EXTENSIONS, ROUTE_KINDS, renderOptionsBody } from '../api/route-kinds.js';
import { FILE_FORMATS } from '../formats/registry.js';
import { DOWNLOAD_CONTENT_TYPES } from '../downloads/download-content-types.js';
import type { LinkMode } from '../api/urls.js';
import { NOT_ALLOWED_METHODS } from './error-bodies.js';
import type { ManifestHead, ManifestKind } from './manifest-types.js';
import { queryRules } from './query-rules.js';
import { manifestSite } from './site-content-types.js';

/**
 * Content types of file downloads, by extension (§2.6): translation files, then the extensions only
 * archives and converted downloads have (a converted file of a translation file's extension is
 * served with that extension's type).
 */
export const CONTENT_TYPES: Record<string, string> = {
  ...Object.fromEntries(DOWNLOAD_CONTENT_TYPES),
  ...Object.fromEntries(FILE_FORMATS.flatMap((f) => f.extensions.map((e) => [e, f.contentType]))),
};

/** Everything of hosting.md §3 but the routes. */
export function buildManifestHead(baseUrl: string, links: LinkMode, pageSize: number, precompressed: boolean, site = false, gitExport = false): ManifestHead {
  const kinds: Record<string, ManifestKind> = {};
  for (const k of ROUTE_KINDS) {
    kinds[k.name] = {
      pattern: k.pattern,
      paginated: k.paginated,
      headers: { Allow: k.allow },
      options: renderOptionsBody(k),
      ...(k.raw ? { index: (k.extensions ?? RAW_EXTENSIONS).map((e) => `index.${e}`) } : {}),
      ...(k.formats ? { formats: { ...k.formats } } : {}),
    };
  }
  return {
    version: 1,
    base_url: baseUrl,
    base_path: new URL(baseUrl).pathname.replace(/\/$/, ''),
    links,
    pagination: { param: 'page', page_size: pageSize, page_file: 'page-{n}.json' },
    precompressed: precompressed ? ['br', 'gzip'] : [],
    defaults: { 'Content-Type': 'application/json', Vary: 'Accept' },
    content_types: CONTENT_TYPES,
    errors: {
      not_found: { status: 404, file: '404.json' },
      invalid_page: { status: 404, file: '404-invalid-page.json' },
      method_not_allowed: { status: 405, file: '405-{method}.json', methods: NOT_ALLOWED_METHODS },
    },
    kinds,
    ...(site ? { site: manifestSite(gitExport) } : {}),
    query: queryRules(),
  };
}

/**
 * The manifest text in parts, so that a manifest of millions of routes is never one string: head
 * keys in order, then one route per line, final newline (§3).
 */
export function* renderManifestParts(head: ManifestHead, routeLines: Iterable<string>): Generator<string> {
  const headJson = JSON.stringify(head);
  yield `${headJson.slice(0, -1)},\n"routes":[\n`;
  let first = true;
  for (const line of routeLines) {
    yield first ? line : `,\n${line}`;
    first = false;
  }
  yield '\n]}\n';
}
