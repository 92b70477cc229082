import { createHash, hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { digestOfEntry, fileDigest, fingerprintOfEntry, hashOfDigest, inventoryEntry, InventoryWriter } from './file-inventory.js';
import type { Inventory } from './inventory-reader.js';
import { siblingsOf, type Sibling } from './precompress.js';
import { PublishedInventory } from './published-inventory.js';
import { publishedFingerprintsHold } from './publish-output.js';
import { Utf8Scratch } from './utf8-scratch.js';
import { publishedFileMissing } from './output-error.js';
import { temporaryNameOf } from './replace-file.js';
import { WritePool, type DeferredData, type FileData } from './write-pool.js';
import { WrittenEntries, type WrittenList } from './written-entries.js';

export interface TreeWriterOptions {
  dir: string;
  /**
   * What the build may reuse (consumed while writing): the files of `dir` itself when it is a
   * recycled version, or of the published version (`reuse.dir`) that a fresh `dir` is seeded from
   * by hard links.
   */
  reuse: Inventory | null;
  precompress: boolean;
  precompressLevel: number;
  /** The published version's folder, whose precompressed siblings are copied rather than made again; null when none. */
  published?: string | null;
  /** What every fingerprint also depends on (program, URL options): the recycled folder's count only under the same. */
  salt: string;
}

/**
 * Writes files into a version folder. When the folder is recycled (`reuse` says what it holds), a
 * file whose digest is unchanged is left alone, so it is neither rewritten nor touched (its mtime,
 * and the ETag a server derives from it, stay); `finish` removes what the new output no longer has.
 * When the folder is fresh and `reuse` is the published version's (the first rebuild after a cold
 * build), an unchanged file is a hard link to the published one: only changed files are written.
 * Either way an existing file is replaced by a rename, never written through (write-pool.ts).
 */
export class TreeWriter {
  files = 0;
  bytes = 0;
  /** Files actually written (the rest were already there with the same bytes, or linked). */
  written = 0;
  /** Files hard-linked to the same bytes in the published version. */
  linked = 0;
  /** Precompressed siblings made by a compressor (the others were kept or copied). */
  compressed = 0;
  private readonly inventory: InventoryWriter;
  private readonly pool: WritePool;
  /** Whether the recycled folder's fingerprints count: written under the same salt. */
  private readonly fingerprintsHold: boolean;
  /** The published version's inventory, when its siblings may be copied or its fingerprints hold (published-inventory.ts). */
  private readonly published: PublishedInventory | null;
  /** The recycled folder's fingerprints do not hold but the published version's do: its build was of this program. */
  private readonly publishedFingerprints: boolean;
  /** Where the reused files are: `dir` itself when recycled, the published version when seeding. */
  private readonly source: string;
  /** `dir` is fresh and its unchanged files are linked from `source`. */
  private readonly seeding: boolean;
  private readonly scratch = new Utf8Scratch();
  /** When rebuilding: the files this build writes, for the one after it (written-entries.ts). */
  private readonly writtenNow: WrittenEntries | null;
  /** When recycling: what the build of the published version wrote (its entries by path), or null. */
  private readonly lastWritten: WrittenList | null;

  constructor(private readonly options: TreeWriterOptions) {
    this.inventory = new InventoryWriter(options.dir, options.salt);
    this.source = options.reuse?.dir ?? options.dir;
    this.seeding = this.source !== options.dir;
    this.pool = new WritePool(writesInFlight(), options.reuse === null || this.seeding);
    this.fingerprintsHold = options.reuse?.salt === options.salt;
    // A cold build writes every file: the next build seeds from it and has no use for the list.
    this.writtenNow = options.reuse === null ? null : new WrittenEntries(options.dir, options.salt);
    const recycling = options.reuse !== null && !this.seeding;
    // When seeding, the published version's siblings are in `reuse` already. After a change of
    // program, the recycled version's fingerprints do not hold, but the published one's do from
    // the second build on.
    const siblings = options.precompress && !this.seeding;
    const published = options.published ?? null;
    const fingerprintsThere = publishedFingerprintsHold({ dir: options.dir, reuse: options.reuse, published }, options.salt);
    this.published = siblings || fingerprintsThere ? PublishedInventory.open(published) : null;
    this.publishedFingerprints = fingerprintsThere && this.published !== null;
    this.lastWritten = recycling && this.fingerprintsHold && published !== null ? WrittenEntries.read(published, options.salt) : null;
  }

  /**
   * Writes one file (and its precompressed siblings when asked); returns its hash and size.
   * `fingerprint` names the input the bytes were rendered from, for `keep` in the next build.
   * Texts given in pieces (a list page) are written one after the other. `knownSha256`: the
   * bytes' sha256 (hex), when the caller has it (renderedItem).
   */
  async write(rel: string, data: string | readonly string[] | Buffer, compressible: boolean, fingerprint?: string, knownSha256?: string | null): Promise<FileHash> {
    // A text is encoded once, into the scratch buffer: its bytes are hashed and, when they
    // changed, copied into the writer's batch before the next file is encoded (writes come one
    // at a time). A link that must be made again later gets the text itself.
    const bytes = Buffer.isBuffer(data) ? data : this.scratch.bytesOf(data);
    const sha256 = knownSha256 ?? hash('sha256', bytes, 'hex');
    const size = bytes.length;
    const digest = fileDigest(sha256, size);
    this.published?.pass(rel);
    await this.put(rel, inventoryEntry(digest, fingerprint), size, () => bytes, () => data);
    if (compressible && this.options.precompress) {
      const text = typeof data === 'string' || Buffer.isBuffer(data) ? data : data.join('');
      for (const sibling of siblingsOf(rel, digest, this.options.precompressLevel, text, size)) await this.putSibling(sibling);
    }
    return { sha256, size };
  }

  /**
   * Keeps a file of the recycled folder without rendering it, when it was rendered from an input
   * with this same fingerprint (and its precompressed siblings are there too); returns its hash
   * and size, or null when the caller must render it.
   */
  async keep(rel: string, fingerprint: string, compressible: boolean): Promise<FileHash | null> {
    const entry = this.keptEntry(rel, fingerprint);
    if (entry === null) return this.linkPublished(rel, fingerprint, compressible);
    const digest = digestOfEntry(entry);
    const siblings = compressible && this.options.precompress ? this.siblingEntriesOf(rel, digest) : [];
    if (siblings.some(([r, d]) => this.options.reuse!.get(r) !== d)) return null;
    const hash = hashOfDigest(digest);
    await this.kept(rel, entry, hash.size);
    for (const [r, d] of siblings) await this.kept(r, d, fs.statSync(path.join(this.source, r)).size);
    return hash;
  }

  /**
   * `keep` where keeping a file writes nothing (a recycled folder, no precompressed siblings):
   * done at once, with no turn of the event loop per file, since a warm build keeps hundreds of
   * thousands. Null when the file is not kept this way; `keep` then decides.
   */
  keepAtOnce(rel: string, fingerprint: string): FileHash | null {
    if (this.seeding || this.options.precompress) return null;
    const entry = this.keptEntry(rel, fingerprint);
    if (entry === null) return null;
    const hash = hashOfDigest(digestOfEntry(entry));
    this.record(rel, entry, hash.size);
    return hash;
  }

  /**
   * The entry under which the recycled folder's `rel` is kept as it is, when it was rendered from an
   * input with this fingerprint: its own, or the published version's when that names the same
   * bytes (the recycled file's fingerprint is older, or of another program). Null otherwise.
   */
  private keptEntry(rel: string, fingerprint: string): string | null {
    const own = this.fingerprintedEntry(rel);
    if (own !== null && fingerprintOfEntry(own) === fingerprint) return own;
    const published = this.publishedEntry(rel);
    if (published === undefined || fingerprintOfEntry(published) !== fingerprint) return null;
    const old = this.options.reuse?.get(rel);
    return old !== undefined && digestOfEntry(old) === digestOfEntry(published) ? published : null;
  }

  /**
   * A file the recycled folder has with other bytes (the last build changed it), or whose
   * fingerprint there is of another program: linked from the published version when that rendered
   * it from an input with this same fingerprint (with its precompressed siblings), so that it is
   * not rendered again. Null when it must be rendered.
   */
  private async linkPublished(rel: string, fingerprint: string, compressible: boolean): Promise<FileHash | null> {
    const entry = this.publishedEntry(rel);
    if (entry === undefined || fingerprintOfEntry(entry) !== fingerprint) return null;
    const digest = digestOfEntry(entry);
    const siblings = compressible && this.options.precompress ? this.siblingEntriesOf(rel, digest) : [];
    if (siblings.some(([r, d]) => this.publishedEntry(r) !== d)) return null;
    const hash = hashOfDigest(digest);
    const published = this.options.published!;
    for (const [r, e] of [[rel, entry], ...siblings] as [string, string][]) {
      const exists = this.options.reuse!.get(r) !== undefined;
      if (exists) this.options.reuse!.delete(r);
      this.published?.pass(r);
      await this.linkFrom(path.join(published, r), r, exists);
      this.inventory.add(r, e);
      this.files++;
      this.bytes += r === rel ? hash.size : fs.statSync(path.join(published, r)).size;
    }
    return hash;
  }

  /**
   * The recycled folder's bytes of `rel` when its fingerprint passes `usable` (a list page whose
   * items are the same, whose envelope the caller replaces); null otherwise. Read before `rel` is
   * written, so they are the old bytes.
   */
  previous(rel: string, usable: (fingerprint: string) => boolean): Buffer | null {
    const entry = this.fingerprintedEntry(rel);
    const fingerprint = entry === null ? null : fingerprintOfEntry(entry);
    if (fingerprint !== null && usable(fingerprint)) return fs.readFileSync(path.join(this.source, rel));
    // The published version's, when its fingerprint holds (the recycled one is older).
    const written = this.publishedEntry(rel);
    const last = written === undefined ? null : fingerprintOfEntry(written);
    return last !== null && usable(last) ? fs.readFileSync(path.join(this.options.published!, rel)) : null;
  }

  /**
   * Writes a large file given in parts (the manifest, an archive), in one pass and never held
   * whole: into a temporary file beside it, hashed as it is written, then renamed over it, or
   * dropped when the recycled folder has the same bytes. A part that throws (a URL conflict) leaves
   * nothing behind. `fingerprint` names the input, for `keep` in the next build; a `compressible`
   * file's precompressed siblings are made from the file written, when asked for.
   */
  async writeParts(rel: string, parts: Iterable<string | Uint8Array>, options: { compressible?: boolean; fingerprint?: string } = {}): Promise<FileHash> {
    const abs = path.join(this.options.dir, rel);
    const tmp = temporaryNameOf(abs);
    await fs.promises.mkdir(path.dirname(abs), { recursive: true });
    await fs.promises.rm(tmp, { force: true }); // a crashed build's, possibly a link: never opened
    const hash = createHash('sha256');
    let size = 0;
    const file = await fs.promises.open(tmp, 'wx');
    // One chunk written while the next is made; each wait lets the event loop turn.
    let writing: Promise<unknown> = Promise.resolve();
    try {
      for (const bytes of inChunks(parts)) {
        hash.update(bytes);
        size += bytes.length;
        await writing;
        writing = file.write(bytes);
      }
      await writing;
    } catch (error) {
      await writing.catch(() => undefined);
      await file.close();
      await fs.promises.rm(tmp, { force: true });
      throw error;
    }
    await file.close();
    const sha256 = hash.digest('hex');
    const digest = fileDigest(sha256, size);
    this.published?.pass(rel);
    const old = this.options.reuse?.get(rel);
    if (old !== undefined) this.options.reuse!.delete(rel);
    if (old !== undefined && !this.seeding && digestOfEntry(old) === digest) {
      await fs.promises.rm(tmp);
    } else {
      await fs.promises.rename(tmp, abs);
      this.written++;
      this.writtenNow?.add(rel, inventoryEntry(digest, options.fingerprint));
    }
    this.inventory.add(rel, inventoryEntry(digest, options.fingerprint));
    this.files++;
    this.bytes += size;
    if (options.compressible && this.options.precompress) {
      for (const sibling of siblingsOf(rel, digest, this.options.precompressLevel, () => fs.promises.readFile(abs), size)) await this.putSibling(sibling);
    }
    return { sha256, size };
  }

  /** Waits for the writes, removes the recycled folder's files that the new output no longer has, records the inventory. */
  async finish(): Promise<void> {
    try {
      await this.pool.drain();
    } finally {
      this.pool.close();
    }
    this.published?.close();
    const stale = this.options.reuse;
    if (stale) {
      // A seeded folder never had the files the new output no longer has.
      if (!this.seeding) for (const [rel] of stale.remaining()) removeFileAndEmptyFolders(this.options.dir, rel);
      stale.close();
    }
    this.inventory.close();
    this.writtenNow?.save();
  }

  /**
   * After a failure: the folder holds what was written plus the recycled files not yet reached,
   * so the inventory can still say exactly that and the next build may recycle the folder. When
   * a write itself failed, what is on disk is unknown: no inventory, and the folder is dropped.
   */
  async abandon(): Promise<void> {
    await this.pool.drain().catch(() => undefined);
    this.pool.close();
    this.published?.close();
    const reuse = this.options.reuse;
    this.writtenNow?.discard();
    if (this.pool.failed) {
      reuse?.close();
      this.inventory.discard();
      return;
    }
    // Entries carried over keep their fingerprints only when written under this same salt; a
    // seeded folder holds only what was written or linked.
    const carried = this.seeding ? [] : reuse?.remaining() ?? [];
    for (const [rel, entry] of carried) this.inventory.add(rel, this.fingerprintsHold ? entry : digestOfEntry(entry));
    reuse?.close();
    this.inventory.close();
  }

  /**
   * The published version's entry for `rel` when its fingerprint holds: the last build's when it
   * wrote the file, or any after a change of program (see `publishedFingerprints`).
   */
  private publishedEntry(rel: string): string | undefined {
    return this.publishedFingerprints ? this.published!.entryOf(rel) : this.lastWritten?.get(rel);
  }

  /** The recycled folder's entry for `rel` when its fingerprints hold (same salt), else null. */
  private fingerprintedEntry(rel: string): string | null {
    return this.fingerprintsHold ? this.options.reuse!.get(rel) ?? null : null;
  }

  /** The precompressed siblings of a file (.gz, then .br): their paths and inventory entries. */
  private siblingEntriesOf(rel: string, digest: string): [string, string][] {
    return siblingsOf(rel, digest, this.options.precompressLevel, '', 0).map((s) => [s.rel, s.entry]);
  }

  /**
   * A precompressed sibling: kept when the recycled folder has it, else linked from the published
   * version when that has it, else compressed on libuv's threads, beside the main thread's
   * rendering (the CPU of a --precompress build is mostly brotli): both cores work.
   */
  private async putSibling(sibling: Sibling): Promise<void> {
    const source = this.published?.sourceOf(sibling.rel, sibling.entry) ?? null;
    const old = this.options.reuse?.get(sibling.rel);
    if (source !== null && (old === undefined || digestOfEntry(old) !== digestOfEntry(sibling.entry))) {
      if (old !== undefined) this.options.reuse!.delete(sibling.rel);
      await this.linkFrom(source, sibling.rel, old !== undefined);
      this.inventory.add(sibling.rel, sibling.entry);
      this.files++;
      this.bytes += fs.statSync(source).size;
      return;
    }
    await this.put(sibling.rel, sibling.entry, null, () => {
      this.compressed++;
      return sibling.compress;
    });
  }

  /** A reused file: left alone in a recycled folder, linked from the published version when seeding. */
  private async kept(rel: string, entry: string, size: number): Promise<void> {
    if (this.seeding) await this.linkFrom(under(this.source, rel), rel, false);
    this.record(rel, entry, size);
  }

  /** Counts a reused file of the new version, in place, and takes it out of what the recycled folder has left. */
  private record(rel: string, entry: string, size: number): void {
    this.published?.pass(rel);
    this.options.reuse!.delete(rel);
    this.inventory.add(rel, entry);
    this.files++;
    this.bytes += size;
  }

  /** Makes `rel` a hard link to `source` (a copy where links are refused, counted as written). */
  private async linkFrom(source: string, rel: string, exists: boolean, remake?: () => FileData): Promise<void> {
    await this.pool.link(source, under(this.options.dir, rel), exists, (outcome) => {
      if (outcome === 'linked') this.linked++;
      else this.written++;
    }, remake);
  }

  /**
   * Records a file of the new version, writing it unless the recycled folder already has the same
   * bytes. `size` is the size of the bytes `make` gives, or null for bytes made off the main thread
   * (a compressed sibling), counted once they are made. `makeLater` gives them when a link must
   * be made again after this returns (`make`'s bytes may be gone by then).
   */
  private async put(rel: string, entry: string, size: number | null, make: () => FileData | DeferredData, makeLater: () => FileData | DeferredData = make): Promise<void> {
    const reuse = this.options.reuse;
    const old = reuse?.get(rel);
    if (old !== undefined) reuse!.delete(rel);
    // Same bytes: the file stays, or is linked when seeding (its fingerprint may be new: an input
    // that changed yet renders the same).
    if (old === undefined || digestOfEntry(old) !== digestOfEntry(entry)) {
      const data = make();
      const counted = typeof data === 'function' ? () => data().then((bytes) => ((this.bytes += bytes.length), bytes)) : data;
      // In a recycled folder the old file is there (and may be a link to the published one).
      await this.pool.write(under(this.options.dir, rel), counted, old !== undefined && !this.seeding);
      this.written++;
      this.writtenNow?.add(rel, entry);
    } else {
      size ??= sizeOfPublished(path.join(this.source, rel));
      // Made again only when the published file is missing; deferred bytes (a compressed sibling) cannot be.
      const remake = (): FileData => {
        const data = makeLater();
        if (typeof data === 'function') throw publishedFileMissing(path.join(this.source, rel));
        return data;
      };
      if (this.seeding) await this.linkFrom(under(this.source, rel), rel, false, remake);
    }
    this.inventory.add(rel, entry);
    this.files++;
    this.bytes += size ?? 0;
  }
}

export interface FileHash {
  sha256: string;
  size: number;
}

/** Writes in flight: 8 unless STATIC_TMS_WRITE_LIMIT (a positive integer) says otherwise, for tuning on other disks. */
function writesInFlight(): number {
  const asked = Number(process.env.STATIC_TMS_WRITE_LIMIT);
  return Number.isInteger(asked) && asked > 0 ? asked : 8;
}

/** Bytes of parts joined for one write call: about a megabyte. */
const CHUNK_BYTES = 1 << 20;

/**
 * Parts in chunks of at most CHUNK_BYTES, one write call each: strings (the manifest's lines)
 * encoded and small byte parts copied into a chunk, a part that may not fit in one given as it is.
 * Strings are encoded where they go: joined first, a megabyte of them made a rope and then a flat
 * copy of it, for nothing (with ManifestLines' lines, the manifest's garbage at L: issue 21, stop
 * 29 in docs/performance.md).
 */
function* inChunks(parts: Iterable<string | Uint8Array>): Generator<Uint8Array> {
  let chunk: Buffer | null = null;
  let used = 0;
  const full = (): Uint8Array => {
    const bytes = chunk!.subarray(0, used);
    chunk = null;
    used = 0;
    return bytes;
  };
  for (const part of parts) {
    // A string's room is its bound (3 bytes a UTF-16 unit), so it is encoded once, as it is written.
    const room = typeof part === 'string' ? part.length * 3 : part.length;
    if (used > 0 && used + room > CHUNK_BYTES) yield full();
    if (room >= CHUNK_BYTES) {
      yield typeof part === 'string' ? Buffer.from(part) : part;
      continue;
    }
    chunk ??= Buffer.allocUnsafe(CHUNK_BYTES);
    if (typeof part === 'string') used += chunk.write(part, used);
    else {
      chunk.set(part, used);
      used += part.length;
    }
  }
  if (used > 0) yield full();
}

/**
 * `root`'s file `rel` (a path of the output: relative, '/'-separated, without '.', '..' or empty
 * segments), joined without path.join's normalizing: a build joins one or two paths for every
 * file it writes or links, and normalizing them was about 1 % of a cold build's main thread.
 */
function under(root: string, rel: string): string {
  return path.sep === '/' ? `${root}/${rel}` : path.join(root, rel);
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

function sizeOfPublished(file: string): number {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) throw publishedFileMissing(file);
  return stat.size;
}
