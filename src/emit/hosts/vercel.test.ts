import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../../test/helpers/golden.js';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import { HostLimitError } from './host-error.js';
import { printVercel } from './vercel.js';

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
