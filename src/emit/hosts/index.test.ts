import { describe, expect, it } from 'vitest';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import { HOST_NAMES, HostLimitError, printHostFiles } from './index.js';

describe('printHostFiles', () => {
  it('prints every host deterministically, in the mode it needs', () => {
    for (const name of HOST_NAMES) {
      const fx = buildFixture({ links: name === 'serve' ? 'path' : 'query' });
      const a = printHostFiles(name, fx.head, fx.routes);
      expect(a.length).toBeGreaterThan(0);
      expect(printHostFiles(name, fx.head, fx.routes)).toEqual(a);
      for (const f of a) {
        expect(f.text.endsWith('\n')).toBe(true);
        if (f.path.endsWith('.json')) expect(() => JSON.parse(f.text) as unknown).not.toThrow();
        expect(f.path.startsWith('_hosts/') || !f.path.includes('/')).toBe(true);
      }
    }
  });

  it('refuses an unknown host and root-only hosts with a base path', () => {
    const fx = buildFixture({ basePath: '/l10n' });
    expect(() => printHostFiles('github-pages', fx.head, fx.routes)).toThrow(HostLimitError);
    for (const name of ['netlify', 'cloudflare', 'vercel', 'serve']) {
      expect(() => printHostFiles(name, fx.head, fx.routes)).toThrow(expect.objectContaining({ code: expect.any(String), remedy: expect.any(String) }));
    }
    for (const name of ['nginx', 'caddy', 'apache', 'cloudfront']) expect(printHostFiles(name, fx.head, fx.routes).length).toBeGreaterThan(0);
  });
});
