import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetInventory, inventoryPathOf } from './file-inventory.js';
import { Inventory } from './inventory-reader.js';
import { TreeWriter } from './tree-writer.js';
import { writtenPathOf } from './written-entries.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A writer into `dir`, recycling what its inventory lists when asked. */
function writerOf(dir: string, recycle: boolean, precompress = false): TreeWriter {
  return new TreeWriter({ dir, reuse: recycle ? recycled(dir) : null, precompress, precompressLevel: 5, salt: 'test' });
}

/** What a recycled version folder holds, its inventory forgotten as a build forgets it before writing. */
function recycled(dir: string): Inventory | null {
  const reuse = Inventory.open(dir);
  forgetInventory(dir);
  return reuse;
}

/** Two empty version folders, a and b, in a new temporary folder. */
function twoVersionFolders(prefix: string): [string, string] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(root);
  const folders: [string, string] = [path.join(root, 'a'), path.join(root, 'b')];
  for (const dir of folders) fs.mkdirSync(dir);
  return folders;
}

describe('TreeWriter.writeParts', () => {
  const big = 'b'.repeat(3 << 20); // parts joined into chunks of a megabyte: several writes

  it('writes a file in one pass, leaves it when a recycled folder has its bytes, and replaces it by a rename', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-parts-'));
    dirs.push(root);
    const dir = path.join(root, 'v');
    fs.mkdirSync(dir);
    const file = path.join(dir, 'deep/manifest.json');

    let writer = writerOf(dir, false);
    await writer.writeParts('deep/manifest.json', ['a', big, 'c']);
    await writer.finish();
    expect(fs.readFileSync(file, 'utf8')).toBe(`a${big}c`);
    expect(writer).toMatchObject({ files: 1, written: 1, bytes: big.length + 2 });
    expect(fs.readFileSync(inventoryPathOf(dir), 'utf8')).toContain(' deep/manifest.json\n');
    const inode = fs.statSync(file).ino;

    // The same bytes: the file is left as it was.
    writer = writerOf(dir, true);
    await writer.writeParts('deep/manifest.json', ['a', big, 'c']);
    await writer.finish();
    expect(writer.written).toBe(0);
    expect(fs.statSync(file).ino).toBe(inode);

    // Other bytes: a new file replaces it, and another link to the old one (a published version's) keeps the old bytes.
    const published = path.join(root, 'published.json');
    fs.linkSync(file, published);
    writer = writerOf(dir, true);
    await writer.writeParts('deep/manifest.json', ['x', big]);
    await writer.finish();
    expect(writer.written).toBe(1);
    expect(fs.readFileSync(file, 'utf8')).toBe(`x${big}`);
    expect(fs.readFileSync(published, 'utf8')).toBe(`a${big}c`);
    expect(fs.readdirSync(path.join(dir, 'deep'))).toEqual(['manifest.json']);
  });

  it('writes small strings (multi-byte characters across chunk boundaries) and byte parts, mixed, in their order', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-parts-'));
    dirs.push(root);
    const dir = path.join(root, 'v');
    fs.mkdirSync(dir);
    const parts = Array.from({ length: 100_000 }, (_, i) => (i % 1000 === 999 ? Buffer.from(`bytes ${i} `.repeat(300)) : `line ${i} é—😀\n`));
    const whole = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
    expect(whole.length).toBeGreaterThan(2 << 20);
    const writer = writerOf(dir, false);
    const hash = await writer.writeParts('mixed.txt', parts);
    await writer.finish();
    expect(fs.readFileSync(path.join(dir, 'mixed.txt')).equals(whole)).toBe(true);
    expect(hash).toEqual({ sha256: createHash('sha256').update(whole).digest('hex'), size: whole.length });
  });

  it('leaves nothing behind when a part throws', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-parts-'));
    dirs.push(root);
    const dir = path.join(root, 'v');
    fs.mkdirSync(dir);
    function* parts(): Generator<string> {
      yield big;
      yield big;
      throw new Error('a URL conflict');
    }
    const writer = writerOf(dir, false);
    await expect(writer.writeParts('manifest.json', parts())).rejects.toThrow('a URL conflict');
    await writer.abandon();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('writes byte parts (an archive) with a fingerprint that the next build keeps, and precompressed siblings made from the file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-parts-'));
    dirs.push(root);
    const dir = path.join(root, 'v');
    fs.mkdirSync(dir);
    // Small parts are joined, a large one is written as it is.
    const parts = [Buffer.from('head'), randomBytes(3 << 19), ...Array.from({ length: 300 }, (_, i) => Buffer.from(`part ${i} `.repeat(500))), Buffer.from('end')];
    const whole = Buffer.concat(parts);

    let writer = writerOf(dir, false, true);
    const hash = await writer.writeParts('api/p/file/index.zip', parts, { compressible: true, fingerprint: 'zip.one' });
    await writer.finish();
    expect(hash).toEqual({ sha256: createHash('sha256').update(whole).digest('hex'), size: whole.length });
    expect(fs.readFileSync(path.join(dir, 'api/p/file/index.zip')).equals(whole)).toBe(true);
    // The siblings are those of the same bytes written whole.
    expect(fs.readFileSync(path.join(dir, 'api/p/file/index.zip.gz')).equals(zlib.gzipSync(whole, { level: 9 }))).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'api/p/file/index.zip.br'))).equals(whole)).toBe(true);
    expect(writer).toMatchObject({ files: 3, written: 3, compressed: 2 });

    writer = writerOf(dir, true, true);
    expect(await writer.keep('api/p/file/index.zip', 'zip.one', true)).toEqual(hash);
    await writer.finish();
    expect(writer).toMatchObject({ files: 3, written: 0, compressed: 0 });
    const other = writerOf(dir, true, true);
    expect(await other.keep('api/p/file/index.zip', 'zip.two', true)).toBeNull();
    await other.abandon();
  });
});

describe('TreeWriter, two versions alternating', () => {
  it('links what the last build wrote from the published version instead of making it again', async () => {
    const [a, b] = twoVersionFolders('static-tms-alternate-');
    const options = { precompress: false, precompressLevel: 5, salt: 'test' };

    // A cold build into a, then a rebuild into b seeded from it, which changes units/1.
    let writer = new TreeWriter({ dir: a, reuse: null, ...options });
    await writer.write('units/1/index.json', '{"v":1}', true, 'one');
    await writer.write('units/2/index.json', '{"w":1}', true, 'two');
    await writer.finish();
    expect(fs.existsSync(writtenPathOf(a))).toBe(false);
    writer = new TreeWriter({ dir: b, reuse: Inventory.open(a), published: a, ...options });
    expect(await writer.keep('units/1/index.json', 'one-changed', true)).toBeNull();
    await writer.write('units/1/index.json', '{"v":2}', true, 'one-changed');
    expect(await writer.keep('units/2/index.json', 'two', true)).not.toBeNull();
    await writer.finish();
    expect(fs.readFileSync(writtenPathOf(b), 'utf8')).toMatch(/@one-changed units\/1\/index.json\n$/);

    // The next rebuild recycles a, published b: units/1 is not rendered, but linked from b.
    writer = new TreeWriter({ dir: a, reuse: recycled(a), published: b, ...options });
    const hash = await writer.keep('units/1/index.json', 'one-changed', true);
    expect(hash).toEqual({ sha256: createHash('sha256').update('{"v":2}').digest('hex'), size: 7 });
    expect(await writer.keep('units/2/index.json', 'two', true)).not.toBeNull();
    await writer.finish();
    expect(writer).toMatchObject({ files: 2, written: 0, linked: 1 });
    expect(fs.statSync(path.join(a, 'units/1/index.json')).ino).toBe(fs.statSync(path.join(b, 'units/1/index.json')).ino);
    expect(fs.readFileSync(inventoryPathOf(a), 'utf8')).toContain('@one-changed units/1/index.json\n');
    // It wrote nothing, so the build after it finds nothing to link.
    expect(fs.readFileSync(writtenPathOf(a), 'utf8').trim().split('\n')).toEqual(['static-tms-written 1 test']);

    // Another input: rendered as before; another salt: the list does not count.
    const again = new TreeWriter({ dir: b, reuse: (forgetInventory(b), Inventory.open(a)), published: a, ...options });
    expect(await again.keep('units/1/index.json', 'one-changed', true)).not.toBeNull();
    await again.abandon();
    fs.writeFileSync(writtenPathOf(a), 'static-tms-written 1 other\n00:7@x units/3/index.json\n');
    const other = new TreeWriter({ dir: b, reuse: Inventory.open(b), published: a, ...options });
    expect(await other.keep('units/3/index.json', 'x', true)).toBeNull();
    await other.abandon();
  });
});

describe('TreeWriter after a change of salt (a new program, other URL options)', () => {
  it('keeps files by the published fingerprints once the published version is of the new salt', async () => {
    const [a, b] = twoVersionFolders('static-tms-new-salt-');
    const files: [string, string, string][] = [['units/1/index.json', '{"v":1}', 'one'], ['units/2/index.json', '{"w":1}', 'two']];
    const options = { precompress: false, precompressLevel: 5 };

    // Under the old salt: a cold build into a, then b seeded from it.
    let writer = new TreeWriter({ dir: a, reuse: null, ...options, salt: 'old' });
    for (const [rel, text, fingerprint] of files) await writer.write(rel, text, true, fingerprint);
    await writer.finish();
    writer = new TreeWriter({ dir: b, reuse: Inventory.open(a), published: a, ...options, salt: 'old' });
    for (const [rel, , fingerprint] of files) expect(await writer.keep(rel, fingerprint, true)).not.toBeNull();
    await writer.finish();

    // The first build under the new salt recycles a: nothing is kept by fingerprint. units/1 changes.
    writer = new TreeWriter({ dir: a, reuse: recycled(a), published: b, ...options, salt: 'new' });
    for (const [rel] of files) expect(await writer.keep(rel, 'any', true)).toBeNull();
    await writer.write('units/1/index.json', '{"v":2}', true, 'one-2');
    await writer.write('units/2/index.json', '{"w":1}', true, 'two');
    await writer.finish();

    // The second recycles b, of the old salt, but a is published under the new one: units/2 is
    // kept as b has it, units/1 (older in b) linked from a; nothing is rendered or written.
    writer = new TreeWriter({ dir: b, reuse: recycled(b), published: a, ...options, salt: 'new' });
    expect(writer.keepAtOnce('units/1/index.json', 'one-2')).toBeNull();
    expect(await writer.keep('units/1/index.json', 'one-2', true)).toEqual({ sha256: createHash('sha256').update('{"v":2}').digest('hex'), size: 7 });
    expect(writer.keepAtOnce('units/2/index.json', 'two')).toEqual({ sha256: createHash('sha256').update('{"w":1}').digest('hex'), size: 7 });
    await writer.finish();
    expect(writer).toMatchObject({ files: 2, written: 0, linked: 1 });
    expect(fs.readFileSync(path.join(b, 'units/1/index.json'), 'utf8')).toBe('{"v":2}');
    expect(fs.readFileSync(inventoryPathOf(b), 'utf8')).toBe(
      `static-tms-inventory 2 new\n${createHash('sha256').update('{"v":2}').digest('hex')}:7@one-2 units/1/index.json\n${createHash('sha256').update('{"w":1}').digest('hex')}:7@two units/2/index.json\n`,
    );

    // Under a third salt, neither version's fingerprints hold.
    const other = new TreeWriter({ dir: a, reuse: recycled(a), published: b, ...options, salt: 'third' });
    expect(other.keepAtOnce('units/2/index.json', 'two')).toBeNull();
    expect(await other.keep('units/2/index.json', 'two', true)).toBeNull();
    await other.abandon();
  });
});
