import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOUDFRONT_FUNCTION_LIMIT, printCloudfront } from '../../src/emit/hosts/cloudfront.js';
import { HOST_PROFILES, crawlHost, type Fetcher } from './crawl-host.js';
import { writeFixtureDist } from './fixture-dist.js';

type Headers = Record<string, { value: string }>;
interface CfResponse {
  statusCode: number;
  headers: Headers;
  body?: string;
}
interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Headers;
}
type Handler = (event: { request: CfRequest; response?: CfResponse }) => CfRequest | CfResponse;

/** Evaluates a CloudFront function with node:vm: no require, no process, only the language. */
function loadFunction(text: string): Handler {
  const context = createContext({});
  runInContext(text, context);
  return (context as { handler: Handler }).handler;
}

for (const basePath of ['', '/l10n']) {
  describe(`CloudFront functions chained with S3 objects${basePath ? ` at ${basePath}` : ''}`, () => {
    const tmp = mkdtempSync(join(tmpdir(), 'stms-cloudfront-'));
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    it('answer every row of hosting.md §2 that CloudFront can, within the 10 KB limit', async () => {
      const fx = writeFixtureDist(tmp, { basePath, precompress: true });
      const files = printCloudfront(fx.head, fx.routes);
      const text = (name: string): string => files.find((f) => f.path === `_hosts/cloudfront/${name}`)!.text;
      for (const name of ['viewer-request.js', 'viewer-response.js']) expect(Buffer.byteLength(text(name))).toBeLessThanOrEqual(CLOUDFRONT_FUNCTION_LIMIT);
      const viewerRequest = loadFunction(text('viewer-request.js'));
      const viewerResponse = loadFunction(text('viewer-response.js'));
      const objects = new Map<string, Record<string, unknown>>();
      for (const line of text('objects.jsonl').trim().split('\n')) {
        const o = JSON.parse(line) as { key: string };
        objects.set(o.key, o);
      }
      const s3 = (key: string): CfResponse => {
        const o = objects.get(key) as { file: string; content_type: string; content_encoding?: string; content_disposition?: string; metadata: { allow?: string } } | undefined;
        if (o === undefined) return s3Error();
        const headers: Headers = { 'content-type': { value: o.content_type } };
        if (o.content_encoding) headers['content-encoding'] = { value: o.content_encoding };
        if (o.content_disposition) headers['content-disposition'] = { value: o.content_disposition };
        if (o.metadata.allow) headers['x-amz-meta-allow'] = { value: o.metadata.allow };
        return { statusCode: 200, headers, body: readFileSync(join(tmp, o.file)).toString('latin1') };
      };
      // The distribution maps origin 403/404 to /404.json with status 404.
      const s3Error = (): CfResponse => ({ ...s3('404.json'), statusCode: 404 });
      const fetcher: Fetcher = async (method, path, reqHeaders) => {
        const url = new URL(path, 'https://l10n.example.org');
        const querystring: Record<string, { value: string }> = {};
        url.searchParams.forEach((value, key) => (querystring[key] ??= { value }));
        const headers: Headers = {};
        for (const [k, v] of Object.entries(reqHeaders)) headers[k.toLowerCase()] = { value: v };
        const request: CfRequest = { method, uri: url.pathname, querystring, headers };
        const out = viewerRequest({ request });
        let response: CfResponse;
        if ('statusCode' in out) response = out;
        else {
          const origin = s3(out.uri.slice(1));
          response = viewerResponse({ request: out, response: origin }) as CfResponse;
        }
        const map = new Map<string, string[]>();
        for (const [k, v] of Object.entries(response.headers)) map.set(k, [v.value]);
        const body = method === 'HEAD' ? Buffer.alloc(0) : Buffer.from(response.body ?? '', 'statusCode' in out ? 'utf8' : 'latin1');
        return { status: response.statusCode, headers: map, body };
      };
      const r = await crawlHost(fetcher, tmp, fx.head, fx.routes, HOST_PROFILES.cloudfront!, 'https://l10n.example.org');
      console.log(`cloudfront${basePath}: ${r.passed} passed, ${r.failed} failed`);
      expect(r.failures).toEqual([]);
      expect(r.passed).toBeGreaterThan(100);
    });
  });
}
