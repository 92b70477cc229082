import { describe, expect, it } from 'vitest';
import { buildFixture } from '../../../test/hosts/fixture-dist.js';
import { loadCloudfrontFunction } from '../../../test/hosts/in-process-hosts.js';
import type { ManifestRoute } from '../manifest-types.js';
import { manifestSite, siteHeadersOf } from '../site-content-types.js';
import { printCloudflare } from './cloudflare.js';
import { printCloudfront } from './cloudfront.js';
import { printNetlify } from './netlify.js';
import { printServe } from './serve.js';
import { printVercel } from './vercel.js';
import { siteHeaderFolders } from './site-rules.js';

function siteRoute(url: string, file: string, kind: string): ManifestRoute {
  return { url, kind, file, sha256: '0'.repeat(64), size: 1, headers: siteHeadersOf(file.slice(file.lastIndexOf('.') + 1)) };
}

/** The fixture with a site: a page, a stylesheet and two widgets. */
function withSite(links: 'query' | 'path' = 'query') {
  const fx = buildFixture({ links });
  const routes = [
    ...fx.routes,
    siteRoute('/', 'index.html', 'site-page'),
    siteRoute('/projects/demo/', 'projects/demo/index.html', 'site-page'),
    siteRoute('/static/site.css', 'static/site.css', 'site-asset'),
    siteRoute('/widgets/demo/-/svg-badge.svg', 'widgets/demo/-/svg-badge.svg', 'site-widget'),
    siteRoute('/widgets/demo/-/88x31-white.png', 'widgets/demo/-/88x31-white.png', 'site-widget'),
  ];
  return { head: { ...fx.head, site: manifestSite() }, routes, plain: fx };
}

describe('the site in host printers', () => {
  it('finds the folders whose site files share extra headers', () => {
    const { head, routes } = withSite();
    expect(siteHeaderFolders(head, routes)).toEqual([{ folder: '/widgets/', headers: [['Cache-Control', 'max-age=7200']] }]);
    // A folder mixing files with and without the header gets no rule.
    const mixed = [...routes, siteRoute('/widgets/readme.html', 'widgets/readme.html', 'site-page')];
    expect(siteHeaderFolders(head, mixed)).toEqual([]);
    expect(siteHeaderFolders(withSite().plain.head, routes)).toEqual([]);
  });

  it('Netlify: the HTML not-found page outside /api/, the widgets header', () => {
    const { head, routes } = withSite();
    const [redirects, headers] = printNetlify(head, routes);
    const lines = redirects!.text.trim().split('\n').map((l) => l.split(/\s+/));
    expect(lines.slice(-2)).toEqual([['/api/*', '/404.json', '404'], ['/*', '/404-page.html', '404']]);
    expect(headers!.text).toContain('/widgets/*\n  Cache-Control: max-age=7200\n');
    // Without the site, the output is as before.
    const plain = withSite().plain;
    expect(printNetlify(plain.head, plain.routes)[0]!.text.trim().split('\n').at(-1)).toMatch(/^\/\*\s+\/404\.json\s+404$/);
  });

  it('Vercel and serve: the widgets header', () => {
    const { head, routes } = withSite();
    const vercel = JSON.parse(printVercel(head, routes)[0]!.text) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
    expect(vercel.headers).toContainEqual({ source: '/widgets/(.*)', headers: [{ key: 'Cache-Control', value: 'max-age=7200' }] });
    const path = withSite('path');
    const serve = JSON.parse(printServe(path.head, path.routes)[0]!.text) as { headers: { source: string }[] };
    expect(serve.headers).toContainEqual({ source: '**/*.svg', headers: [{ key: 'Cache-Control', value: 'max-age=7200' }] });
    expect(serve.headers).toContainEqual({ source: '**/*.png', headers: [{ key: 'Cache-Control', value: 'max-age=7200' }] });
  });

  it('Cloudflare path mode: the widgets header, and site files need no exact rule', () => {
    const { head, routes } = withSite('path');
    const headers = printCloudflare(head, routes)[1]!.text;
    expect(headers).toContain('/widgets/*\n  Cache-Control: max-age=7200');
    expect(headers).not.toContain('/projects/demo/');
  });

  it('CloudFront: site objects at their own key with their type and cache header; a folder is its index', () => {
    const { head, routes } = withSite();
    const files = printCloudfront(head, routes);
    const objects = files[2]!.text.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(objects).toContainEqual({ key: 'widgets/demo/-/88x31-white.png', file: 'widgets/demo/-/88x31-white.png', content_type: 'image/png', cache_control: 'max-age=7200', metadata: {} });
    expect(objects).toContainEqual({ key: 'projects/demo/index.html', file: 'projects/demo/index.html', content_type: 'text/html; charset=utf-8', metadata: {} });
    const handler = loadCloudfrontFunction(files[0]!.text);
    const request = (uri: string) => handler({ request: { method: 'GET', uri, querystring: {}, headers: {} } });
    expect(request('/projects/demo/')).toMatchObject({ uri: '/projects/demo/index.html' });
    expect(request('/widgets/demo/-/88x31-white.png')).toMatchObject({ uri: '/widgets/demo/-/88x31-white.png' });
    expect(request('/projects/demo')).toMatchObject({ statusCode: 301, headers: { location: { value: '/projects/demo/' } } });
    expect(request('/api/projects/')).toMatchObject({ uri: '/api/projects/index.json' });
  });
});
