import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../../test/helpers/golden.js';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import type { ManifestHead } from '../manifest-types.js';
import { withQueryRules } from '../../../test/hosts/fixture-query.js';
import { CLOUDFRONT_FUNCTION_LIMIT, printCloudfront } from './cloudfront.js';

describe('printCloudfront', () => {
  it('prints the golden functions and objects.jsonl', () => {
    const fx = buildFixture({ precompress: true });
    expectGolden('cloudfront', printCloudfront(fx.head, fx.routes));
    const l10n = buildFixture({ basePath: '/l10n' });
    expectGolden('cloudfront-l10n', printCloudfront(l10n.head, l10n.routes));
  });

  it('lists every object once, raw keys without extension, siblings with Content-Encoding', () => {
    const fx = buildFixture({ precompress: true });
    const objects = (printCloudfront(fx.head, fx.routes)[2]?.text ?? '')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { key: string; content_encoding?: string; metadata: { allow?: string } });
    const keys = objects.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('api/translations/demo/core/fr/file/index');
    expect(keys).toContain('api/projects/page-3.json.br');
    expect(objects.find((o) => o.key === 'api/projects/index.json.gz')?.content_encoding).toBe('gzip');
    expect(objects.find((o) => o.key === 'api/projects/index.json')?.metadata.allow).toBe('GET, POST, HEAD, OPTIONS');
  });

  it('refuses a function over 10 KB', () => {
    const fx = buildFixture();
    const kinds: ManifestHead['kinds'] = {};
    for (let i = 0; i < 200; i++) {
      kinds[`k${i}`] = { pattern: `/api/kind-${i}/:x/`, paginated: true, headers: { Allow: 'GET, HEAD, OPTIONS' }, options: `{"name":"Kind ${i}","x":1}` };
    }
    expect(() => printCloudfront({ ...fx.head, kinds }, [])).toThrow(new RegExp(`cloudfront-function-size|${CLOUDFRONT_FUNCTION_LIMIT}`));
  });
});

describe('printCloudfront with the query rules of issue 20', () => {
  it('prints the golden function with the 400 bodies, and lists the converted files as objects', () => {
    const base = withQueryRules(buildFixture({ precompress: true }));
    const fx = {
      ...base,
      routes: base.routes.map((r) => (r.url === '/api/translations/demo/core/sr@latin/file/' ? { ...r, variant_files: [{ file: 'format-mo.mo', sha256: 'a'.repeat(64), size: 9 }] } : r)),
    };
    const files = printCloudfront(fx.head, fx.routes);
    expectGolden('cloudfront-query', files);
    const request = files[0]!.text;
    expect(Buffer.byteLength(request)).toBeLessThanOrEqual(CLOUDFRONT_FUNCTION_LIMIT);
    expect(request).toContain('"mo":"format-mo"');
    const objects = files[2]!.text.trim().split('\n').map((l) => JSON.parse(l) as { key: string; content_type: string; content_disposition?: string; content_encoding?: string });
    const mo = objects.filter((o) => o.key.startsWith('api/translations/demo/core/sr@latin/file/format-mo'));
    expect(mo.map((o) => o.key)).toEqual(['api/translations/demo/core/sr@latin/file/format-mo', 'api/translations/demo/core/sr@latin/file/format-mo.br', 'api/translations/demo/core/sr@latin/file/format-mo.gz']);
    expect(mo[0]).toMatchObject({ content_type: 'application/x-gettext-catalog', content_disposition: 'attachment; filename="demo-core-sr@latin.mo"' });
  });
});
