import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Utf8TextsBuilder } from './utf8-texts.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-utf8-texts-'));
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
