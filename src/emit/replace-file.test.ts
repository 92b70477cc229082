import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkNewSync, linkOrCopy, replaceWith, resetLinkRefusal, temporaryNameOf } from './replace-file.js';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-replace-'));
  resetLinkRefusal();
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('replacing files of a version folder', () => {
  it('replaces a file shared by a hard link without changing the other name', async () => {
    const published = path.join(tmp, 'published');
    const next = path.join(tmp, 'next');
    fs.writeFileSync(published, 'old');
    fs.linkSync(published, next);
    await replaceWith(next, (t) => fs.promises.writeFile(t, 'new'));
    expect(fs.readFileSync(published, 'utf8')).toBe('old');
    expect(fs.readFileSync(next, 'utf8')).toBe('new');
    expect(fs.existsSync(temporaryNameOf(next))).toBe(false);
  });

  it('removes a temporary file left as a link by a crashed build instead of writing through it', async () => {
    const published = path.join(tmp, 'published');
    const next = path.join(tmp, 'next');
    fs.writeFileSync(published, 'old');
    fs.linkSync(published, temporaryNameOf(next));
    await replaceWith(next, (t) => fs.promises.writeFile(t, 'new'));
    expect(fs.readFileSync(published, 'utf8')).toBe('old');
    expect(fs.readFileSync(next, 'utf8')).toBe('new');
  });

  it('links a new file, and replaces an existing one by a link', async () => {
    const source = path.join(tmp, 'source');
    fs.writeFileSync(source, 'bytes');
    expect(await linkOrCopy(source, path.join(tmp, 'a'), false)).toBe('linked');
    fs.writeFileSync(path.join(tmp, 'b'), 'other');
    expect(await linkOrCopy(source, path.join(tmp, 'b'), true)).toBe('linked');
    // Told it is new while it exists: still replaced, not refused.
    fs.writeFileSync(path.join(tmp, 'c'), 'other');
    expect(await linkOrCopy(source, path.join(tmp, 'c'), false)).toBe('linked');
    for (const name of ['a', 'b', 'c']) expect(fs.statSync(path.join(tmp, name)).ino).toBe(fs.statSync(source).ino);
  });

  it('links a new file at once, making its folder, and leaves an existing one to the general way', () => {
    const source = path.join(tmp, 'source');
    fs.writeFileSync(source, 'bytes');
    const nested = path.join(tmp, 'x', 'y', 'a');
    expect(linkNewSync(source, nested, false)).toBe(true);
    expect(fs.statSync(nested).ino).toBe(fs.statSync(source).ino);
    expect(linkNewSync(source, path.join(tmp, 'z', 'b'), true)).toBe(true);
    fs.writeFileSync(path.join(tmp, 'c'), 'other');
    expect(linkNewSync(source, path.join(tmp, 'c'), false)).toBe(false);
    expect(fs.readFileSync(path.join(tmp, 'c'), 'utf8')).toBe('other');
  });

  // Another device refuses links (EXDEV): /dev/shm is a tmpfs on most Linux machines, and when the
  // temporary folder is there (as npm test puts it), /var/tmp is usually on a disk.
  const otherDevice = ['/dev/shm', '/var/tmp'].find((dir) => fs.existsSync(dir) && fs.statSync(dir).dev !== fs.statSync(os.tmpdir()).dev);
  it.skipIf(otherDevice === undefined)('copies where links are refused (another device)', async () => {
    const other = fs.mkdtempSync(path.join(otherDevice!, 'static-tms-replace-'));
    try {
      const source = path.join(other, 'source');
      fs.writeFileSync(source, 'bytes');
      const target = path.join(tmp, 'copy');
      expect(await linkOrCopy(source, target, false)).toBe('copied');
      expect(fs.readFileSync(target, 'utf8')).toBe('bytes');
      expect(fs.statSync(target).ino).not.toBe(fs.statSync(source).ino);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
