import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../../test/helpers/golden.js';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import { withQueryRules } from '../../../test/hosts/fixture-query.js';
import { printNginx } from './nginx.js';

describe('printNginx', () => {
  it('prints the golden http.conf, server.conf and brotli.conf', () => {
    const fx = buildFixture({ precompress: true });
    expectGolden('nginx', printNginx(fx.head, fx.routes));
    const l10n = buildFixture({ basePath: '/l10n' });
    expectGolden('nginx-l10n', printNginx(l10n.head, l10n.routes));
  });

  it('has a rule per kind, prefixed maps and the base path everywhere', () => {
    const fx = buildFixture({ basePath: '/l10n' });
    const [http, server] = printNginx(fx.head, fx.routes).map((f) => f.text) as [string, string];
    for (const k of Object.values(fx.head.kinds)) expect(http).toContain(`${k.options}`);
    expect(http.match(/^map \S+ (\$\S+)/gm)?.every((m) => m.includes('$stms_'))).toBe(true);
    expect(http).toContain('~^/l10n/api/projects/$ 1;');
    expect(server).toContain('error_page 404 $stms_404;');
    expect(server).toContain('set $stms_404 /l10n/404.json;');
    expect(server).toContain('absolute_redirect off;');
    expect(server.indexOf('file/$ { try_files')).toBeLessThan(server.indexOf('location ~ /$'));
    expect(printNginx(fx.head, fx.routes)).toEqual(printNginx(fx.head, fx.routes));
  });

  it('writes no precompression directives without --precompress', () => {
    const fx = buildFixture();
    const files = printNginx(fx.head, fx.routes);
    expect(files.map((f) => f.path)).toEqual(['_hosts/nginx/http.conf', '_hosts/nginx/server.conf']);
    expect(files[1]?.text).not.toContain('gzip_static');
  });
});

describe('printNginx with the query rules of issue 20', () => {
  it('prints the golden refusal map and format rewrites', () => {
    const fx = withQueryRules(buildFixture());
    const files = printNginx(fx.head, fx.routes);
    expectGolden('nginx-query', files);
    const [http, server] = files.map((f) => f.text) as [string, string];
    // Refused parameters come before any format rule, the kind's own formats before the others'.
    expect(http.indexOf('q=[^&]')).toBeLessThan(http.indexOf('format=('));
    expect(http.indexOf('/file/\\?(.*&)?format=(')).toBeLessThan(http.indexOf('/api/[^?]*\\?(.*&)?format=('));
    expect(server).toContain('if ($stms_refused) { return 400 $stms_refused; }');
    expect(server).toContain('rewrite ^(.*)$ $1format-mo.mo last;');
    // The format whose file is the route's own index needs no rewrite.
    expect(server).not.toContain('$1index.po');
  });
});
