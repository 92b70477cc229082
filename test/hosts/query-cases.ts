/**
 * Issue 20 part 3 against an in-process host: the fixture with the manifest's `query` rules and two
 * converted downloads of one translation on disk, and the requests every host that can express the
 * rules must answer as the preview server does.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { refusedParamBody } from '../../src/emit/error-bodies.js';
import type { Fetcher } from './crawl-host.js';
import { sha256, writeFixtureDist, type FixtureOptions } from './fixture-dist.js';
import { withQueryRules } from './fixture-query.js';

const FILE_URL = '/api/translations/demo/core/fr/file/';
/** Bytes of the converted files: any bytes do, the host only has to serve them (a NUL checks binary safety). */
export const CONVERTED = { 'format-mo.mo': Buffer.from([0xde, 0x12, 0x04, 0x95, 0, 0, 0, 0, 0xff]), 'format-xliff.xlf': Buffer.from('<xliff version="1.2"/>\n') };

/** The fixture with `query` rules, its converted files written and listed on their route. */
export function writeQueryFixture(dir: string, opts: FixtureOptions = {}): ReturnType<typeof withQueryRules> {
  const fx = withQueryRules(writeFixtureDist(dir, opts));
  const routes = fx.routes.map((r) => {
    if (r.url !== FILE_URL) return r;
    for (const [name, bytes] of Object.entries(CONVERTED)) {
      const full = join(dir, r.file.replace(/[^/]*$/, name));
      writeFileSync(full, bytes);
      // As the build writes every download's siblings when it precompresses.
      if (opts.precompress) {
        writeFileSync(`${full}.gz`, gzipSync(bytes));
        writeFileSync(`${full}.br`, brotliCompressSync(bytes));
      }
    }
    return { ...r, variant_files: Object.entries(CONVERTED).map(([file, bytes]) => ({ file, sha256: sha256(bytes), size: bytes.length })) };
  });
  return { ...fx, routes };
}

/** What the host must refuse (400 naming the parameter) and what it must still answer. */
export async function expectQueryAnswers(fetch: Fetcher, opts: { conversions: boolean }): Promise<void> {
  const get = (path: string) => fetch('GET', path, {});
  const refusals: [string, string][] = [
    ['/api/projects/?q=x', 'q'],
    ['/api/projects/?page_size=5', 'page_size'],
    ['/api/projects/demo/changes/?user=admin', 'user'],
    ['/api/projects/demo/changes/?action=2', 'action'],
    ['/api/projects/demo/changes/?timestamp_after=2024-01-01', 'timestamp_after'],
    ['/api/projects/demo/changes/?timestamp_before=2024-01-01', 'timestamp_before'],
    ['/api/projects/?format=api&q=state%3Aempty', 'q'],
    ['/api/projects/?q=a&q=b', 'q'],
    ['/api/projects/?format=yaml', 'format'],
    ['/api/projects/?format=mo', 'format'],
    [`${FILE_URL}?format=docx`, 'format'],
    ['/api/translations/demo/glossary/fr/file/?format=csv', 'format'],
    ['/api/nowhere/?q=x', 'q'],
    ['/api/projects?q=x', 'q'],
  ];
  for (const [path, param] of refusals) {
    const r = await get(path);
    expect(r.status, path).toBe(400);
    expect(r.headers.get('content-type')?.[0], path).toMatch(/^application\/json/);
    expect(r.body.toString('utf8'), path).toBe(refusedParamBody(param));
  }
  const head = await fetch('HEAD', '/api/projects/?q=x', {});
  expect(head.status).toBe(400);
  expect(head.body.length).toBe(0);
  // What the files answer exactly keeps its 200.
  for (const path of ['/api/projects/?format=api', '/api/projects/?format=json', '/api/projects/?q=', '/api/projects/?format=api&page=2', `${FILE_URL}?format=api`, `${FILE_URL}?format=po`]) {
    expect((await get(path)).status, path).toBe(200);
  }
  // Methods other than GET and HEAD keep their answers.
  expect((await fetch('POST', '/api/projects/?q=x', {})).status).toBe(405);
  if (!opts.conversions) return;
  for (const [query, file, type] of [
    ['format=mo', 'format-mo.mo', 'application/x-gettext-catalog'],
    ['format=api%3Fformat%3Dmo', 'format-mo.mo', 'application/x-gettext-catalog'],
    ['format=api?format=xliff', 'format-xliff.xlf', 'application/x-xliff+xml'],
  ] as const) {
    const r = await get(`${FILE_URL}?${query}`);
    expect(r.status, query).toBe(200);
    expect(r.headers.get('content-type')?.[0], query).toBe(type);
    expect(r.headers.get('content-disposition')?.[0], query).toBe(`attachment; filename=demo-core-fr.${file.slice(file.lastIndexOf('.') + 1)}`);
    expect(r.body.equals(CONVERTED[file]), query).toBe(true);
  }
  // A route without the converted file: not found, as on the preview server.
  const missing = await get('/api/translations/demo/core/sr@latin/file/?format=mo');
  expect(missing.status).toBe(404);
}
