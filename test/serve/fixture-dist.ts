/**
 * A small hand-written `dist/` for the preview-server tests (hosting.md §1, §3): a list over three
 * pages, an empty list, two detail kinds (one with a dotted username), a raw PO route and a raw TBX
 * route for `sr@latin`, the error files, and `headers-manifest.json` in the §3 layout (head first,
 * `"routes":[` on its own line, one route per line, a final newline).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ManifestHead, ManifestKind, ManifestRoute } from '../../src/emit/manifest-types.js';

export interface FixtureDistOptions {
  /** `https://l10n.example.org` unless given; the base path is appended to it. */
  origin?: string;
  /** `""` or a path like `/l10n`. */
  basePath?: string;
  links?: 'query' | 'path';
  /** Written as the manifest's `version` (to test refusal of other versions). */
  version?: number;
}

export interface FixtureDist {
  head: ManifestHead;
  routes: ManifestRoute[];
  /** Path in `dist/` → bytes, error files included (not the manifest). */
  files: Map<string, Buffer>;
  manifestText: string;
}

export const PAGE_SIZE = 2;
export const PROJECT_SLUGS = ['alpha', 'beta', 'demo', 'gamma', 'zeta'];

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function optionsBody(name: string): string {
  return JSON.stringify({ name, description: '', renders: ['application/json'], parses: ['application/json'] });
}

function kind(pattern: string, paginated: boolean, allow: string, name: string, index?: string[]): ManifestKind {
  return { pattern, paginated, headers: { Allow: allow }, options: optionsBody(name), ...(index ? { index } : {}) };
}

export const FIXTURE_KINDS: Record<string, ManifestKind> = {
  'api-root': kind('/api/', false, 'GET, HEAD, OPTIONS', 'Api Root'),
  'change-list': kind('/api/changes/', true, 'GET, HEAD, OPTIONS', 'Change List'),
  project: kind('/api/projects/:project/', false, 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS', 'Project'),
  'project-list': kind('/api/projects/', true, 'GET, POST, HEAD, OPTIONS', 'Project List'),
  'translation-file': kind(
    '/api/translations/:project/:component/:language/file/',
    false,
    'GET, POST, PUT, HEAD, OPTIONS',
    'Translation File',
    ['index.po', 'index.tbx'],
  ),
  user: kind('/api/users/:user/', false, 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS', 'User'),
};

export const PO_TEXT =
  'msgid ""\nmsgstr ""\n"Language: fr\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n\nmsgid "Hello"\nmsgstr "Bonjour é"\n';
export const TBX_TEXT =
  '<?xml version="1.0" encoding="UTF-8"?>\n<tbx type="TBX-Basic" xml:lang="en"><text><body><termEntry id="t1">' +
  '<langSet xml:lang="sr-Latn"><tig><term>datoteka</term></tig></langSet></termEntry></body></text></tbx>\n';

/** Builds the fixture in memory. */
export function buildFixtureDist(options: FixtureDistOptions = {}): FixtureDist {
  const basePath = options.basePath ?? '';
  const links = options.links ?? 'query';
  const base = `${options.origin ?? 'https://l10n.example.org'}${basePath}`;
  const head: ManifestHead = {
    version: (options.version ?? 1) as 1,
    base_url: base,
    base_path: basePath,
    links,
    pagination: { param: 'page', page_size: PAGE_SIZE, page_file: 'page-{n}.json' },
    precompressed: [],
    defaults: { 'Content-Type': 'application/json', Vary: 'Accept' },
    content_types: { po: 'text/x-po', tbx: 'application/x-tbx' },
    errors: {
      not_found: { status: 404, file: '404.json' },
      invalid_page: { status: 404, file: '404-invalid-page.json' },
      method_not_allowed: { status: 405, file: '405-{method}.json', methods: ['DELETE', 'OPTIONS', 'PATCH', 'POST', 'PUT'] },
    },
    kinds: FIXTURE_KINDS,
  };
  const files = new Map<string, Buffer>();
  const put = (file: string, text: string): { sha256: string; size: number } => {
    const bytes = Buffer.from(text, 'utf8');
    files.set(file, bytes);
    return { sha256: sha256(bytes), size: bytes.length };
  };
  const pageLink = (url: string, n: number): string =>
    n === 1
      ? `${base}${url}?format=api`
      : links === 'path'
        ? `${base}${url}page-${n}.json?format=api`
        : `${base}${url}?format=api&page=${n}`;
  const list = (url: string, kindName: string, items: string[]): ManifestRoute => {
    const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
    const dir = `api${url.slice('/api'.length)}`;
    const written = [];
    for (let n = 1; n <= pages; n++) {
      const results = items.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE).map((slug) => ({ slug, url: `${base}/api/projects/${slug}/?format=api` }));
      const body = JSON.stringify({
        count: items.length,
        next: n < pages ? pageLink(url, n + 1) : null,
        previous: n > 1 ? pageLink(url, n - 1) : null,
        results,
      });
      written.push(put(`${dir}${n === 1 ? 'index.json' : `page-${n}.json`}`, body));
    }
    const [first, ...rest] = written;
    if (first === undefined) throw new Error('a list has at least one page');
    return { url, kind: kindName, file: `${dir}index.json`, ...first, pages, page_files: rest };
  };
  const plain = (url: string, kindName: string, body: string): ManifestRoute => {
    const file = `api${url.slice('/api'.length)}index.json`;
    return { url, kind: kindName, file, ...put(file, body) };
  };
  const raw = (project: string, component: string, language: string, ext: 'po' | 'tbx', text: string): ManifestRoute => {
    const url = `/api/translations/${project}/${component}/${language}/file/`;
    const file = `api${url.slice('/api'.length)}index.${ext}`;
    const name = `${project}-${component}-${language}.${ext}`;
    const filename = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name) ? name : `"${name}"`;
    return {
      url,
      kind: 'translation-file',
      file,
      ...put(file, text),
      headers: { 'Content-Type': head.content_types[ext] ?? '', 'Content-Disposition': `attachment; filename=${filename}` },
    };
  };
  const routes: ManifestRoute[] = [
    plain('/api/', 'api-root', JSON.stringify({ projects: `${base}/api/projects/?format=api` })),
    list('/api/changes/', 'change-list', []),
    list('/api/projects/', 'project-list', PROJECT_SLUGS),
    plain('/api/projects/demo/', 'project', JSON.stringify({ slug: 'demo', name: 'Démo' })),
    raw('demo', 'core', 'fr', 'po', PO_TEXT),
    raw('demo', 'glossary', 'sr@latin', 'tbx', TBX_TEXT),
    plain('/api/users/john.doe/', 'user', JSON.stringify({ username: 'john.doe' })),
  ];
  routes.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  put('404.json', '{"detail":"Not found."}');
  put('404.html', '{"detail":"Not found."}');
  put('404-invalid-page.json', '{"detail":"Invalid page."}');
  for (const method of head.errors.method_not_allowed.methods) {
    put(`405-${method}.json`, JSON.stringify({ detail: `Method "${method}" not allowed.` }));
  }
  return { head, routes, files, manifestText: renderFixtureManifest(head, routes) };
}

/** The §3 layout: head keys in order, then `"routes":[` on its own line, one route per line. */
export function renderFixtureManifest(head: ManifestHead, routes: readonly ManifestRoute[]): string {
  const headLines = Object.entries(head).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)},`);
  return `{${headLines.join('\n')}\n"routes":[\n${routes.map((route) => JSON.stringify(route)).join(',\n')}\n]}\n`;
}

/** Writes the fixture under `dir` (created if needed) and returns it. */
export async function writeFixtureDist(dir: string, options: FixtureDistOptions = {}): Promise<FixtureDist> {
  const fixture = buildFixtureDist(options);
  for (const [file, bytes] of fixture.files) {
    const full = path.join(dir, file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, bytes);
  }
  await writeFile(path.join(dir, 'headers-manifest.json'), fixture.manifestText);
  return fixture;
}
