import { GIT_CONFIG_ARGS } from '../history/run-git.js';
import { scratchGitEnv, sourceGitEnv } from './git-env.js';
import { IdentityRewriteStream, type IdentityRewrite } from './rewrite-identities.js';
import { GIT_STEP_TIMEOUT_MS, runGitPipe, runGitStep, type GitStepResult } from './run-git-step.js';

export interface RewriteInput {
  /** A folder inside the content repository's work tree; `paths` are relative to it. */
  sourceDir: string;
  /** The files whose history is published (literal paths, no patterns). */
  paths: readonly string[];
  /** The branch the rewritten history is published as. */
  branch: string;
  /** Where the scratch bare repository is created (must not exist yet). */
  scratchDir: string;
  /** `keep`: authors and committers as recorded; else who each of them is published as. */
  identities: 'keep' | IdentityRewrite;
}

export type RewriteOutcome =
  | { kind: 'rewritten'; commit: string }
  | { kind: 'not-a-repository'; detail: string }
  | { kind: 'no-history' }
  | { kind: 'failed'; step: string; detail: string };

/**
 * Copies the path-limited history of `paths` into a new bare repository:
 * `git fast-export HEAD -- paths | git fast-import`. Only the changes to those paths are
 * exported, and commits that touch none of them are dropped, so the rest of the repository
 * (application code, other components) never reaches the scratch repository. Dates and messages
 * are kept, and authors either kept or rewritten by a deterministic function, so the same history
 * always gives the same commit ids.
 */
export async function rewriteComponentHistory(input: RewriteInput): Promise<RewriteOutcome> {
  const source = { cwd: input.sourceDir, env: { ...sourceGitEnv(), GIT_LITERAL_PATHSPECS: '1' } };
  const head = await runGitStep({ ...source, args: [...GIT_CONFIG_ARGS, 'rev-parse', '--verify', '-q', 'HEAD^{commit}'] });
  if (head.code === 1) return { kind: 'no-history' };
  if (head.code !== 0) return { kind: 'not-a-repository', detail: firstLine(head) };
  if (input.paths.length === 0) return { kind: 'no-history' };
  // fast-export names the exported ref as HEAD resolves (`refs/heads/x`, or `HEAD` when detached).
  const headRef = await runGitStep({ ...source, args: [...GIT_CONFIG_ARGS, 'rev-parse', '--symbolic-full-name', 'HEAD'] });
  if (headRef.code !== 0) return { kind: 'failed', step: 'git rev-parse', detail: firstLine(headRef) };

  const scratch = { cwd: input.scratchDir, env: scratchGitEnv() };
  const init = await runGitStep({ cwd: input.sourceDir, env: scratchGitEnv(), args: ['init', '-q', '--bare', input.scratchDir] });
  if (init.code !== 0) return { kind: 'failed', step: 'git init', detail: firstLine(init) };

  const ref = `refs/heads/${input.branch}`;
  const [exported, imported] = await runGitPipe(
    {
      ...source,
      args: [
        ...GIT_CONFIG_ARGS,
        'fast-export',
        // Commit messages are copied as bytes, with their encoding header.
        '--reencode=no',
        '--signed-tags=strip',
        '--tag-of-filtered-object=drop',
        // A stream cut short (fast-export killed) is refused by fast-import instead of half-imported.
        '--use-done-feature',
        `--refspec=${headRef.stdout.trim()}:${ref}`,
        'HEAD',
        // fast-export's option parser eats the first `--`; the second one keeps the paths from
        // being read as revisions (or refused when no longer in the work tree). If a later git
        // keeps the first, the second is a literal path that matches nothing.
        '--',
        '--',
        ...input.paths,
      ],
    },
    { ...scratch, args: ['fast-import', '--quiet', '--done'] },
    GIT_STEP_TIMEOUT_MS,
    input.identities === 'keep' ? undefined : new IdentityRewriteStream(input.identities),
  );
  if (exported.code !== 0) return { kind: 'failed', step: 'git fast-export', detail: firstLine(exported) };
  if (imported.code !== 0) return { kind: 'failed', step: 'git fast-import', detail: firstLine(imported) };

  // No commit ever touched the paths (they are not committed yet): fast-export wrote no commit.
  const tip = await runGitStep({ ...scratch, args: ['rev-parse', '--verify', '-q', `${ref}^{commit}`] });
  if (tip.code !== 0) return { kind: 'no-history' };
  return { kind: 'rewritten', commit: tip.stdout.trim() };
}

/** The first line of what git said, for a diagnostic. */
export function firstLine(result: GitStepResult): string {
  const line = result.stderr.split('\n').find((l) => l.trim() !== '');
  return line?.trim() ?? `exit code ${result.code ?? 'killed'}`;
}
