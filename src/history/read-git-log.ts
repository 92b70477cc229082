import { spawn } from 'node:child_process';
import { GIT_CONFIG_ARGS, gitEnv } from './run-git.js';

export interface GitFileChange {
  /** Path relative to the repository root (posix). */
  path: string;
  /** The blob after the commit, or null when the commit deleted the file. */
  blob: string | null;
}

export interface GitCommit {
  hash: string;
  /** Committer date, seconds since the epoch. */
  time: number;
  authorEmail: string;
  files: GitFileChange[];
}

const NULL_BLOB = /^0+$/;

/**
 * The first-parent chain of HEAD, oldest first, limited to `paths` (repository-relative), with the
 * files each commit touched compared with its first parent (content-format.md §4). Streams `git log -z --raw`.
 * `range` is `HEAD`, or `<commit>..HEAD` for the commits after one already read.
 */
export function readGitLog(repoRoot: string, paths: string[], range = 'HEAD'): Promise<GitCommit[]> {
  const args = [
    ...GIT_CONFIG_ARGS,
    '--literal-pathspecs',
    'log',
    '--first-parent',
    '--topo-order',
    '--reverse',
    '--raw',
    '--no-renames',
    '--no-abbrev',
    '--root',
    '--diff-merges=first-parent',
    '-z',
    '--format=%x01%H%x02%ct%x02%ae',
    range,
    '--',
    ...paths,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd: repoRoot, env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const commits: GitCommit[] = [];
    const err: Buffer[] = [];
    let pending: Buffer = Buffer.alloc(0);
    let rawMeta: string | null = null;
    const onToken = (token: string): void => {
      const text = token.replace(/^\n+/, '');
      if (rawMeta !== null) {
        const fields = rawMeta.split(' ');
        const commit = commits[commits.length - 1];
        const blob = fields[3] ?? '';
        const mode = fields[1] ?? '';
        if (commit && !mode.startsWith('160')) {
          commit.files.push({ path: text, blob: NULL_BLOB.test(blob) ? null : blob });
        }
        rawMeta = null;
      } else if (text.startsWith('\x01')) {
        const [hash = '', time = '0', authorEmail = ''] = text.slice(1).split('\x02');
        commits.push({ hash, time: Number(time), authorEmail, files: [] });
      } else if (text.startsWith(':')) {
        rawMeta = text.slice(1);
      }
    };
    child.stdout.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let start = 0;
      for (let i = pending.indexOf(0, start); i !== -1; i = pending.indexOf(0, start)) {
        onToken(pending.toString('utf8', start, i));
        start = i + 1;
      }
      pending = pending.subarray(start);
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (pending.length) onToken(pending.toString('utf8'));
      if (code !== 0) reject(new Error(`git log failed: ${Buffer.concat(err).toString('utf8')}`));
      else resolve(commits);
    });
  });
}
