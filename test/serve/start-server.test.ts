import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/serve/start-server.js';
import type { RunningServer } from '../../src/serve/start-server.js';
import { FIXTURE_KINDS, buildFixtureDist, writeFixtureDist } from './fixture-dist.js';
import type { FixtureDist } from './fixture-dist.js';
import { sendRequest } from './http-request.js';
import type { RawResponse } from './http-request.js';

const JSON_HEADERS = { 'content-type': 'application/json', vary: 'Accept' };
const LIST_HEADERS = { ...JSON_HEADERS, allow: 'GET, POST, HEAD, OPTIONS' };
const CHANGES_HEADERS = { ...JSON_HEADERS, allow: 'GET, HEAD, OPTIONS' };
const PROJECT_HEADERS = { ...JSON_HEADERS, allow: 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS' };
const FILE_JSON_HEADERS = { ...JSON_HEADERS, allow: 'GET, POST, PUT, HEAD, OPTIONS' };
const NOT_FOUND = '{"detail":"Not found."}';
const INVALID_PAGE = '{"detail":"Invalid page."}';
/** Headers a host may add besides the manifest's (hosting.md §7), checked apart. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive']);

/**
 * The response carries exactly `expected` (names and values), plus Content-Length equal to
 * `bodyLength`, transport headers, and ETag/Last-Modified exactly when `validators`.
 */
function expectHeaders(res: RawResponse, expected: Record<string, string>, bodyLength: number, validators = false): void {
  expect(new Set(res.names).size, `each header once: ${res.names.join(', ')}`).toBe(res.names.length);
  const rest: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!TRANSPORT.has(name) && name !== 'content-length' && name !== 'etag' && name !== 'last-modified') rest[name] = value;
  }
  expect(rest).toEqual(expected);
  expect(res.headers['content-length']).toBe(String(bodyLength));
  expect('etag' in res.headers).toBe(validators);
  expect('last-modified' in res.headers).toBe(validators);
  expect(res.headers['transfer-encoding']).toBeUndefined();
}

let dir: string;
let fixture: FixtureDist;
let server: RunningServer;
const logLines: string[] = [];

function file(name: string): Buffer {
  const bytes = fixture.files.get(name);
  if (bytes === undefined) throw new Error(`no fixture file ${name}`);
  return bytes;
}

function get(target: string, headers?: Record<string, string>): Promise<RawResponse> {
  return sendRequest(server.port, 'GET', target, headers);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'stms-serve-'));
  fixture = await writeFixtureDist(path.join(dir, 'dist'));
  // A file outside DIR that traversal attempts aim at, and precompressed siblings to ignore.
  await writeFile(path.join(dir, 'secret.json'), '{"secret":true}');
  await writeFile(path.join(dir, 'dist', 'api', 'projects', 'index.json.gz'), 'not gzip');
  await writeFile(path.join(dir, 'dist', 'api', 'projects', 'index.json.br'), 'not brotli');
  server = await startServer({ dir: path.join(dir, 'dist'), port: 0, bind: '127.0.0.1', quiet: false, log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('startServer on the fixture dist', () => {
  it('reports the API root URL and port it serves', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/api/`);
  });

  it('warns once that base_url is another origin', () => {
    const warnings = logLines.filter((line) => line.startsWith('warning:'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('https://l10n.example.org');
    expect(warnings[0]).toContain(`http://127.0.0.1:${server.port}`);
  });

  it.each([
    '/api/projects/',
    '/api/projects/?page=',
    '/api/projects/?page=1',
    '/api/projects/?format=api',
    '/api/projects/?format=api&page=1',
    '/api/projects/?q=x&page_size=3&format=json',
    '/api/projects/?page=1&format=api',
  ])('GET %s answers page 1 with the kind headers', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(200);
    expect(res.body.equals(file('api/projects/index.json'))).toBe(true);
    expectHeaders(res, LIST_HEADERS, res.body.length, true);
  });

  it.each([
    ['/api/projects/?page=2', 'api/projects/page-2.json'],
    ['/api/projects/?format=api&page=3', 'api/projects/page-3.json'],
    ['/api/projects/?page=3&format=api', 'api/projects/page-3.json'],
    ['/api/projects/?page=2&page_size=1&q=z', 'api/projects/page-2.json'],
    ['/api/projects/page-2.json', 'api/projects/page-2.json'],
    ['/api/projects/page-3.json?format=api', 'api/projects/page-3.json'],
  ])('GET %s answers %s', async (target, name) => {
    const res = await get(target);
    expect(res.status).toBe(200);
    expect(res.body.equals(file(name))).toBe(true);
    expectHeaders(res, LIST_HEADERS, res.body.length, true);
  });

  it.each(['0', '02', 'abc', 'last', '4', '-1', '1.0', '+2', '%202', '2%20', '99999999999999999999999'])(
    'GET ?page=%s on a paginated kind answers the invalid-page 404 with the kind headers',
    async (value) => {
      const res = await get(`/api/projects/?format=api&page=${value}`);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toBe(INVALID_PAGE);
      expectHeaders(res, LIST_HEADERS, res.body.length);
    },
  );

  it('answers an empty list as page 1 and its page 2 as invalid', async () => {
    const first = await get('/api/changes/');
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe('{"count":0,"next":null,"previous":null,"results":[]}');
    expectHeaders(first, CHANGES_HEADERS, first.body.length, true);
    const second = await get('/api/changes/?page=2');
    expect(second.status).toBe(404);
    expect(second.body.toString()).toBe(INVALID_PAGE);
    expectHeaders(second, CHANGES_HEADERS, second.body.length);
  });

  it.each(['/api/projects/page-4.json', '/api/projects/page-1.json', '/api/projects/page-02.json', '/api/changes/page-2.json', '/api/projects/demo/page-2.json'])(
    'GET %s (no such page file) answers not-found with the defaults only',
    async (target) => {
      const res = await get(target);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toBe(NOT_FOUND);
      expectHeaders(res, JSON_HEADERS, res.body.length);
    },
  );

  it.each(['/api/projects/demo/?page=abc', '/api/projects/demo/?page=2', '/api/projects/demo/?format=api'])(
    'GET %s ignores page on a non-paginated kind',
    async (target) => {
      const res = await get(target);
      expect(res.status).toBe(200);
      expect(res.body.equals(file('api/projects/demo/index.json'))).toBe(true);
      expectHeaders(res, PROJECT_HEADERS, res.body.length, true);
    },
  );

  it('serves the API root and a username holding a dot', async () => {
    const root = await get('/api/');
    expect(root.status).toBe(200);
    expectHeaders(root, { ...JSON_HEADERS, allow: 'GET, HEAD, OPTIONS' }, root.body.length, true);
    const user = await get('/api/users/john.doe/');
    expect(user.status).toBe(200);
    expect(user.body.equals(file('api/users/john.doe/index.json'))).toBe(true);
  });

  it('serves a raw PO file with its type and a token file name', async () => {
    const res = await get('/api/translations/demo/core/fr/file/?format=api&page=7');
    expect(res.status).toBe(200);
    expect(res.body.equals(file('api/translations/demo/core/fr/file/index.po'))).toBe(true);
    expectHeaders(
      res,
      { 'content-type': 'text/x-po', vary: 'Accept', allow: 'GET, POST, PUT, HEAD, OPTIONS', 'content-disposition': 'attachment; filename=demo-core-fr.po' },
      res.body.length,
      true,
    );
  });

  it('serves a raw TBX file (second index candidate) with a quoted sr@latin file name', async () => {
    const res = await get('/api/translations/demo/glossary/sr@latin/file/');
    expect(res.status).toBe(200);
    expect(res.body.equals(file('api/translations/demo/glossary/sr@latin/file/index.tbx'))).toBe(true);
    expectHeaders(
      res,
      {
        'content-type': 'application/x-tbx',
        vary: 'Accept',
        allow: 'GET, POST, PUT, HEAD, OPTIONS',
        'content-disposition': 'attachment; filename="demo-glossary-sr@latin.tbx"',
      },
      res.body.length,
      true,
    );
    const encoded = await get('/api/translations/demo/glossary/sr%40latin/file/');
    expect(encoded.status).toBe(200);
    expect(encoded.headers['content-disposition']).toBe('attachment; filename="demo-glossary-sr@latin.tbx"');
  });

  it.each([
    ['/api/projects/', 'api/projects/index.json'],
    ['/api/projects/?page=3', 'api/projects/page-3.json'],
    ['/api/projects/page-2.json', 'api/projects/page-2.json'],
    ['/api/translations/demo/core/fr/file/', 'api/translations/demo/core/fr/file/index.po'],
  ])('HEAD %s answers as GET with no body', async (target, name) => {
    const [head, getResponse] = await Promise.all([sendRequest(server.port, 'HEAD', target), get(target)]);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const strip = (res: RawResponse): Record<string, string> =>
      Object.fromEntries(Object.entries(res.headers).filter(([n]) => !TRANSPORT.has(n)));
    expect(strip(head)).toEqual(strip(getResponse));
    expect(head.headers['content-length']).toBe(String(file(name).length));
  });

  it('HEAD of errors answers their status and headers with no body', async () => {
    const bad = await sendRequest(server.port, 'HEAD', '/api/projects/?page=abc');
    expect(bad.status).toBe(404);
    expect(bad.body.length).toBe(0);
    expectHeaders(bad, LIST_HEADERS, INVALID_PAGE.length);
    const unknown = await sendRequest(server.port, 'HEAD', '/api/nothing/');
    expect(unknown.status).toBe(404);
    expectHeaders(unknown, JSON_HEADERS, NOT_FOUND.length);
    const slashless = await sendRequest(server.port, 'HEAD', '/api/projects?page=2');
    expect(slashless.status).toBe(301);
    expect(slashless.headers.location).toBe('/api/projects/?page=2');
  });

  it.each([
    ['/api/projects/', 'project-list', LIST_HEADERS],
    ['/api/projects/?page=abc', 'project-list', LIST_HEADERS],
    ['/api/projects/page-2.json', 'project-list', LIST_HEADERS],
    ['/api/projects/demo/', 'project', PROJECT_HEADERS],
    ['/api/translations/demo/core/fr/file/', 'translation-file', FILE_JSON_HEADERS],
  ] as const)('OPTIONS %s answers the kind options as JSON', async (target, kindName, headers) => {
    const res = await sendRequest(server.port, 'OPTIONS', target);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(FIXTURE_KINDS[kindName]?.options);
    expectHeaders(res, headers, res.body.length);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])('%s on routes answers 405 naming the method', async (method) => {
    const body = `{"detail":"Method \\"${method}\\" not allowed."}`;
    for (const [target, headers] of [
      ['/api/projects/', LIST_HEADERS],
      ['/api/projects/?page=abc', LIST_HEADERS],
      ['/api/projects/page-3.json', LIST_HEADERS],
      ['/api/projects/demo/', PROJECT_HEADERS],
      ['/api/translations/demo/glossary/sr@latin/file/', FILE_JSON_HEADERS],
    ] as const) {
      const res = await sendRequest(server.port, method, target, { 'Content-Type': 'application/json' }, '{"a":1}');
      expect(res.status, `${method} ${target}`).toBe(405);
      expect(res.body.toString()).toBe(body);
      expectHeaders(res, headers, res.body.length);
    }
  });

  it('the 405 body equals the written 405-{method}.json files', async () => {
    for (const method of ['DELETE', 'PATCH', 'POST', 'PUT']) {
      const res = await sendRequest(server.port, method, '/api/');
      expect(res.body.equals(file(`405-${method}.json`))).toBe(true);
    }
  });

  it.each([
    ['/api/projects', '/api/projects/'],
    ['/api/projects?page=2&format=api', '/api/projects/?page=2&format=api'],
    ['/api', '/api/'],
    ['/api/projects/demo?x=1', '/api/projects/demo/?x=1'],
    ['/api/translations/demo/glossary/sr@latin/file', '/api/translations/demo/glossary/sr@latin/file/'],
  ])('GET %s answers 301 to %s', async (target, location) => {
    const res = await get(target);
    expect(res.status).toBe(301);
    expect(res.body.length).toBe(0);
    expectHeaders(res, { ...JSON_HEADERS, location }, 0);
  });

  it.each([
    ['GET', '/'],
    ['GET', '/api/nothing/'],
    ['GET', '/api/nothing'],
    ['GET', '/api/projects/missing/'],
    ['GET', '/api/projects/missing/?page=2'],
    ['GET', '/api/projects/missing'],
    ['GET', '/api/translations/demo/core/de/file/'],
    ['GET', '/api/groups/'],
    ['GET', '/404.json'],
    ['GET', '/404-invalid-page.json'],
    ['GET', '/headers-manifest.json'],
    ['GET', '/api/projects/index.json'],
    ['GET', '/api/translations/demo/core/fr/file/index.po'],
    ['GET', '/api/projects/index.json.gz'],
    ['GET', '/projects/demo/'],
    ['POST', '/api/projects'],
    ['OPTIONS', '/api/nothing/'],
    ['DELETE', '/api/projects/missing/'],
    ['PUT', '/api/projects/page-9.json'],
  ])('%s %s answers not-found with the defaults only', async (method, target) => {
    const res = await sendRequest(server.port, method, target);
    expect(res.status).toBe(404);
    expect(res.body.equals(file('404.json'))).toBe(true);
    expectHeaders(res, JSON_HEADERS, res.body.length);
  });

  it.each([
    '/api/../x/',
    '/api/../headers-manifest.json',
    '/api/projects/../../secret.json',
    '/api/%2e%2e/%2e%2e/secret.json',
    '/api/%2E%2E/api/projects/',
    '/api/projects/%2e%2e/',
    '/api/./projects/',
    '/api/projects/./',
    '//api/projects/',
    '/api//projects/',
    '/api/projects//',
    '/api/projects/%2F..%2F..%2Fsecret.json',
    '/api/projects/..%5C..%5Csecret.json',
    '/api/projects/a%00b/',
    '/api/projects/%zz/',
    '/api/projects/de%20mo/',
    '/api/projects/%C3%A9/',
    '/%2e%2e/secret.json',
    '/api/projects/demo%2F../',
  ])('GET %s answers not-found and reads nothing outside DIR', async (target) => {
    const res = await get(target);
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe(NOT_FOUND);
    expectHeaders(res, JSON_HEADERS, res.body.length);
  });

  it('never reads a query as a path', async () => {
    const res = await get('/api/projects/demo/?../../secret.json');
    expect(res.status).toBe(200);
    expect(res.body.equals(file('api/projects/demo/index.json'))).toBe(true);
  });

  it('decodes the path once and routes the decoded form', async () => {
    const res = await get('/api/%70rojects/');
    expect(res.status).toBe(200);
    expect(res.body.equals(file('api/projects/index.json'))).toBe(true);
    // %252e decodes once to %2e, which is not a segment character.
    const twice = await get('/api/%252e%252e/');
    expect(twice.status).toBe(404);
  });

  it('sends identity encoding only, ignoring .gz and .br siblings', async () => {
    const res = await get('/api/projects/', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(file('api/projects/index.json'))).toBe(true);
    expectHeaders(res, LIST_HEADERS, res.body.length, true);
  });

  it('answers absolute-form targets like origin-form ones', async () => {
    const res = await get(`http://127.0.0.1:${server.port}/api/projects/?page=2`);
    expect(res.status).toBe(200);
    expect(res.body.equals(file('api/projects/page-2.json'))).toBe(true);
  });

  it('logs one line per request: method, URL, status, milliseconds', async () => {
    await get('/api/projects/?page=2&log=1');
    await sendRequest(server.port, 'DELETE', '/api/projects/?log=2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const mine = logLines.filter((line) => line.includes('log='));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(/^GET \/api\/projects\/\?page=2&log=1 200 \d+(\.\d+)?ms$/);
    expect(mine[1]).toMatch(/^DELETE \/api\/projects\/\?log=2 405 \d+(\.\d+)?ms$/);
  });
});

describe('startServer with a base path', () => {
  let baseDir: string;
  let baseServer: RunningServer;
  let baseFixture: FixtureDist;

  beforeAll(async () => {
    baseDir = await mkdtemp(path.join(tmpdir(), 'stms-serve-base-'));
    baseFixture = await writeFixtureDist(baseDir, { basePath: '/l10n' });
    baseServer = await startServer({ dir: baseDir, port: 0, bind: '127.0.0.1', quiet: true, log: () => undefined });
  });

  afterAll(async () => {
    await baseServer?.close();
    if (baseDir) await rm(baseDir, { recursive: true, force: true });
  });

  it('serves under /l10n and nothing at the root', async () => {
    expect(baseServer.url).toBe(`http://127.0.0.1:${baseServer.port}/l10n/api/`);
    const page = await sendRequest(baseServer.port, 'GET', '/l10n/api/projects/?page=3');
    expect(page.status).toBe(200);
    expect(page.body.equals(baseFixture.files.get('api/projects/page-3.json') ?? Buffer.alloc(0))).toBe(true);
    expectHeaders(page, LIST_HEADERS, page.body.length, true);
    const pathForm = await sendRequest(baseServer.port, 'GET', '/l10n/api/projects/page-2.json');
    expect(pathForm.status).toBe(200);
    for (const target of ['/api/projects/', '/l10n', '/l10n/', '/l10nx/api/', '/api/projects', '/l10n/../l10n/api/']) {
      const res = await sendRequest(baseServer.port, 'GET', target);
      expect(res.status, target).toBe(404);
      expectHeaders(res, JSON_HEADERS, NOT_FOUND.length);
    }
  });

  it('redirects slash-less URLs to path-absolute locations under the base path', async () => {
    const res = await sendRequest(baseServer.port, 'GET', '/l10n/api/projects?format=api');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/l10n/api/projects/?format=api');
  });

  it('answers OPTIONS and 405 under the base path', async () => {
    const options = await sendRequest(baseServer.port, 'OPTIONS', '/l10n/api/projects/');
    expect(options.status).toBe(200);
    const post = await sendRequest(baseServer.port, 'POST', '/l10n/api/projects/');
    expect(post.status).toBe(405);
    expectHeaders(post, LIST_HEADERS, post.body.length);
  });
});

describe('startServer refusals and warnings', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'stms-serve-refuse-'));
  });
  afterAll(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('refuses a folder without a manifest', async () => {
    await expect(startServer({ dir: path.join(tmp, 'nothing'), port: 0, bind: '127.0.0.1', quiet: true })).rejects.toMatchObject({
      name: 'ServeError',
      code: 'manifest-missing',
      message: expect.stringContaining('headers-manifest.json'),
    });
  });

  it('refuses another manifest version', async () => {
    const versioned = path.join(tmp, 'v2');
    await writeFixtureDist(versioned, { version: 2 });
    await expect(startServer({ dir: versioned, port: 0, bind: '127.0.0.1', quiet: true })).rejects.toMatchObject({
      code: 'manifest-version',
      message: expect.stringContaining('version 2'),
    });
  });

  it('refuses a manifest that is not JSON', async () => {
    const broken = path.join(tmp, 'broken');
    await writeFixtureDist(broken);
    await writeFile(path.join(broken, 'headers-manifest.json'), '{"version":1,"base_url":');
    await expect(startServer({ dir: broken, port: 0, bind: '127.0.0.1', quiet: true })).rejects.toMatchObject({ code: 'manifest-invalid' });
  });

  it('refuses a port in use, naming it', async () => {
    const dist = path.join(tmp, 'busy');
    await writeFixtureDist(dist);
    const first = await startServer({ dir: dist, port: 0, bind: '127.0.0.1', quiet: true, log: () => undefined });
    try {
      await expect(startServer({ dir: dist, port: first.port, bind: '127.0.0.1', quiet: true, log: () => undefined })).rejects.toMatchObject({
        code: 'port-in-use',
        message: expect.stringContaining(`port ${first.port}`),
      });
    } finally {
      await first.close();
    }
  });

  it('does not warn when base_url is the served origin, and --quiet logs no requests', async () => {
    const probe = await startServer({ dir: path.join(tmp, 'busy'), port: 0, bind: '127.0.0.1', quiet: true, log: () => undefined });
    const port = probe.port;
    await probe.close();
    const dist = path.join(tmp, 'local');
    await writeFixtureDist(dist, { origin: `http://127.0.0.1:${port}` });
    const lines: string[] = [];
    const local = await startServer({ dir: dist, port, bind: '127.0.0.1', quiet: true, log: (line) => lines.push(line) });
    try {
      const res = await sendRequest(port, 'GET', '/api/projects/');
      expect(res.status).toBe(200);
      expect(lines).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it('reads only the manifest head: routes after it are never parsed', async () => {
    const dist = path.join(tmp, 'head-only');
    const built = await writeFixtureDist(dist);
    const text = built.manifestText.replace(/"routes":\[\n[\s\S]*$/, '"routes":[\nthis is not JSON and is never read\n');
    await writeFile(path.join(dist, 'headers-manifest.json'), text);
    const headOnly = await startServer({ dir: dist, port: 0, bind: '127.0.0.1', quiet: true, log: () => undefined });
    try {
      const res = await sendRequest(headOnly.port, 'GET', '/api/projects/?page=2');
      expect(res.status).toBe(200);
    } finally {
      await headOnly.close();
    }
  });

  it('accepts a manifest whose head is on one line', async () => {
    const dist = path.join(tmp, 'one-line');
    const built = await writeFixtureDist(dist);
    const { head, routes } = buildFixtureDist();
    const oneLine = `${JSON.stringify(head).slice(0, -1)},"routes":[\n${routes.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
    await writeFile(path.join(dist, 'headers-manifest.json'), oneLine);
    expect(built.routes).toHaveLength(routes.length);
    const oneLineServer = await startServer({ dir: dist, port: 0, bind: '127.0.0.1', quiet: true, log: () => undefined });
    try {
      expect((await sendRequest(oneLineServer.port, 'GET', '/api/')).status).toBe(200);
    } finally {
      await oneLineServer.close();
    }
  });
});
