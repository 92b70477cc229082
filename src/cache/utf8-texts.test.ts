import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Utf8TextsBuilder } from './utf8-texts.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-utf8-texts-'));

/** How many reads of a file `run` makes. */
function countingReads(run: () => void): number {
  const spy = vi.spyOn(fs, 'readSync');
  try {
    run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('Utf8TextsBuilder', () => {
  it('gives back every text added, across the growth of its buffers', () => {
    const texts = Array.from({ length: 5000 }, (_, i) => (i % 7 === 0 ? '' : `${'é開'.repeat(i % 40)}#${i}`));
    const built = new Utf8TextsBuilder();
    expect(texts.map((t) => built.add(t))).toEqual(texts.map((_, i) => i));
    expect(built.length).toBe(texts.length);
    expect(texts.map((_, i) => built.get(i))).toEqual(texts);
  });

  it('keeps texts whole across its 1 MB chunks, larger ones and empty ones included', () => {
    const texts = Array.from({ length: 40_000 }, (_, i) =>
      i === 7 ? '開'.repeat(700_000) : i % 9 === 0 ? '' : `${'é'.repeat(i % 61)}${i}`);
    const built = new Utf8TextsBuilder();
    for (const t of texts) built.add(t);
    expect(built.length).toBe(texts.length);
    expect(texts.every((t, i) => built.get(i) === t)).toBe(true);
    expect(texts.every((t, i) => Buffer.from(t).equals(built.bytesOf(i)))).toBe(true);
  });

  it('stores its texts as lengths and bytes, and is made again from them without a text lost, then grows on', () => {
    const texts = Array.from({ length: 40_000 }, (_, i) =>
      i === 7 ? '開'.repeat(700_000) : i === 8 ? 'x'.repeat(1 << 20) : i % 9 === 0 ? '' : `${'é'.repeat(i % 61)}${i}`);
    const built = new Utf8TextsBuilder();
    for (const t of texts) built.add(t);
    const parts = [...built.storedParts()];
    const stored = Buffer.concat(parts);
    expect(parts[0]!.length).toBe(4 * texts.length);
    expect(stored.length).toBe(4 * texts.length + texts.reduce((n, t) => n + Buffer.byteLength(t), 0));

    let at = 0;
    const again = Utf8TextsBuilder.fromStored(texts.length, (into) => {
      stored.copy(into, 0, at, at + into.length);
      at += into.length;
    });
    expect(at).toBe(stored.length);
    expect(again.length).toBe(texts.length);
    expect(texts.every((t, i) => again.get(i) === t)).toBe(true);
    again.add('après');
    expect(again.get(texts.length)).toBe('après');
    expect(Buffer.concat([...again.storedParts()]).subarray(0, 4 * texts.length)).toEqual(stored.subarray(0, 4 * texts.length));
  });

  it('stores nothing for no text', () => {
    const empty = Utf8TextsBuilder.fromStored(0, () => undefined);
    expect(empty.length).toBe(0);
    expect(Buffer.concat([...new Utf8TextsBuilder().storedParts()]).length).toBe(0);
    expect(new Utf8TextsBuilder().storedLength()).toBe(0);
  });

  describe('given a folder', () => {
    const texts = Array.from({ length: 40_000 }, (_, i) =>
      i === 7 ? '開'.repeat(700_000) : i === 8 ? 'x'.repeat(1 << 20) : i % 9 === 0 ? '' : `${'é'.repeat(i % 61)}${i}`);

    it('holds only its last chunk, and reads the others back, text by text', () => {
      const built = new Utf8TextsBuilder(scratch);
      for (const t of texts) built.add(t);
      expect(built.heldBytes).toBe(1 << 20);
      expect(texts.every((t, i) => built.get(i) === t)).toBe(true);
      expect(texts.every((t, i) => Buffer.from(t).equals(built.bytesOf(i)))).toBe(true);
      // The file is removed as soon as it is opened (spill-file.ts).
      expect(fs.readdirSync(scratch)).toEqual([]);
    });

    it('stores what it would store holding every chunk, and is made again from it, spilling as it reads', () => {
      const held = new Utf8TextsBuilder();
      const spilled = new Utf8TextsBuilder(scratch);
      for (const t of texts) {
        held.add(t);
        spilled.add(t);
      }
      const stored = Buffer.concat([...spilled.storedParts()]);
      expect(stored.equals(Buffer.concat([...held.storedParts()]))).toBe(true);
      expect(spilled.storedLength()).toBe(stored.length);
      let at = 0;
      const again = Utf8TextsBuilder.fromStored(texts.length, (into) => {
        stored.copy(into, 0, at, at + into.length);
        at += into.length;
      }, scratch);
      expect(again.heldBytes).toBeLessThanOrEqual(2 << 20);
      expect(texts.every((t, i) => again.get(i) === t)).toBe(true);
    });

    it('gives the texts asked for with their bytes and lengths, spilled or held, reading runs of spilled texts together', () => {
      const built = new Utf8TextsBuilder(scratch);
      for (const t of texts) built.add(t);
      const rows = [0, 1, 2, 7, 8, 9, 500, 501, 5000, 20_000, 20_001, 39_998, 39_999];
      const seen: string[] = [];
      const reads = countingReads(() =>
        built.visitBytes(rows, (k, source, start, end) => {
          expect(end - start).toBe(built.byteLengthOf(rows[k]!));
          seen[k] = Buffer.from(source.subarray(start, end)).toString('utf8');
        }),
      );
      expect(seen).toEqual(rows.map((i) => texts[i]));
      // 0–2 and 500–501 in one read each, the two large texts and every lone one in one each; the
      // last chunk's texts are held.
      expect(reads).toBeGreaterThan(3);
      expect(reads).toBeLessThan(rows.length - 3);
      const every = Uint32Array.from(texts.keys());
      let checked = 0;
      const all = countingReads(() => built.visitBytes(every, (k, source, start, end) => void (checked += Number(Buffer.from(texts[k]!).equals(source.subarray(start, end))))));
      expect(checked).toBe(texts.length);
      // The spilled megabytes a read at most each, against a read per text.
      expect(all).toBeGreaterThan(3);
      expect(all).toBeLessThan(20);
    });

    it('holds its chunks when the folder cannot take the file', () => {
      const file = path.join(scratch, 'a-file');
      fs.writeFileSync(file, '');
      const built = new Utf8TextsBuilder(path.join(file, 'below'));
      const held = new Utf8TextsBuilder();
      for (const t of texts) {
        built.add(t);
        held.add(t);
      }
      expect(built.heldBytes).toBe(held.heldBytes);
      expect(built.heldBytes).toBeGreaterThan(4 << 20);
      expect(texts.every((t, i) => built.get(i) === t)).toBe(true);
      fs.rmSync(file);
    });
  });
});
