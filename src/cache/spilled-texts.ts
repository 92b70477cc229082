import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** How much a forward read brings in at once: about a thousand change targets. */
const WINDOW_BYTES = 64 * 1024;
const WRITE_BYTES = 1 << 20;

/** Closes a spill's file once nothing reads it any more (a process that builds many sites, such as the tests). */
const closeWhenCollected = new FinalizationRegistry<number>((fd) => fs.close(fd, () => {}));

/**
 * Many strings written once to a file and read back by number, for texts a build keeps to the end
 * but reads in order: a million change targets are about 45 MB held by the page cache, not by the
 * process. The file is removed as soon as it is opened, so it goes with the process however the
 * build ends, and two builds never share one.
 *
 * A text after the window read last brings in the next WINDOW_BYTES; one before it is read alone.
 * So a pass in order costs one read per window, and a lookup back (a change's `old`) one small
 * read that leaves the window where it is.
 */
export class SpilledTexts {
  private window: Buffer | null = null;
  /** Where `window` starts in the file, and how many of its bytes were read. */
  private windowStart = 0;
  private windowLength = 0;

  private constructor(
    private readonly fd: number,
    /** Where each text ends in the file; it starts where the one before ends. */
    private readonly ends: Float64Array,
  ) {
    closeWhenCollected.register(this, fd);
  }

  /** The texts `textOf(0)` … `textOf(count − 1)`, written to a new file in `dir`. */
  static write(dir: string, count: number, textOf: (i: number) => string): SpilledTexts {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `.spill-${process.pid}-${randomBytes(6).toString('hex')}`);
    const fd = fs.openSync(file, 'w+');
    try {
      fs.unlinkSync(file);
      const ends = new Float64Array(count);
      const buffer = Buffer.allocUnsafe(WRITE_BYTES);
      let used = 0;
      let end = 0;
      const flush = (): void => {
        for (let at = 0; at < used; ) at += fs.writeSync(fd, buffer, at, used - at);
        used = 0;
      };
      for (let i = 0; i < count; i++) {
        const text = textOf(i);
        const size = Buffer.byteLength(text);
        if (size > WRITE_BYTES - used) flush();
        if (size > WRITE_BYTES) fs.writeSync(fd, text);
        else used += buffer.write(text, used);
        ends[i] = end += size;
      }
      flush();
      return new SpilledTexts(fd, ends);
    } catch (error) {
      fs.closeSync(fd);
      fs.rmSync(file, { force: true });
      throw error;
    }
  }

  get length(): number {
    return this.ends.length;
  }

  get(i: number): string {
    const start = i === 0 ? 0 : this.ends[i - 1]!;
    const end = this.ends[i]!;
    if (this.window && start >= this.windowStart && end <= this.windowStart + this.windowLength) {
      return this.window.toString('utf8', start - this.windowStart, end - this.windowStart);
    }
    if (start < this.windowStart || end - start > WINDOW_BYTES / 2) return this.read(start, end - start).toString('utf8');
    this.window ??= Buffer.allocUnsafe(WINDOW_BYTES);
    this.windowStart = start;
    this.windowLength = fs.readSync(this.fd, this.window, 0, WINDOW_BYTES, start);
    if (this.windowLength < end - start) throw new Error(`a spilled text ends before its ${end - start} bytes`);
    return this.window.toString('utf8', 0, end - start);
  }

  private read(position: number, size: number): Buffer {
    const bytes = Buffer.allocUnsafe(size);
    for (let at = 0; at < size; ) {
      const read = fs.readSync(this.fd, bytes, at, size - at, position + at);
      if (read === 0) throw new Error(`a spilled text ends before its ${size} bytes`);
      at += read;
    }
    return bytes;
  }
}
