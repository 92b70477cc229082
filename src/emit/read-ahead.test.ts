import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ReadAhead } from './read-ahead.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-read-ahead-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string): string => {
  fs.writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};

describe('ReadAhead', () => {
  it('gives the bytes a file had when its read was started, and reads a file not started at once', async () => {
    const a = file('a', 'old a');
    const b = file('b', 'b');
    const ahead = new ReadAhead();
    ahead.start([a]);
    const taken = ahead.take(a);
    expect(taken).toBeInstanceOf(Promise);
    expect((await taken).toString()).toBe('old a');
    // Taken once: asked again, it is read again.
    fs.writeFileSync(a, 'new a');
    expect(ahead.take(a).toString()).toBe('new a');
    expect(ahead.take(b)).toBeInstanceOf(Buffer);
  });

  it('keeps at most its limit of reads, dropping the oldest', async () => {
    const files = ['1', '2', '3'].map((n) => file(n, n));
    const ahead = new ReadAhead(2);
    ahead.start(files);
    expect(ahead.take(files[0]!)).toBeInstanceOf(Buffer);
    expect((await ahead.take(files[2]!)).toString()).toBe('3');
  });

  it('reports a failed read when it is taken, and never when it is not', async () => {
    const ahead = new ReadAhead();
    const missing = path.join(dir, 'missing');
    ahead.start([missing, path.join(dir, 'missing too')]);
    await expect(ahead.take(missing)).rejects.toThrow('ENOENT');
    await new Promise((resolve) => setTimeout(resolve, 20)); // an unhandled rejection would fail the run
  });
});
