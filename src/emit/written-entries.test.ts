import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WRITTEN_LIMIT, WrittenEntries, writtenPathOf } from './written-entries.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function versionDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-written-'));
  dirs.push(root);
  return path.join(root, 'v-1');
}

describe('WrittenEntries', () => {
  it('gives back what was written, by path, under the same salt only', () => {
    const dir = versionDir();
    const written = new WrittenEntries(dir, 'salt');
    written.add('api/units/1/index.json', 'ab:7@one');
    written.add('a path with spaces/index.json', 'cd:2');
    written.add('api/projects/é/index.json', 'ef:3@two');
    written.save();
    const list = WrittenEntries.read(dir, 'salt')!;
    expect(['api/units/1/index.json', 'a path with spaces/index.json', 'api/projects/é/index.json'].map((p) => list.get(p))).toEqual(['ab:7@one', 'cd:2', 'ef:3@two']);
    expect([list.get('api/units/2/index.json'), list.get('a path with spaces'), list.get('')]).toEqual([undefined, undefined, undefined]);
    expect(WrittenEntries.read(dir, 'another salt')).toBeNull();
    expect(fs.existsSync(`${writtenPathOf(dir)}.partial`)).toBe(false);
  });

  it('finds each of many paths, written as they came', () => {
    const dir = versionDir();
    const written = new WrittenEntries(dir, 'salt');
    for (let i = 0; i < 30_000; i++) written.add(`api/changes/${i}/index.json`, `${i.toString(16)}:${i}@f${i}`);
    // Lines go to the partial file as they come (64 KB at a time), and to the list only on save.
    expect(fs.statSync(`${writtenPathOf(dir)}.partial`).size).toBeGreaterThan(500_000);
    expect(fs.existsSync(writtenPathOf(dir))).toBe(false);
    written.save();
    const list = WrittenEntries.read(dir, 'salt')!;
    for (const i of [0, 1, 12_345, 29_999]) expect(list.get(`api/changes/${i}/index.json`)).toBe(`${i.toString(16)}:${i}@f${i}`);
    expect(list.get('api/changes/30000/index.json')).toBeUndefined();
  });

  it('keeps no list past its limit or when discarded, and reads none that is missing or cut short', () => {
    const dir = versionDir();
    const written = new WrittenEntries(dir, 'salt');
    for (let i = 0; i <= WRITTEN_LIMIT; i++) written.add(`api/units/${i}/index.json`, 'ab:7');
    written.save();
    expect(fs.existsSync(writtenPathOf(dir))).toBe(false);
    expect(fs.existsSync(`${writtenPathOf(dir)}.partial`)).toBe(false);
    expect(WrittenEntries.read(dir, 'salt')).toBeNull();
    const dropped = new WrittenEntries(dir, 'salt');
    dropped.add('api/units/1/index.json', 'ab:7');
    dropped.discard();
    dropped.save();
    expect(fs.readdirSync(path.dirname(dir))).toEqual([]);
    fs.writeFileSync(writtenPathOf(dir), 'static-tms-written 1 salt\nab:7 api/units/1/index.json');
    expect(WrittenEntries.read(dir, 'salt')).toBeNull();
  });
});
