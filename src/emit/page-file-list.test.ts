import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PageFileList } from './page-file-list.js';

const pageOf = (n: number) => ({ sha256: createHash('sha256').update(`page ${n}`).digest('hex'), size: n * 1013 });

describe('PageFileList', () => {
  it('gives its pages to JSON.stringify as the objects it was given, in order, across growth', () => {
    const pages = Array.from({ length: 1000 }, (_, i) => pageOf(i + 2));
    const list = new PageFileList();
    for (const page of pages) list.push(page);
    expect(list.length).toBe(1000);
    const line = { url: '/api/changes/', pages: 1001, page_files: list };
    expect(JSON.stringify(line)).toBe(JSON.stringify({ ...line, page_files: pages }));
    expect(JSON.stringify({ page_files: new PageFileList() })).toBe('{"page_files":[]}');
  });

  it('keeps sizes beyond 32 bits', () => {
    const list = new PageFileList();
    list.push({ ...pageOf(1), size: 2 ** 40 + 3 });
    expect(list.toJSON()[0]!.size).toBe(2 ** 40 + 3);
  });

  it('refuses a digest it could not give back as it was', () => {
    const list = new PageFileList();
    for (const sha256 of ['ABCDEF'.padEnd(64, '0'), 'abc', `${'0'.repeat(64)}0`]) expect(() => list.push({ sha256, size: 1 })).toThrow(/64 lowercase hex/);
  });
});
