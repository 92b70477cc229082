/**
 * Issue 20 parts 1–3 against nginx and the preview server, each serving a real build of content/:
 * Debian's wlc 1.13 downloads components and projects as ZIPs whose files equal the translation
 * downloads, `--convert` gives files that real readers parse (msgunfmt, translate-toolkit), the
 * requests wlc 2.x makes for the same commands (wlc/__init__.py `Component.download`,
 * `Translation.download`; wlc/main.py `Download`) are replayed, and parameters static files
 * cannot honour get a 400 naming them.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWithTranslateToolkit, TRANSLATE_PYTHON } from '../../src/downloads/convert/real-readers.test-fixture.js';
import type { ManifestRoute } from '../../src/emit/manifest-types.js';
import { ensureServer, freePort, startApache, startCaddy, startNginx, startProcess, type RunningServer } from '../helpers/real-servers.js';
import { loadManifest } from './load-manifest.js';

const run = promisify(execFile);
const compiled = existsSync(join(process.cwd(), 'lib/cli/main.js'));

function ensureWlc(): string | undefined {
  if (existsSync('/usr/bin/wlc')) return undefined;
  if (process.env.CI === 'true') throw new Error('wlc is missing: apt-get install wlc');
  return 'wlc is missing';
}

function ensureReaders(): string | undefined {
  if (TRANSLATE_PYTHON !== undefined && existsSync('/usr/bin/msgunfmt')) return undefined;
  if (process.env.CI === 'true') throw new Error('the real readers are missing: apt-get install translate-toolkit gettext');
  return 'translate-toolkit or msgunfmt is missing';
}

const skip = !compiled ? 'lib/ is missing (npm run compile)' : (ensureServer('nginx') ?? ensureWlc() ?? ensureReaders());

/** wlc runs against nginx and the preview server; the requests it makes are replayed on every server. */
const TARGETS = ['nginx', 'preview', 'caddy', 'apache'] as const;
const skipOf = (target: (typeof TARGETS)[number]): string | undefined =>
  skip ?? (target === 'caddy' || target === 'apache' ? ensureServer(target) : undefined);

/** Every entry of a ZIP (Python's zipfile, an independent reader), by path. */
function readZip(bytes: Buffer): Map<string, Buffer> {
  const script = 'import json,sys,zipfile,io\nz=zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))\nassert z.testzip() is None\nprint(json.dumps({n: z.read(n).hex() for n in z.namelist()}))';
  const out = execFileSync('python3', ['-c', script], { input: bytes, encoding: 'utf8', maxBuffer: 1 << 28 });
  return new Map(Object.entries(JSON.parse(out) as Record<string, string>).map(([name, hex]) => [name, Buffer.from(hex, 'hex')]));
}

/** Weblate's conversion names the build pre-generates. */
const CONVERSIONS = ['po', 'mo', 'xliff', 'xliff11', 'tbx', 'tmx', 'csv'] as const;

for (const target of TARGETS) describe.skipIf(skipOf(target) !== undefined)(`downloads against ${target} ${skipOf(target) ?? ''}`, () => {
  const withWlc = target === 'nginx' || target === 'preview';
  let tmp = '';
  let dist = '';
  let origin = '';
  let server: RunningServer | undefined;
  let routes: ManifestRoute[] = [];

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'stms-downloads-'));
    chmodSync(tmp, 0o755); // the nginx worker runs as nobody
    dist = join(tmp, 'dist');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const cli = join(process.cwd(), 'bin/static-tms.js');
    execFileSync(process.execPath, [cli, 'build', '--content', 'content', '--out', dist, '--base-url', origin, '--host', 'nginx', '--host', 'caddy', '--host', 'apache'], { stdio: 'pipe', timeout: 280_000 });
    ({ routes } = loadManifest(dist));
    const work = join(tmp, 'server');
    mkdirSync(work);
    chmodSync(work, 0o755);
    server =
      target === 'nginx'
        ? await startNginx(work, dist, join(dist, '_hosts/nginx'), false, { port })
        : target === 'caddy'
          ? await startCaddy(work, dist, join(dist, '_hosts/caddy/static-tms.caddy'), { port })
          : target === 'apache'
            ? await startApache(work, dist, dist, join(dist, '_hosts/apache/directory.conf'), { port })
            : await startProcess(process.execPath, [cli, 'serve', dist, '--port', String(port)], port, process.cwd());
  });
  afterAll(async () => {
    await server?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const slugsOf = (re: RegExp): string[] => routes.filter((r) => re.test(r.url)).map((r) => r.url.split('/').slice(3, -1).join('/'));
  const translationRoute = (slug: string): ManifestRoute => routes.find((r) => r.url === `/api/translations/${slug}/file/`)!;
  const translationJson = (slug: string): { filename: string; total: number; translated: number } =>
    JSON.parse(readFileSync(join(dist, `api/translations/${slug}/index.json`), 'utf8')) as { filename: string; total: number; translated: number };
  /** Units translated (state ≥ 20) with a non-empty target, from the translation's unit list (every page). */
  const translatedUnits = (slug: string): number => {
    let n = 0;
    for (let page = 1; ; page++) {
      const file = join(dist, `api/translations/${slug}/units/${page === 1 ? 'index.json' : `page-${page}.json`}`);
      if (!existsSync(file)) return n;
      const { results } = JSON.parse(readFileSync(file, 'utf8')) as { results: { state: number; target: string[] }[] };
      n += results.filter((u) => u.state >= 20 && (u.target[0] ?? '') !== '').length;
    }
  };
  /**
   * The id each unit gets in the XLIFF downloads, in the translation's order: its context, or
   * Weblate's `unit.checksum` (the exporters' `setid(unit.checksum)`), which is also the
   * `checksum` in the unit's `web_url`.
   */
  const xliffIds = (slug: string): string[] => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const file = join(dist, `api/translations/${slug}/units/${page === 1 ? 'index.json' : `page-${page}.json`}`);
      if (!existsSync(file)) return ids;
      const { results } = JSON.parse(readFileSync(file, 'utf8')) as { results: { context: string; web_url: string }[] };
      for (const u of results) ids.push(u.context !== '' ? u.context : /[?&]checksum=([0-9a-f]{16})&/.exec(u.web_url)![1]!);
    }
  };
  const wlc = (args: string[], cwd: string) => run('wlc', ['--config', '/dev/null', '--url', `${origin}/api/`, ...args], { cwd, timeout: 60_000, maxBuffer: 1 << 26 });

  /**
   * The files a component's archive must hold: the download of each translation that has a file in
   * content/ (the demo's content tree keeps a component's repository at projects/<p>/<c>/), and
   * the component's template and new_base files (Weblate's download_multi), at
   * `<p>/<c>/<filename>`.
   */
  const expectedEntries = (component: string): Map<string, Buffer> => {
    const entries = new Map<string, Buffer>();
    const repository = join(process.cwd(), 'content/projects', component);
    for (const t of slugsOf(new RegExp(`^/api/translations/${component}/[^/]+/$`))) {
      const { filename } = translationJson(t);
      if (filename === '' || !existsSync(join(repository, filename))) continue;
      entries.set(`${component}/${filename}`, readFileSync(join(dist, translationRoute(t).file)));
    }
    const settings = JSON.parse(readFileSync(join(dist, `api/components/${component}/index.json`), 'utf8')) as { template: string; new_base: string };
    for (const filename of [settings.template, settings.new_base]) {
      if (filename !== '') entries.set(`${component}/${filename}`, readFileSync(join(repository, filename)));
    }
    return entries;
  };

  it.skipIf(!withWlc)('wlc 1.13 downloads every component and project as ZIPs whose files equal the translation downloads', async () => {
    const cwd = mkdtempSync(join(tmp, 'wlc-'));
    const components = slugsOf(/^\/api\/components\/[^/]+\/[^/]+\/$/);
    const projects = slugsOf(/^\/api\/projects\/[^/]+\/$/);
    expect(components.length).toBeGreaterThan(3);
    for (const c of components) await wlc(['download', c, '--output', join(cwd, 'c')], cwd);
    for (const p of projects) await wlc(['download', p, '--output', join(cwd, `p-${p}`)], cwd);
    let files = 0;
    for (const c of components) {
      const zip = readFileSync(join(cwd, 'c', `${c.replace('/', '-')}.zip`));
      const expected = expectedEntries(c);
      // Every file the translations download and the templates, nothing else (generated translations have no file).
      const entries = readZip(zip);
      expect([...entries.keys()].sort(), c).toEqual([...expected.keys()].sort());
      for (const [path, bytes] of entries) expect(bytes.equals(expected.get(path)!), path).toBe(true);
      files += entries.size;
      // `wlc download <project>` saves the same archive per component.
      const [p] = c.split('/');
      expect(readFileSync(join(cwd, `p-${p}`, `${c.replace('/', '-')}.zip`)).equals(zip), c).toBe(true);
    }
    expect(files).toBeGreaterThan(20);
    // The project archive (Weblate's /api/projects/<p>/file/) holds every component's files.
    for (const p of projects) {
      const response = await fetch(`${origin}/api/projects/${p}/file/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename=${p}.zip`);
      const entries = readZip(Buffer.from(await response.arrayBuffer()));
      for (const c of components.filter((slug) => slug.startsWith(`${p}/`))) {
        for (const [path, bytes] of readZip(readFileSync(join(cwd, 'c', `${c.replace('/', '-')}.zip`)))) expect(entries.get(path)?.equals(bytes), path).toBe(true);
      }
    }
  });

  it.skipIf(!withWlc)('wlc 1.13 --convert gives real files, read back by msgunfmt and translate-toolkit', async () => {
    const cwd = mkdtempSync(join(tmp, 'convert-'));
    // One translation of each gettext component and one of another format.
    const translations = ['weather/app/de', 'weather/website/fr', 'notes/mobile/de', 'notes/android/de'].filter((t) => translationRoute(t) !== undefined);
    expect(translations.length).toBeGreaterThan(2);
    for (const t of translations) {
      const json = translationJson(t);
      const po = json.filename.endsWith('.po');
      for (const format of CONVERSIONS) {
        if (format === 'mo' && !po) continue;
        const out = join(cwd, `${t.replace(/\//g, '-')}.${format}`);
        await wlc(['download', t, '--convert', format, '--output', out], cwd);
        const bytes = readFileSync(out);
        const variant = translationRoute(t).variant_files?.find((v) => v.file.startsWith(`format-${format}.`));
        expect(variant, `${t} ${format}`).toBeDefined();
        expect(bytes.equals(readFileSync(join(dist, `api/translations/${t}/file/${variant!.file}`))), `${t} ${format}`).toBe(true);
        if (format === 'mo') {
          const text = execFileSync('msgunfmt', [out], { encoding: 'utf8' });
          expect(text).toContain('msgstr');
        }
        const store = readWithTranslateToolkit(format, bytes);
        // MO and TMX hold the translated, non-empty strings only (as Weblate's exporters); the other formats every unit.
        if (format === 'mo' || format === 'tmx') expect(store.units.length, `${t} ${format}`).toBe(translatedUnits(t));
        else expect(store.units.length, `${t} ${format}`).toBe(json.total);
        // translate-toolkit prefixes an XLIFF unit's id with its file's name and U+0004.
        if (format === 'xliff11') expect(store.units.map((u) => u.id.split('\u0004').at(-1)), `${t} ${format}`).toEqual(xliffIds(t));
      }
    }
    // A component's --convert is answered with the plain ZIP, as Weblate does.
    await wlc(['download', 'weather/app', '--convert', 'xliff', '--output', join(cwd, 'z')], cwd);
    expect(readFileSync(join(cwd, 'z', 'weather-app.zip')).equals(readFileSync(join(dist, 'api/components/weather/app/file/index.zip')))).toBe(true);
    expect(readdirSync(join(cwd, 'z'))).toEqual(['weather-app.zip']);
  });

  it('answers the requests wlc 2.x makes for download and download --convert', async () => {
    // wlc 2.x: a component downloads `repository_url` with `repository` replaced by `file`, plus
    // `?format=<convert>` appended; a translation downloads `file_url` plus `?format=<convert>`.
    const component = JSON.parse(readFileSync(join(dist, 'api/components/weather/app/index.json'), 'utf8')) as { repository_url: string };
    const translation = JSON.parse(readFileSync(join(dist, 'api/translations/weather/app/de/index.json'), 'utf8')) as { file_url: string };
    const componentFile = component.repository_url.replace('repository', 'file');
    const zip = readFileSync(join(dist, 'api/components/weather/app/file/index.zip'));
    for (const url of [componentFile, `${componentFile}?format=xliff`]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(zip), url).toBe(true);
    }
    const plain = await fetch(translation.file_url);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-disposition')).toBe('attachment; filename=weather-app-de.po');
    for (const format of CONVERSIONS) {
      const url = `${translation.file_url}?${new URLSearchParams({ format }).toString()}`;
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      const ext = format.startsWith('xliff') ? 'xlf' : format;
      expect(response.headers.get('content-disposition'), url).toBe(`attachment; filename=weather-app-de.${ext}`);
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(dist, `api/translations/weather/app/de/file/format-${format}.${ext}`))), url).toBe(true);
    }
    // And a client that sends the format alone (Weblate's own URLs carry no query).
    const bare = await fetch(`${origin}/api/translations/weather/app/de/file/?format=mo`);
    expect(bare.status).toBe(200);
    expect(bare.headers.get('content-type')).toBe('application/x-gettext-catalog');
  });

  it('refuses with a 400 naming the parameter what static files cannot honour', async () => {
    const cases: [string, string][] = [
      ['/api/units/?q=state:empty', 'q'],
      ['/api/translations/weather/app/de/units/?q=state%3Aempty', 'q'],
      ['/api/changes/?user=admin', 'user'],
      ['/api/changes/?action=2', 'action'],
      ['/api/changes/?timestamp_after=2024-01-01', 'timestamp_after'],
      ['/api/projects/weather/changes/?timestamp_before=2024-01-01', 'timestamp_before'],
      ['/api/projects/?page_size=1000', 'page_size'],
      ['/api/projects/?format=yaml', 'format'],
      ['/api/translations/weather/app/de/file/?format=docx', 'format'],
      ['/api/components/weather/app/file/?format=zip:po', 'format'],
      ['/api/units/?format=api&q=x', 'q'],
    ];
    for (const [url, param] of cases) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(400);
      expect(response.headers.get('content-type'), url).toMatch(/^application\/json/);
      const body = JSON.parse(await response.text()) as { detail: string };
      expect(body.detail, url).toContain(`"${param}"`);
    }
    // What the files answer exactly keeps its 200: the API's own format, an empty filter, no query.
    for (const url of ['/api/projects/?format=api', '/api/projects/?format=json', '/api/units/?q=', '/api/units/?format=api&page=2', '/api/translations/weather/app/de/file/?format=api']) {
      expect((await fetch(`${origin}${url}`)).status, url).toBe(200);
    }
  });
});
