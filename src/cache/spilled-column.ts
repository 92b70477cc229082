import { isFileSystemError, openSpillFile, readAll, writeAll } from './spill-file.js';

/** Values a chunk: 1 MB. */
const CHUNK_VALUES = 1 << 18;

/**
 * A column of 32-bit numbers appended one at a time to a file, and read back in order a chunk at a
 * time: for a long column that is only read at the end of a build (the search index's postings:
 * 5.5 million, 22 MB, for the benchmark's million units). The file is removed as soon as it is
 * opened (openSpillFile). If the file cannot take more (a full disk), the values after it are kept
 * in memory instead.
 */
export class SpilledColumn {
  private readonly fd: number;
  private readonly chunk = new Uint32Array(CHUNK_VALUES);
  /** Values in `chunk` not yet written. */
  private used = 0;
  /** Values in the file, and the chunks kept in memory after them once writing failed. */
  private written = 0;
  private kept: Uint32Array[] | null = null;
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
    for (let at = 0; at < this.written; at += CHUNK_VALUES) {
      const values = Math.min(CHUNK_VALUES, this.written - at);
      readAll(this.fd, bytes.subarray(0, values * 4), at * 4);
      yield this.chunk.subarray(0, values);
    }
    yield* this.kept ?? [];
  }

  private flush(): void {
    if (this.used === 0) return;
    if (this.kept === null) {
      try {
        writeAll(this.fd, new Uint8Array(this.chunk.buffer, 0, this.used * 4), this.written * 4);
        this.written += this.used;
        this.used = 0;
        return;
      } catch (error) {
        if (!isFileSystemError(error)) throw error;
        this.kept = [];
      }
    }
    this.kept.push(this.chunk.slice(0, this.used));
    this.used = 0;
  }
}
