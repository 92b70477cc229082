/**
 * A small, hand-written, consistent `dist/` (hosting.md §1, §3) for the host tests: a list over three
 * pages, an empty list, a detail kind, a raw PO and a raw TBX route (plus `sr@latin` for a quoted file
 * name), with an optional base path and `.gz`/`.br` siblings.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ManifestHead, ManifestRoute } from '../../src/emit/manifest-types.js';

export interface FixtureOptions {
  basePath?: string;
  links?: 'query' | 'path';
  precompress?: boolean;
  origin?: string;
}

export interface Fixture {
  head: ManifestHead;
  routes: ManifestRoute[];
  /** Path in dist → bytes, errors included. */
  files: Map<string, Buffer>;
}

const options = (name: string): string =>
  `{"name":"${name}","description":"","renders":["application/json"],"parses":["application/json"]}`;

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

const PO = (lang: string): string =>
  `msgid ""\nmsgstr ""\n"Language: ${lang}\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Hello"\nmsgstr "Bonjour ${lang} é"\n`;
const TBX =
  '<?xml version="1.0" encoding="UTF-8"?>\n<tbx type="TBX-Basic" xml:lang="en"><text><body><termEntry id="1"><langSet xml:lang="fr"><tig><term>fichier</term></tig></langSet></termEntry></body></text></tbx>\n';

export function buildFixture(opts: FixtureOptions = {}): Fixture {
  const basePath = opts.basePath ?? '';
  const links = opts.links ?? 'query';
  const base = `${opts.origin ?? 'https://l10n.example.org'}${basePath}`;
  const head: ManifestHead = {
    version: 1,
    base_url: base,
    base_path: basePath,
    links,
    pagination: { param: 'page', page_size: 2, page_file: 'page-{n}.json' },
    precompressed: opts.precompress ? ['br', 'gzip'] : [],
    defaults: { 'Content-Type': 'application/json', Vary: 'Accept' },
    content_types: { po: 'text/x-po', tbx: 'application/x-tbx' },
    errors: {
      not_found: { status: 404, file: '404.json' },
      invalid_page: { status: 404, file: '404-invalid-page.json' },
      method_not_allowed: { status: 405, file: '405-{method}.json', methods: ['DELETE', 'OPTIONS', 'PATCH', 'POST', 'PUT'] },
    },
    kinds: {
      'api-root': { pattern: '/api/', paginated: false, headers: { Allow: 'GET, HEAD, OPTIONS' }, options: options('Api Root') },
      project: {
        pattern: '/api/projects/:project/',
        paginated: false,
        headers: { Allow: 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS' },
        options: options('Project'),
      },
      'project-changes': {
        pattern: '/api/projects/:project/changes/',
        paginated: true,
        headers: { Allow: 'GET, HEAD, OPTIONS' },
        options: options('Change List'),
      },
      'project-list': { pattern: '/api/projects/', paginated: true, headers: { Allow: 'GET, POST, HEAD, OPTIONS' }, options: options('Project List') },
      'translation-file': {
        pattern: '/api/translations/:project/:component/:language/file/',
        paginated: false,
        headers: { Allow: 'GET, POST, PUT, HEAD, OPTIONS' },
        options: options('Translation File'),
        index: ['index.po', 'index.tbx'],
      },
    },
  };
  const files = new Map<string, Buffer>();
  const put = (path: string, text: string): Buffer => {
    const b = Buffer.from(text, 'utf8');
    files.set(path, b);
    return b;
  };
  const pageLink = (url: string, n: number): string =>
    n === 1 ? `${base}${url}?format=api` : links === 'path' ? `${base}${url}page-${n}.json?format=api` : `${base}${url}?format=api&page=${n}`;
  const list = (url: string, file: string, items: string[]): Pick<ManifestRoute, 'pages' | 'page_files' | 'sha256' | 'size'> => {
    const size = head.pagination.page_size;
    const pages = Math.max(1, Math.ceil(items.length / size));
    const bodies: Buffer[] = [];
    for (let n = 1; n <= pages; n++) {
      const results = items.slice((n - 1) * size, n * size).map((s) => `{"slug":"${s}"}`);
      const next = n < pages ? `"${pageLink(url, n + 1)}"` : 'null';
      const prev = n > 1 ? `"${pageLink(url, n - 1)}"` : 'null';
      const text = `{"count":${items.length},"next":${next},"previous":${prev},"results":[${results.join(',')}]}`;
      bodies.push(put(n === 1 ? file : file.replace(/index\.json$/, `page-${n}.json`), text));
    }
    const [first, ...rest] = bodies as [Buffer, ...Buffer[]];
    return { sha256: sha256(first), size: first.length, pages, page_files: rest.map((b) => ({ sha256: sha256(b), size: b.length })) };
  };
  const plain = (file: string, text: string): Pick<ManifestRoute, 'sha256' | 'size'> => {
    const b = put(file, text);
    return { sha256: sha256(b), size: b.length };
  };
  const raw = (p: string, c: string, l: string, ext: 'po' | 'tbx', text: string): ManifestRoute => {
    const url = `/api/translations/${p}/${c}/${l}/file/`;
    const file = `api${url.slice(4)}index.${ext}`;
    const name = `${p}-${c}-${l}.${ext}`;
    const disposition = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name) ? `filename=${name}` : `filename="${name}"`;
    return {
      url,
      kind: 'translation-file',
      file,
      ...plain(file, text),
      headers: { 'Content-Type': head.content_types[ext] as string, 'Content-Disposition': `attachment; ${disposition}` },
    };
  };
  const routes: ManifestRoute[] = [
    { url: '/api/', kind: 'api-root', file: 'api/index.json', ...plain('api/index.json', `{"projects":"${base}/api/projects/"}`) },
    { url: '/api/projects/', kind: 'project-list', file: 'api/projects/index.json', ...list('/api/projects/', 'api/projects/index.json', ['a', 'b', 'c', 'd', 'demo']) },
    { url: '/api/projects/demo/', kind: 'project', file: 'api/projects/demo/index.json', ...plain('api/projects/demo/index.json', '{"slug":"demo","name":"Démo"}') },
    {
      url: '/api/projects/demo/changes/',
      kind: 'project-changes',
      file: 'api/projects/demo/changes/index.json',
      ...list('/api/projects/demo/changes/', 'api/projects/demo/changes/index.json', []),
    },
    raw('demo', 'core', 'fr', 'po', PO('fr')),
    raw('demo', 'core', 'sr@latin', 'po', PO('sr@latin')),
    raw('demo', 'glossary', 'fr', 'tbx', TBX),
  ];
  routes.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const notFound = put('404.json', '{"detail":"Not found."}');
  files.set('404.html', notFound);
  put('404-invalid-page.json', '{"detail":"Invalid page."}');
  for (const m of head.errors.method_not_allowed.methods) put(`405-${m}.json`, `{"detail":"Method \\"${m}\\" not allowed."}`);
  return { head, routes, files };
}

export function renderManifest(head: ManifestHead, routes: ManifestRoute[]): string {
  const lines = routes.map((r) => JSON.stringify(r));
  const h = JSON.stringify(head);
  return `${h.slice(0, -1)},"routes":[\n${lines.join(',\n')}\n]}\n`;
}

/** Writes the fixture (and its precompressed siblings) under `dir`; returns it. */
export function writeFixtureDist(dir: string, opts: FixtureOptions = {}): Fixture {
  const fx = buildFixture(opts);
  for (const [path, bytes] of fx.files) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, bytes);
    if (opts.precompress && (path.startsWith('api/') || /^40[45]/.test(path))) {
      writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      );
    }
  }
  writeFileSync(join(dir, 'headers-manifest.json'), renderManifest(fx.head, fx.routes));
  return fx;
}

/** Writes printed host files into `dir`. */
export function writeHostFiles(dir: string, hostFiles: { path: string; text: string }[]): void {
  for (const f of hostFiles) {
    const full = join(dir, f.path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, f.text);
  }
}
