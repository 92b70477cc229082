import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../../test/helpers/golden.js';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import type { ManifestHead } from '../manifest-types.js';
import { HostLimitError } from './host-error.js';
import { printServe } from './serve.js';

describe('printServe', () => {
  it('prints the golden serve.json, valid JSON with dot-free rewrites', () => {
    const fx = buildFixture({ links: 'path' });
    const files = printServe(fx.head, fx.routes);
    expectGolden('serve-path', files);
    const config = JSON.parse(files[0]?.text ?? '') as { rewrites: { source: string }[]; headers: unknown[]; trailingSlash: boolean };
    expect(config.trailingSlash).toBe(true);
    expect(config.rewrites.some((r) => r.source === '/api/:d1([^/.]+)/:d2([^/.]+)')).toBe(true);
    expect(config.headers.length).toBeLessThanOrEqual(50);
  });

  it('refuses query mode and a base path (usage errors, exit 2)', () => {
    const query = buildFixture({ links: 'query' });
    expect(() => printServe(query.head, query.routes)).toThrow(/--links path/);
    const l10n = buildFixture({ links: 'path', basePath: '/l10n' });
    expect(() => printServe(l10n.head, l10n.routes)).toThrow(HostLimitError);
  });

  it('refuses to print more than 50 header rules', () => {
    const fx = buildFixture({ links: 'path' });
    const kinds: ManifestHead['kinds'] = {};
    for (let i = 0; i < 60; i++) {
      kinds[`k${i}`] = { pattern: `/api/k${i}/`, paginated: false, headers: { Allow: `GET, HEAD, OPTIONS, X${i}` }, options: '{}' };
    }
    expect(() => printServe({ ...fx.head, kinds }, [])).toThrow(/serve-header-rule-limit/);
  });
});
