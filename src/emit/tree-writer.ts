import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileDigest, InventoryWriter, type Inventory } from './file-inventory.js';
import { WritePool, type FileData } from './write-pool.js';

export interface TreeWriterOptions {
  dir: string;
  /** What `dir` already holds when it is a recycled version (consumed while writing). */
  reuse: Inventory | null;
  precompress: boolean;
  precompressLevel: number;
}

/**
 * Writes files into a version folder. When the folder is recycled (`reuse` says what it holds), a
 * file whose digest is unchanged is left alone, so it is neither rewritten nor touched (its mtime,
 * and the ETag a server derives from it, stay); `finish` removes what the new output no longer has.
 */
export class TreeWriter {
  files = 0;
  bytes = 0;
  /** Files actually written (the rest were already there with the same bytes). */
  written = 0;
  private readonly inventory: InventoryWriter;
  private readonly pool = new WritePool(writesInFlight());

  constructor(private readonly options: TreeWriterOptions) {
    this.inventory = new InventoryWriter(options.dir);
  }

  /** Writes one file (and its precompressed siblings when asked); returns its hash and size. */
  async write(rel: string, data: string | Buffer, compressible: boolean): Promise<{ sha256: string; size: number }> {
    // A string is hashed and written as UTF-8 without a Buffer copy: most files of a rebuild are
    // unchanged and need only their digest.
    const sha256 = createHash('sha256').update(data).digest('hex');
    const size = byteLengthOf(data);
    const digest = fileDigest(sha256, size);
    await this.put(rel, digest, size, () => data);
    if (compressible && this.options.precompress) {
      await this.put(`${rel}.gz`, `gz9:${digest}`, null, () => zlib.gzipSync(data, { level: 9 }));
      const level = this.options.precompressLevel;
      await this.put(`${rel}.br`, `br${level}:${digest}`, null, () => zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: level,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }));
    }
    return { sha256, size };
  }

  /** Writes a large file given in parts, never joined into one string (the manifest); not precompressed. */
  async writeParts(rel: string, parts: () => Iterable<string>): Promise<void> {
    const hash = createHash('sha256');
    let size = 0;
    for (const part of parts()) {
      hash.update(part);
      size += Buffer.byteLength(part);
    }
    await this.put(rel, fileDigest(hash.digest('hex'), size), size, () => inChunks(parts()));
  }

  /** Waits for the writes, removes the recycled folder's files that the new output no longer has, records the inventory. */
  async finish(): Promise<void> {
    await this.pool.drain();
    const stale = this.options.reuse;
    if (stale) {
      for (const rel of stale.keys()) removeFileAndEmptyFolders(this.options.dir, rel);
      stale.clear();
    }
    this.inventory.close();
  }

  /**
   * After a failure: the folder holds what was written plus the recycled files not yet reached,
   * so the inventory can still say exactly that and the next build may recycle the folder. When
   * a write itself failed, what is on disk is unknown: no inventory, and the folder is dropped.
   */
  async abandon(): Promise<void> {
    await this.pool.drain().catch(() => undefined);
    if (this.pool.failed) {
      this.inventory.discard();
      return;
    }
    for (const [rel, digest] of this.options.reuse ?? []) this.inventory.add(rel, digest);
    this.inventory.close();
  }

  private async put(rel: string, digest: string, knownSize: number | null, make: () => FileData): Promise<void> {
    const reuse = this.options.reuse;
    const old = reuse?.get(rel);
    if (old !== undefined) reuse!.delete(rel);
    let size = knownSize;
    if (old !== digest) {
      const data = make();
      await this.pool.write(path.join(this.options.dir, rel), data);
      this.written++;
      size ??= byteLengthOf(data as string | Buffer); // a file given in parts has a known size
    } else if (size === null) {
      size = fs.statSync(path.join(this.options.dir, rel)).size;
    }
    this.inventory.add(rel, digest);
    this.files++;
    this.bytes += size;
  }
}

/** Writes in flight: 8 unless STATIC_TMS_WRITE_LIMIT (a positive integer) says otherwise, for tuning on other disks. */
function writesInFlight(): number {
  const asked = Number(process.env.STATIC_TMS_WRITE_LIMIT);
  return Number.isInteger(asked) && asked > 0 ? asked : 8;
}

/** Parts joined into strings of about a megabyte: one write call each. */
function* inChunks(parts: Iterable<string>): Generator<string> {
  let chunk = '';
  for (const part of parts) {
    chunk += part;
    if (chunk.length >= 1 << 20) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

function byteLengthOf(data: string | Buffer): number {
  return typeof data === 'string' ? Buffer.byteLength(data) : data.length;
}

function removeFileAndEmptyFolders(root: string, rel: string): void {
  fs.rmSync(path.join(root, rel), { force: true });
  for (let dir = path.dirname(rel); dir !== '.'; dir = path.dirname(dir)) {
    try {
      fs.rmdirSync(path.join(root, dir));
    } catch {
      return; // not empty (or already gone): its parents are not empty either
    }
  }
}
