import fs from 'node:fs/promises';
import path from 'node:path';

/** A file's bytes: a string is written as UTF-8, an iterable of strings part by part. */
export type FileData = string | Buffer | Iterable<string>;

/**
 * Writes files on libuv's thread pool with a bounded number in flight, so that the file system
 * calls (creating a folder and a file per unit is most of a cold build) overlap with rendering
 * on the main thread, and memory holds at most `limit` pending bodies.
 */
export class WritePool {
  private inFlight = 0;
  private readonly wakeUps: (() => void)[] = [];
  private failure: { error: unknown } | null = null;

  constructor(private readonly limit = 8) {}

  /** Starts writing `bytes` to `abs` once there is room; resolves when the write has started. */
  async write(abs: string, bytes: FileData): Promise<void> {
    while (this.inFlight >= this.limit) await this.nextCompletion();
    this.throwIfFailed();
    this.inFlight++;
    writeFileMakingFolders(abs, bytes)
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

/** One call in the common case; folders are made only when the file's folder is missing. */
async function writeFileMakingFolders(abs: string, bytes: FileData): Promise<void> {
  try {
    await fs.writeFile(abs, bytes);
  } catch (error) {
    // ENOENT comes from opening the file, before an iterable's first part is taken.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.mkdir(path.dirname(abs), { recursive: true });
    await fs.writeFile(abs, bytes);
  }
}
