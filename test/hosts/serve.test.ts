import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printServe } from '../../src/emit/hosts/serve.js';
import { startServeCli, type RunningServer } from '../helpers/real-servers.js';
import { HOST_PROFILES, crawlHost, httpFetcher } from './crawl-host.js';
import { writeFixtureDist, writeHostFiles, type Fixture } from './fixture-dist.js';

describe('the serve CLI serves the printed serve.json (path mode)', () => {
  let tmp = '';
  let fx: Fixture;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'stms-serve-'));
    fx = writeFixtureDist(tmp, { links: 'path', precompress: true });
    writeHostFiles(tmp, printServe(fx.head, fx.routes));
    server = await startServeCli(tmp);
  });
  afterAll(async () => {
    await server?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });
  it('answers every row of hosting.md §2 that serve can', async () => {
    const s = server as RunningServer;
    const r = await crawlHost(httpFetcher(s.origin), tmp, fx.head, fx.routes, HOST_PROFILES.serve!, s.origin);
    console.log(`serve: ${r.passed} passed, ${r.failed} failed`);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBeGreaterThan(80);
  });
});
