import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLOUDFRONT_FUNCTION_LIMIT, printCloudfront } from '../../src/emit/hosts/cloudfront.js';
import { HOST_PROFILES, crawlHost } from './crawl-host.js';
import { writeFixtureDist } from './fixture-dist.js';
import { cloudfrontFetcher } from './in-process-hosts.js';
import { expectQueryAnswers, writeQueryFixture } from './query-cases.js';

for (const basePath of ['', '/l10n']) {
  describe(`CloudFront functions chained with S3 objects${basePath ? ` at ${basePath}` : ''}`, () => {
    const tmp = mkdtempSync(join(tmpdir(), 'stms-cloudfront-'));
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    it('answer every row of hosting.md §2 that CloudFront can, within the 10 KB limit', async () => {
      const fx = writeFixtureDist(tmp, { basePath, precompress: true });
      const files = printCloudfront(fx.head, fx.routes);
      const text = (name: string): string => files.find((f) => f.path === `_hosts/cloudfront/${name}`)!.text;
      for (const name of ['viewer-request.js', 'viewer-response.js']) {
        expect(Buffer.byteLength(text(name))).toBeLessThanOrEqual(CLOUDFRONT_FUNCTION_LIMIT);
      }
      const fetcher = cloudfrontFetcher(tmp, text('viewer-request.js'), text('viewer-response.js'), text('objects.jsonl'));
      const r = await crawlHost(fetcher, tmp, fx.head, fx.routes, HOST_PROFILES.cloudfront!, 'https://l10n.example.org');
      console.log(`cloudfront${basePath}: ${r.passed} passed, ${r.failed} failed`);
      expect(r.failures).toEqual([]);
      expect(r.passed).toBeGreaterThan(100);
    });
  });
}

for (const basePath of ['', '/l10n']) {
  describe(`CloudFront with the query rules of issue 20${basePath ? ` at ${basePath}` : ''}`, () => {
    const tmp = mkdtempSync(join(tmpdir(), 'stms-cloudfront-query-'));
    afterAll(() => rmSync(tmp, { recursive: true, force: true }));

    it('refuses what static files cannot answer and serves the converted downloads listed in objects.jsonl', async () => {
      const fx = writeQueryFixture(tmp, { basePath, precompress: true });
      const files = printCloudfront(fx.head, fx.routes);
      const text = (name: string): string => files.find((f) => f.path === `_hosts/cloudfront/${name}`)!.text;
      expect(Buffer.byteLength(text('viewer-request.js'))).toBeLessThanOrEqual(CLOUDFRONT_FUNCTION_LIMIT);
      const fetcher = cloudfrontFetcher(tmp, text('viewer-request.js'), text('viewer-response.js'), text('objects.jsonl'));
      const at: typeof fetcher = (method, path, headers) => fetcher(method, `${basePath}${path}`, headers);
      await expectQueryAnswers(at, { conversions: true });
      // Compressed siblings of a converted file are chosen as for the route's own file.
      const br = await at('GET', '/api/translations/demo/core/fr/file/?format=xliff', { 'Accept-Encoding': 'br' });
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')?.[0]).toBe('br');
      const r = await crawlHost(fetcher, tmp, fx.head, fx.routes, HOST_PROFILES.cloudfront!, 'https://l10n.example.org');
      expect(r.failures).toEqual([]);
    });
  });
}
