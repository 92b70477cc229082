import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { printCloudflare } from '../../src/emit/hosts/cloudflare.js';
import { HOST_PROFILES, crawlHost, type Fetcher } from './crawl-host.js';
import { writeFixtureDist } from './fixture-dist.js';

interface Worker {
  fetch(request: Request, env: { ASSETS: { fetch(r: Request): Promise<Response> } }): Promise<Response>;
}

describe('the Cloudflare Pages worker (query mode), run in Node', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'stms-cf-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('answers every row of hosting.md §2', async () => {
    const fx = writeFixtureDist(tmp, {});
    const files = printCloudflare(fx.head, fx.routes);
    expect(files.map((f) => f.path)).toEqual(['_worker.js']);
    writeFileSync(join(tmp, '_worker.mjs'), files[0]!.text);
    const worker = ((await import(pathToFileURL(join(tmp, '_worker.mjs')).href)) as { default: Worker }).default;
    const env = {
      ASSETS: {
        async fetch(request: Request): Promise<Response> {
          const path = join(tmp, decodeURIComponent(new URL(request.url).pathname));
          try {
            if (statSync(path).isFile()) return new Response(readFileSync(path), { status: 200, headers: { ETag: '"x"' } });
          } catch {
            // missing: 404 below
          }
          return new Response('not found', { status: 404 });
        },
      },
    };
    const fetcher: Fetcher = async (method, path, headers) => {
      const res = await worker.fetch(new Request(`https://l10n.example.org${path}`, { method, headers }), env);
      const map = new Map<string, string[]>();
      res.headers.forEach((value, name) => map.set(name, [value]));
      return { status: res.status, headers: map, body: Buffer.from(await res.arrayBuffer()) };
    };
    const r = await crawlHost(fetcher, tmp, fx.head, fx.routes, HOST_PROFILES.cloudflare!, 'https://l10n.example.org');
    console.log(`cloudflare worker: ${r.passed} passed, ${r.failed} failed`);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBeGreaterThan(100);
  });
});
