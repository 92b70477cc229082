import type { TaskOutcome } from './fuzz-pool.js';

/**
 * What became of a mutant. `accepted` and `rejected` (every error with its position) are what
 * good input and bad input should get; the others are failures, worst first in VERDICTS.
 */
export type Verdict = 'crash' | 'hang' | 'disagreement' | 'damaged' | 'unpositioned' | 'rejected' | 'accepted';

export const VERDICTS: readonly Verdict[] = ['crash', 'hang', 'disagreement', 'damaged', 'unpositioned', 'rejected', 'accepted'];

export const FAILURES: ReadonlySet<Verdict> = new Set(['crash', 'hang', 'disagreement', 'damaged', 'unpositioned']);

export interface Classified {
  verdict: Verdict;
  /** What went wrong, for a failure: a stack, a deadline, the two lists of errors… */
  detail: string;
}

export function classify(outcome: TaskOutcome, deadlineMs: number): Classified {
  if (outcome.kind === 'hang') return { verdict: 'hang', detail: `no result within ${Math.round(deadlineMs / 1000)} s` };
  if (outcome.kind === 'crash') return { verdict: 'crash', detail: outcome.error };
  const { run } = outcome.result;
  const crashed = [run.check, run.build].find((s) => s?.status === 'crash');
  if (crashed) return { verdict: 'crash', detail: crashed.crash ?? 'crash' };
  for (const kind of ['disagreement', 'damaged', 'unpositioned'] as const) {
    const found = run.problems.filter((p) => p.kind === kind);
    if (found.length > 0) return { verdict: kind, detail: found.map((p) => p.detail).join('\n') };
  }
  return { verdict: run.check.status === 'accepted' ? 'accepted' : 'rejected', detail: '' };
}

/** Whether two failures are the same failure (a crash by the first line of its message). */
export function sameFailure(a: Classified, b: Classified): boolean {
  if (a.verdict !== b.verdict) return false;
  if (a.verdict !== 'crash') return true;
  return firstLine(a.detail) === firstLine(b.detail);
}

/** The first line, without the mutant's own folder (m-<task id>), which differs from run to run. */
function firstLine(text: string): string {
  return (text.split('\n')[0] ?? '').replace(/\bm-\d+\b/g, 'm-N');
}
