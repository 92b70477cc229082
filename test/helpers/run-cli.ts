import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './content-tree.js';

export const CLI = path.join(REPO_ROOT, 'bin/static-tms.js');

/** Runs the compiled CLI to completion (`npm test` compiles first). */
export function runCli(args: string[], env: Record<string, string> = {}) {
  return runCliIn(REPO_ROOT, args, env);
}

/** Runs the compiled CLI in another working folder, as a user does in their own repository. */
export function runCliIn(cwd: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Starts `static-tms preview` (or `serve`) on a free port and resolves with its API root once it listens. */
export function startCliServer(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; root: string; stop(): void }> {
  const child = spawn(process.execPath, [CLI, ...args, '--port', '0', '--quiet'], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { child.kill(); reject(new Error(`server did not start:\n${stderr}`)); }, 60_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const url = / at (http:\/\/\S+\/api\/)/.exec(stderr)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, root: url, stop: () => child.kill('SIGTERM') });
      }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited with ${code}:\n${stderr}`)); });
  });
}
