import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OldPageReads } from './old-page-reads.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-old-pages-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

describe('OldPageReads', () => {
  it('gives the bytes of a read begun earlier once, null for a file that is not there, nothing for one not begun', async () => {
    const dir = folderWith({ 'api/changes/page-2.json': 'two', 'api/changes/page-3.json': 'three' });
    const reads = new OldPageReads(dir);
    reads.begin(['api/changes/page-2.json', 'api/changes/page-3.json', 'api/changes/page-4.json']);
    expect((await reads.take('api/changes/page-2.json'))?.toString()).toBe('two');
    expect(reads.take('api/changes/page-2.json')).toBeUndefined();
    expect(await reads.take('api/changes/page-4.json')).toBeNull();
    expect(reads.take('api/units/index.json')).toBeUndefined();
    reads.clear();
    expect(reads.take('api/changes/page-3.json')).toBeUndefined();
  });

  it('begins a read once however often it is asked', async () => {
    const dir = folderWith({ 'p/page-2.json': 'two' });
    const reads = new OldPageReads(dir);
    reads.begin(['p/page-2.json']);
    const first = reads.take('p/page-2.json');
    reads.begin(['p/page-2.json']);
    reads.begin(['p/page-2.json']);
    expect((await first)?.toString()).toBe('two');
    expect((await reads.take('p/page-2.json'))?.toString()).toBe('two');
    expect(reads.take('p/page-2.json')).toBeUndefined();
  });
});
