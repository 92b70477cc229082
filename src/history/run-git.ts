import { spawn } from 'node:child_process';

/** Options that keep git's output independent of the user's configuration. */
export const GIT_CONFIG_ARGS = ['-c', 'log.showSignature=false', '-c', 'color.ui=false', '-c', 'core.quotePath=false'];

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `git args` in `cwd` and collects its output; never rejects (a failure to start is exit code 127). */
export function runGit(args: string[], cwd: string): Promise<GitResult> {
  return new Promise((resolve) => {
    const child = spawn('git', [...GIT_CONFIG_ARGS, ...args], { cwd, env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    // git missing, or `cwd` missing: the same as "not a git work tree" for the callers.
    child.on('error', (error) => resolve({ code: 127, stdout: '', stderr: error.message }));
    child.on('close', (code) =>
      resolve({ code: code ?? 1, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}

/** The environment for git: no prompts, no pager, a stable language. */
export function gitEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_PAGER: 'cat', LC_ALL: 'C' };
}
