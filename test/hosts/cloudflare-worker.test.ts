import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printCloudflare } from '../../src/emit/hosts/cloudflare.js';
import { HOST_PROFILES, crawlHost } from './crawl-host.js';
import { writeFixtureDist } from './fixture-dist.js';
import { workerFetcher } from './in-process-hosts.js';
import { expectQueryAnswers, writeQueryFixture } from './query-cases.js';

describe('the Cloudflare Pages worker (query mode), run in Node', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'stms-cf-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('answers every row of hosting.md §2', async () => {
    const fx = writeFixtureDist(tmp, {});
    const files = printCloudflare(fx.head, fx.routes);
    expect(files.map((f) => f.path)).toEqual(['_worker.js']);
    writeFileSync(join(tmp, '_worker.mjs'), files[0]!.text);
    const fetcher = await workerFetcher(tmp, join(tmp, '_worker.mjs'), 'https://l10n.example.org');
    const r = await crawlHost(fetcher, tmp, fx.head, fx.routes, HOST_PROFILES.cloudflare!, 'https://l10n.example.org');
    console.log(`cloudflare worker: ${r.passed} passed, ${r.failed} failed`);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBeGreaterThan(100);
  });
});

describe('the Cloudflare Pages worker with the query rules of issue 20', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'stms-cf-query-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('refuses what static files cannot answer and serves the converted downloads', async () => {
    const fx = writeQueryFixture(tmp);
    writeFileSync(join(tmp, '_worker.mjs'), printCloudflare(fx.head, fx.routes)[0]!.text);
    const fetcher = await workerFetcher(tmp, join(tmp, '_worker.mjs'), 'https://l10n.example.org');
    await expectQueryAnswers(fetcher, { conversions: true });
    const r = await crawlHost(fetcher, tmp, fx.head, fx.routes, HOST_PROFILES.cloudflare!, 'https://l10n.example.org');
    expect(r.failures).toEqual([]);
  });
});
