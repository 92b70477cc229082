import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPage } from '../api/paginate.js';
import type { PlannedRoute } from '../api/planned-route.js';
import { buildManifestHead } from './manifest-head.js';
import type { ManifestRoute } from './manifest-types.js';
import { OutputError, writeOutput } from './write-output.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A version folder in a scratch folder of its own, so that its inventory beside it goes too. */
function versionDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-write-'));
  dirs.push(root);
  fs.mkdirSync(path.join(root, 'v'));
  return path.join(root, 'v');
}

async function write(routes: Iterable<PlannedRoute>, seen: { routes?: ManifestRoute[] } = {}): Promise<{ dir: string; manifest: ManifestRoute[] }> {
  const dir = versionDir();
  await writeOutput(routes, {
    dir, reuse: null, head: buildManifestHead('https://example.org', 'query', 2, false), precompress: false, precompressLevel: 5, salt: 'test',
    printHosts: (_head, all) => {
      seen.routes = all();
      return [];
    },
  });
  const text = fs.readFileSync(path.join(dir, 'headers-manifest.json'), 'utf8');
  return { dir, manifest: (JSON.parse(text) as { routes: ManifestRoute[] }).routes };
}

const options = (dir: string) => ({
  dir, reuse: null, head: buildManifestHead('https://example.org', 'query', 2, false), precompress: false, precompressLevel: 5, salt: 'test', printHosts: () => [],
});
const page = (n: number, last: boolean): PlannedRoute => ({ url: '/api/units/', kind: 'unit-list', page: new ListPage(n, last, 3, `{"page":${n},"results":[`, []) });
const unit = (id: number): PlannedRoute => ({ url: `/api/units/${id}/`, kind: 'unit', body: `{"id":${id}}` });

describe('writeOutput', () => {
  it('writes a list whose pages arrive between other routes as a list given whole', async () => {
    const interleaved = await write([page(1, false), unit(1), unit(2), page(2, false), unit(10), page(3, true)]);
    const whole = await write([unit(10), { url: '/api/units/', kind: 'unit-list', pages: ['{"page":1,"results":[]}', '{"page":2,"results":[]}', '{"page":3,"results":[]}'] }, unit(2), unit(1)]);
    expect(interleaved.manifest).toEqual(whole.manifest);
    expect(interleaved.manifest.map((r) => r.url)).toEqual(['/api/units/', '/api/units/1/', '/api/units/10/', '/api/units/2/']);
    expect(interleaved.manifest[0]).toMatchObject({ file: 'api/units/index.json', pages: 3 });
    expect(fs.readFileSync(path.join(interleaved.dir, 'api/units/page-3.json'), 'utf8')).toBe('{"page":3,"results":[]}');
  });

  it('lets the event loop run while routes come without waiting for a write (Ctrl-C is handled at once)', async () => {
    // Each route takes a millisecond to plan, as a rebuild's do; its files are small writes
    // that never make the loop wait. A timer set before must fire long before the last one.
    let planned = 0;
    let firedAt = -1;
    setTimeout(() => (firedAt = planned), 0);
    function* slowRoutes(): Generator<PlannedRoute> {
      for (let id = 1; id <= 500; id++) {
        for (const until = performance.now() + 1; performance.now() < until; );
        planned++;
        yield unit(id);
      }
    }
    await write(slowRoutes());
    expect(firedAt).toBeGreaterThan(0);
    expect(firedAt).toBeLessThan(250);
  });

  it('hands host printers the routes of the manifest', async () => {
    const seen: { routes?: ManifestRoute[] } = {};
    const { manifest } = await write([unit(2), page(1, true), unit(1)], seen);
    expect(seen.routes).toEqual(manifest);
  });

  it('refuses pages out of order, a list without its last page, and URLs equal but for case', async () => {
    await expect(write([page(1, false), page(3, true)])).rejects.toThrow(/out of order/);
    await expect(write([page(1, false), unit(1)])).rejects.toThrow(/without their last page/);
    const conflict = write([{ url: '/api/users/Ann/', kind: 'user', body: '{}' }, unit(1), { url: '/api/users/ann/', kind: 'user', body: '{}' }]);
    await expect(conflict).rejects.toThrow(OutputError);
    await expect(conflict).rejects.toThrow('/api/users/ann/ and /api/users/Ann/ map to one file');
  });

  it('reports a file system failure as output-write-failed, naming the file', async () => {
    const dir = versionDir();
    // A file where the build needs a folder: creating api/units/1/ fails.
    fs.writeFileSync(path.join(dir, 'api'), '');
    const failed = writeOutput([unit(1)], {
      dir, reuse: null, head: buildManifestHead('https://example.org', 'query', 2, false), precompress: false, precompressLevel: 5, salt: 'test', printHosts: () => [],
    }).then(() => null, (error: unknown) => error);
    const error = (await failed) as OutputError;
    expect(error).toBeInstanceOf(OutputError);
    expect(error.code).toBe('output-write-failed');
    expect(error.file).toContain(path.join(dir, 'api'));
    expect(error.message).toMatch(/^the output could not be written: (ENOTDIR|EEXIST)/);
  });

  it('stops without a manifest or host files when the routes ended early because the input failed', async () => {
    const dir = versionDir();
    let printed = false;
    let failed = false;
    function* routes(): Generator<PlannedRoute> {
      yield page(1, false);
      yield unit(1);
      failed = true; // as the unit stream does when a file changed: it ends early
    }
    const result = await writeOutput(routes(), {
      ...options(dir),
      printHosts: () => {
        printed = true;
        return [];
      },
      stopped: () => failed,
    });
    expect(result.stopped).toBe(true);
    expect(printed).toBe(false);
    expect(fs.existsSync(path.join(dir, 'headers-manifest.json'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'api/units/1/index.json'), 'utf8')).toBe('{"id":1}');
  });

  it('stops at the next route when asked to (a signal), recording exactly what it wrote', async () => {
    const dir = versionDir();
    let signalled = false;
    let planned = 0;
    function* routes(): Generator<PlannedRoute> {
      for (let id = 1; id <= 5; id++) {
        planned++;
        yield unit(id);
        if (id === 2) signalled = true;
      }
    }
    const result = await writeOutput(routes(), { ...options(dir), stopped: () => signalled });
    expect(result).toMatchObject({ stopped: true, files: 2, written: 2 });
    expect(planned).toBe(3); // the third route was planned, not written
    expect(fs.readdirSync(path.join(dir, 'api/units')).sort()).toEqual(['1', '2']);
    const inventory = fs.readFileSync(`${dir}.files`, 'utf8').trim().split('\n').slice(1);
    expect(inventory.map((line) => line.slice(line.indexOf(' ') + 1)).sort()).toEqual(['api/units/1/index.json', 'api/units/2/index.json']);
  });

  it('stops before finishing when asked to after the routes, keeping an inventory of the whole version', async () => {
    const dir = versionDir();
    let signalled = false;
    const result = await writeOutput([unit(1)], {
      ...options(dir),
      // A signal while the manifest and host files are written.
      printHosts: () => {
        signalled = true;
        return [];
      },
      stopped: () => signalled,
    });
    expect(result.stopped).toBe(true);
    const inventory = fs.readFileSync(`${dir}.files`, 'utf8');
    expect(inventory).toContain(' api/units/1/index.json\n');
    expect(inventory).toContain(' headers-manifest.json\n');
    expect(fs.existsSync(path.join(dir, 'headers-manifest.json'))).toBe(true);
  });
});
