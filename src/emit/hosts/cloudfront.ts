import { refusedParamBody } from '../error-bodies.js';
import type { HostFile, ManifestHead, ManifestQuery, ManifestRoute } from '../manifest-types.js';
import { HostLimitError } from './host-error.js';
import { SEGMENT, isRaw, listKinds, pageFileName, patternToRegex } from './host-patterns.js';
import { isSiteRoute } from './site-rules.js';

export const CLOUDFRONT_FUNCTION_LIMIT = 10 * 1024;

/** The OPTIONS body of compatibility.md §2.5 with `%s` for the JSON-quoted name. */
const OPTIONS_TEMPLATE = '{"name":%s,"description":"","renders":["application/json"],"parses":["application/json"]}';

/** The kind's name when its OPTIONS body is exactly the template (so only the name is inlined). */
function optionsName(options: string): string | undefined {
  const m = /^\{"name":("(?:[^"\\]|\\.)*")/.exec(options);
  if (m === null) return undefined;
  const name = JSON.parse(m[1] as string) as string;
  return OPTIONS_TEMPLATE.replace('%s', JSON.stringify(name)) === options && !name.startsWith('{') ? name : undefined;
}

/**
 * Router of viewer-request.js (runtime cloudfront-js-2.0). `K` = [regex with `*` for a segment, paginated,
 * raw, index into `A` (Allow values), OPTIONS body or just its name when it follows `O`, and for a raw kind
 * with `formats` the S3 key of each `?format=` name]; `Q` the manifest's query rules with their 400 bodies
 * (null without them); kept small for the 10 KB limit.
 */
const REQUEST_CODE = String.raw`
for (var i = 0; i < K.length; i++) {
  K[i][0] = new RegExp('^' + K[i][0].split('*').join(S) + '$');
  K[i][3] = A[K[i][3]];
  if (K[i][4].charAt(0) !== '{') K[i][4] = O.replace('%s', JSON.stringify(K[i][4]));
}
function reply(status, body, allow) {
  var h = { 'content-type': { value: 'application/json' } };
  for (var n in D) h[n.toLowerCase()] = { value: D[n] };
  if (allow) h.allow = { value: allow };
  return { statusCode: status, headers: h, body: body };
}
function kindOf(uri) {
  for (var i = 0; i < K.length; i++) if (K[i][0].test(uri)) return K[i];
  return null;
}
// The last value of a parameter, decoded (null when absent); Q: the manifest's query rules.
function qv(qs, n) {
  var e = qs[n];
  if (!e) return null;
  if (e.multiValue && e.multiValue.length) e = e.multiValue[e.multiValue.length - 1];
  try { return decodeURIComponent(e.value.split('+').join(' ')); } catch (x) { return e.value; }
}
function fmt(qs) {
  var v = qv(qs, Q.f);
  return v !== null && v.indexOf(Q.p) === 0 ? v.slice(Q.p.length) : v;
}
function refused(qs, k) {
  for (var i = 0; i < Q.r.length; i++) if (qv(qs, Q.r[i])) return Q.r[i];
  var f = fmt(qs);
  if (!f || Q.j.indexOf(f) >= 0 || (k && k[5] && k[5].hasOwnProperty(f))) return null;
  return Q.f;
}
function query(qs) {
  return Object.keys(qs).map(function (k) { return k + (qs[k].value === '' ? '' : '=' + qs[k].value); }).join('&');
}
function handler(event) {
  var r = event.request, uri = r.uri, m = r.method, k = kindOf(uri), page = null;
  if (Q && (m === 'GET' || m === 'HEAD') && uri.indexOf(B + '/api/') === 0) {
    var n = refused(r.querystring, kindOf(uri.slice(-1) === '/' ? uri : uri + '/'));
    if (n) return reply(Q.s, n === Q.f ? Q.g : Q.e.replace('%s', n));
  }
  if (!k) {
    var p = uri.match(PAGE);
    if (p && (k = kindOf(p[1])) && k[1]) page = p[2];
    else k = null;
  }
  if (!k) {
    if ((m === 'GET' || m === 'HEAD') && uri.slice(-1) !== '/' && kindOf(uri + '/')) {
      var q = query(r.querystring);
      return { statusCode: 301, headers: { location: { value: uri + '/' + (q ? '?' + q : '') } } };
    }
    r.querystring = {};
    // The web site: a folder is its index page, a dot-less path a folder (S3 has no folders).
    if (W && uri.indexOf(B + '/api/') !== 0) {
      var last = uri.slice(uri.lastIndexOf('/') + 1);
      if (uri.slice(-1) === '/') r.uri = uri + W;
      else if (last.indexOf('.') < 0 && (m === 'GET' || m === 'HEAD')) return { statusCode: 301, headers: { location: { value: uri + '/' } } };
      r.uri = r.uri.slice(B.length);
    }
    return r;
  }
  if (m === 'OPTIONS') return reply(200, k[4], k[3]);
  if (m !== 'GET' && m !== 'HEAD') return reply(405, '{"detail":"Method \\"' + m + '\\" not allowed."}', k[3]);
  if (k[2]) {
    var f = Q && k[5] ? fmt(r.querystring) : null;
    r.uri = uri + (f && k[5].hasOwnProperty(f) ? k[5][f] : 'index');
  }
  else if (page) r.uri = uri;
  else {
    var v = r.querystring.page ? r.querystring.page.value : '';
    if (k[1] && v !== '' && v !== '1') {
      if (!/^[1-9][0-9]*$/.test(v)) return reply(404, '{"detail":"Invalid page."}', k[3]);
      r.uri = uri + F.replace('{n}', v);
    } else r.uri = uri + 'index.json';
  }
  var ae = r.headers['accept-encoding'] ? r.headers['accept-encoding'].value : '';
  if (Z.indexOf('br') >= 0 && /\bbr\b/.test(ae)) r.uri += '.br';
  else if (Z.indexOf('gzip') >= 0 && /\bgzip\b/.test(ae)) r.uri += '.gz';
  r.uri = r.uri.slice(B.length);
  r.querystring = {};
  return r;
}
`;

const RESPONSE_CODE = String.raw`
function handler(event) {
  var h = event.response.headers;
  if (h['x-amz-meta-allow']) {
    h.allow = { value: h['x-amz-meta-allow'].value };
    delete h['x-amz-meta-allow'];
  }
  h.vary = { value: V };
  return event.response;
}
`;

/** A raw file's S3 key: its path without the extension (the function cannot know which candidate exists). */
function withoutExtension(file: string): string {
  return file.slice(0, file.lastIndexOf('.'));
}

/**
 * The manifest's `query` as the function reads it: refused names, JSON formats, wlc's prefix, and
 * the 400 bodies as one template (`%s`: the name; the refused names are plain words that need no
 * JSON escape, and the in-process test compares every body) plus the format's, to stay within the
 * 10 KB limit.
 */
function functionQuery(query: ManifestQuery): Record<string, unknown> {
  return {
    r: query.refused,
    f: query.format.param,
    j: query.format.json,
    p: query.format.prefix,
    s: query.bad_request.status,
    e: refusedParamBody('%s'),
    g: refusedParamBody(query.format.param),
  };
}

/** `_hosts/cloudfront/`: viewer-request.js, viewer-response.js and objects.jsonl (hosting.md §5, §6). */
export function printCloudfront(head: ManifestHead, routes: ManifestRoute[]): HostFile[] {
  const kinds = listKinds(head);
  const allows = [...new Set(kinds.map((kind) => kind.headers.Allow ?? ''))];
  const k = kinds.map((kind) => [
    patternToRegex(head.base_path, kind.pattern, false, '*'),
    kind.paginated ? 1 : 0,
    isRaw(kind) ? 1 : 0,
    allows.indexOf(kind.headers.Allow ?? ''),
    optionsName(kind.options) ?? kind.options,
    ...(isRaw(kind) && kind.formats && head.query ? [Object.fromEntries(Object.entries(kind.formats).map(([name, file]) => [name, withoutExtension(file)]))] : []),
  ]);
  const pageRe = `^(.*/)${pageFileName(head, '\u0000').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\u0000', '([1-9][0-9]*)')}$`;
  const defaults = Object.fromEntries(Object.entries(head.defaults).filter(([n]) => n !== 'Content-Type'));
  const request = [
    '// static-tms: CloudFront viewer-request function, runtime cloudfront-js-2.0 (generated)',
    `var S = ${JSON.stringify(SEGMENT)};`,
    `var A = ${JSON.stringify(allows)};`,
    `var O = ${JSON.stringify(OPTIONS_TEMPLATE)};`,
    `var K = ${JSON.stringify(k)};`,
    `var D = ${JSON.stringify(defaults)};`,
    `var F = ${JSON.stringify(head.pagination.page_file)};`,
    `var PAGE = new RegExp(${JSON.stringify(pageRe)});`,
    `var Z = ${JSON.stringify(head.precompressed)};`,
    `var B = ${JSON.stringify(head.base_path)};`,
    `var W = ${JSON.stringify(head.site?.index ?? '')};`,
    `var Q = ${JSON.stringify(head.query ? functionQuery(head.query) : null)};`,
    REQUEST_CODE,
  ].join('\n');
  const vary = [head.defaults.Vary ?? 'Accept', ...(head.precompressed.length > 0 ? ['Accept-Encoding'] : [])].join(', ');
  const response = ['// static-tms: CloudFront viewer-response function, runtime cloudfront-js-2.0 (generated)', `var V = ${JSON.stringify(vary)};`, RESPONSE_CODE].join('\n');
  for (const [name, text] of [
    ['viewer-request.js', request],
    ['viewer-response.js', response],
  ] as const) {
    const size = Buffer.byteLength(text);
    if (size > CLOUDFRONT_FUNCTION_LIMIT) {
      throw new HostLimitError(
        'cloudfront-function-size',
        `${name} would be ${size} bytes, over CloudFront's limit of ${CLOUDFRONT_FUNCTION_LIMIT}`,
        'use fewer kinds, or serve from S3 website hosting with --links path',
      );
    }
  }
  return [
    { path: '_hosts/cloudfront/viewer-request.js', text: request },
    { path: '_hosts/cloudfront/viewer-response.js', text: response },
    { path: '_hosts/cloudfront/objects.jsonl', text: printObjects(head, routes) },
  ];
}

interface S3Object {
  key: string;
  file: string;
  content_type: string;
  content_encoding?: string;
  content_disposition?: string;
  cache_control?: string;
  metadata: { allow?: string };
}

function printObjects(head: ManifestHead, routes: ManifestRoute[]): string {
  const objects: S3Object[] = [];
  const push = (key: string, file: string, type: string, allow: string | undefined, disposition?: string): void => {
    const metadata = allow ? { allow } : {};
    const base = { key, file, content_type: type, ...(disposition ? { content_disposition: disposition } : {}) };
    objects.push({ ...base, metadata });
    const siblings: [string, string][] = [
      ['br', 'br'],
      ['gzip', 'gz'],
    ];
    for (const [encoding, suffix] of siblings) {
      if (!head.precompressed.includes(encoding)) continue;
      const { content_disposition, ...rest } = base;
      objects.push({
        ...rest,
        key: `${key}.${suffix}`,
        file: `${file}.${suffix}`,
        content_encoding: encoding,
        ...(content_disposition ? { content_disposition } : {}),
        metadata,
      });
    }
  };
  const json = head.defaults['Content-Type'] ?? 'application/json';
  for (const name of [head.errors.not_found.file, head.errors.invalid_page.file]) push(name, name, json, undefined);
  for (const m of head.errors.method_not_allowed.methods) {
    const name = head.errors.method_not_allowed.file.replace('{method}', m);
    push(name, name, json, undefined);
  }
  for (const route of routes) {
    const kind = head.kinds[route.kind];
    const allow = kind?.headers.Allow;
    if (isSiteRoute(route)) {
      // A site file at its own name, without compressed siblings (a PNG has none).
      const cache = route.headers?.['Cache-Control'];
      objects.push({ key: route.file, file: route.file, content_type: route.headers?.['Content-Type'] ?? 'application/octet-stream', ...(cache ? { cache_control: cache } : {}), metadata: {} });
      continue;
    }
    if (route.headers !== undefined) {
      push(withoutExtension(route.file), route.file, route.headers['Content-Type'] ?? json, allow, route.headers['Content-Disposition']);
      // The converted downloads (`?format=`): the type of their extension, the route's name with it.
      const folder = route.file.slice(0, route.file.lastIndexOf('/') + 1);
      const disposition = route.headers['Content-Disposition'];
      for (const v of route.variant_files ?? []) {
        const ext = v.file.slice(v.file.lastIndexOf('.') + 1);
        const named = disposition?.replace(/\.[^.";]+("?)$/, `.${ext}$1`);
        push(`${folder}${withoutExtension(v.file)}`, `${folder}${v.file}`, head.content_types[ext] ?? 'application/octet-stream', allow, named);
      }
      continue;
    }
    push(route.file, route.file, json, allow);
    for (let n = 2; n <= (route.pages ?? 1); n++) {
      const file = route.file.replace(/index\.json$/, pageFileName(head, String(n)));
      push(file, file, json, allow);
    }
  }
  return objects.map((o) => `${JSON.stringify(o)}\n`).join('');
}
