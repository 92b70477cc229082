import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../../test/helpers/golden.js';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import { withQueryRules } from '../../../test/hosts/fixture-query.js';
import { printApache } from './apache.js';

describe('printApache', () => {
  it('prints the golden .htaccess and directory.conf', () => {
    const fx = buildFixture();
    expectGolden('apache', printApache(fx.head, fx.routes));
    const l10n = buildFixture({ basePath: '/l10n' });
    expectGolden('apache-l10n', printApache(l10n.head, l10n.routes));
  });

  it('holds the same rules in both files, an Allow rule per kind and query rules per paginated kind', () => {
    const fx = buildFixture({ basePath: '/l10n' });
    const [htaccess, directory] = printApache(fx.head, fx.routes).map((f) => f.text) as [string, string];
    expect(directory.split('\n').slice(1).join('\n').replace(' -MultiViews', '')).toBe(htaccess);
    expect(htaccess.match(/^Header always set Allow /gm)).toHaveLength(Object.keys(fx.head.kinds).length);
    expect(htaccess.match(/__invalid_page__/g)).toHaveLength(2);
    expect(htaccess).toContain('ErrorDocument 404 /l10n/404-invalid-page.json');
    expect(htaccess).toContain('m#^[A-Z]+ /l10n/api/projects/(page-[0-9]+\\.json)?[? ]#');
    expect(htaccess.indexOf('[R=405]')).toBeLessThan(htaccess.indexOf('page-%2.json'));
  });
});

describe('printApache with the query rules of issue 20', () => {
  it('prints the golden 400 refusals and format rewrites', () => {
    const fx = withQueryRules(buildFixture());
    const files = printApache(fx.head, fx.routes);
    expectGolden('apache-query', files);
    const text = files[0]!.text;
    expect(text).toContain('format-mo.mo');
    expect(text).toMatch(/ErrorDocument 400 \/400-|respond @stms_refuse_q .* 400/);
    expect(text.indexOf('q=')).toBeLessThan(text.indexOf('format-mo.mo'));
  });
});
