import type { GitCommit } from './read-git-log.js';
import { runGit } from './run-git.js';

export interface Baseline {
  /** False when no commit is on or after `since`: then there is no history to record. */
  found: boolean;
  /** Index in `commits` of the first commit after the baseline. */
  firstProcessed: number;
  /** Committer time of the baseline commit. */
  time: number;
  /** Committer time of the oldest commit of the first-parent chain. */
  oldestTime: number;
}

/**
 * content-format.md §4: the first commit of the whole first-parent chain on or after `since` (its oldest
 * commit when there is no `since`). `commits` is the chain limited to the content files.
 */
export async function findBaseline(repoRoot: string, commits: GitCommit[], since: string | undefined): Promise<Baseline> {
  const chain = await runGit(['log', '--first-parent', '--topo-order', '--reverse', '--format=%H %ct', 'HEAD'], repoRoot);
  const sinceTime = since ? Date.parse(`${since}T00:00:00Z`) / 1000 : Number.NEGATIVE_INFINITY;
  const position = new Map<string, number>();
  let found: { pos: number; time: number } | null = null;
  let oldestTime = 0;
  chain.stdout
    .split('\n')
    .filter(Boolean)
    .forEach((line, pos) => {
      const [hash = '', text = '0'] = line.split(' ');
      const time = Number(text);
      position.set(hash, pos);
      if (pos === 0) oldestTime = time;
      if (found === null && !(time < sinceTime)) found = { pos, time };
    });
  const baseline = found as { pos: number; time: number } | null;
  if (baseline === null) return { found: false, firstProcessed: commits.length, time: 0, oldestTime };
  let firstProcessed = 0;
  while (firstProcessed < commits.length && (position.get(commits[firstProcessed]!.hash) ?? -1) <= baseline.pos) firstProcessed++;
  return { found: true, firstProcessed, time: baseline.time, oldestTime };
}
