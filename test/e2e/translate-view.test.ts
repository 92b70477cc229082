import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, SITE_ARTIFACTS as ARTIFACTS, startBrowserPreview, withServedBuild, type BrowserPreview } from '../helpers/browser-preview.js';

interface ApiUnit {
  source: string[];
  target: string[];
  context: string;
  note: string;
  explanation: string;
  location: string;
  position: number;
  fuzzy: boolean;
  translated: boolean;
  has_failing_check: boolean;
  web_url: string;
}

/** Every unit of a translation, read from the API the way a client does (following `next`). */
async function unitsOf(origin: string, rel: string): Promise<ApiUnit[]> {
  const out: ApiUnit[] = [];
  let url: string | null = `${origin}/api/translations/${rel}units/`;
  while (url !== null) {
    const body = (await (await fetch(url)).json()) as { next: string | null; results: ApiUnit[] };
    out.push(...body.results);
    url = body.next === null ? null : `${origin}${new URL(body.next).pathname}${new URL(body.next).search}`;
  }
  return out;
}

const checksumOf = (u: ApiUnit): string => /checksum=([0-9a-f]+)/.exec(u.web_url)![1]!;

async function itemsOf(page: Page): Promise<string[]> {
  return page.$$eval('#string-browser .sb-item', (items) => items.map((i) => i.getAttribute('data-checksum')!));
}

async function expectShowsUnit(page: Page, origin: string, rel: string, unit: ApiUnit, plurals: string[]): Promise<void> {
  await page.goto(`${origin}/translate/${rel}?checksum=${checksumOf(unit)}`, { waitUntil: 'load' });
  await page.waitForSelector('.sb-selected');
  const shown = await page.$eval('.sb-selected', (a) => ({ checksum: a.getAttribute('data-checksum'), text: a.textContent! }));
  expect(shown.checksum).toBe(checksumOf(unit));
  for (const s of unit.source) expect(shown.text).toContain(s);
  for (const t of unit.target) expect(shown.text).toContain(t);
  if (unit.context) expect(shown.text).toContain(unit.context);
  // Every plural form carries its plural category, in the language's order.
  const target = await page.$eval('.sb-unit dd:nth-of-type(2)', (dd) => [...dd.querySelectorAll('li')].map((li) => li.textContent));
  expect(target).toEqual(unit.target.length > 1 ? unit.target.map((t, i) => `${plurals[i]}: ${t}`) : []);
}

describe.skipIf(!HAS_CHROMIUM)('the translate view in a real browser', () => {
  let preview: BrowserPreview;
  beforeAll(async () => { preview = await startBrowserPreview(); }, 120_000);
  afterAll(() => preview?.close());

  it('opens the unit its checksum names, plural forms labelled, with its neighbours', async () => {
    const page = await preview.browser.newPage();
    const rel = 'weather/web-i18next/pl/';
    const units = await unitsOf(preview.origin, rel);
    const plural = units.find((u) => u.target.length > 1);
    expect(plural).toBeDefined();
    await expectShowsUnit(page, preview.origin, rel, plural!, ['one', 'few', 'many']);
    await page.screenshot({ path: path.join(ARTIFACTS, 'translate-view-checksum.png'), fullPage: true });
    // Neighbours link to the units next to it; following one opens it.
    const near = await page.$$eval('.sb-near a', (links) => links.map((a) => a.getAttribute('href')!));
    expect(near.length).toBeGreaterThan(0);
    await page.click('.sb-near a');
    await page.waitForFunction((old) => document.querySelector('.sb-selected')?.getAttribute('data-checksum') !== old, {}, checksumOf(plural!));
    expect(new URL(page.url()).search).toBe(near[0]);
    await page.close();
  }, 60_000);

  it('filters by state, failing check and text, and pages through a long list', async () => {
    const page = await preview.browser.newPage();
    const rel = 'notes/mobile/it/';
    const units = await unitsOf(preview.origin, rel);
    await page.goto(`${preview.origin}/translate/${rel}`, { waitUntil: 'load' });
    await page.waitForFunction((n) => /of (\d+)\./.exec(document.querySelector('#string-browser [role=status]')?.textContent ?? '')?.[1] === String(n) && !document.querySelector('#string-browser [role=status]')!.textContent!.includes('loading'), {}, units.length);
    const expectFilter = async (value: string, keep: (u: ApiUnit) => boolean): Promise<void> => {
      await page.select('#sb-filter', value);
      const expected = units.filter(keep).map(checksumOf);
      expect(await page.$eval('#string-browser [role=status]', (s) => s.textContent)).toContain(`${expected.length} string`);
      expect(await itemsOf(page)).toEqual(expected.slice(0, 20));
    };
    await expectFilter('all', () => true);
    await expectFilter('untranslated', (u) => !u.translated && !u.fuzzy);
    await expectFilter('fuzzy', (u) => u.fuzzy);
    await expectFilter('failing', (u) => u.has_failing_check);
    await expectFilter('all', () => true);
    // The search reads the source, target, context, comments and location, case-insensitively.
    const foundBy = (word: string): string[] => units.filter((u) => [u.source.join(' '), u.target.join(' '), u.context, u.note, u.explanation, u.location].some((s) => s.toLowerCase().includes(word.toLowerCase()))).map(checksumOf);
    const word = units.flatMap((u) => u.source[0]!.split(/\s+/)).find((w) => w.length > 4 && foundBy(w).length < units.length)!;
    await page.type('#sb-search', word.toUpperCase());
    const found = foundBy(word);
    expect(found.length).toBeGreaterThan(0);
    expect(await itemsOf(page)).toEqual(found.slice(0, 20));
    await page.screenshot({ path: path.join(ARTIFACTS, 'translate-view-search.png'), fullPage: true });
    // 27 strings: a page of 20, then the other 7.
    await page.goto(`${preview.origin}/translate/weather/app/de/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('.sb-pager')?.textContent?.includes('Page 1 of 2'));
    expect(await itemsOf(page)).toHaveLength(20);
    const [, next] = await page.$$('.sb-pager button');
    await next!.click();
    expect(await itemsOf(page)).toHaveLength(7);
    await page.close();
  }, 60_000);

  it('reads the API in path link mode, and without JavaScript links to the API and the file', async () => {
    // The demo with pages of 5 items, so that a translation's units span page-N.json files.
    await withServedBuild({ content: 'content', options: ['--links', 'path'], siteYaml: 'page_size: 5\n' }, async (base) => {
      const rel = 'weather/web-i18next/pl/';
      const page = await preview.browser.newPage();
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      const units = await unitsOf(base, rel);
      await expectShowsUnit(page, base, rel, units.at(-1)!, ['one', 'few', 'many']);
      expect(requests).toContain(`/api/translations/${rel}units/`);
      expect(requests).toContain(`/api/translations/${rel}units/page-2.json`);
      await page.setJavaScriptEnabled(false);
      await page.goto(`${base}/translate/${rel}`, { waitUntil: 'load' });
      const links = await page.$$eval('#string-browser-fallback a', (as) => as.map((a) => new URL(a.href).pathname));
      expect(links).toEqual([`/api/translations/${rel}units/`, `/api/translations/${rel}`, `/api/translations/${rel}file/`]);
      await page.close();
    });
  }, 120_000);
});
