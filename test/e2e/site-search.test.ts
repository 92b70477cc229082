import path from 'node:path';
import axe from 'axe-core';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, SITE_ARTIFACTS as ARTIFACTS, startBrowserPreview, withServedBuild, type BrowserPreview } from '../helpers/browser-preview.js';

interface Result {
  href: string;
  text: string;
}

/** Types a query into the home page's search and waits until every result shown is loaded. */
async function searchFor(page: Page, query: string): Promise<{ status: string; results: Result[] }> {
  await page.$eval('#site-search-q', (input) => { (input as HTMLInputElement).value = ''; });
  await page.type('#site-search-q', query);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => {
    const status = document.querySelector('#site-search-status')?.textContent ?? '';
    return /match|failed/.test(status) && !document.querySelector('#site-search-results [aria-busy]');
  });
  return {
    status: await page.$eval('#site-search-status', (s) => s.textContent!),
    results: await page.$$eval('#site-search-results li', (items) => items.map((li) => ({ href: li.querySelector('a')!.getAttribute('href')!, text: li.textContent! }))),
  };
}

/** Serious or critical axe-core violations of the page as it is, light and dark. */
async function seriousViolations(page: Page): Promise<string[]> {
  const out: string[] = [];
  await page.evaluate(axe.source);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
    const result = await page.evaluate(async () => {
      const run = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run;
      return run({ resultTypes: ['violations'] });
    });
    out.push(...result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${scheme} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`));
  }
  return out;
}

/** Follows a result's link and returns what the translate view shows as the selected unit. */
async function openResult(page: Page, origin: string, result: Result): Promise<{ checksum: string | null; text: string }> {
  await page.goto(`${origin}${result.href}`, { waitUntil: 'load' });
  await page.waitForSelector('.sb-selected');
  return page.$eval('.sb-selected', (a) => ({ checksum: a.getAttribute('data-checksum'), text: a.textContent! }));
}

describe.skipIf(!HAS_CHROMIUM)('the home page search in a real browser', () => {
  let preview: BrowserPreview;
  beforeAll(async () => { preview = await startBrowserPreview(); }, 120_000);
  afterAll(() => preview?.close());

  it('finds a translation by a word’s start, whatever its case and accents, and opens its unit', async () => {
    const page = await preview.browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${preview.origin}/`, { waitUntil: 'load' });
    // "Prévisions" (French, weather/app) from "PREVIS": case, accent and prefix folded.
    const { status, results } = await searchFor(page, 'PREVIS');
    expect(status).toMatch(/^\d+ strings? match/);
    const fr = results.find((r) => r.href.startsWith('/translate/weather/app/fr/?checksum='));
    expect(fr, JSON.stringify(results)).toBeDefined();
    expect(fr!.text).toContain('Prévisions');
    expect(fr!.text).toContain('Weather Station / Weather Station app / French');
    await page.screenshot({ path: path.join(ARTIFACTS, 'search-results.png'), fullPage: true });
    // Only the manifest and one shard were read for the index, and each result from the API.
    const index = requests.filter((p) => p.startsWith('/static/search/'));
    expect(index[0]).toBe('/static/search/index.sidx');
    expect(index).toHaveLength(2);
    expect(requests.filter((p) => p.startsWith('/api/units/'))).toHaveLength(results.length);
    expect(new URL(page.url()).search).toBe('?q=PREVIS');
    // The results are accessible, light and dark, and fit a phone's width.
    expect(await seriousViolations(page)).toEqual([]);
    // (A phone's viewport reloads the page: the query in the address searches again.)
    await page.setViewport({ width: 390, height: 844, isMobile: true });
    await page.waitForFunction(() => document.querySelectorAll('#site-search-results li[data-checksum]').length > 0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'search-results-dark-phone.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    const shown = await openResult(page, preview.origin, fr!);
    expect(fr!.href).toContain(`checksum=${shown.checksum}`);
    expect(shown.text).toContain('Prévisions');
    expect(shown.text).toContain('Forecast');
    await page.close();
  }, 60_000);

  it('finds a source string once per component, with links to every language, and keys', async () => {
    const page = await preview.browser.newPage();
    await page.goto(`${preview.origin}/?q=${encodeURIComponent('forecast')}`, { waitUntil: 'load' });
    await page.waitForFunction(() => /match/.test(document.querySelector('#site-search-status')?.textContent ?? '') && !document.querySelector('#site-search-results [aria-busy]'));
    const source = await page.$$eval('#site-search-results li', (items) => items.map((li) => ({ text: li.textContent!, links: [...li.querySelectorAll('a')].map((a) => a.getAttribute('href')!) })));
    const app = source.find((r) => r.links[0]!.startsWith('/translate/weather/app/en/?checksum='));
    expect(app, JSON.stringify(source)).toBeDefined();
    expect(app!.text).toContain('Translations:');
    const checksum = app!.links[0]!.split('checksum=')[1];
    expect(app!.links).toContain(`/translate/weather/app/de/?checksum=${checksum}`);
    const de = await openResult(page, preview.origin, { href: `/translate/weather/app/de/?checksum=${checksum}`, text: '' });
    expect(de.text).toContain('Vorhersage');
    // Two words: the units that have both; a word no string has: none.
    await page.goto(`${preview.origin}/`, { waitUntil: 'load' });
    const both = await searchFor(page, 'vent km');
    expect(both.results.length).toBeGreaterThan(0);
    for (const r of both.results) expect(r.text.toLowerCase()).toMatch(/vent[\s\S]*km/);
    const none = await searchFor(page, 'xylophonequartet');
    expect(none.status).toContain('No string matches');
    expect(none.results).toEqual([]);
    await page.close();
  }, 60_000);

  it('works under a base path in path link mode, and says what to do without JavaScript', async () => {
    await withServedBuild({ content: 'content', options: ['--links', 'path', '--base-url', 'http://127.0.0.1:9/l10n'] }, async (base) => {
      const page = await preview.browser.newPage();
      await page.goto(`${base}/`, { waitUntil: 'load' });
      const { results } = await searchFor(page, 'vorhersage');
      const de = results.find((r) => r.href.startsWith('/l10n/translate/weather/app/de/?checksum='));
      expect(de, JSON.stringify(results)).toBeDefined();
      const shown = await openResult(page, new URL(base).origin, de!);
      expect(shown.text).toContain('Vorhersage');
      await page.setJavaScriptEnabled(false);
      await page.goto(`${base}/`, { waitUntil: 'load' });
      expect(await page.$eval('#site-search-fallback', (p) => ({ hidden: (p as HTMLElement).hidden, text: p.textContent }))).toEqual({ hidden: false, text: expect.stringContaining('needs JavaScript') });
      expect(await page.$eval('#site-search-form', (f) => (f as HTMLElement).hidden)).toBe(true);
      await page.close();
    });
  }, 120_000);
});
