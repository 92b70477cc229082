/**
 * Hosts run in process (hosting.md §8): the Cloudflare Pages worker with a fake `env.ASSETS`, and the
 * CloudFront viewer functions evaluated with node:vm and chained with S3 objects from `objects.jsonl`.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import type { Fetcher } from './crawl-host.js';

interface Worker {
  fetch(request: Request, env: { ASSETS: { fetch(r: Request): Promise<Response> } }): Promise<Response>;
}

/** Imports `workerFile` (an ES module) and answers requests with it; assets come from `dist`. */
export async function workerFetcher(dist: string, workerFile: string, origin: string): Promise<Fetcher> {
  const worker = ((await import(pathToFileURL(workerFile).href)) as { default: Worker }).default;
  const env = {
    ASSETS: {
      async fetch(request: Request): Promise<Response> {
        const path = join(dist, decodeURIComponent(new URL(request.url).pathname));
        try {
          if (statSync(path).isFile()) return new Response(readFileSync(path), { status: 200, headers: { ETag: '"x"' } });
        } catch {
          // missing: 404 below
        }
        return new Response('not found', { status: 404 });
      },
    },
  };
  return async (method, path, headers) => {
    const res = await worker.fetch(new Request(`${origin}${path}`, { method, headers }), env);
    const map = new Map<string, string[]>();
    res.headers.forEach((value, name) => map.set(name, [value]));
    return { status: res.status, headers: map, body: Buffer.from(await res.arrayBuffer()) };
  };
}

type CfHeaders = Record<string, { value: string }>;
interface CfResponse {
  statusCode: number;
  headers: CfHeaders;
  body?: string;
}
interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: CfHeaders;
}
type Handler = (event: { request: CfRequest; response?: CfResponse }) => CfRequest | CfResponse;
interface S3Object {
  key: string;
  file: string;
  content_type: string;
  content_encoding?: string;
  content_disposition?: string;
  metadata: { allow?: string };
}

/** Evaluates a CloudFront function with node:vm: no require, no process, only the language. */
export function loadCloudfrontFunction(text: string): Handler {
  const context = createContext({});
  runInContext(text, context);
  return (context as { handler: Handler }).handler;
}

/**
 * The distribution as a chain: viewer-request, then its own response or the S3 object (a missing key
 * gives the /404.json error response with status 404), then viewer-response.
 */
export function cloudfrontFetcher(dist: string, viewerRequestJs: string, viewerResponseJs: string, objectsJsonl: string): Fetcher {
  const viewerRequest = loadCloudfrontFunction(viewerRequestJs);
  const viewerResponse = loadCloudfrontFunction(viewerResponseJs);
  const objects = new Map<string, S3Object>();
  for (const line of objectsJsonl.trim().split('\n')) {
    const o = JSON.parse(line) as S3Object;
    objects.set(o.key, o);
  }
  const s3 = (key: string): CfResponse => {
    const o = objects.get(key);
    if (o === undefined) return { ...s3('404.json'), statusCode: 404 };
    const headers: CfHeaders = { 'content-type': { value: o.content_type } };
    if (o.content_encoding) headers['content-encoding'] = { value: o.content_encoding };
    if (o.content_disposition) headers['content-disposition'] = { value: o.content_disposition };
    if (o.metadata.allow) headers['x-amz-meta-allow'] = { value: o.metadata.allow };
    return { statusCode: 200, headers, body: readFileSync(join(dist, o.file)).toString('latin1') };
  };
  return async (method, path, reqHeaders) => {
    const url = new URL(path, 'https://cloudfront.invalid');
    const querystring: Record<string, { value: string }> = {};
    url.searchParams.forEach((value, key) => (querystring[key] ??= { value }));
    const headers: CfHeaders = {};
    for (const [k, v] of Object.entries(reqHeaders)) headers[k.toLowerCase()] = { value: v };
    const out = viewerRequest({ request: { method, uri: url.pathname, querystring, headers } });
    const generated = 'statusCode' in out;
    const response = generated ? out : (viewerResponse({ request: out, response: s3(out.uri.slice(1)) }) as CfResponse);
    const map = new Map<string, string[]>();
    for (const [k, v] of Object.entries(response.headers)) map.set(k, [v.value]);
    const body = method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(response.body ?? '', generated ? 'utf8' : 'latin1');
    return { status: response.statusCode, headers: map, body };
  };
}
