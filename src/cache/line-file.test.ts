import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { collectGarbage } from '../collect-garbage.js';
import { forEachLine, LineWriter, linesOfBytes } from './line-file.js';

const dirs: string[] = [];
function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'line-file-'));
  dirs.push(dir);
  return path.join(dir, 'lines.txt');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function readAll(file: string): string[] | null {
  const lines: string[] = [];
  return forEachLine(file, (l) => void lines.push(l)) ? lines : null;
}

describe('LineWriter and forEachLine', () => {
  it('round-trips lines across 4 MB chunks, multi-byte characters included', () => {
    const file = tempFile();
    const writer = new LineWriter(file);
    // Lines of 3-byte characters, so that chunk boundaries fall inside some of them.
    const lines = Array.from({ length: 60_000 }, (_, i) => `${i} ${'日本語'.repeat(i % 50)}`);
    for (const l of lines) writer.add(l);
    expect(fs.existsSync(file)).toBe(false);
    writer.close();
    expect(fs.statSync(file).size).toBeGreaterThan(1 << 22);
    expect(readAll(file)).toEqual(lines);
  });

  it('writes a line longer than its chunk between shorter ones, in order', () => {
    const file = tempFile();
    const writer = new LineWriter(file);
    const lines = ['first', 'é'.repeat(600_000), 'middle', 'x'.repeat(2 << 20), 'last'];
    for (const l of lines) writer.add(l);
    writer.close();
    expect(readAll(file)).toEqual(lines);
  });

  it('reads a last line without a newline, stops when asked, and tells a missing file', () => {
    const file = tempFile();
    fs.writeFileSync(file, 'a\nb\nc');
    expect(readAll(file)).toEqual(['a', 'b', 'c']);
    const seen: string[] = [];
    expect(forEachLine(file, (l) => (seen.push(l), l !== 'b'))).toBe(true);
    expect(seen).toEqual(['a', 'b']);
    expect(readAll(`${file}.missing`)).toBeNull();
  });

  it('reads a line longer than a chunk', () => {
    const file = tempFile();
    const long = 'é'.repeat(3_000_000);
    fs.writeFileSync(file, `${long}\nend\n`);
    expect(readAll(file)).toEqual([long, 'end']);
  });

  it('keeps no chunk alive through what is kept from its lines', () => {
    // 64 MB of lines (16 chunks); a 64-character piece of one line in 4,000 is kept, as a
    // rebuild keeps the digests of list pages from its old inventory. Sliced out of their
    // chunks' strings, those pieces kept all 64 MB alive.
    const file = tempFile();
    const line = `/api/units/x/index.json\t${'0123456789abcdef'.repeat(4)}:123@${'f'.repeat(40)}`;
    fs.writeFileSync(file, `${line}\n`.repeat(Math.ceil((64 << 20) / (line.length + 1))));
    const heapUsed = () => (collectGarbage(), v8.getHeapStatistics().used_heap_size);
    const before = heapUsed();
    const kept: string[] = [];
    let n = 0;
    forEachLine(file, (l) => void (n++ % 4000 === 0 && kept.push(l.slice(24, 88))));
    expect(kept.length).toBeGreaterThan(100);
    expect(heapUsed() - before).toBeLessThan(8 << 20);
    expect(kept[0]).toBe('0123456789abcdef'.repeat(4));
  });

  it('leaves the file as it was when discarded', () => {
    const file = tempFile();
    fs.writeFileSync(file, 'old\n');
    const writer = new LineWriter(file);
    writer.add('new');
    writer.discard();
    expect(fs.readFileSync(file, 'utf8')).toBe('old\n');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['lines.txt']);
  });
});

describe('linesOfBytes', () => {
  it('gives the lines of the first bytes asked, multi-byte characters whole, without their newlines', () => {
    const bytes = Buffer.from('é—😀\n\nb\nnot yet ended');
    expect(linesOfBytes(bytes, bytes.indexOf('not'))).toEqual(['é—😀', '', 'b']);
    expect(linesOfBytes(Buffer.from('a\nb\n'))).toEqual(['a', 'b']);
    expect(linesOfBytes(Buffer.alloc(0))).toEqual([]);
  });
});
