import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface CommitOptions {
  /** ISO date of the committer (and, one hour earlier, of the author). */
  date: string;
  email: string;
}

/** A throw-away git repository with scripted commits at fixed dates. */
export class GitFixture {
  readonly dir: string;

  constructor(dir?: string) {
    this.dir = dir ?? mkdtempSync(path.join(os.tmpdir(), 'static-tms-history-'));
    if (!dir) this.init();
  }

  /** Makes the repository, or makes it again with no history (as after `rm -rf .git`), its files kept. */
  init(): void {
    rmSync(path.join(this.dir, '.git'), { recursive: true, force: true });
    this.git('init', '-q', '-b', 'main');
    // No packing in the background after a commit: it would write in .git while cleanup removes it.
    this.git('config', 'gc.auto', '0');
    this.git('config', 'maintenance.auto', 'false');
  }

  static temp(): string {
    return mkdtempSync(path.join(os.tmpdir(), 'static-tms-history-'));
  }

  write(file: string, text: string): this {
    const full = path.join(this.dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    return this;
  }

  remove(file: string): this {
    rmSync(path.join(this.dir, file));
    return this;
  }

  commit(message: string, options: CommitOptions, ...extra: string[]): string {
    this.git('add', '-A');
    this.gitAt(options, 'commit', '-q', '--allow-empty', '-m', message, ...extra);
    return this.git('rev-parse', 'HEAD').trim();
  }

  gitAt(options: CommitOptions, ...args: string[]): string {
    const committer = new Date(options.date);
    const author = new Date(committer.getTime() - 3600_000);
    return this.run(args, {
      GIT_AUTHOR_NAME: options.email.split('@')[0] ?? 'x',
      GIT_AUTHOR_EMAIL: options.email,
      GIT_AUTHOR_DATE: `${author.toISOString().slice(0, 19)}Z`,
      GIT_COMMITTER_NAME: 'Committer',
      GIT_COMMITTER_EMAIL: 'committer@example.org',
      GIT_COMMITTER_DATE: `${committer.toISOString().slice(0, 19)}Z`,
    });
  }

  git(...args: string[]): string {
    return this.run(args, {});
  }

  cleanup(): void {
    // A git process of the test may still be ending (index or lock files): try again a few times.
    rmSync(this.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }

  private run(args: string[], env: Record<string, string>): string {
    return execFileSync('git', ['-c', 'commit.gpgSign=false', '-c', 'init.defaultBranch=main', ...args], {
      cwd: this.dir,
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }
}
