import fs from 'node:fs';
import path from 'node:path';

/** A file's bytes: a string is written as UTF-8, an iterable of strings part by part. */
export type FileData = string | Buffer | Iterable<string>;

/** Bytes still to be made off the main thread (a compressed sibling), started when the pool has room. */
export type DeferredData = () => Promise<Buffer>;

/**
 * Writes files on libuv's thread pool with a bounded number in flight, so that the file system
 * calls (creating a folder and a file per unit is most of a cold build) overlap with rendering
 * on the main thread, and memory holds at most `limit` pending bodies.
 */
export class WritePool {
  private inFlight = 0;
  private readonly wakeUps: (() => void)[] = [];
  private failure: { error: unknown } | null = null;

  /** The folder of the last file written into a fresh tree. */
  private lastFolder = '';

  /**
   * `fresh`: the files go into a new, empty tree, where a file's folder is missing unless an
   * earlier file made it. Files of one folder come together, so a folder is made before its first
   * file instead of after a failed attempt to open it (one system call less per unit).
   */
  constructor(
    private readonly limit = 8,
    private readonly fresh = false,
  ) {}

  /**
   * Starts writing `bytes` to `abs` once there is room; resolves when the write has started.
   * Deferred bytes are made in the same slot, so at most `limit` are being made or written.
   */
  async write(abs: string, bytes: FileData | DeferredData): Promise<void> {
    while (this.inFlight >= this.limit) await this.nextCompletion();
    this.throwIfFailed();
    this.inFlight++;
    const folder = path.dirname(abs);
    const makeFolder = this.fresh && folder !== this.lastFolder;
    this.lastFolder = folder;
    (typeof bytes === 'function' ? bytes() : Promise.resolve(bytes))
      .then((data) => writeFileMakingFolders(abs, data, makeFolder))
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => {
        this.inFlight--;
        this.wakeUps.shift()?.();
      });
  }

  /** Resolves when every started write has finished; throws the first write error. */
  async drain(): Promise<void> {
    while (this.inFlight > 0) await this.nextCompletion();
    this.throwIfFailed();
  }

  get failed(): boolean {
    return this.failure !== null;
  }

  private nextCompletion(): Promise<void> {
    return new Promise((resolve) => this.wakeUps.push(resolve));
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}

/**
 * One call in the common case; folders are made first when asked, else only when the file's folder
 * turns out to be missing (a write racing the one that makes its folder lands there too). Strings
 * and buffers go through the callback API, which allocates no FileHandle or promise chain per file
 * on the main thread (a cold build writes one file per unit).
 */
async function writeFileMakingFolders(abs: string, bytes: FileData, makeFolder: boolean): Promise<void> {
  if (makeFolder) await fs.promises.mkdir(path.dirname(abs), { recursive: true });
  try {
    await writeFile(abs, bytes);
  } catch (error) {
    // ENOENT comes from opening the file, before an iterable's first part is taken.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.promises.mkdir(path.dirname(abs), { recursive: true });
    await writeFile(abs, bytes);
  }
}

function writeFile(abs: string, bytes: FileData): Promise<void> {
  if (typeof bytes !== 'string' && !Buffer.isBuffer(bytes)) return fs.promises.writeFile(abs, bytes);
  return new Promise((resolve, reject) => fs.writeFile(abs, bytes, (error) => (error ? reject(error) : resolve())));
}
