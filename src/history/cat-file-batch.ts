import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { GIT_CONFIG_ARGS, gitEnv } from './run-git.js';

interface Waiter {
  resolve(bytes: Buffer | null): void;
  reject(error: Error): void;
}

/** One long-lived `git cat-file --batch`: blob contents by id, requests answered in order. */
export class CatFileBatch {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiters: Waiter[] = [];
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Size of the object being read (header consumed), or -1 while waiting for a header. */
  private size = -1;
  private failure: Error | null = null;

  constructor(repoRoot: string) {
    this.child = spawn('git', [...GIT_CONFIG_ARGS, 'cat-file', '--batch'], { cwd: repoRoot, env: gitEnv() });
    this.child.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    this.child.stderr.resume();
    const fail = (error: Error): void => {
      this.failure = error;
      for (const waiter of this.waiters.splice(0)) waiter.reject(error);
    };
    this.child.on('error', fail);
    this.child.on('close', () => fail(new Error('git cat-file --batch ended unexpectedly')));
  }

  /** The bytes of object `id`, or null when the repository does not have it. */
  read(id: string): Promise<Buffer | null> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.child.stdin.write(`${id}\n`);
    });
  }

  close(): void {
    this.child.removeAllListeners('close');
    this.child.stdin.end();
  }

  private onData(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    for (;;) {
      if (this.size < 0) {
        const data = this.flatten();
        const newline = data.indexOf(10);
        if (newline === -1) return;
        const header = data.toString('utf8', 0, newline);
        this.consume(newline + 1);
        if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
          this.waiters.shift()?.resolve(null);
          continue;
        }
        this.size = Number(header.split(' ')[2]);
      }
      if (this.buffered < this.size + 1) return;
      const data = this.flatten();
      const bytes = Buffer.from(data.subarray(0, this.size));
      this.consume(this.size + 1);
      this.size = -1;
      this.waiters.shift()?.resolve(bytes);
    }
  }

  private flatten(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  private consume(n: number): void {
    const data = this.flatten();
    const rest = data.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
  }
}
