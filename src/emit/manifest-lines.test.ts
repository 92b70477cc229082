import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManifestLines } from './manifest-lines.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const line = (url: string) => `{"url":"${url}","kind":"k"}`;

describe('ManifestLines', () => {
  it('reads back lines in the order of their URLs, held in memory or spilled to files', () => {
    const urls = ['/api/', '/api/units/', '/api/units/9/', '/api/units/10/', '/api/units/1/', '/api/changes/', '/api/users/Ann/',
      '/api/users/ann/', '/api/translations/p/c/de/units/', '/api/translations/p/c/de/', '/api/projects/p/', '/api/units/100/'];
    for (let i = 0; i < 2000; i++) urls.push(`/api/units/${(i * 7919) % 100000}/`, `/api/changes/${i * 31}/`);
    const expected = urls.map(line).sort();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-lines-'));
    dirs.push(dir);
    const held = new ManifestLines(path.join(dir, 'held'));
    for (const url of urls) held.add(line(url));
    expect([...held.sorted()]).toEqual(expected);
    expect([...held.sorted()]).toEqual(expected);
    expect(held.count).toBe(urls.length);

    const spilled = new ManifestLines(path.join(dir, 'spilled'), 1000);
    for (const url of urls) spilled.add(line(url));
    expect(fs.readdirSync(path.join(dir, 'spilled')).length).toBeGreaterThan(1);
    expect([...spilled.sorted()]).toEqual(expected);
    expect([...spilled.sorted()]).toEqual(expected);
    expect(() => spilled.add(line('/api/x/'))).toThrow(/after they were read/);

    // A reading left half way (a URL conflict stops the manifest) leaves every bucket whole.
    const left = new ManifestLines(path.join(dir, 'left'), 1000);
    for (const url of urls) left.add(line(url));
    const first = left.sorted();
    for (let i = 0; i < urls.length / 2; i++) first.next();
    first.return(undefined);
    expect([...left.sorted()]).toEqual(expected);
    spilled.dispose();
    expect(fs.existsSync(path.join(dir, 'spilled'))).toBe(false);
  });

  it('keeps lines longer than a bucket holds at first, and characters of several UTF-8 bytes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-lines-'));
    dirs.push(dir);
    const long = (i: number) => `{"url":"/api/translations/p/c/de/file/","kind":"k","name":"${'é€😀'.repeat(400 + i)}"}`;
    const expected = [long(3), line('/api/translations/p/c/cs/'), long(1), long(2)].sort();
    for (const limit of [undefined, 3000]) {
      const lines = new ManifestLines(path.join(dir, `l${limit}`), limit);
      for (const l of [long(3), line('/api/translations/p/c/cs/'), long(1), long(2)]) lines.add(l);
      expect([...lines.sorted()]).toEqual(expected);
    }
  });
});
