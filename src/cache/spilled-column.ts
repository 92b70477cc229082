import { openSpillFile, readAll, writeAll } from './spill-file.js';

/** Values a chunk: 1 MB. */
const CHUNK_VALUES = 1 << 18;

/**
 * A column of 32-bit numbers appended one at a time to a file, and read back in order a chunk at a
 * time: for a long column that is only read at the end of a build (the search index's ten
 * million postings at L, 40 MB). The file is removed as soon as it is opened (openSpillFile).
 */
export class SpilledColumn {
  private readonly fd: number;
  private readonly chunk = new Uint32Array(CHUNK_VALUES);
  /** Values in `chunk` not yet written. */
  private used = 0;
  length = 0;

  constructor(dir: string) {
    this.fd = openSpillFile(dir, this);
  }

  push(value: number): void {
    if (this.used === CHUNK_VALUES) this.flush();
    this.chunk[this.used++] = value;
    this.length++;
  }

  /** The values in order, a chunk at a time; each chunk is valid until the next is asked for. */
  *chunks(): Generator<Uint32Array> {
    this.flush();
    const bytes = new Uint8Array(this.chunk.buffer);
    for (let at = 0; at < this.length; at += CHUNK_VALUES) {
      const values = Math.min(CHUNK_VALUES, this.length - at);
      readAll(this.fd, bytes.subarray(0, values * 4), at * 4);
      yield this.chunk.subarray(0, values);
    }
  }

  private flush(): void {
    writeAll(this.fd, new Uint8Array(this.chunk.buffer, 0, this.used * 4));
    this.used = 0;
  }
}
