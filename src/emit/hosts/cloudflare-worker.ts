import { refusedParamBody } from '../error-bodies.js';
import type { ManifestGitExport, ManifestHead, ManifestQuery } from '../manifest-types.js';
import { isRaw, listKinds, patternToRegex, placeholderNames } from './host-patterns.js';

/** Runtime of `_worker.js`: answers as the preview server does (hosting.md §2, §5 Cloudflare, query mode). */
const WORKER_CODE = String.raw`
const TOKEN = /^[A-Za-z0-9!#$%&'*+.^_\x60|~-]+$/;
const KINDS = C.kinds.map((k) => ({ ...k, re: new RegExp('^' + k.re + '$') }));
const PAGE_RE = new RegExp('^(.*/)' + C.pageFile.replace(/[.*+?^$\x7b\x7d()|[\]\\]/g, '\\$&').replace('\\{n\\}', '([1-9][0-9]*)') + '$');

function answer(method, status, body, headers, etag) {
  const h = new Headers(headers);
  if (etag) h.set('ETag', etag);
  return new Response(method === 'HEAD' ? null : body, { status, headers: h });
}

function find(path) {
  for (const k of KINDS) {
    const m = k.re.exec(path);
    if (m) return { kind: k, dir: path, match: m, page: undefined };
  }
  const p = PAGE_RE.exec(path);
  if (p) {
    for (const k of KINDS) if (k.paginated && k.re.test(p[1])) return { kind: k, dir: p[1], match: k.re.exec(p[1]), page: p[2] };
  }
  return undefined;
}

async function asset(env, request, path) {
  const res = await env.ASSETS.fetch(new Request(new URL(path, request.url), { method: 'GET' }));
  return res.status === 200 ? res : undefined;
}

// A file of a published repository (site.git), also asked through the folder's query as git does
// for a git_export with ?format=api; null when the request is none (then the site answers).
async function gitFile(request, env, method, url) {
  const folder = new RegExp('^' + C.git.folder).exec(url.pathname);
  if (!folder) return null;
  const viaQuery = url.pathname === folder[0] && url.search.slice(1).startsWith(C.git.prefix);
  let file = url.pathname.slice(folder[0].length);
  if (viaQuery) file = url.search.slice(1 + C.git.prefix.length).split('&')[0];
  const pack = /^objects\/pack\/pack-[0-9a-f]{40,64}\.([a-z]+)$/.exec(file);
  const headers = C.git.files[file] || (pack && C.git.packs[pack[1]]);
  if (!headers) return viaQuery ? answer(method, 404, 'Not found', { 'Content-Type': 'text/plain' }) : null;
  const res = await asset(env, request, folder[0] + file);
  return res ? answer(method, 200, res.body, headers) : answer(method, 404, 'Not found', { 'Content-Type': 'text/plain' });
}

// The web site (when built): its files by type, a folder by its index, the HTML not-found page.
async function site(request, env, method, url) {
  const path = url.pathname;
  const get = (p) => env.ASSETS.fetch(new Request(new URL(p, request.url), { method: 'GET', redirect: 'manual' }));
  const dot = path.lastIndexOf('.');
  const ext = path.endsWith('/') ? 'html' : dot > path.lastIndexOf('/') ? path.slice(dot + 1) : '';
  if (ext === '') {
    const dir = await get(path + '/' + C.site.index);
    if (dir.status === 200 || (await get(path + '/')).status === 200) {
      return new Response(null, { status: 301, headers: { Location: path + '/' + url.search } });
    }
  }
  let res = C.site.types[ext] ? await get(path) : undefined;
  if (res && res.status === 404 && path.endsWith('/')) res = await get(path + C.site.index);
  if (res && res.status >= 300 && res.status < 400) return res;
  if (res && res.status === 200) {
    return answer(method, 200, res.body, { 'Content-Type': C.site.types[ext], ...(C.site.headers[ext] || {}) }, res.headers.get('ETag'));
  }
  const page = (await asset(env, request, '/' + C.site.notFound)) || (await asset(env, request, '/' + C.site.notFound.replace(/\.html$/, '')));
  return answer(method, 404, page ? page.body : 'Not found', { 'Content-Type': C.site.types.html });
}

// The last value of a query parameter (as the preview server reads it).
function param(url, name) {
  const values = url.searchParams.getAll(name);
  return values.length === 0 ? undefined : values[values.length - 1];
}

// The format asked for, without wlc's prefix (manifest query.format.prefix).
function format(url) {
  const value = param(url, C.query.param);
  return value !== undefined && value.startsWith(C.query.prefix) ? value.slice(C.query.prefix.length) : value;
}

// The parameter static files cannot honour (manifest query): a refused one with a value, or a
// format that is neither JSON nor one of the raw kind's formats.
function refused(url, kind) {
  for (const name of C.query.refused) {
    const value = param(url, name);
    if (value !== undefined && value !== '') return name;
  }
  const f = format(url);
  if (f === undefined || f === '' || C.query.json.includes(f)) return undefined;
  return kind && kind.formats && Object.hasOwn(kind.formats, f) ? undefined : C.query.param;
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const method = request.method;
    const path = url.pathname;
    const notFound = () => answer(method, 404, C.notFound, C.defaults);
    if (C.query && url.search !== '' && (method === 'GET' || method === 'HEAD') && path.startsWith('/api/')) {
      const dirPath = path.endsWith('/') ? path : path + '/';
      const name = refused(url, KINDS.find((k) => k.re.test(dirPath)));
      if (name !== undefined) return answer(method, C.query.status, C.query.bodies[name], C.defaults);
    }
    const hit = find(path);
    if (!hit && C.site && path !== '/api' && !path.startsWith('/api/') && (method === 'GET' || method === 'HEAD')) {
      return (C.git && (await gitFile(request, env, method, url))) || site(request, env, method, url);
    }
    if (!hit) {
      if ((method === 'GET' || method === 'HEAD') && !path.endsWith('/') && find(path + '/')) {
        return new Response(null, { status: 301, headers: { Location: path + '/' + url.search } });
      }
      return notFound();
    }
    const { kind, dir } = hit;
    const headers = { ...C.defaults, ...kind.headers };
    if (method === 'OPTIONS') return answer(method, 200, kind.options, headers);
    if (method !== 'GET' && method !== 'HEAD') {
      return answer(method, 405, '{"detail":"Method \\"' + method + '\\" not allowed."}', headers);
    }
    const fail = async (invalid) => {
      if (invalid && (await asset(env, request, dir + 'index.json'))) return answer(method, 404, C.invalidPage, headers);
      return answer(method, 404, C.notFound, invalid ? headers : C.defaults);
    };
    if (kind.index) {
      let file = undefined;
      let res = undefined;
      for (const candidate of kind.index) {
        res = await asset(env, request, dir + candidate);
        if (res) {
          file = candidate;
          break;
        }
      }
      if (!res) return fail(false);
      // ?format=<name>: the converted file beside the route's file, when the route has one.
      const f = kind.formats && C.query ? format(url) : undefined;
      if (f !== undefined && Object.hasOwn(kind.formats, f)) {
        file = kind.formats[f];
        res = await asset(env, request, dir + file);
        if (!res) return notFound();
      }
      const ext = file.slice(file.lastIndexOf('.') + 1);
      const name = hit.match.slice(1).map(decodeURIComponent).join('-') + '.' + ext;
      const disposition = 'attachment; filename=' + (TOKEN.test(name) ? name : '"' + name.replace(/["\\]/g, '\\$&') + '"');
      const h = { ...headers, 'Content-Type': C.contentTypes[ext] || 'application/octet-stream', 'Content-Disposition': disposition };
      return answer(method, 200, res.body, h, res.headers.get('ETag'));
    }
    let file = 'index.json';
    if (kind.paginated) {
      const page = hit.page ?? url.searchParams.get('page') ?? '';
      if (/^[1-9][0-9]*$/.test(page) && page !== '1') file = C.pageFile.replace('{n}', page);
      else if (page !== '' && page !== '1') return fail(true);
    }
    const res = await asset(env, request, dir + file);
    if (!res) return fail(kind.paginated && file !== 'index.json');
    return answer(method, 200, res.body, headers, res.headers.get('ETag'));
  },
};
`;

/** The manifest's `query` as the worker reads it, with the 400 body of each parameter inlined. */
function workerQuery(query: ManifestQuery): Record<string, unknown> {
  const names = [...query.refused, query.format.param];
  return {
    refused: query.refused,
    param: query.format.param,
    json: query.format.json,
    prefix: query.format.prefix,
    status: query.bad_request.status,
    bodies: Object.fromEntries(names.map((n) => [n, refusedParamBody(n)])),
  };
}

/** `_worker.js` text: the manifest's kinds, headers and error bodies inlined ahead of a fixed router. */
export function printCloudflareWorker(head: ManifestHead): string {
  const config = {
    defaults: head.defaults,
    contentTypes: head.content_types,
    pageFile: head.pagination.page_file,
    notFound: '{"detail":"Not found."}',
    ...(head.query ? { query: workerQuery(head.query) } : {}),
    ...(head.site ? { site: { index: head.site.index, types: head.site.content_types, headers: head.site.headers, notFound: head.site.not_found.file } } : {}),
    ...(head.site?.git ? { git: gitConfig(head.base_path, head.site.git) } : {}),
    invalidPage: '{"detail":"Invalid page."}',
    kinds: listKinds(head).map((k) => ({
      name: k.name,
      re: patternToRegex(head.base_path, k.pattern, true),
      paginated: k.paginated,
      headers: k.headers,
      options: k.options,
      ...(isRaw(k) ? { index: k.index, names: placeholderNames(k.pattern), ...(k.formats ? { formats: k.formats } : {}) } : {}),
    })),
  };
  return `// static-tms: Cloudflare Pages advanced-mode worker (generated; do not edit)\nconst C = ${JSON.stringify(config, null, 1)};\n${WORKER_CODE}`;
}

/** What the worker needs of `site.git`: the repository folder as a regex source, the query prefix and the headers. */
function gitConfig(basePath: string, git: ManifestGitExport) {
  const folder = (basePath + git.pattern).split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return { folder, prefix: git.query_prefix, files: git.files, packs: git.packs };
}
