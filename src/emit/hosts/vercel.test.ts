import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../../test/helpers/golden.js';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import { HostLimitError } from './host-error.js';
import { withQueryRules } from '../../../test/hosts/fixture-query.js';
import { printVercel } from './vercel.js';
import { VERCEL_REFUSED } from './vercel-query.js';

interface VercelJson {
  trailingSlash: boolean;
  rewrites: { source: string; has?: { key: string; value: string }[]; destination: string }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

describe('printVercel', () => {
  const fx = buildFixture();
  const files = printVercel(fx.head, fx.routes);

  it('prints the golden vercel.json, valid JSON', () => {
    expectGolden('vercel', files);
    expect(files.map((f) => f.path)).toEqual(['vercel.json']);
  });

  it('orders query rewrites before the plain rewrite of each kind and sets headers per kind', () => {
    const config = JSON.parse(files[0]?.text ?? '') as VercelJson;
    expect(config.trailingSlash).toBe(true);
    for (const source of ['/api/projects/', '/api/projects/:project/changes/']) {
      const rules = config.rewrites.map((r, i) => ({ ...r, i })).filter((r) => r.source === source);
      expect(rules.map((r) => r.has?.[0]?.value ?? 'plain')).toEqual(['1', '^(?<page>[1-9][0-9]*)$', '^.+$', 'plain']);
    }
    for (const k of Object.values(fx.head.kinds)) {
      const rule = config.headers.find((h) => h.source === k.pattern.replace(/:(\w+)/g, ':$1'));
      expect(rule?.headers.find((h) => h.key === 'Allow')?.value).toBe(k.headers.Allow);
    }
    expect(config.headers.find((h) => h.source === '/api/translations/demo/core/sr@latin/file/')?.headers[1]?.value).toBe(
      'attachment; filename="demo-core-sr@latin.po"',
    );
  });

  it('refuses a base path', () => {
    const l10n = buildFixture({ basePath: '/l10n' });
    expect(() => printVercel(l10n.head, l10n.routes)).toThrow(HostLimitError);
  });
});

describe('printVercel with the query rules of issue 20', () => {
  const fx = withQueryRules(buildFixture());
  const files = printVercel(fx.head, fx.routes);
  const config = JSON.parse(files[0]!.text) as VercelJson & { rewrites: { missing?: { key: string; value: string }[] }[] };

  /** The first rewrite Vercel applies to a path and query: source by its placeholders, `has` and `missing` by their regexes. */
  const destination = (path: string, query: string): string | undefined => {
    const params = new URLSearchParams(query);
    const holds = (c: { key: string; value: string }): boolean => params.has(c.key) && new RegExp(c.value).test(params.get(c.key) ?? '');
    for (const r of config.rewrites) {
      const source = new RegExp(`^${r.source.replace(/:path\*/, '.*').replace(/:\w+/g, '[^/]+')}$`);
      if (source.test(path) && (r.has ?? []).every(holds) && !(r.missing ?? []).some(holds)) return r.destination;
    }
    return undefined;
  };

  it('prints the golden vercel.json', () => {
    expectGolden('vercel-query', files);
  });

  it('sends refused parameters and unknown formats to a missing file (Vercel 404), the converted files to theirs', () => {
    const file = '/api/translations/demo/core/fr/file/';
    for (const [path, query, param] of [
      ['/api/projects/', 'q=x', 'q'],
      ['/api/projects/', 'page_size=5', 'page_size'],
      ['/api/projects/', 'format=api&q=state:empty', 'q'],
      ['/api/projects/demo/changes/', 'user=admin&page=2', 'user'],
      ['/api/projects/', 'format=yaml', 'format'],
      ['/api/projects/', 'format=mo', 'format'],
      [file, 'format=docx', 'format'],
    ] as const) {
      expect(destination(path, query), `${path}?${query}`).toBe(`${VERCEL_REFUSED}${param}`);
    }
    expect(destination('/api/projects/', 'q=')).toBe('/api/projects/index.json');
    expect(destination('/api/projects/', 'format=api')).toBe('/api/projects/index.json');
    expect(destination('/api/projects/', 'format=json&page=2')).toBe('/api/projects/page-:page.json');
    expect(destination(file, 'format=api')).toBe('/api/translations/:project/:component/:language/file/index.po');
    expect(destination(file, 'format=mo')).toBe('/api/translations/:project/:component/:language/file/format-mo.mo');
    expect(destination(file, 'format=api?format=xliff')).toBe('/api/translations/:project/:component/:language/file/format-xliff.xlf');
    const mo = config.headers.filter((h) => h.source === '/api/translations/:project/:component/:language/file/').at(-1);
    expect(mo?.headers).toEqual([
      { key: 'Content-Type', value: 'application/x-xliff+xml' },
      { key: 'Content-Disposition', value: 'attachment; filename=:project-:component-:language.xlf' },
    ]);
  });
});
