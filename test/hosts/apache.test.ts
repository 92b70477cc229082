import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printApache } from '../../src/emit/hosts/apache.js';
import { ensureServer, startApache, type RunningServer } from '../helpers/real-servers.js';
import { HOST_PROFILES, crawlHost, httpFetcher } from './crawl-host.js';
import { writeFixtureDist, writeHostFiles, type Fixture } from './fixture-dist.js';

const skip = ensureServer('apache');

for (const [basePath, mode] of [
  ['', 'htaccess'],
  ['', 'directory.conf'],
  ['/l10n', 'htaccess'],
] as const) {
  describe.skipIf(skip !== undefined)(`Apache serves the printed ${mode}${basePath ? ` at ${basePath}` : ''} ${skip ?? ''}`, () => {
    let tmp = '';
    let dist = '';
    let fx: Fixture;
    let server: RunningServer | undefined;
    beforeAll(async () => {
      tmp = mkdtempSync(join(tmpdir(), 'stms-apache-'));
      chmodSync(tmp, 0o755); // the children run as nobody
      const site = join(tmp, 'www');
      dist = basePath ? join(tmp, 'dist') : site;
      mkdirSync(dist, { recursive: true });
      mkdirSync(site, { recursive: true });
      if (basePath) symlinkSync(dist, join(site, basePath.slice(1)));
      fx = writeFixtureDist(dist, { basePath, precompress: true });
      const files = printApache(fx.head, fx.routes).filter((f) => mode === 'directory.conf' || f.path === '.htaccess');
      writeHostFiles(dist, files);
      const dir = basePath ? join(site, basePath.slice(1)) : site;
      const include = mode === 'directory.conf' ? join(dist, '_hosts/apache/directory.conf') : undefined;
      server = await startApache(tmp, site, dir, include);
    });
    afterAll(async () => {
      await server?.stop();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    });
    it('answers every row of hosting.md §2 that Apache can', async () => {
      const s = server as RunningServer;
      const r = await crawlHost(httpFetcher(s.origin), dist, fx.head, fx.routes, HOST_PROFILES.apache!, s.origin);
      console.log(`apache ${mode}${basePath}: ${r.passed} passed, ${r.failed} failed`);
      if (r.failed > 0) console.log(readFileSync(join(tmp, 'error.log'), 'utf8').slice(0, 2000));
      expect(r.failures).toEqual([]);
      expect(r.passed).toBeGreaterThan(100);
    });
  });
}
