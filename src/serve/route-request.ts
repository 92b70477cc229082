import type { ManifestHead } from '../emit/manifest-types.js';
import { compileKinds, compilePageFile, matchKind, renderPageFile } from './compile-kinds.js';
import type { KindMatch } from './compile-kinds.js';
import { buildContentDisposition } from './content-disposition.js';
import { refusedParamBody } from '../emit/error-bodies.js';
import { parseRequestTarget, readQueryParam } from './parse-request-target.js';
import { readFormat, refusedParam } from './refuse-query.js';
import { mergeHeaders, type FindFile, type RouteDecision } from './route-decision.js';
import { routeSiteRequest } from './route-site-request.js';

export { mergeHeaders, type FindFile, type HeaderMap, type RouteDecision } from './route-decision.js';

export type RouteRequest = (method: string, rawTarget: string) => Promise<RouteDecision>;

export const NOT_FOUND_TEXT = '{"detail":"Not found."}';
export const INVALID_PAGE_TEXT = '{"detail":"Invalid page."}';

const CANONICAL_PAGE = /^[1-9][0-9]*$/;

/** `{"detail":"Method \"POST\" not allowed."}` (compatibility.md §2.5). */
export function renderMethodNotAllowed(method: string): string {
  return `{"detail":${JSON.stringify(`Method "${method}" not allowed.`)}}`;
}

function extensionOf(fileName: string): string {
  return fileName.slice(fileName.lastIndexOf('.') + 1);
}

function joinFile(urlDir: string, fileName: string): string {
  return `${urlDir.slice(1)}${fileName}`;
}

export function createRouter(head: ManifestHead, findFile: FindFile): RouteRequest {
  const kinds = compileKinds(head);
  const pageFileRegExp = compilePageFile(head.pagination.page_file);
  const defaults = head.defaults;
  const param = head.pagination.param;

  const notFound = (): RouteDecision => ({
    type: 'error-file',
    status: head.errors.not_found.status,
    file: head.errors.not_found.file,
    fallback: NOT_FOUND_TEXT,
    headers: mergeHeaders(defaults),
  });

  /** 400 for a query parameter the static files cannot honour (manifest `query`). */
  const badRequest = (param: string): RouteDecision => ({
    type: 'error-file',
    status: head.query?.bad_request.status ?? 400,
    file: (head.query?.bad_request.file ?? '400-{param}.json').replace('{param}', param),
    fallback: refusedParamBody(param),
    headers: mergeHeaders(defaults),
  });

  /** The route's own file (page 1) when the route exists. */
  const findRouteFile = (match: KindMatch, urlDir: string): Promise<string | undefined> =>
    findFile((match.compiled.kind.index ?? ['index.json']).map((name) => joinFile(urlDir, name)));

  const answerRoute = async (
    method: string,
    match: KindMatch,
    pageFile: string | undefined,
    routeFile: string,
    query: string,
  ): Promise<RouteDecision> => {
    const kind = match.compiled.kind;
    const kindHeaders = mergeHeaders(defaults, kind.headers);
    if (method === 'OPTIONS') return { type: 'text', status: 200, body: kind.options, headers: kindHeaders };
    if (method !== 'GET' && method !== 'HEAD') {
      return { type: 'text', status: 405, body: renderMethodNotAllowed(method), headers: kindHeaders };
    }
    if (pageFile !== undefined) return { type: 'file', status: 200, file: pageFile, headers: kindHeaders };
    if (kind.paginated) {
      const page = readQueryParam(query, param);
      if (page !== undefined && page !== '' && page !== '1') {
        const file = CANONICAL_PAGE.test(page)
          ? await findFile([routeFile.replace(/[^/]*$/, renderPageFile(head.pagination.page_file, page))])
          : undefined;
        if (file === undefined) {
          return {
            type: 'error-file',
            status: head.errors.invalid_page.status,
            file: head.errors.invalid_page.file,
            fallback: INVALID_PAGE_TEXT,
            headers: kindHeaders,
          };
        }
        return { type: 'file', status: 200, file, headers: kindHeaders };
      }
    }
    if (kind.index === undefined) return { type: 'file', status: 200, file: routeFile, headers: kindHeaders };
    const extension = extensionOf(routeFile);
    const filename = `${match.values.join('-')}.${extension}`;
    const rawHeaders = mergeHeaders(
      defaults,
      { 'Content-Type': head.content_types[extension] ?? 'application/octet-stream' },
      kind.headers,
      { 'Content-Disposition': buildContentDisposition(filename) },
    );
    return { type: 'file', status: 200, file: routeFile, headers: rawHeaders };
  };

  return async (method, rawTarget) => {
    const target = parseRequestTarget(rawTarget, head.base_path);
    if (target === undefined) return notFound();
    const { path, query } = target;
    if (head.site !== undefined && path !== '/api' && !path.startsWith('/api/')) {
      return routeSiteRequest(head.site, head.base_path, defaults, findFile, method, path, query);
    }
    if ((method === 'GET' || method === 'HEAD') && path.startsWith('/api/')) {
      const refused = refusedParam(head.query, query, matchKind(kinds, path.endsWith('/') ? path : `${path}/`)?.compiled.kind.formats);
      if (refused !== undefined) return badRequest(refused);
    }
    if (path.endsWith('/')) {
      const match = matchKind(kinds, path);
      if (match === undefined) return notFound();
      const routeFile = await findRouteFile(match, path);
      if (routeFile === undefined) return notFound();
      const format = method === 'GET' || method === 'HEAD' ? readFormat(head.query, query) : undefined;
      const formatFile = format === undefined ? undefined : match.compiled.kind.formats?.[format];
      if (formatFile !== undefined) {
        const file = await findFile([joinFile(path, formatFile)]);
        if (file === undefined) return notFound();
        return answerRoute(method, match, undefined, file, query);
      }
      return answerRoute(method, match, undefined, routeFile, query);
    }
    const slash = path.lastIndexOf('/');
    const lastSegment = path.slice(slash + 1);
    const urlDir = path.slice(0, slash + 1);
    const pageMatch = pageFileRegExp.exec(lastSegment);
    if (pageMatch !== null && Number(pageMatch[1]) >= 2) {
      // The `--links path` form: P + page-N.json.
      const match = matchKind(kinds, urlDir);
      if (match !== undefined && match.compiled.kind.paginated) {
        const pageFile = await findFile([joinFile(urlDir, lastSegment)]);
        const routeFile = pageFile === undefined ? undefined : await findRouteFile(match, urlDir);
        if (pageFile !== undefined && routeFile !== undefined) {
          return answerRoute(method, match, pageFile, routeFile, query);
        }
      }
    }
    if (method === 'GET' || method === 'HEAD') {
      const match = matchKind(kinds, `${path}/`);
      if (match !== undefined && (await findRouteFile(match, `${path}/`)) !== undefined) {
        const location = `${head.base_path}${path}/${query === '' ? '' : `?${query}`}`;
        return { type: 'redirect', status: 301, headers: mergeHeaders(defaults, { Location: location }) };
      }
    }
    return notFound();
  };
}
