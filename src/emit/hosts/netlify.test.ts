import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../../test/helpers/golden.js';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import { HostLimitError } from './host-error.js';
import { withQueryRules } from '../../../test/hosts/fixture-query.js';
import { printNetlify } from './netlify.js';

describe('printNetlify', () => {
  const fx = buildFixture();
  const [redirects, headers] = printNetlify(fx.head, fx.routes).map((f) => f.text) as [string, string];

  it('prints the golden _redirects and _headers', () => {
    expectGolden('netlify', printNetlify(fx.head, fx.routes));
  });

  it('puts query rules before plain ones, a rule per depth, and the 404 rule last', () => {
    const lines = redirects.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^\/\*\s+\/404\.json\s+404$/);
    for (const p of ['/api/projects/', '/api/projects/:project/changes/']) {
      const query = lines.findIndex((l) => l.startsWith(`${p} `) && l.includes('page=:p'));
      const plain = lines.findIndex((l) => l.startsWith(`/api/:d1/`) && !l.includes('page='));
      expect(query).toBeGreaterThanOrEqual(0);
      expect(query).toBeLessThan(plain);
    }
    expect(lines.some((l) => /^\/api\/translations\/:project\/:component\/:language\/file\/\s+\/api\/translations\/:project\/:component\/:language\/file\/index\.po\s+200$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('/api/translations/demo/glossary/fr/file/ '))).toBe(true);
    expect(lines.some((l) => l.startsWith('/api/:d1/:d2/:d3/:d4/:d5/ '))).toBe(true);
  });

  it('writes no Allow and sets Vary and raw types', () => {
    expect(headers).not.toMatch(/Allow/i);
    expect(headers).toContain('Vary: Accept');
    expect(headers).toContain('Content-Type: text/x-po');
    expect(headers).toContain('Content-Type: application/x-tbx');
  });

  it('names one Content-Type for each file download, so Netlify has none to combine', () => {
    const blocks = headers.split(/\n(?=\/)/).map((b) => b.split('\n'));
    const matcher = (path: string): RegExp =>
      new RegExp(`^${path.replace(/[.?+]/g, '\\$&').replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.*')}$`);
    const downloads = fx.routes.filter((r) => r.url.endsWith('/file/'));
    expect(downloads.length).toBeGreaterThan(1);
    for (const route of downloads) {
      const types = blocks.filter(([path]) => matcher(path!).test(route.url)).flatMap((b) => b.filter((l) => l.startsWith('  Content-Type:')));
      expect(types, route.url).toHaveLength(1);
    }
  });

  it('refuses a base path', () => {
    const l10n = buildFixture({ basePath: '/l10n' });
    expect(() => printNetlify(l10n.head, l10n.routes)).toThrow(HostLimitError);
  });
});

describe('printNetlify with the query rules of issue 20', () => {
  it('refuses each refused parameter with its 400 body before any rewrite', () => {
    const fx = withQueryRules(buildFixture());
    const files = printNetlify(fx.head, fx.routes);
    expectGolden('netlify-query', files);
    const rows = files[0]!.text.split('\n').map((l) => l.split(/ +/));
    expect(rows.slice(0, fx.head.query!.refused.length)).toEqual(fx.head.query!.refused.map((p) => ['/api/*', `${p}=:value`, `/400-${p}.json`, '400!']));
    expect(files[0]!.text).not.toContain('format=');
  });
});
