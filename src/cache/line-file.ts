import fs from 'node:fs';
import { writeAll } from './spill-file.js';

const CHUNK_BYTES = 1 << 22;

/**
 * Calls `line` with each line of a file (without its newline), reading 4 MB at a time and never the
 * whole file as one string: at a million units such files hold hundreds of megabytes. `line`
 * returns false to stop early. Returns false when the file does not exist.
 */
export function forEachLine(file: string, line: (text: string) => boolean | void): boolean {
  const fd = openIfExists(file);
  if (fd === null) return false;
  try {
    for (const text of linesOf(fd)) if (line(text) === false) break;
    return true;
  } finally {
    fs.closeSync(fd);
  }
}

/** A file opened for reading, or null when it does not exist. */
export function openIfExists(file: string): number | null {
  try {
    return fs.openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The lines of an open file from its start, read as they are asked for (see forEachLine). Each
 * line is decoded on its own: a line sliced out of its chunk's string would keep the whole 4 MB
 * chunk alive for as long as anything taken from it is (a warm build at a million units held
 * about 80 MB of its old inventory's chunks through the digests of the list pages it kept).
 */
export function* linesOf(fd: number): Generator<string, void, undefined> {
  let buffer = Buffer.alloc(CHUNK_BYTES);
  let position = 0;
  // Bytes after the last newline of a chunk are carried over as bytes and decoded with the
  // next chunk: a chunk may end inside a UTF-8 sequence.
  let carried = 0;
  for (;;) {
    if (carried === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
    const n = fs.readSync(fd, buffer, carried, buffer.length - carried, position);
    position += n;
    const filled = carried + n;
    if (n === 0) {
      if (filled > 0) yield buffer.toString('utf8', 0, filled);
      return;
    }
    const end = buffer.lastIndexOf(10, filled - 1);
    if (end < 0) {
      carried = filled;
      continue;
    }
    // linesOfBytes's loop, yielding each line as it is decoded rather than a chunk's lines at once.
    for (let start = 0; start <= end; ) {
      const nl = buffer.indexOf(10, start);
      yield buffer.toString('utf8', start, nl);
      start = nl + 1;
    }
    carried = filled - (end + 1);
    buffer.copy(buffer, 0, end + 1, filled);
  }
}

/** The lines of the first `length` bytes, each ending in a newline, each decoded on its own (see linesOf). */
export function linesOfBytes(bytes: Buffer, length = bytes.length): string[] {
  const lines: string[] = [];
  for (let start = 0; start < length; ) {
    const nl = bytes.indexOf(10, start);
    lines.push(bytes.toString('utf8', start, nl));
    start = nl + 1;
  }
  return lines;
}

/** Bytes a LineWriter holds before it writes them. */
const WRITE_CHUNK_BYTES = 1 << 20;

/** The most bytes `line` and its newline can take in UTF-8 (a UTF-16 unit is at most 3 bytes). */
export function lineBytesBound(line: string): number {
  return line.length * 3 + 1;
}

/** Writes `line` and a newline into `into` at `at`, which has lineBytesBound(line) bytes of room; returns where they end. */
export function putLine(into: Buffer, at: number, line: string): number {
  const end = at + into.write(line, at, 'utf8');
  into[end] = 10;
  return end + 1;
}

/**
 * Writes a file line by line in bounded chunks, into a partial file that `close` renames into place:
 * a reader sees the whole file or none of it. Each line is encoded as it is added, so its string
 * can die young instead of being held until the chunk is written.
 */
export class LineWriter {
  private readonly fd: number;
  private readonly chunk: Buffer;
  private length = 0;

  constructor(
    private readonly file: string,
    private readonly partial = `${file}.partial`,
    chunkBytes = WRITE_CHUNK_BYTES,
  ) {
    this.fd = fs.openSync(this.partial, 'w');
    this.chunk = Buffer.allocUnsafeSlow(chunkBytes);
  }

  add(line: string): void {
    const bound = lineBytesBound(line);
    if (this.chunk.length - this.length < bound) {
      this.flush();
      if (this.chunk.length < bound) {
        writeAll(this.fd, Buffer.from(`${line}\n`));
        return;
      }
    }
    this.length = putLine(this.chunk, this.length, line);
  }

  close(): void {
    this.flush();
    fs.closeSync(this.fd);
    fs.renameSync(this.partial, this.file);
  }

  /** Drops what was written: the file is left as it was. */
  discard(): void {
    fs.closeSync(this.fd);
    fs.rmSync(this.partial, { force: true });
  }

  private flush(): void {
    writeAll(this.fd, this.chunk.subarray(0, this.length));
    this.length = 0;
  }
}
