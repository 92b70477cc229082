import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlannedRoute } from '../api/planned-route.js';
import { LazyItem, fingerprintOf } from '../api/lazy-item.js';
import { ListPager } from '../api/paginate.js';
import { Urls } from '../api/urls.js';
import { diffInventories, Inventory } from './inventory-reader.js';
import { buildManifestHead } from './manifest-head.js';
import { openOutputVersion, publishedVersionOf, publishOutput, recyclableVersionOf } from './publish-output.js';
import { seedSpareVersion } from './seed-spare-version.js';
import { OutputError, writeOutput, type WriteResult } from './write-output.js';

let tmp: string;
let out: string;
let salt: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-recycle-'));
  out = path.join(tmp, 'dist');
  salt = 'salt-1';
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const units = (bodies: Record<string, string>): PlannedRoute[] =>
  Object.entries(bodies).map(([id, body]) => ({ url: `/api/units/${id}/`, kind: 'unit', body }));

/** `reused`: the build recycled a version folder; `seeded`: it linked a fresh one's unchanged files to the published version's. */
async function build(routes: PlannedRoute[], precompress = false, level = 5): Promise<{ result: WriteResult; dir: string; reused: boolean; seeded: boolean }> {
  const version = openOutputVersion(out);
  const result = await writeOutput(routes, {
    dir: version.dir,
    reuse: version.reuse,
    published: version.published,
    head: buildManifestHead('https://example.org', 'query', 2, precompress),
    precompress,
    precompressLevel: level,
    salt,
    printHosts: () => [],
  });
  publishOutput(out, version.dir);
  const reused = version.reuse !== null && version.reuse.dir === version.dir;
  return { result, dir: version.dir, reused, seeded: version.reuse !== null && !reused };
}

/** Every file of the published output as path → text, to compare with a fresh build. */
function tree(root: string): Record<string, string> {
  const real = fs.realpathSync(root);
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(real, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    files[path.relative(real, abs)] = fs.readFileSync(abs, 'latin1');
  }
  return files;
}

async function freshTree(routes: PlannedRoute[], precompress = false, level = 5): Promise<Record<string, string>> {
  const other = path.join(tmp, 'fresh', 'dist');
  fs.mkdirSync(path.dirname(other));
  const version = openOutputVersion(other);
  expect(version.reuse).toBeNull();
  await writeOutput(routes, {
    dir: version.dir, reuse: null, head: buildManifestHead('https://example.org', 'query', 2, precompress),
    precompress, precompressLevel: level, salt, printHosts: () => [],
  });
  publishOutput(other, version.dir);
  const files = tree(other);
  fs.rmSync(path.join(tmp, 'fresh'), { recursive: true, force: true });
  return files;
}

/** Every file of a version folder as path → inode number. */
function inodes(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, abs), fs.statSync(abs).ino);
  }
  return out;
}

describe('the first rebuild after a cold build', () => {
  it('writes only the changed files, links the others to the published ones and leaves those intact', async () => {
    const bodies = { 1: '{"id":1}', 2: '{"id":2}', 3: '{"id":3}' };
    const first = await build(units(bodies), true);
    const published = tree(out);
    const firstInodes = inodes(first.dir);
    const routes = units({ 1: '{"id":1}', 2: '{"id":2,"x":1}', 4: '{"id":4}' });
    const second = await build(routes, true);
    expect(second.seeded).toBe(true);
    expect(second.dir).not.toBe(first.dir);
    // Unit 2 changed, 4 is new, the manifest changed: those and their siblings (not the manifest's).
    expect(second.result.written).toBe(3 + 4);
    expect(second.result.compressed).toBe(4);
    const secondInodes = inodes(second.dir);
    const linked = [...secondInodes].filter(([rel, ino]) => firstInodes.get(rel) === ino).map(([rel]) => rel).sort();
    expect(linked).toContain('api/units/1/index.json');
    expect(linked).toContain('api/units/1/index.json.br');
    expect(linked).not.toContain('api/units/2/index.json');
    expect(second.result.linked).toBe(linked.length);
    expect(second.result.written + second.result.linked).toBe(second.result.files);
    // The previous version is untouched (unit 3 and the old unit 2 still there), the new one is a cold build's.
    expect(tree(first.dir)).toEqual(published);
    expect(tree(out)).toEqual(await freshTree(routes, true));
    expect(fs.existsSync(path.join(second.dir, 'api/units/3'))).toBe(false);
  });

  it('never writes through a link when the version before last is recycled', async () => {
    const first = await build(units({ 1: 'a', 2: 'b' }));
    await build(units({ 1: 'a', 2: 'b' })); // seeded: every file is a link to the first version's
    const published = tree(out);
    const routes = units({ 1: 'A', 2: 'b' });
    const third = await build(routes);
    expect(third.reused).toBe(true);
    expect(third.dir).toBe(first.dir);
    expect(third.result.written).toBe(2); // unit 1 and the manifest
    const previous = fs.readdirSync(path.dirname(first.dir)).find((n) => !n.includes('.') && path.join(path.dirname(first.dir), n) !== first.dir)!;
    expect(tree(path.join(path.dirname(first.dir), previous))).toEqual(published);
    expect(tree(out)).toEqual(await freshTree(routes));
  });
});

describe('a spare version seeded ahead (preview, while idle)', () => {
  it('is recycled by the next build, which writes only what changed and leaves the published version intact', async () => {
    const first = await build(units({ 1: '{"id":1}', 2: '{"id":2}', 3: '{"id":3}' }), true);
    const published = tree(out);
    expect(await seedSpareVersion(out, { batch: 2 })).toBe(true);
    const spare = recyclableVersionOf(out)!;
    expect(tree(spare)).toEqual(tree(first.dir));
    const firstInodes = inodes(first.dir);
    expect([...inodes(spare)].every(([rel, ino]) => firstInodes.get(rel) === ino)).toBe(true);
    expect(await seedSpareVersion(out)).toBe(false); // one is there already

    const routes = units({ 1: '{"id":1}', 2: '{"id":2,"x":1}', 4: '{"id":4}' });
    const second = await build(routes, true);
    expect(second.reused).toBe(true);
    expect(second.dir).toBe(spare);
    expect(second.result.written).toBe(3 + 4); // units 2 and 4, the manifest, and the units' siblings
    expect(second.result.linked).toBe(0);
    expect(tree(first.dir)).toEqual(published);
    expect(tree(out)).toEqual(await freshTree(routes, true));
  });

  it('leaves nothing behind when a published file cannot be linked, and the next build seeds as usual', async () => {
    const first = await build(units({ 1: 'a', 2: 'b' }));
    fs.rmSync(path.join(first.dir, 'api/units/2/index.json'));
    expect(await seedSpareVersion(out)).toBe(false);
    expect(recyclableVersionOf(out)).toBeNull();
    expect(fs.readdirSync(path.dirname(first.dir))).toEqual([path.basename(first.dir), `${path.basename(first.dir)}.files`]);
  });

  it('stops when asked, leaving nothing behind', async () => {
    const first = await build(units({ 1: 'a', 2: 'b', 3: 'c' }));
    const stop = new AbortController();
    const seeding = seedSpareVersion(out, { batch: 1, signal: stop.signal });
    stop.abort();
    expect(await seeding).toBe(false);
    expect(recyclableVersionOf(out)).toBeNull();
    expect(fs.readdirSync(path.dirname(first.dir))).toEqual([path.basename(first.dir), `${path.basename(first.dir)}.files`]);
  });

  it('does nothing without a published version', async () => {
    expect(await seedSpareVersion(out)).toBe(false);
    expect(fs.existsSync(tmp) && fs.readdirSync(tmp)).toEqual([]);
  });
});

describe('recycled output versions', () => {
  it('ping-pongs between two folders and rewrites only what changed', async () => {
    const first = await build(units({ 1: '{"id":1}', 2: '{"id":2}', 3: '{"id":3}' }));
    expect(first.reused).toBe(false);
    const second = await build(units({ 1: '{"id":1}', 2: '{"id":2,"x":1}', 3: '{"id":3}' }));
    expect(second.reused).toBe(false); // the only other folder is the published one
    expect(second.dir).not.toBe(first.dir);

    const unit1 = path.join(first.dir, 'api/units/1/index.json');
    const before = fs.statSync(unit1).mtimeMs;
    const routes = units({ 1: '{"id":1}', 2: '{"id":2,"x":2}', 4: '{"id":4}' });
    const third = await build(routes);
    expect(third.reused).toBe(true);
    expect(third.dir).toBe(first.dir);
    // Unit 2 changed, 4 is new, the manifest changed; 1 and the error files were already there.
    expect(third.result.written).toBe(3);
    expect(fs.statSync(unit1).mtimeMs).toBe(before);
    expect(fs.existsSync(path.join(first.dir, 'api/units/3'))).toBe(false);
    expect(tree(out)).toEqual(await freshTree(routes));
    expect(fs.readdirSync(path.dirname(first.dir)).sort()).toEqual(
      [first.dir, second.dir].flatMap((dir) => [path.basename(dir), `${path.basename(dir)}.files`, `${path.basename(dir)}.written`]).sort(),
    );
  });

  it('keeps precompressed siblings in step with their files and with the option', async () => {
    await build(units({ 1: '{"id":1}' }), true);
    await build(units({ 1: '{"id":1}' }), true);
    const routes = units({ 1: '{"id":1}', 2: '{"id":2}' });
    expect((await build(routes, true)).reused).toBe(true);
    expect(tree(out)).toEqual(await freshTree(routes, true));
    await build(routes, false);
    expect((await build(routes, false)).reused).toBe(true);
    const plain = tree(out);
    expect(Object.keys(plain).some((f) => f.endsWith('.gz') || f.endsWith('.br'))).toBe(false);
    expect(plain).toEqual(await freshTree(routes));
  });

  it('compresses only files whose bytes are new, copying siblings from the published version', async () => {
    const bodies = { 1: '{"id":1}', 2: '{"id":2}', 3: '{"id":3}' };
    const first = await build(units(bodies), true);
    const siblings = Object.keys(tree(out)).filter((f) => f.endsWith('.br') || f.endsWith('.gz')).length;
    expect(first.result.compressed).toBe(siblings);
    // No version to recycle: a fresh folder seeded from the published version (its siblings linked).
    let routes = units({ ...bodies, 2: '{"id":2,"x":1}' });
    const second = await build(routes, true);
    expect(second.reused).toBe(false);
    expect(second.result.compressed).toBe(2);
    expect(tree(out)).toEqual(await freshTree(routes, true));
    // Recycles the first version: unit 2 is new to it, but the published one has its siblings.
    routes = units({ ...bodies, 2: '{"id":2,"x":1}', 3: '{"id":3,"x":1}' });
    const third = await build(routes, true);
    expect(third.reused).toBe(true);
    expect(third.result.compressed).toBe(2);
    expect(tree(out)).toEqual(await freshTree(routes, true));
    // Another level: no .br sibling is reused, from either version (.gz ones do not depend on it).
    expect((await build(routes, true, 6)).result.compressed).toBe(siblings / 2);
    expect(tree(out)).toEqual(await freshTree(routes, true, 6));
    // A version built without --precompress has no siblings to give.
    await build(routes, false);
    await build(routes, false);
    const after = await build(routes, true, 5);
    expect(after.result.compressed).toBe(siblings);
    expect(tree(out)).toEqual(await freshTree(routes, true, 5));
  });

  it('leaves an exact inventory behind a failed build, so the next one recycles it', async () => {
    await build(units({ 1: 'a', 2: 'b' }));
    await build(units({ 1: 'a', 2: 'b' }));
    const failing: PlannedRoute[] = [...units({ 1: 'a', 5: 'e' }), { url: '/api/units/A/', kind: 'unit', body: 'x' }, { url: '/api/units/a/', kind: 'unit', body: 'y' }];
    const version = openOutputVersion(out);
    await expect(writeOutput(failing, {
      dir: version.dir, reuse: version.reuse, head: buildManifestHead('https://example.org', 'query', 2, false),
      precompress: false, precompressLevel: 5, salt, printHosts: () => [],
    })).rejects.toThrow(OutputError);
    const inventory = Inventory.open(version.dir)!;
    const left = new Map(inventory.remaining());
    inventory.close();
    expect(left.has('api/units/5/index.json')).toBe(true);
    expect(left.has('api/units/2/index.json')).toBe(true);
    for (const rel of left.keys()) expect(fs.existsSync(path.join(version.dir, rel))).toBe(true);

    const routes = units({ 1: 'a', 3: 'c' });
    const next = await build(routes);
    expect(next.reused).toBe(true);
    expect(tree(out)).toEqual(await freshTree(routes));
  });

  it('lists changed files from two inventories', async () => {
    await build(units({ 1: 'a', 2: 'b' }));
    const first = publishedVersionOf(out)!;
    await build(units({ 1: 'a', 2: 'B', 3: 'c' }));
    const changed = diffInventories(first, publishedVersionOf(out)!);
    expect(changed).toEqual(['api/units/2/index.json', 'api/units/3/index.json', 'headers-manifest.json']);
  });

  it('drops a version folder that has no inventory instead of trusting it', async () => {
    await build(units({ 1: 'a' }));
    const stray = path.join(path.dirname(publishedVersionOf(out)!), 'v-stray');
    fs.mkdirSync(path.join(stray, 'api'), { recursive: true });
    fs.writeFileSync(path.join(stray, 'api/leftover'), 'x');
    const next = await build(units({ 1: 'a' }));
    expect(next.reused).toBe(false);
    expect(fs.existsSync(stray)).toBe(false);
  });

  describe('fingerprinted routes', () => {
    /** Units whose bodies render from `inputs`; counts the renders. */
    function lazyUnits(inputs: Record<string, string>, renders: string[]): PlannedRoute[] {
      const items = Object.entries(inputs).map(([id, input]) => [id, new LazyItem(fingerprintOf(input), () => {
        renders.push(id);
        return `{"id":${id},"text":${JSON.stringify(input)}}`;
      })] as const);
      const pager = new ListPager('/api/units/', items.length, 2, new Urls('https://example.org'));
      const routes: PlannedRoute[] = [];
      for (const [id, item] of items) {
        routes.push({ url: `/api/units/${id}/`, kind: 'unit', lazy: item });
        const page = pager.add(item);
        if (page) routes.push({ url: '/api/units/', kind: 'unit-list', page });
      }
      const last = pager.finish();
      if (last) routes.push({ url: '/api/units/', kind: 'unit-list', page: last });
      return routes;
    }

    it('keeps the files of unchanged inputs without rendering them', async () => {
      const inputs = { 1: 'a', 2: 'b', 3: 'c', 4: 'd' };
      await build(lazyUnits(inputs, []));
      await build(lazyUnits(inputs, []));
      const renders: string[] = [];
      const routes = lazyUnits({ ...inputs, 4: 'D' }, renders);
      const { result } = await build(routes);
      // Unit 4 and the page holding it; unit 3 shares that page, so it is rendered for it.
      expect(renders.sort()).toEqual(['3', '4']);
      expect(result.written).toBe(3);
      expect(tree(out)).toEqual(await freshTree(lazyUnits({ ...inputs, 4: 'D' }, [])));
    });

    it('puts a page whose items are unchanged under its new envelope without rendering them', async () => {
      await build(lazyUnits({ 1: 'a', 2: 'b', 3: 'c' }, []));
      await build(lazyUnits({ 1: 'a', 2: 'b', 3: 'c' }, []));
      const renders: string[] = [];
      await build(lazyUnits({ 1: 'a', 2: 'b', 3: 'c', 5: 'e' }, renders));
      // Page 1 (units 1 and 2) got a new count and links, page 2 a new item.
      expect(renders.sort()).toEqual(['3', '5']);
      expect(tree(out)).toEqual(await freshTree(lazyUnits({ 1: 'a', 2: 'b', 3: 'c', 5: 'e' }, [])));
    });

    it('renders everything again under another salt (another program or other URL options)', async () => {
      const inputs = { 1: 'a', 2: 'b' };
      await build(lazyUnits(inputs, []));
      await build(lazyUnits(inputs, []));
      salt = 'salt-2';
      const renders: string[] = [];
      const { result } = await build(lazyUnits(inputs, renders));
      expect(renders.sort()).toEqual(['1', '2']);
      expect(result.written).toBe(0);
    });

    it('renders a kept file again when its precompressed siblings are missing', async () => {
      const inputs = { 1: 'a', 2: 'b' };
      await build(lazyUnits(inputs, []), false);
      await build(lazyUnits(inputs, []), false);
      const renders: string[] = [];
      await build(lazyUnits(inputs, renders), true);
      expect(renders.sort()).toEqual(['1', '2']);
      expect(tree(out)).toEqual(await freshTree(lazyUnits(inputs, []), true));
    });
  });
});
