import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../../test/helpers/golden.js';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import type { ManifestHead, ManifestRoute } from '../manifest-types.js';
import { withQueryRules } from '../../../test/hosts/fixture-query.js';
import { printCloudflare } from './cloudflare.js';
import { HostLimitError } from './host-error.js';

describe('printCloudflare', () => {
  it('prints the golden worker in query mode and _headers/_redirects in path mode', () => {
    const query = buildFixture();
    expectGolden('cloudflare', printCloudflare(query.head, query.routes));
    const path = buildFixture({ links: 'path' });
    const files = printCloudflare(path.head, path.routes);
    expect(files.map((f) => f.path)).toEqual(['_redirects', '_headers']);
    expectGolden('cloudflare-path', files);
  });

  it('detaches Allow and Content-Type before setting them per kind', () => {
    const fx = buildFixture({ links: 'path' });
    const headers = printCloudflare(fx.head, fx.routes)[1]?.text ?? '';
    expect(headers.match(/^ {2}! Allow$/gm)).toHaveLength(Object.keys(fx.head.kinds).length + 2);
    expect(headers).toContain('/api/translations/:project/:component/:language/file/\n  ! Allow\n');
    expect(headers).toContain('Content-Disposition: attachment; filename=:project-:component-:language.po');
    expect(headers).toContain('Content-Disposition: attachment; filename="demo-core-sr@latin.po"');
  });

  it('refuses a base path and the documented rule limits', () => {
    const l10n = buildFixture({ basePath: '/l10n' });
    expect(() => printCloudflare(l10n.head, l10n.routes)).toThrow(HostLimitError);
    const fx = buildFixture({ links: 'path' });
    const kinds: ManifestHead['kinds'] = {};
    for (let i = 0; i < 101; i++) kinds[`k${i}`] = { pattern: `/api/k${i}/`, paginated: false, headers: {}, options: '{}' };
    expect(() => printCloudflare({ ...fx.head, kinds }, [])).toThrow(/cloudflare-header-limit/);
    const raw = fx.routes.find((r) => r.url === '/api/translations/demo/glossary/fr/file/') as ManifestRoute;
    const many = Array.from({ length: 2001 }, (_, i) => ({ ...raw, url: `/api/translations/p${i}/c/fr/file/`, file: `api/translations/p${i}/c/fr/file/index.tbx` }));
    expect(() => printCloudflare(fx.head, many)).toThrow(/cloudflare-redirect-limit/);
  });
});

describe('printCloudflare with the query rules of issue 20', () => {
  it('prints the golden worker with the 400 bodies and the kind formats inlined', () => {
    const fx = withQueryRules(buildFixture());
    const files = printCloudflare(fx.head, fx.routes);
    expectGolden('cloudflare-query', files);
    expect(files[0]!.text).toContain('"format-mo.mo"');
    expect(files[0]!.text).toContain('"page_size": "{\\"detail\\":');
  });
});
