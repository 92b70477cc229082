import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_VERSION } from './blob-cache.js';
import { ChangeColumns, type PendingRow } from './change-columns.js';
import { readCheckpoint, writeCheckpoint, type Checkpoint } from './history-checkpoint.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function cacheDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-checkpoint-'));
  dirs.push(dir);
  return dir;
}

const row = (i: number): PendingRow => ({
  commit: `${i % 7}`.repeat(40),
  time: 1_700_000_000 + i * 60,
  comp: i % 2,
  language: ['fr', 'de', 'zh_Hant'][i % 3]!,
  idHash: i % 11 === 0 ? null : String(BigInt.asIntN(64, BigInt(i) * 3_074_457_345_618_258_602n)),
  action: i % 11 === 0 ? 0 : 2,
  // Targets across the 1 MB chunks of the texts, one larger than a chunk, empty ones.
  target: i === 5 ? '開'.repeat(400_000) : i % 13 === 0 ? '' : `cible ${i} ✓ ${'é'.repeat(i % 200)}`,
  authorEmail: `a${i % 4}@example.org`,
});

function checkpointOf(rows: number): Checkpoint {
  const pending = new ChangeColumns();
  for (let i = 0; i < rows; i++) pending.push(row(i));
  return {
    head: 'f'.repeat(40),
    lineage: `k:${'e'.repeat(40)}`,
    nextIndex: 12,
    pathBlob: [['po/fr.po', 'a'.repeat(40)]],
    components: [0, 1].map((c) => ({ strings: [[`${c}1`, 'Hello', 'm']], addedAt: [[`${c}1`, 3, 1_700_000_000]], translations: [{ exists: true, start: null }] })),
    pending,
  };
}

const fileOf = (dir: string) => path.join(dir, CACHE_VERSION, 'checkpoint-k.columns');

describe('the history checkpoint', () => {
  it('gives back the state and every change it was written with, and takes more changes after', () => {
    const dir = cacheDir();
    const written = checkpointOf(20_000);
    writeCheckpoint(dir, 'k', written);
    const read = readCheckpoint(dir, 'k', 2)!;
    const { pending, ...header } = read;
    const { pending: writtenPending, ...writtenHeader } = written;
    expect(header).toEqual(writtenHeader);
    expect(pending.length).toBe(writtenPending.length);
    for (let i = 0; i < pending.length; i++) expect(pending.row(i)).toEqual(row(i));
    pending.push(row(20_000));
    expect(pending.row(20_000)).toEqual(row(20_000));
    expect(fs.readdirSync(path.dirname(fileOf(dir)))).toEqual(['checkpoint-k.columns']);
  });

  it('keeps a checkpoint of no change', () => {
    const dir = cacheDir();
    writeCheckpoint(dir, 'k', checkpointOf(0));
    expect(readCheckpoint(dir, 'k', 2)?.pending.length).toBe(0);
  });

  it('is not used when cut short, longer, for another number of components, or missing', () => {
    const dir = cacheDir();
    writeCheckpoint(dir, 'k', checkpointOf(300));
    const bytes = fs.readFileSync(fileOf(dir));
    expect(readCheckpoint(dir, 'k', 3)).toBeNull();
    expect(readCheckpoint(dir, 'other', 2)).toBeNull();
    fs.writeFileSync(fileOf(dir), bytes.subarray(0, bytes.length - 1));
    expect(readCheckpoint(dir, 'k', 2)).toBeNull();
    fs.writeFileSync(fileOf(dir), Buffer.concat([bytes, Buffer.from('x')]));
    expect(readCheckpoint(dir, 'k', 2)).toBeNull();
    fs.writeFileSync(fileOf(dir), bytes.subarray(0, 10));
    expect(readCheckpoint(dir, 'k', 2)).toBeNull();
    fs.writeFileSync(fileOf(dir), bytes);
    expect(readCheckpoint(dir, 'k', 2)?.pending.length).toBe(300);
  });

  it('replaces the checkpoints of earlier versions, which it does not read', () => {
    const dir = cacheDir();
    fs.mkdirSync(path.join(dir, CACHE_VERSION));
    const old = path.join(dir, CACHE_VERSION, 'checkpoint-k.jsonl');
    fs.writeFileSync(old, '{"head":"x"}\n');
    expect(readCheckpoint(dir, 'k', 2)).toBeNull();
    writeCheckpoint(dir, 'k', checkpointOf(3));
    expect(fs.existsSync(old)).toBe(false);
  });

  it('writes nothing where the cache cannot be written, and does not throw', () => {
    const dir = cacheDir();
    fs.writeFileSync(path.join(dir, CACHE_VERSION), 'a file where the folder should be');
    expect(() => writeCheckpoint(dir, 'k', checkpointOf(3))).not.toThrow();
    expect(readCheckpoint(dir, 'k', 2)).toBeNull();
  });
});
