/**
 * Issue 20 part 3 on a real build of content/ for the in-process hosts: the Cloudflare worker (in
 * Node) and CloudFront's functions (node:vm, with objects.jsonl) answer the converted downloads
 * with the build's bytes, type and name, and refuse what static files cannot honour.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestRoute } from '../../src/emit/manifest-types.js';
import type { Fetcher } from './crawl-host.js';
import { cloudfrontFetcher, workerFetcher } from './in-process-hosts.js';
import { loadManifest } from './load-manifest.js';

const cli = join(process.cwd(), 'bin/static-tms.js');
const skip = existsSync(join(process.cwd(), 'lib/cli/main.js')) ? undefined : 'lib/ is missing (npm run compile)';

describe.skipIf(skip !== undefined)(`query refusals and converted downloads on a real build ${skip ?? ''}`, () => {
  let tmp = '';
  let dist = '';
  let routes: ManifestRoute[] = [];
  const fetchers: Record<string, Fetcher> = {};
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'stms-query-real-'));
    dist = join(tmp, 'dist');
    const args = ['build', '--content', 'content', '--out', dist, '--base-url', 'https://l10n.example.org', '--precompress', '--no-site', '--host', 'cloudflare', '--host', 'cloudfront'];
    execFileSync(process.execPath, [cli, ...args], { stdio: 'pipe', timeout: 280_000 });
    ({ routes } = loadManifest(dist));
    fetchers.cloudflare = await workerFetcher(dist, join(dist, '_worker.js'), 'https://l10n.example.org');
    const read = (name: string): string => readFileSync(join(dist, '_hosts/cloudfront', name), 'utf8');
    fetchers.cloudfront = cloudfrontFetcher(dist, read('viewer-request.js'), read('viewer-response.js'), read('objects.jsonl'));
  }, 300_000);
  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  for (const host of ['cloudflare', 'cloudfront']) {
    it(`${host}: every converted download of every translation, and the archives under ?format=`, async () => {
      const fetch = fetchers[host]!;
      let checked = 0;
      for (const route of routes.filter((r) => r.variant_files !== undefined)) {
        const disposition = route.headers?.['Content-Disposition'] ?? '';
        for (const v of route.variant_files ?? []) {
          const name = v.file.slice('format-'.length, v.file.lastIndexOf('.'));
          const ext = v.file.slice(v.file.lastIndexOf('.') + 1);
          const url = `${route.url}?format=api%3Fformat%3D${name}`;
          const r = await fetch('GET', url, { 'Accept-Encoding': 'identity' });
          expect(r.status, url).toBe(200);
          expect(r.body.equals(readFileSync(join(dist, route.file.replace(/[^/]*$/, v.file)))), url).toBe(true);
          expect(r.headers.get('content-disposition')?.[0], url).toBe(disposition.replace(/\.[^.";]+("?)$/, `.${ext}$1`));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
      const zip = routes.find((r) => r.url.startsWith('/api/components/') && r.url.endsWith('/file/'))!;
      const r = await fetch('GET', `${zip.url}?format=xliff`, {});
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')?.[0]).toBe('application/zip');
      console.log(`${host} on content/: ${checked} converted downloads checked`);
    });

    it(`${host}: a 400 naming the parameter static files cannot honour`, async () => {
      const fetch = fetchers[host]!;
      const file = routes.find((r) => r.variant_files !== undefined)!.url;
      for (const [url, param] of [
        ['/api/units/?q=state:empty', 'q'],
        ['/api/changes/?user=admin', 'user'],
        ['/api/changes/?timestamp_after=2024-01-01', 'timestamp_after'],
        ['/api/projects/?page_size=1000', 'page_size'],
        ['/api/projects/?format=yaml', 'format'],
        [`${file}?format=docx`, 'format'],
      ] as const) {
        const r = await fetch('GET', url, {});
        expect(r.status, url).toBe(400);
        expect((JSON.parse(r.body.toString('utf8')) as { detail: string }).detail, url).toContain(`"${param}"`);
      }
      for (const url of ['/api/projects/?format=api', '/api/units/?q=', '/api/units/?format=api&page=2', `${file}?format=api`]) {
        expect((await fetch('GET', url, {})).status, url).toBe(200);
      }
    });
  }
});
