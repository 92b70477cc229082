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
    const written = new WrittenEntries();
    written.add('api/units/1/index.json', 'ab:7@one');
    written.add('a path with spaces/index.json', 'cd:2');
    written.save(dir, 'salt');
    expect(WrittenEntries.read(dir, 'salt')).toEqual(new Map([['api/units/1/index.json', 'ab:7@one'], ['a path with spaces/index.json', 'cd:2']]));
    expect(WrittenEntries.read(dir, 'another salt')).toBeNull();
    expect(fs.existsSync(`${writtenPathOf(dir)}.partial`)).toBe(false);
  });

  it('keeps no list past its limit, and reads none that is missing or cut short', () => {
    const dir = versionDir();
    const written = new WrittenEntries();
    for (let i = 0; i <= WRITTEN_LIMIT; i++) written.add(`api/units/${i}/index.json`, 'ab:7');
    written.save(dir, 'salt');
    expect(fs.existsSync(writtenPathOf(dir))).toBe(false);
    expect(WrittenEntries.read(dir, 'salt')).toBeNull();
    fs.writeFileSync(writtenPathOf(dir), 'static-tms-written 1 salt\nab:7 api/units/1/index.json');
    expect(WrittenEntries.read(dir, 'salt')).toBeNull();
  });
});
