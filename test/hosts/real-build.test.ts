/**
 * The real-server crawl on a real build of the demo `content/` (hosting.md §8): nginx, Caddy and Apache
 * serve `static-tms build --precompress --host …` output. Needs the compiled CLI (`npm run compile`).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestHead, ManifestRoute } from '../../src/emit/manifest-types.js';
import { ensureServer, startApache, startCaddy, startNginx, type RunningServer } from '../helpers/real-servers.js';
import { HOST_PROFILES, crawlHost, httpFetcher, type Fetcher } from './crawl-host.js';
import { cloudfrontFetcher, workerFetcher } from './in-process-hosts.js';
import { loadManifest } from './load-manifest.js';
import { crawlSite } from './crawl-site.js';
import { serveFetcher } from './fetcher-server.js';

const cli = join(process.cwd(), 'bin/static-tms.js');
const compiled = existsSync(join(process.cwd(), 'lib/cli/main.js'));
if (!compiled && process.env.CI === 'true') throw new Error('lib/ is missing: run npm run compile before the host tests');
const skips = [ensureServer('nginx'), ensureServer('caddy'), ensureServer('apache')].filter((s) => s !== undefined);
const skip = !compiled ? 'lib/ is missing (npm run compile)' : skips[0];

describe.skipIf(skip !== undefined)(`real servers on a real build of content/ ${skip ?? ''}`, () => {
  let tmp = '';
  let dist = '';
  let head: ManifestHead;
  let routes: ManifestRoute[];
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'stms-real-'));
    chmodSync(tmp, 0o755);
    dist = join(tmp, 'dist');
    const args = ['build', '--content', 'content', '--out', dist, '--base-url', 'http://127.0.0.1:8080', '--precompress'];
    for (const host of ['nginx', 'caddy', 'apache', 'cloudflare', 'cloudfront']) args.push('--host', host);
    execFileSync(process.execPath, [cli, ...args], { stdio: 'pipe', timeout: 280_000 });
    ({ head, routes } = loadManifest(dist));
  });
  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const crawlWith = async (name: string, start: () => Promise<RunningServer>): Promise<void> => {
    const server = await start();
    try {
      const r = await crawlHost(httpFetcher(server.origin), dist, head, routes, HOST_PROFILES[name]!, server.origin);
      console.log(`${name} on content/: ${r.passed} passed, ${r.failed} failed`);
      expect(r.failures.slice(0, 20)).toEqual([]);
      expect(r.passed).toBeGreaterThan(routes.length * 10);
      const web = await crawlSite(server.origin, dist, head, routes);
      console.log(`${name} on content/: ${web.checked} site files and errors checked`);
      expect(web.problems.slice(0, 20)).toEqual([]);
      expect(web.checked).toBeGreaterThan(100);
    } finally {
      await server.stop();
    }
  };

  const crawlInProcess = async (name: string, fetcher: Fetcher): Promise<void> => {
    const r = await crawlHost(fetcher, dist, head, routes, HOST_PROFILES[name]!, head.base_url);
    console.log(`${name} on content/: ${r.passed} passed, ${r.failed} failed`);
    expect(r.failures.slice(0, 20)).toEqual([]);
    expect(r.passed).toBeGreaterThan(routes.length * 10);
  };

  it('the Cloudflare worker, in Node', async () => {
    const worker = join(tmp, 'worker.mjs');
    copyFileSync(join(dist, '_worker.js'), worker);
    await crawlInProcess('cloudflare', await workerFetcher(dist, worker, head.base_url));
  });
  it('the Cloudflare worker serves the site, in Node behind a local server', async () => {
    const worker = join(tmp, 'worker-site.mjs');
    copyFileSync(join(dist, '_worker.js'), worker);
    const server = await serveFetcher(await workerFetcher(dist, worker, head.base_url));
    try {
      const web = await crawlSite(server.origin, dist, head, routes);
      console.log(`cloudflare worker on content/: ${web.checked} site files and errors checked`);
      expect(web.problems.slice(0, 20)).toEqual([]);
      expect(web.checked).toBeGreaterThan(100);
    } finally {
      await server.stop();
    }
  });
  it('the CloudFront functions, in node:vm', async () => {
    const read = (name: string): string => readFileSync(join(dist, '_hosts/cloudfront', name), 'utf8');
    await crawlInProcess('cloudfront', cloudfrontFetcher(dist, read('viewer-request.js'), read('viewer-response.js'), read('objects.jsonl')));
  });
  it('nginx', async () => {
    const work = join(tmp, 'nginx');
    mkdirSync(work);
    await crawlWith('nginx', () => startNginx(work, dist, join(dist, '_hosts/nginx'), true));
  });
  it('Caddy', async () => {
    const work = join(tmp, 'caddy');
    mkdirSync(work);
    await crawlWith('caddy', () => startCaddy(work, dist, join(dist, '_hosts/caddy/static-tms.caddy')));
  });
  it('Apache', async () => {
    const work = join(tmp, 'apache');
    mkdirSync(work);
    chmodSync(work, 0o755);
    await crawlWith('apache', () => startApache(work, dist, dist, undefined));
  });
});

describe.skipIf(skip !== undefined)(`real servers on a real build of content/ at the base path /l10n ${skip ?? ''}`, () => {
  let tmp = '';
  let site = '';
  let dist = '';
  let head: ManifestHead;
  let routes: ManifestRoute[];
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'stms-real-l10n-'));
    chmodSync(tmp, 0o755); // the server workers run as nobody
    site = join(tmp, 'www');
    mkdirSync(site);
    dist = join(site, 'l10n');
    const args = ['build', '--content', 'content', '--out', dist, '--base-url', 'https://example.org/l10n', '--precompress'];
    for (const host of ['nginx', 'caddy', 'apache']) args.push('--host', host);
    execFileSync(process.execPath, [cli, ...args], { stdio: 'pipe', timeout: 280_000 });
    ({ head, routes } = loadManifest(dist));
  });
  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const crawlWith = async (name: string, start: () => Promise<RunningServer>): Promise<void> => {
    expect(head.base_path).toBe('/l10n');
    const server = await start();
    try {
      const r = await crawlHost(httpFetcher(server.origin), dist, head, routes, HOST_PROFILES[name]!, server.origin);
      console.log(`${name} on content/ at /l10n: ${r.passed} passed, ${r.failed} failed`);
      expect(r.failures.slice(0, 20)).toEqual([]);
      expect(r.passed).toBeGreaterThan(routes.length * 10);
      const web = await crawlSite(server.origin, dist, head, routes);
      expect(web.problems.slice(0, 20)).toEqual([]);
      expect(web.checked).toBeGreaterThan(100);
    } finally {
      await server.stop();
    }
  };
  const work = (name: string): string => {
    const dir = join(tmp, name);
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    return dir;
  };

  it('nginx', () => crawlWith('nginx', () => startNginx(work('nginx'), site, join(dist, '_hosts/nginx'), true)));
  it('Caddy', () => crawlWith('caddy', () => startCaddy(work('caddy'), site, join(dist, '_hosts/caddy/static-tms.caddy'))));
  it('Apache', () => crawlWith('apache', () => startApache(work('apache'), site, dist, undefined)));
});
