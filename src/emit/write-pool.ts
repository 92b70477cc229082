import fs from 'node:fs';
import path from 'node:path';
import { FileWriterThread } from './file-writer-thread.js';
import { publishedFileMissing } from './output-error.js';
import { linkOrCopy, linksAreRefused, replaceWith, type LinkOutcome } from './replace-file.js';

/** A file's bytes: a string is written as UTF-8, an iterable of strings part by part. */
export type FileData = string | Buffer | Iterable<string>;

/** Bytes still to be made off the main thread (a compressed sibling), started when the pool has room. */
export type DeferredData = () => Promise<Buffer>;

/**
 * Writes files off the main thread, so that the file system calls (creating a folder and a file
 * per unit is most of a cold build) overlap with rendering: bytes at hand and new links go to one
 * writer thread in batches (file-writer-thread.ts); bytes still to be made (compressed siblings),
 * files given in parts and links that need more than one call go through libuv's pool, with at
 * most `limit` in flight, so that memory holds at most `limit` pending bodies.
 *
 * A file is never written through: an existing file may be a hard link shared with the published
 * version (write-output seeds a version by links), so it is replaced by a rename, never opened
 * for writing.
 */
export class WritePool {
  private inFlight = 0;
  /** Jobs waiting for room. */
  private waiting = 0;
  private readonly wakeUps: (() => void)[] = [];
  private failure: { error: unknown } | null = null;
  private readonly thread = new FileWriterThread((error) => {
    this.failure ??= { error };
  });

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
   * `exists`: `abs` is known to exist (it is replaced by a rename without trying to create it).
   */
  async write(abs: string, bytes: FileData | DeferredData, exists = false): Promise<void> {
    if (typeof bytes === 'string' || Buffer.isBuffer(bytes)) {
      this.throwIfFailed();
      await this.thread.write(abs, bytes, this.folderIsNew(abs), exists);
      return;
    }
    await this.start(abs, async (makeFolder) => {
      const data = typeof bytes === 'function' ? await bytes() : bytes;
      if (Buffer.isBuffer(data)) return this.thread.write(abs, data, makeFolder, exists);
      await inFolder(abs, makeFolder, () => (exists ? replaceWith(abs, (tmp) => writeFile(tmp, data, 'w')) : createFile(abs, data)));
    });
  }

  /**
   * Starts making `abs` a hard link to `source` (a copy where the file system refuses links);
   * `done` is told which, once it is made.
   */
  async link(source: string, abs: string, exists: boolean, done: (outcome: LinkOutcome) => void, remake?: () => FileData): Promise<void> {
    // A new link is one system call (two with its folder): the writer thread makes it, in order
    // with the files around it, rather than the main thread or a slot and a chain of promises (a
    // first rebuild links every unchanged file, 200,000 at M). One it could not make takes the
    // general path below, which tells refused links, files in the way and missing sources apart.
    if (!exists && this.failure === null && !linksAreRefused()) {
      await this.thread.link(source, abs, this.folderIsNew(abs), (made) => {
        if (made) done('linked');
        else this.start(abs, (makeFolder) => this.linkOrRemake(source, abs, exists, done, remake, makeFolder), true).catch((error: unknown) => {
          this.failure ??= { error };
        });
      });
      return;
    }
    await this.start(abs, (makeFolder) => this.linkOrRemake(source, abs, exists, done, remake, makeFolder));
  }

  /** Resolves when every started write has finished; throws the first write error. */
  async drain(): Promise<void> {
    // The thread's answers may start more (links it could not make), hence the loop.
    do {
      while (this.inFlight + this.waiting > 0) await this.nextCompletion();
      await this.thread.drain().catch(() => undefined);
    } while (this.inFlight + this.waiting > 0);
    this.throwIfFailed();
  }

  /** Ends the writer thread, once drained. */
  close(): void {
    this.thread.close();
  }

  get failed(): boolean {
    return this.failure !== null;
  }

  /** `linkOrCopy`, or the bytes made again when the source turns out to be gone. */
  private async linkOrRemake(source: string, abs: string, exists: boolean, done: (outcome: LinkOutcome) => void, remake: (() => FileData) | undefined, makeFolder: boolean): Promise<void> {
    try {
      done(await inFolder(abs, makeFolder, () => linkOrCopy(source, abs, exists)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || fs.existsSync(source)) throw error;
      // The published file is gone (deleted by hand, or a damaged copy of the output).
      if (!remake) throw publishedFileMissing(source);
      const data = remake();
      await inFolder(abs, true, () => (exists ? replaceWith(abs, (tmp) => writeFile(tmp, data, 'w')) : createFile(abs, data)));
      done('copied');
    }
  }

  /** `makeFolder` given: out of order, the folder is made in any case (folderIsNew follows the order of the files). */
  private async start(abs: string, job: (makeFolder: boolean) => Promise<void>, makeFolder?: boolean): Promise<void> {
    this.waiting++;
    try {
      while (this.inFlight >= this.limit) await this.nextCompletion();
    } finally {
      this.waiting--;
    }
    this.throwIfFailed();
    this.inFlight++;
    job(makeFolder ?? this.folderIsNew(abs))
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => {
        this.inFlight--;
        // Every waiter looks again: a drain and a job waiting for room may both wait.
        for (const wake of this.wakeUps.splice(0)) wake();
      });
  }

  /** Whether `abs` is the first file of its folder in a fresh tree (files of one folder come together). */
  private folderIsNew(abs: string): boolean {
    const folder = path.dirname(abs);
    const isNew = this.fresh && folder !== this.lastFolder;
    this.lastFolder = folder;
    return isNew;
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
 * turns out to be missing (a write racing the one that makes its folder lands there too).
 */
async function inFolder<T>(abs: string, makeFolder: boolean, act: () => Promise<T>): Promise<T> {
  if (makeFolder) await fs.promises.mkdir(path.dirname(abs), { recursive: true });
  try {
    return await act();
  } catch (error) {
    // ENOENT comes from opening the file, before an iterable's first part is taken.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.promises.mkdir(path.dirname(abs), { recursive: true });
    return await act();
  }
}

/** Creates `abs` (never opening an existing file: it may be a link); replaces it by a rename when it exists after all. */
async function createFile(abs: string, bytes: FileData): Promise<void> {
  try {
    await writeFile(abs, bytes, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await replaceWith(abs, (tmp) => writeFile(tmp, bytes, 'w'));
  }
}

/**
 * Strings and buffers go through the callback API, which allocates no FileHandle or promise chain
 * per file on the main thread (a cold build writes one file per unit).
 */
function writeFile(abs: string, bytes: FileData, flag: 'w' | 'wx'): Promise<void> {
  if (typeof bytes !== 'string' && !Buffer.isBuffer(bytes)) return fs.promises.writeFile(abs, bytes, { flag });
  return new Promise((resolve, reject) => fs.writeFile(abs, bytes, { flag }, (error) => (error ? reject(error) : resolve())));
}
