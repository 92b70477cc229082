import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printCaddy } from '../../src/emit/hosts/caddy.js';
import { ensureServer, startCaddy, type RunningServer } from '../helpers/real-servers.js';
import { HOST_PROFILES, crawlHost, httpFetcher } from './crawl-host.js';
import { writeFixtureDist, writeHostFiles, type Fixture } from './fixture-dist.js';

const skip = ensureServer("caddy");

for (const basePath of ['', '/l10n']) {
  describe.skipIf(skip !== undefined)(`Caddy serves the printed config${basePath ? ` at ${basePath}` : ''} ${skip ?? ''}`, () => {
    let tmp = '';
    let dist = '';
    let fx: Fixture;
    let server: RunningServer | undefined;
    beforeAll(async () => {
      tmp = mkdtempSync(join(tmpdir(), 'stms-caddy-'));
      chmodSync(tmp, 0o755); // the worker runs as nobody
      const site = join(tmp, 'www');
      dist = basePath ? join(tmp, 'dist') : site;
      mkdirSync(dist, { recursive: true });
      mkdirSync(site, { recursive: true });
      if (basePath) symlinkSync(dist, join(site, basePath.slice(1)));
      fx = writeFixtureDist(dist, { basePath, precompress: true });
      writeHostFiles(dist, printCaddy(fx.head, fx.routes));
      server = await startCaddy(tmp, site, join(dist, '_hosts/caddy/static-tms.caddy'));
    });
    afterAll(async () => {
      await server?.stop();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    });
    it('answers every row of hosting.md §2', async () => {
      const s = server as RunningServer;
      const r = await crawlHost(httpFetcher(s.origin), dist, fx.head, fx.routes, HOST_PROFILES.caddy!, s.origin);
      console.log(`caddy${basePath}: ${r.passed} passed, ${r.failed} failed`);
      expect(r.failures).toEqual([]);
      expect(r.passed).toBeGreaterThan(100);
    });
  });
}
