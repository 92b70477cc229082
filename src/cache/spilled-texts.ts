import type { Hash } from 'node:crypto';
import fs from 'node:fs';
import { AscendingOffsets } from './ascending-offsets.js';
import { openSpillFile, readAll, writeAll } from './spill-file.js';

/** How much a forward read brings in at once: about a thousand change targets. */
const WINDOW_BYTES = 64 * 1024;
const WRITE_BYTES = 1 << 20;

/**
 * Many strings written once to a file and read back by number, for texts a build keeps to the end
 * but reads in order: a million change targets are about 45 MB held by the page cache, not by the
 * process (openSpillFile).
 *
 * A text after the window read last brings in the next WINDOW_BYTES; one before it is read alone.
 * So a pass in order costs one read per window, and a lookup back (a change's `old`) one small
 * read that leaves the window where it is.
 */
export class SpilledTexts {
  private readonly fd: number;
  /** Where each text ends in the file; it starts where the one before ends. */
  private readonly ends: AscendingOffsets;
  private window: Buffer | null = null;
  /** Where `window` starts in the file, and how many of its bytes were read. */
  private windowStart = 0;
  private windowLength = 0;

  private constructor(dir: string, count: number) {
    this.fd = openSpillFile(dir, this);
    this.ends = new AscendingOffsets(count);
  }

  /** The texts whose UTF-8 bytes are `bytesOf(0)` … `bytesOf(count − 1)`, written to a new file in `dir`. */
  static write(dir: string, count: number, bytesOf: (i: number) => Uint8Array): SpilledTexts {
    const texts = new SpilledTexts(dir, count);
    const buffer = Buffer.allocUnsafe(WRITE_BYTES);
    let used = 0;
    let end = 0;
    for (let i = 0; i < count; i++) {
      const bytes = bytesOf(i);
      const size = bytes.length;
      if (size > WRITE_BYTES - used) {
        writeAll(texts.fd, buffer.subarray(0, used));
        used = 0;
      }
      if (size > WRITE_BYTES) writeAll(texts.fd, bytes);
      else {
        buffer.set(bytes, used);
        used += size;
      }
      texts.ends.push((end += size));
    }
    writeAll(texts.fd, buffer.subarray(0, used));
    return texts;
  }

  get length(): number {
    return this.ends.length;
  }

  /** Feeds `hash` where each text ends, then their bytes, read back from the file: as Utf8Texts.digestInto. */
  digestInto(hash: Hash): void {
    const ends = new Float64Array(this.length);
    for (let i = 0; i < ends.length; i++) ends[i] = this.ends.get(i);
    hash.update(new Uint8Array(ends.buffer));
    const total = ends.length === 0 ? 0 : ends[ends.length - 1]!;
    const chunk = Buffer.allocUnsafe(Math.min(WRITE_BYTES, total));
    for (let at = 0; at < total; at += chunk.length) {
      const part = chunk.subarray(0, Math.min(chunk.length, total - at));
      readAll(this.fd, part, at);
      hash.update(part);
    }
  }

  get(i: number): string {
    const start = i === 0 ? 0 : this.ends.get(i - 1);
    const end = this.ends.get(i);
    if (this.window && start >= this.windowStart && end <= this.windowStart + this.windowLength) {
      return this.window.toString('utf8', start - this.windowStart, end - this.windowStart);
    }
    if (start < this.windowStart || end - start > WINDOW_BYTES / 2) {
      const bytes = Buffer.allocUnsafe(end - start);
      readAll(this.fd, bytes, start);
      return bytes.toString('utf8');
    }
    this.window ??= Buffer.allocUnsafe(WINDOW_BYTES);
    this.windowStart = start;
    this.windowLength = fs.readSync(this.fd, this.window, 0, WINDOW_BYTES, start);
    if (this.windowLength < end - start) throw new Error(`a spilled text ends before its ${end - start} bytes`);
    return this.window.toString('utf8', 0, end - start);
  }
}
