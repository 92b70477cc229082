import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { forEachLine, LineWriter } from './line-file.js';

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
