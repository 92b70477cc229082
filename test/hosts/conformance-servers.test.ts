/**
 * The shared conformance crawler (../shared/conformance/crawl.mjs) against Caddy and Apache, each
 * serving a real build of content/ made for its own origin with the printed configuration (issue 5).
 * nginx and the preview server are crawled the same way in wlc.test.ts, beside the wlc runs.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requireShared } from '../helpers/content-tree.js';
import { ensureServer, freePort, startApache, startCaddy, type RunningServer } from '../helpers/real-servers.js';
import { judgeCrawl, runCrawler } from '../helpers/run-crawler.js';

const cli = join(process.cwd(), 'bin/static-tms.js');
const compiled = existsSync(join(process.cwd(), 'lib/cli/main.js'));
if (!compiled && process.env.CI === 'true') throw new Error('lib/ is missing: run npm run compile before the host tests');

type Start = (work: string, dist: string, port: number) => Promise<RunningServer>;
const SERVERS: Record<'caddy' | 'apache', Start> = {
  caddy: (work, dist, port) => startCaddy(work, dist, join(dist, '_hosts/caddy/static-tms.caddy'), { port }),
  apache: (work, dist, port) => startApache(work, dist, dist, join(dist, '_hosts/apache/directory.conf'), { port }),
};

const tmp = mkdtempSync(join(tmpdir(), 'stms-conformance-'));
chmodSync(tmp, 0o755); // the server workers run as nobody
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

for (const name of ['caddy', 'apache'] as const) {
  const skip = !compiled ? 'lib/ is missing (npm run compile)' : !requireShared() ? '../shared is missing' : ensureServer(name);
  describe.skipIf(skip !== undefined)(`the shared conformance crawler against ${name} ${skip ?? ''}`, () => {
    it('ends with no failure but the rules issues 19 and 20 replace', async () => {
      const port = await freePort();
      const dist = join(tmp, name, 'dist');
      const args = ['build', '--content', 'content', '--out', dist, '--base-url', `http://127.0.0.1:${port}`, '--precompress', '--host', name];
      execFileSync(process.execPath, [cli, ...args], { stdio: 'pipe', timeout: 280_000 });
      const work = join(tmp, name, 'server');
      mkdirSync(work);
      chmodSync(work, 0o755);
      const server = await SERVERS[name](work, dist, port);
      try {
        const verdict = await judgeCrawl(await runCrawler(`${server.origin}/api/`));
        console.log(`conformance on ${name}: ${verdict.last}`, verdict.replaced);
        expect(verdict.unaccounted).toEqual([]);
      } finally {
        await server.stop();
      }
    }, 600_000);
  });
}
