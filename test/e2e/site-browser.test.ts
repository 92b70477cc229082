import path from 'node:path';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, SITE_ARTIFACTS as ARTIFACTS, startBrowserPreview, type BrowserPreview } from '../helpers/browser-preview.js';

/** One page of each type of the demo's site. */
const PAGES: Record<string, string> = {
  home: '/',
  activity: '/changes/',
  project: '/projects/notes/',
  component: '/projects/notes/mobile/',
  translation: '/projects/notes/mobile/it/',
  'translation-rtl': '/projects/weather/app/ar/',
  translate: '/translate/notes/mobile/it/',
  repository: '/git/notes/mobile/',
  languages: '/languages/',
  language: '/languages/it/',
  'project-language': '/projects/notes/-/it/',
  'translate-project-language': '/translate/notes/-/it/',
  engage: '/engage/notes/',
  'engage-language': '/engage/notes/it/',
  user: '/user/alice/',
  'not-found': '/projects/no-such-project/',
};

describe.skipIf(!HAS_CHROMIUM)('the demo site in a real browser', () => {
  let preview: BrowserPreview;
  beforeAll(async () => {
    preview = await startBrowserPreview();
    process.stderr.write(`site screenshots: ${ARTIFACTS}\n`);
  }, 120_000);
  afterAll(() => preview?.close());

  for (const [type, pagePath] of Object.entries(PAGES)) {
    it(`renders the ${type} page with no console error, no outside request and no serious accessibility violation`, async () => {
      const page = await preview.browser.newPage();
      const errors: string[] = [];
      const outside: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error' && !(type === 'not-found' && m.text().includes('404'))) errors.push(m.text()); });
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('request', (r) => { if (!r.url().startsWith(preview.origin) && !r.url().startsWith('data:')) outside.push(r.url()); });
      page.on('response', (r) => { if (r.status() >= 400 && r.url() !== `${preview.origin}${pagePath}`) errors.push(`${r.status()} ${r.url()}`); });
      await page.setViewport({ width: 1200, height: 900 });
      const response = await page.goto(`${preview.origin}${pagePath}`, { waitUntil: 'load' });
      expect(response?.status()).toBe(type === 'not-found' ? 404 : 200);
      if (type === 'translate') await page.waitForSelector('#string-browser .sb-item');
      await page.screenshot({ path: path.join(ARTIFACTS, `${type}-light.png`), fullPage: true });
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      await page.setViewport({ width: 390, height: 844, isMobile: true });
      await page.screenshot({ path: path.join(ARTIFACTS, `${type}-dark-phone.png`), fullPage: true });
      // Readable on a phone: the page does not scroll sideways (wide tables scroll inside their box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        await page.evaluate(axe.source);
        const result = (await page.evaluate(async () => {
          const run = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run;
          return run({ resultTypes: ['violations'] });
        }));
        const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${scheme} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      }
      expect(errors).toEqual([]);
      expect(outside).toEqual([]);
      // Works without JavaScript: there is none, but for the translate view's string browser and the home page's search.
      const scripts: Record<string, string[]> = { translate: ['/static/translate.js'], home: ['/static/search.js'] };
      expect(await page.evaluate(() => [...document.scripts].map((s) => new URL(s.src).pathname))).toEqual(scripts[type] ?? []);
      await page.close();
    }, 60_000);
  }

  it('draws the badge and the per-language charts', async () => {
    const page = await preview.browser.newPage();
    for (const w of ['svg-badge', 'multi-auto', 'horizontal-auto']) {
      const response = await page.goto(`${preview.origin}/widgets/notes/-/${w}.svg`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toBe('image/svg+xml');
      await page.screenshot({ path: path.join(ARTIFACTS, `widget-${w}.png`) });
    }
    await page.close();
  }, 60_000);
});
