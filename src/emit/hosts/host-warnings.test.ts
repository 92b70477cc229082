import { describe, expect, it } from 'vitest';
import { CLOUDFLARE_FILE_LIMIT, CLOUDFLARE_FREE_FILES, PRECOMPRESS_UNUSED, hostWarnings } from './host-warnings.js';
import { HOST_NAMES } from './index.js';
import { NETLIFY_NO_ALLOW } from './netlify.js';

const codes = (hosts: string[], precompress = false, files = 100): string[] =>
  hostWarnings({ hosts, precompress, files }).map((w) => w.code);

describe('hostWarnings', () => {
  it('warns nothing for a plain build or for hosts without caveats', () => {
    expect(codes([])).toEqual([]);
    expect(codes(['nginx', 'caddy', 'apache', 'vercel', 'cloudfront', 'serve', 'cloudflare'])).toEqual([]);
  });

  it('warns netlify-no-allow once with --host netlify, even when repeated', () => {
    expect(codes(['netlify'])).toEqual([NETLIFY_NO_ALLOW]);
    expect(codes(['netlify', 'nginx', 'netlify'])).toEqual([NETLIFY_NO_ALLOW]);
    expect(hostWarnings({ hosts: ['netlify'], precompress: false, files: 1 })[0]).toMatchObject({ option: '--host' });
  });

  it('warns cloudflare-file-limit above 20,000 files, and only with --host cloudflare', () => {
    expect(codes(['cloudflare'], false, CLOUDFLARE_FREE_FILES)).toEqual([]);
    expect(codes(['cloudflare'], false, CLOUDFLARE_FREE_FILES + 1)).toEqual([CLOUDFLARE_FILE_LIMIT]);
    expect(codes(['nginx'], false, 1_000_000)).toEqual([]);
    const [plain] = hostWarnings({ hosts: ['cloudflare'], precompress: false, files: 20_001 });
    expect(plain!.message).toContain('20001 files');
    expect(plain!.message).toContain('page_size');
    expect(plain!.message).not.toContain('--precompress');
    const withSiblings = hostWarnings({ hosts: ['cloudflare'], precompress: true, files: 60_000 });
    expect(withSiblings.map((w) => w.code)).toEqual([CLOUDFLARE_FILE_LIMIT, PRECOMPRESS_UNUSED]);
    expect(withSiblings[0]!.message).toContain('without --precompress');
  });

  it('warns precompress-unused unless a host that reads the siblings is named', () => {
    const readers = new Set(['nginx', 'caddy', 'cloudfront']);
    for (const host of HOST_NAMES) {
      expect(codes([host], true).includes(PRECOMPRESS_UNUSED), host).toBe(!readers.has(host));
    }
    expect(codes([], true)).toEqual([PRECOMPRESS_UNUSED]);
    expect(codes(['apache', 'caddy'], true)).toEqual([]);
    expect(codes(['apache'], false)).toEqual([]);
    const [w] = hostWarnings({ hosts: ['apache', 'vercel'], precompress: true, files: 1 });
    expect(w).toMatchObject({ option: '--precompress', code: PRECOMPRESS_UNUSED });
    expect(w!.message).toContain('--host apache, vercel');
    expect(hostWarnings({ hosts: [], precompress: true, files: 1 })[0]!.message).toContain('no --host was given');
  });

  it('orders warnings netlify, cloudflare, precompress', () => {
    expect(codes(['cloudflare', 'netlify'], true, 30_000)).toEqual([NETLIFY_NO_ALLOW, CLOUDFLARE_FILE_LIMIT, PRECOMPRESS_UNUSED]);
  });
});
