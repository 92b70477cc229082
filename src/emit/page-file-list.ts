import { grownColumn } from '../cache/grown-column.js';
import type { ManifestPageFile } from './manifest-types.js';

/** Bytes of a SHA-256 digest. */
const DIGEST_BYTES = 32;

/**
 * The pages after the first of a list being written, as its manifest line will list them: each
 * page's SHA-256 as 32 bytes and its size, 40 bytes a page. A site-wide change list stays open
 * from its first change to its last, beside every project's, language's and user's: at a million
 * changes about fifty thousand pages, which as `{ sha256, size }` objects (each digest a string,
 * or a slice keeping a whole inventory line alive) held 12 MB through the change routes, where a
 * large build peaks. JSON.stringify gives it as the array of those objects (toJSON), so the
 * manifest line is the same.
 */
export class PageFileList {
  private digests = new Uint8Array(4 * DIGEST_BYTES);
  private sizes = new Float64Array(4);
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(page: ManifestPageFile): void {
    if (!/^[0-9a-f]{64}$/.test(page.sha256)) throw new Error(`a page's sha256 is not 64 lowercase hex digits: ${page.sha256}`);
    if (this.count === this.sizes.length) {
      this.digests = grownColumn(this.digests, this.digests.length * 2);
      this.sizes = grownColumn(this.sizes, this.sizes.length * 2);
    }
    Buffer.from(this.digests.buffer).write(page.sha256, this.count * DIGEST_BYTES, 'hex');
    this.sizes[this.count++] = page.size;
  }

  toJSON(): ManifestPageFile[] {
    const digests = Buffer.from(this.digests.buffer);
    return Array.from({ length: this.count }, (_, i) => ({ sha256: digests.toString('hex', i * DIGEST_BYTES, (i + 1) * DIGEST_BYTES), size: this.sizes[i]! }));
  }
}
