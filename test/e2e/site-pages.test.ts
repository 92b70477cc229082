import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startCliServer } from '../helpers/run-cli.js';
import { Percent } from '../../src/emit/json.js';
import { PNG_COLOURS, rasterise, svg88x31 } from '../../src/widgets/png-widgets.js';

type Json = Record<string, unknown>;

/** Every object of a paginated API list, following `next`. */
async function listAll(url: string): Promise<Json[]> {
  const out: Json[] = [];
  for (let next: string | null = url; next !== null;) {
    const page = (await (await fetch(next)).json()) as { results: Json[]; next: string | null };
    out.push(...page.results);
    next = page.next;
  }
  return out;
}

/** The percentage a badge shows. */
async function badgePercent(url: string): Promise<string> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
  expect(res.headers.get('cache-control')).toMatch(/^max-age=\d+$/);
  const svg = await res.text();
  return /translated: ([\d.]+)%/.exec(svg)?.[1] ?? `no percentage in ${svg}`;
}

describe('the web site of the demo', () => {
  let server: Awaited<ReturnType<typeof startCliServer>>;
  let origin: string;
  beforeAll(async () => {
    server = await startCliServer(['preview', '--content', 'content']);
    origin = server.root.replace(/\/api\/$/, '');
  }, 120_000);
  afterAll(() => server?.stop());

  it('answers every web URL the API emits with an HTML page', async () => {
    const urls = new Set<string>();
    const add = (o: Json, keys: string[]): void => {
      for (const k of keys) if (typeof o[k] === 'string' && (o[k] as string) !== '') urls.add((o[k] as string).replace(/\?.*$/, ''));
    };
    for (const p of await listAll(`${origin}/api/projects/`)) add(p, ['web_url']);
    for (const c of await listAll(`${origin}/api/components/`)) add(c, ['web_url', 'git_export']);
    for (const t of await listAll(`${origin}/api/translations/`)) add(t, ['web_url', 'share_url', 'translate_url']);
    for (const l of await listAll(`${origin}/api/languages/`)) add(l, ['web_url']);
    for (const p of await listAll(`${origin}/api/projects/`)) {
      const langs = (await (await fetch(`${p.url as string}`.replace('?format=api', 'languages/'))).json()) as Json[];
      for (const l of langs) add(l, ['url', 'translate_url']);
    }
    expect(urls.size).toBeGreaterThan(50);
    for (const u of urls) {
      expect(u.startsWith(origin), u).toBe(true);
      const res = await fetch(u);
      expect(res.status, u).toBe(200);
      expect(res.headers.get('content-type'), u).toBe('text/html; charset=utf-8');
      const text = await res.text();
      expect(text, u).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
      // No resource from elsewhere (links to a project's own website are fine).
      expect(text, u).not.toMatch(/src="https?:|<link[^>]+href="https?:/);
    }
  }, 120_000);

  it('serves the home, activity, languages, user, engage and stylesheet files', async () => {
    for (const p of ['/', '/changes/', '/languages/', '/user/alice/', '/engage/weather/']) {
      const res = await fetch(`${origin}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    const css = await fetch(`${origin}/static/site.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toMatch(/prefers-color-scheme:dark/);
  });

  it('shows the API statistics in the badges', async () => {
    for (const t of await listAll(`${origin}/api/translations/`)) {
      const [, p, c, l] = /\/api\/translations\/([^/]+)\/([^/]+)\/([^/]+)\//.exec(t.url as string)!;
      expect(await badgePercent(`${origin}/widgets/${p}/${l}/${c}/svg-badge.svg`)).toBe(String(t.translated_percent).includes('.') ? String(t.translated_percent) : `${String(t.translated_percent)}.0`);
    }
    for (const p of await listAll(`${origin}/api/projects/`)) {
      const stats = (await (await fetch(`${origin}/api/projects/${p.slug as string}/statistics/`)).json()) as Json;
      const text = await (await fetch(`${origin}/api/projects/${p.slug as string}/statistics/`)).text();
      const exact = /"translated_percent":([\d.]+)/.exec(text)![1]!;
      expect(stats.translated_percent).toBeDefined();
      expect(await badgePercent(`${origin}/widgets/${p.slug as string}/-/svg-badge.svg`)).toBe(exact);
      // The 88x31 PNG draws the percentage alone: its bytes are those of the API's percentage drawn.
      const tenths = Math.round(Number(exact) * 10);
      for (const colour of PNG_COLOURS) {
        const png = await fetch(`${origin}/widgets/${p.slug as string}/-/88x31-${colour}.png`);
        expect(png.status).toBe(200);
        expect(png.headers.get('content-type')).toBe('image/png');
        expect(png.headers.get('cache-control')).toBe('max-age=7200');
        const drawn = rasterise(svg88x31({ name: '', scope: null, siteName: '', translated: new Percent(tenths), strings: 0, languages: 0 }, colour));
        expect(Buffer.from(await png.arrayBuffer()).equals(drawn)).toBe(true);
        for (const name of [`287x66-${colour}.png`, 'open-graph.png']) expect((await fetch(`${origin}/widgets/${p.slug as string}/-/${name}`)).headers.get('content-type')).toBe('image/png');
      }
      for (const chart of ['multi-auto', 'multi-red', 'multi-green', 'multi-blue', 'horizontal-auto', 'horizontal-blue']) {
        const res = await fetch(`${origin}/widgets/${p.slug as string}/-/${chart}.svg`);
        expect(res.status, chart).toBe(200);
        expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      }
    }
  }, 60_000);

  it('shows the plural forms of a change target apart, never as control characters', async () => {
    const page = await (await fetch(`${origin}/projects/notes/mobile/it/`)).text();
    expect(page).toContain('%d nota | %d note');
    expect(page).not.toContain('\x1e');
  });

  it('answers a missing page with an HTML 404 and keeps the JSON 404 under /api/', async () => {
    const page = await fetch(`${origin}/projects/no-such-project/`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toMatch(/Page not found/);
    const api = await fetch(`${origin}/api/projects/no-such-project/`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toBe('application/json');
    expect(await api.text()).toBe('{"detail":"Not found."}');
    const slashless = await fetch(`${origin}/projects/weather`, { redirect: 'manual' });
    expect(slashless.status).toBe(301);
    expect(slashless.headers.get('location')).toBe('/projects/weather/');
  });
});

describe('static-tms build --no-site', () => {
  it('writes the API alone, and the same API files as a build with the site', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stms-nosite-'));
    try {
      expect(runCli(['build', '--content', 'content', '--out', path.join(dir, 'a'), '--quiet', '--no-site']).status).toBe(0);
      expect(runCli(['build', '--content', 'content', '--out', path.join(dir, 'b'), '--quiet']).status).toBe(0);
      const a = fs.realpathSync(path.join(dir, 'a'));
      const b = fs.realpathSync(path.join(dir, 'b'));
      expect(fs.existsSync(path.join(a, 'index.html'))).toBe(false);
      expect(fs.existsSync(path.join(a, 'widgets'))).toBe(false);
      expect(fs.existsSync(path.join(b, 'index.html'))).toBe(true);
      const manifestA = JSON.parse(fs.readFileSync(path.join(a, 'headers-manifest.json'), 'utf8')) as Json;
      const manifestB = JSON.parse(fs.readFileSync(path.join(b, 'headers-manifest.json'), 'utf8')) as Json;
      expect(manifestA.site).toBeUndefined();
      expect(manifestB.site).toMatchObject({ index: 'index.html', not_found: { status: 404, file: '404-page.html' } });
      const apiRoutes = (m: Json) => (m.routes as { url: string; sha256: string }[]).filter((r) => r.url.startsWith('/api/'));
      expect(apiRoutes(manifestB)).toEqual(apiRoutes(manifestA));
      // Same input, same bytes.
      expect(runCli(['build', '--content', 'content', '--out', path.join(dir, 'c'), '--quiet']).status).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'c', 'headers-manifest.json'), 'utf8')).toBe(fs.readFileSync(path.join(b, 'headers-manifest.json'), 'utf8'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
