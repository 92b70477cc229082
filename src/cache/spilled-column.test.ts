import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpilledColumn } from './spilled-column.js';

describe('SpilledColumn', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spilled-column-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives back every value in order across its chunks, as often as asked, and leaves no file', () => {
    const column = new SpilledColumn(dir);
    const count = (1 << 18) * 2 + 12345;
    for (let i = 0; i < count; i++) column.push((i * 2654435761) >>> 0);
    expect(column.length).toBe(count);
    expect(fs.readdirSync(dir)).toEqual([]);
    for (let pass = 0; pass < 2; pass++) {
      let i = 0;
      let wrong = 0;
      for (const chunk of column.chunks()) for (const value of chunk) if (value !== (i++ * 2654435761) >>> 0) wrong++;
      expect([i, wrong]).toEqual([count, 0]);
    }
  });

  it('is empty until a value is pushed, and takes more after a read', () => {
    const column = new SpilledColumn(dir);
    expect([...column.chunks()]).toEqual([]);
    column.push(7);
    expect([...column.chunks()].map((c) => [...c])).toEqual([[7]]);
    column.push(8);
    expect([...column.chunks()].map((c) => [...c])).toEqual([[7, 8]]);
  });

  it('keeps the values in memory once its file cannot take more', () => {
    const column = new SpilledColumn(dir);
    const count = (1 << 18) * 3 + 5;
    const write = vi.spyOn(fs, 'writeSync');
    try {
      for (let i = 0; i < (1 << 18) + 10; i++) column.push(i);
      // The disk is full from the second chunk on.
      write.mockImplementation(() => {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      });
      for (let i = (1 << 18) + 10; i < count; i++) column.push(i);
      expect(write.mock.results.some((r) => r.type === 'throw')).toBe(true);
    } finally {
      write.mockRestore();
    }
    let i = 0;
    let wrong = 0;
    for (const chunk of column.chunks()) for (const value of chunk) if (value !== i++) wrong++;
    expect([column.length, i, wrong]).toEqual([count, count, 0]);
  });
});
