/**
 * One manifest-driven crawler for every host (hosting.md §8): it requests every route, every page, bad
 * pages, HEAD, OPTIONS, other methods, slash-less and unknown URLs, with and without Accept-Encoding,
 * and compares status, headers and body hashes with the manifest, allowing only the deviations the
 * host's profile (the table of §9 as data) declares.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ManifestHead, ManifestKind, ManifestRoute } from '../../src/emit/manifest-types.js';
import { runConcurrently } from '../helpers/run-concurrently.js';

export interface HostResponse {
  status: number;
  /** Lowercase name → every value received. */
  headers: Map<string, string[]>;
  body: Buffer;
}

export type Fetcher = (method: string, pathAndQuery: string, headers: Record<string, string>) => Promise<HostResponse>;

/** The §9 row of a host, as the deviations the crawler accepts. */
export interface HostProfile {
  name: string;
  /** Routes `?page=N`; false: the query is ignored and only `page-N.json` URLs are crawled. */
  pageQuery: boolean;
  /** Bad page values get: the invalid-page body, or not-found only past the end (CloudFront). */
  invalidPage: 'invalid-page' | 'bad-values-only';
  allow: boolean;
  /** OPTIONS on a route: the kind's body, 405, or answered like GET (serve). */
  options: 'body' | '405' | 'as-get';
  /** POST, PUT, DELETE on a route: 405 with the method's body, or answered like GET (serve). */
  otherMethods: '405' | 'as-get';
  /** Slash-less URL: 301 with a path-absolute or an absolute Location; serve drops the query. */
  location: 'path' | 'absolute' | 'path-no-query';
  /** Hides headers-manifest.json (serve finds files before its rewrites, so it cannot). */
  hidesManifest: boolean;
  /** Content-Encoding expected when asked (precompressed siblings or host compression). */
  encodings: boolean;
  /** JSON Content-Type the host sends. */
  jsonType: string;
  /** serve adds `Content-Disposition: inline` to every answer and cannot set the download name. */
  dispositionInline: boolean;
}

const BASE: Omit<HostProfile, 'name'> = {
  pageQuery: true,
  invalidPage: 'invalid-page',
  allow: true,
  options: 'body',
  otherMethods: '405',
  location: 'path',
  encodings: true,
  jsonType: 'application/json',
  dispositionInline: false,
  hidesManifest: true,
};

export const HOST_PROFILES: Record<string, HostProfile> = {
  nginx: { name: 'nginx', ...BASE },
  caddy: { name: 'caddy', ...BASE },
  apache: { name: 'apache', ...BASE, options: '405', location: 'absolute', encodings: false },
  cloudflare: { name: 'cloudflare', ...BASE, encodings: false },
  cloudfront: { name: 'cloudfront', ...BASE, invalidPage: 'bad-values-only' },
  serve: {
    name: 'serve',
    ...BASE,
    pageQuery: false,
    options: 'as-get',
    otherMethods: 'as-get',
    encodings: false,
    location: 'path-no-query',
    hidesManifest: false,
    jsonType: 'application/json; charset=utf-8',
    dispositionInline: true,
  },
};

export interface CrawlResult {
  passed: number;
  failed: number;
  failures: string[];
}

/** A fetcher over node:http (no automatic decompression, no default Accept-Encoding). */
export function httpFetcher(origin: string): Fetcher {
  const { hostname, port } = new URL(origin);
  return (method, path, headers) =>
    new Promise((resolve, reject) => {
      const req = request({ host: hostname, port, method, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const map = new Map<string, string[]>();
          const raw = res.rawHeaders;
          for (let i = 0; i < raw.length; i += 2) {
            const name = (raw[i] as string).toLowerCase();
            map.set(name, [...(map.get(name) ?? []), raw[i + 1] as string]);
          }
          resolve({ status: res.statusCode ?? 0, headers: map, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setTimeout(10_000, () => req.destroy(new Error(`timeout ${method} ${path}`)));
      req.end();
    });
}

interface Expect {
  status: number;
  /** sha256 of the body; undefined: not checked; '' : empty body (HEAD). */
  sha256?: string;
  contentType?: string;
  allow?: string | null;
  disposition?: string | null;
  location?: string;
  vary?: boolean;
}

/** Requests in flight at once (here and in crawl-site.ts): enough to keep a server busy on two cores. */
export const CONCURRENT_REQUESTS = 8;

const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

function decode(res: HostResponse): Buffer {
  const enc = res.headers.get('content-encoding')?.[0];
  if (enc === 'br') return brotliDecompressSync(res.body);
  if (enc === 'gzip') return gunzipSync(res.body);
  return res.body;
}

export async function crawlHost(
  fetcher: Fetcher,
  distDir: string,
  head: ManifestHead,
  routes: ManifestRoute[],
  profile: HostProfile,
  origin = '',
): Promise<CrawlResult> {
  const result: CrawlResult = { passed: 0, failed: 0, failures: [] };
  const fileHash = (file: string): string => sha(readFileSync(join(distDir, file)));
  const notFound = fileHash(head.errors.not_found.file);
  const invalidPage = fileHash(head.errors.invalid_page.file);
  const methodHash = (m: string): string => sha(Buffer.from(`{"detail":"Method \\"${m}\\" not allowed."}`));
  const base = head.base_path;

  // Checks are queued as the routes are walked, then run a few at a time.
  const queued: (() => Promise<void>)[] = [];
  const check = (method: string, path: string, exp: Expect, reqHeaders: Record<string, string> = {}): void => {
    queued.push(() => run(method, path, exp, reqHeaders));
  };
  const run = async (method: string, path: string, exp: Expect, reqHeaders: Record<string, string>): Promise<void> => {
    const label = `${profile.name} ${method} ${path}${reqHeaders['Accept-Encoding'] ? ` (${reqHeaders['Accept-Encoding']})` : ''}`;
    const problems: string[] = [];
    let res: HostResponse;
    try {
      res = await fetcher(method, path, reqHeaders);
    } catch (e) {
      result.failed++;
      result.failures.push(`${label}: ${String(e)}`);
      return;
    }
    const one = (name: string): string | undefined => {
      const v = res.headers.get(name);
      if (v !== undefined && v.length > 1) problems.push(`${name} sent ${v.length} times`);
      return v?.[0];
    };
    if (res.status !== exp.status) problems.push(`status ${res.status}, expected ${exp.status}`);
    if (exp.contentType !== undefined && one('content-type') !== exp.contentType)
      problems.push(`Content-Type ${one('content-type')}, expected ${exp.contentType}`);
    if (exp.allow !== undefined && profile.allow) {
      const allow = one('allow');
      if (exp.allow === null ? allow !== undefined : allow !== exp.allow) problems.push(`Allow ${allow}, expected ${exp.allow}`);
    }
    if (exp.disposition !== undefined) {
      const d = one('content-disposition');
      if (profile.dispositionInline ? !d?.startsWith('inline') : d !== (exp.disposition ?? undefined))
        problems.push(`Content-Disposition ${d}, expected ${exp.disposition}`);
    }
    if (exp.location !== undefined) {
      const loc = profile.location === 'path-no-query' ? exp.location.replace(/\?.*/, '') : exp.location;
      const want = profile.location === 'absolute' ? `${origin}${loc}` : loc;
      if (one('location') !== want) problems.push(`Location ${one('location')}, expected ${want}`);
    }
    if (exp.vary) {
      const tokens = new Set(
        (res.headers.get('vary') ?? []).flatMap((v) => v.split(',').map((t) => t.trim().toLowerCase())).filter((t) => t),
      );
      if (!tokens.has('accept') || [...tokens].some((t) => t !== 'accept' && t !== 'accept-encoding'))
        problems.push(`Vary ${[...tokens].join(', ')}, expected Accept (+ Accept-Encoding)`);
    }
    const enc = reqHeaders['Accept-Encoding'];
    if (enc && profile.encodings && exp.status === 200 && res.headers.get('content-encoding')?.[0] !== enc)
      problems.push(`Content-Encoding ${res.headers.get('content-encoding')?.[0]}, expected ${enc}`);
    if (exp.sha256 !== undefined) {
      if (method === 'HEAD') {
        if (res.body.length !== 0) problems.push(`HEAD body of ${res.body.length} bytes`);
      } else {
        let body: Buffer;
        try {
          body = decode(res);
        } catch (e) {
          body = res.body;
          problems.push(`cannot decode: ${String(e)}`);
        }
        if (sha(body) !== exp.sha256) problems.push(`body ${JSON.stringify(body.toString('utf8').slice(0, 120))} differs`);
      }
    }
    if (problems.length === 0) result.passed++;
    else {
      result.failed++;
      result.failures.push(`${label}: ${problems.join('; ')}`);
    }
  };

  const json = profile.jsonType;
  // The web site's routes (manifest `site`) are checked by crawl-site.ts.
  for (const route of routes.filter((r) => head.kinds[r.kind] !== undefined)) {
    const kind = head.kinds[route.kind] as ManifestKind;
    const p = `${base}${route.url}`;
    const allow = kind.headers.Allow ?? null;
    const raw = route.headers !== undefined;
    const okType = raw ? (route.headers?.['Content-Type'] as string) : json;
    const disp = raw ? (route.headers?.['Content-Disposition'] ?? null) : undefined;
    const errDisp = raw ? null : undefined;
    const ok = (hash: string): Expect => ({ status: 200, sha256: hash, contentType: okType, allow, disposition: disp, vary: true });
    const bad = (hash: string, status = 404): Expect => ({ status, sha256: hash, contentType: json, allow, disposition: errDisp, vary: true });

    for (const m of ['GET', 'HEAD']) {
      check(m, p, ok(route.sha256));
      check(m, `${p}?format=api`, ok(route.sha256));
    }
    for (const enc of ['br', 'gzip']) check('GET', p, ok(route.sha256), { 'Accept-Encoding': enc });
    if (kind.paginated) {
      const pages = route.pages ?? 1;
      if (profile.pageQuery) {
        check('GET', `${p}?page=1`, ok(route.sha256));
        check('GET', `${p}?page=`, ok(route.sha256));
      }
      for (let n = 2; n <= pages; n++) {
        const h = route.page_files?.[n - 2]?.sha256 as string;
        const file = head.pagination.page_file.replace('{n}', String(n));
        if (profile.pageQuery) {
          check('GET', `${p}?format=api&page=${n}`, ok(h));
          check('HEAD', `${p}?page=${n}&format=api`, ok(h));
          check('GET', `${p}?page=${n}`, ok(h), { 'Accept-Encoding': 'br' });
        }
        check('GET', `${p}${file}`, { ...ok(h), contentType: json });
        check('GET', `${p}${file}?format=api`, { ...ok(h), contentType: json }, { 'Accept-Encoding': 'gzip' });
      }
      if (profile.pageQuery) {
        // CloudFront: a page past the end reaches the origin as a missing key and gets not-found (Allow optional).
        const past = profile.invalidPage === 'invalid-page' ? bad(invalidPage) : { ...bad(notFound), allow: undefined };
        check('GET', `${p}?page=${pages + 1}`, past);
        for (const v of ['0', 'abc', '02', 'last']) check('GET', `${p}?page=${v}&format=api`, bad(invalidPage));
        check('HEAD', `${p}?page=abc`, bad(invalidPage));
      }
    } else if (profile.pageQuery) {
      check('GET', `${p}?page=2`, ok(route.sha256));
    }
    if (profile.options === 'body') check('OPTIONS', p, { ...bad(sha(Buffer.from(kind.options)), 200) });
    else if (profile.options === '405') check('OPTIONS', p, bad(methodHash('OPTIONS'), 405));
    else check('OPTIONS', p, { status: 200 });
    for (const m of ['POST', 'PUT', 'DELETE']) {
      if (profile.otherMethods === '405') check(m, p, bad(methodHash(m), 405));
      else check(m, p, { status: 200 });
    }
    const slashless = p.slice(0, -1);
    for (const m of ['GET', 'HEAD']) {
      check(m, slashless, { status: 301, location: p });
      check(m, `${slashless}?format=api&page=2`, { status: 301, location: `${p}?format=api&page=2` });
    }
  }
  // URLs outside the base path belong to the operator's site, not to the printed configuration.
  const unknown: Expect = { status: 404, sha256: notFound, contentType: json, vary: true };
  const outside = head.site ? [] : [`${base}/`, `${base}/static/app.css`];
  for (const path of [`${base}/api/projects/no-such-project/`, `${base}/api/projects/no-such-project/changes/?page=2`, `${base}/api/no-such-endpoint/`, ...outside, ...(profile.hidesManifest && !head.site ? [`${base}/headers-manifest.json`] : [])]) {
    check('GET', path, unknown);
    check('HEAD', path, unknown);
  }
  await runConcurrently(queued, CONCURRENT_REQUESTS);
  result.failures.sort();
  return result;
}
