import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shuffled } from '../../test/helpers/shuffled.js';
import { gatheredInOrder, type StoredTexts } from './gathered-texts.js';
import { Utf8TextsBuilder } from './utf8-texts.js';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-gathered-texts-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('gatheredInOrder', () => {
  // About 13 MB: blocks of 8 MB, spilled chunks of 1 MB, an empty text every so often and one
  // text larger than a block.
  const texts = Array.from({ length: 60_000 }, (_, i) =>
    i === 4321 ? 'ü'.repeat(5 << 20) : i % 11 === 0 ? '' : `${'Zeichenkette '.repeat(i % 13)}${i} ✓`);

  it('gives the texts asked in order from rows stored in another, held or spilled, across blocks', () => {
    for (const folder of [null, scratch]) {
      const built = new Utf8TextsBuilder(folder);
      for (const t of texts) built.add(t);
      const rows = shuffled(texts.length, 12345);
      const bytesOf = gatheredInOrder(built, rows.length, (i) => rows[i]!);
      let wrong = 0;
      for (let i = 0; i < rows.length; i++) if (Buffer.from(bytesOf(i)).toString('utf8') !== texts[rows[i]!]) wrong++;
      expect(wrong).toBe(0);
    }
  });

  it('reads each block of texts once, in the order they are stored', () => {
    const lengths = [3, 0, 5, 2, 7];
    const visits: number[][] = [];
    const stored: StoredTexts = {
      byteLengthOf: (row) => lengths[row]!,
      visitBytes: (rows, visit) => {
        visits.push(Array.from(rows));
        for (let k = 0; k < rows.length; k++) visit(k, Buffer.alloc(lengths[rows[k]!]! + 2, 97 + rows[k]!), 1, lengths[rows[k]!]! + 1);
      },
    };
    const rows = [4, 1, 0, 3, 2];
    const bytesOf = gatheredInOrder(stored, rows.length, (i) => rows[i]!);
    expect(rows.map((_, i) => Buffer.from(bytesOf(i)).toString())).toEqual(['eeeeeee', '', 'aaa', 'dd', 'ccccc']);
    expect(visits).toEqual([[0, 1, 2, 3, 4]]);
  });
});
