import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../../test/helpers/golden.js';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import { withQueryRules } from '../../../test/hosts/fixture-query.js';
import { printCaddy } from './caddy.js';

describe('printCaddy', () => {
  it('prints the golden snippet', () => {
    const fx = buildFixture({ precompress: true });
    expectGolden('caddy', printCaddy(fx.head, fx.routes));
    const l10n = buildFixture({ basePath: '/l10n' });
    expectGolden('caddy-l10n', printCaddy(l10n.head, l10n.routes));
  });

  it('has header, OPTIONS and page rules per kind, in order, and handles errors', () => {
    const fx = buildFixture({ precompress: true });
    const text = printCaddy(fx.head, fx.routes)[0]?.text ?? '';
    const kinds = Object.keys(fx.head.kinds).length;
    expect(text.match(/^\theader @stms_allow\d+ Allow/gm)).toHaveLength(kinds);
    expect(text.match(/^\trespond @stms_options\d+ /gm)).toHaveLength(kinds);
    expect(text.match(/^\trewrite @stms_page\d+ /gm)).toHaveLength(2);
    expect(text.indexOf('redir @stms_slash_q')).toBeLessThan(text.indexOf('redir @stms_slash '));
    expect(text.indexOf('respond @stms_405')).toBeLessThan(text.indexOf('file_server {'));
    expect(text).toContain('precompressed br gzip');
    expect(text).toContain('file {http.request.orig_uri.path}index.json');
  });
});

describe('printCaddy with the query rules of issue 20', () => {
  it('prints the golden 400 refusals and format rewrites', () => {
    const fx = withQueryRules(buildFixture());
    const files = printCaddy(fx.head, fx.routes);
    expectGolden('caddy-query', files);
    const text = files[0]!.text;
    expect(text).toContain('format-mo.mo');
    expect(text).toMatch(/ErrorDocument 400 \/400-|respond @stms_refuse_q .* 400/);
    expect(text.indexOf('q=')).toBeLessThan(text.indexOf('format-mo.mo'));
  });
});
