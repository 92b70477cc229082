import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWriterThread, stopWriterThreads } from './file-writer-thread.js';

describe('FileWriterThread', () => {
  let dir: string;
  let thread: FileWriterThread;
  const failures: Error[] = [];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-thread-'));
    failures.length = 0;
    thread = new FileWriterThread((error) => failures.push(error));
  });
  afterEach(() => {
    thread.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes strings and bytes in many batches, making folders when asked or when missing', async () => {
    for (let i = 0; i < 1000; i++) await thread.write(path.join(dir, `u/${i}/index.json`), `{"id":${i}}`, i % 2 === 0, false);
    await thread.write(path.join(dir, 'w.png'), Buffer.from([1, 2, 3]), false, false);
    await thread.drain();
    expect(fs.readFileSync(path.join(dir, 'u/999/index.json'), 'utf8')).toBe('{"id":999}');
    expect(fs.readdirSync(path.join(dir, 'u'))).toHaveLength(1000);
    expect([...fs.readFileSync(path.join(dir, 'w.png'))]).toEqual([1, 2, 3]);
    expect(failures).toEqual([]);
  });

  it('writes a file larger than a batch between small ones, multi-byte text intact', async () => {
    const large = 'é€'.repeat(700_000); // 3.5 MB of UTF-8
    await thread.write(path.join(dir, 'a'), 'small', false, false);
    await thread.write(path.join(dir, 'large'), large, false, false);
    await thread.write(path.join(dir, 'b'), Buffer.alloc(900_000, 7), false, false);
    await thread.write(path.join(dir, 'c'), 'ü', false, false);
    await thread.drain();
    expect(fs.readFileSync(path.join(dir, 'large'), 'utf8')).toBe(large);
    expect(fs.readFileSync(path.join(dir, 'b')).equals(Buffer.alloc(900_000, 7))).toBe(true);
    expect([fs.readFileSync(path.join(dir, 'a'), 'utf8'), fs.readFileSync(path.join(dir, 'c'), 'utf8')]).toEqual(['small', 'ü']);
  });

  it('replaces an existing file by a rename, leaving a hard link to it untouched', async () => {
    const file = path.join(dir, 'a.json');
    const published = path.join(dir, 'published.json');
    fs.writeFileSync(published, 'old');
    fs.linkSync(published, file);
    await thread.write(file, 'new', false, true);
    // Not told that it exists: created with O_EXCL, found there, replaced all the same.
    const other = path.join(dir, 'b.json');
    fs.linkSync(published, other);
    await thread.write(other, 'newer', false, false);
    await thread.drain();
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readFileSync(other, 'utf8')).toBe('newer');
    expect(fs.readFileSync(published, 'utf8')).toBe('old');
    expect(fs.readdirSync(dir).sort()).toEqual(['a.json', 'b.json', 'published.json']);
  });

  it('makes hard links in order with the files, and tells which it could not make', async () => {
    const source = path.join(dir, 'published.json');
    fs.writeFileSync(source, 'same');
    fs.mkdirSync(path.join(dir, 'taken'));
    fs.writeFileSync(path.join(dir, 'taken', 'index.json'), 'other');
    const told: [string, boolean][] = [];
    const link = (rel: string, from: string, makeFolder: boolean): Promise<void> => thread.link(from, path.join(dir, rel), makeFolder, (made) => told.push([rel, made]));
    await link('a/index.json', source, true);
    await thread.write(path.join(dir, 'a', 'other.json'), 'written', false, false);
    await link('b/index.json', source, false); // its folder is missing: made all the same
    await link('taken/index.json', source, false); // a file is in the way
    await link('c/index.json', path.join(dir, 'gone.json'), true); // the source is missing
    for (let i = 0; i < 300; i++) await link(`many/${i}`, source, i === 0);
    await thread.drain();
    expect(told.slice(0, 4)).toEqual([
      ['a/index.json', true],
      ['b/index.json', true],
      ['taken/index.json', false],
      ['c/index.json', false],
    ]);
    expect(told.slice(4).every(([, made]) => made)).toBe(true);
    expect(told).toHaveLength(304);
    expect(fs.statSync(path.join(dir, 'b', 'index.json')).ino).toBe(fs.statSync(source).ino);
    expect(fs.statSync(source).nlink).toBe(303);
    expect(fs.readFileSync(path.join(dir, 'a', 'other.json'), 'utf8')).toBe('written');
    expect(fs.readFileSync(path.join(dir, 'taken', 'index.json'), 'utf8')).toBe('other');
    expect(failures).toEqual([]);
  });

  it('reports the first error with its code and path, once, and drain throws it', async () => {
    fs.writeFileSync(path.join(dir, 'file'), '');
    await thread.write(path.join(dir, 'file/under/x.json'), '{}', true, false);
    await thread.write(path.join(dir, 'later.json'), '{}', false, false);
    const error = await thread.drain().then(() => null, (e: NodeJS.ErrnoException) => e);
    expect(error?.code).toBe('ENOTDIR');
    expect(error?.path).toContain('file');
    expect(failures).toHaveLength(1);
  });

  it('writes nothing more once stopped (a signal handler stops it before removing the folder)', async () => {
    await thread.write(path.join(dir, 'before'), '1', false, false);
    await thread.drain();
    stopWriterThreads();
    for (let i = 0; i < 300; i++) await thread.write(path.join(dir, `after-${i}`), '2', false, false);
    await thread.drain();
    expect(fs.readdirSync(dir)).toEqual(['before']);
  });

  it('starts again after close', async () => {
    await thread.write(path.join(dir, 'one'), '1', false, false);
    await thread.drain();
    thread.close();
    await thread.write(path.join(dir, 'two'), '2', false, false);
    await thread.drain();
    expect(fs.readFileSync(path.join(dir, 'two'), 'utf8')).toBe('2');
  });
});
