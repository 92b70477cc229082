/**
 * issue 20 part 5: `git clone` of the demo's git_export, as the API gives it (with its
 * `?format=api`) and without its query, from the preview server and from nginx serving a build
 * with the printed configuration. The clone holds the component's files and history, with no
 * e-mail address, and nothing else of the repository.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { ensureServer, freePort, startApache, startCaddy, startNginx } from '../helpers/real-servers.js';
import { runCli, startCliServer } from '../helpers/run-cli.js';

const CLIENT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
const COMPONENT_DIR = 'content/projects/weather/app/';
const USERNAMES = readdirSync(path.join(REPO_ROOT, 'content/users')).map((f) => f.replace(/\.yaml$/, ''));

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: CLIENT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
}

async function gitExportOf(apiRoot: string, project: string, component: string): Promise<string> {
  const body = (await (await fetch(`${apiRoot}components/${project}/${component}/`)).json()) as { git_export: string };
  return body.git_export;
}

describe('git clone of the demo git_export', () => {
  let tmp = '';
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'stms-git-clone-'));
    chmodSync(tmp, 0o755); // nginx's worker runs as nobody
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  /** Clones `url` and checks that the clone is weather/app's history and nothing else. */
  async function cloneAndCheck(url: string, name: string): Promise<void> {
    const clone = path.join(tmp, name);
    await promisify(execFile)('git', ['clone', '-q', url, clone], { env: CLIENT_ENV, timeout: 60_000 });
    const files = git(clone, 'ls-files').split('\n').filter(Boolean);
    expect(files).toContain(`${COMPONENT_DIR}component.yaml`);
    expect(files).toContain(`${COMPONENT_DIR}po/app.pot`);
    expect(files.filter((f) => f.endsWith('.po')).length).toBeGreaterThan(5);
    // The component's files as the repository's HEAD holds them.
    for (const f of files) expect(readFileSync(path.join(clone, f), 'utf8'), f).toBe(git(REPO_ROOT, 'show', `HEAD:${f}`));
    // Every commit that touched them, in order, with its date and message; no other path ever.
    expect(git(clone, 'log', '--format=%ad|%s')).toBe(git(REPO_ROOT, 'log', '--format=%ad|%s', 'HEAD', '--', ...files));
    expect(git(clone, 'log', '--all', '--name-only', '--format=').split('\n').filter(Boolean).every((f) => f.startsWith(COMPONENT_DIR))).toBe(true);
    const objects = execFileSync('git', ['cat-file', '--batch-all-objects', '--batch'], { cwd: clone, env: CLIENT_ENV, maxBuffer: 256 << 20 }).toString('latin1');
    expect(objects).not.toContain('"name": "static-tms"');
    // No address: a declared user's username, else Anonymous.
    for (const line of git(clone, 'log', '--format=%an|%ae|%cn|%ce').split('\n').filter(Boolean)) {
      const [an, ae, cn, ce] = line.split('|');
      expect([ae, ce]).toEqual(['', '']);
      expect([...USERNAMES, 'Anonymous']).toContain(an);
      expect([...USERNAMES, 'Anonymous']).toContain(cn);
    }
    git(clone, 'fsck', '--strict', '--no-progress');
  }

  it('works against the preview server, with and without the query', async () => {
    const server = await startCliServer(['preview', '--content', 'content']);
    try {
      const url = await gitExportOf(server.root, 'weather', 'app');
      expect(url).toBe(`${server.root.replace(/api\/$/, '')}git/weather/app/?format=api`);
      await cloneAndCheck(url, 'preview-query');
      await cloneAndCheck(url.replace(/\?format=api$/, ''), 'preview-plain');
      // The folder is still the page people read; a name git does not publish is not found.
      const page = await fetch(url);
      expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
      expect(await page.text()).toContain('git clone ');
      expect((await fetch(`${url}/objects/12/3456`)).status).toBe(404);
    } finally {
      server.stop();
    }
  }, 120_000);

  it('works against nginx serving a build with the printed configuration', async (ctx) => {
    const skip = ensureServer('nginx');
    if (skip !== undefined) ctx.skip(skip);
    const port = await freePort();
    const out = path.join(tmp, 'out');
    const origin = `http://127.0.0.1:${port}`;
    const built = runCli(['build', '--content', 'content', '--out', out, '--base-url', origin, '--host', 'nginx', '--quiet']);
    expect(built.status, built.stderr).toBe(0);
    const dist = realpathSync(out);
    const nginx = await startNginx(path.join(tmp, 'nginx'), dist, path.join(dist, '_hosts/nginx'), false, { port });
    try {
      const url = await gitExportOf(`${origin}/api/`, 'weather', 'app');
      await cloneAndCheck(url, 'nginx-query');
      await cloneAndCheck(url.replace(/\?format=api$/, ''), 'nginx-plain');
      const folder = url.replace(/\?format=api$/, '');
      const head = await fetch(`${folder}HEAD`);
      expect([head.status, head.headers.get('content-type'), head.headers.get('cache-control')]).toEqual([200, 'text/plain; charset=utf-8', 'no-cache']);
      const packs = readFileSync(path.join(dist, 'git/weather/app/objects/info/packs'), 'utf8');
      const pack = /P (pack-[0-9a-f]+)\.pack/.exec(packs)![1]!;
      const res = await fetch(`${folder}objects/pack/${pack}.pack`);
      expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'application/x-git-packed-objects', 'public, max-age=31536000, immutable']);
      expect((await fetch(`${folder}?format=api/objects/12/3456`)).status).toBe(404);
      expect((await fetch(url)).headers.get('content-type')).toBe('text/html; charset=utf-8');
    } finally {
      await nginx.stop();
    }
  }, 120_000);

  it('works against Caddy serving a build with the printed configuration', async (ctx) => {
    const skip = ensureServer('caddy');
    if (skip !== undefined) ctx.skip(skip);
    const port = await freePort();
    const out = path.join(tmp, 'out-caddy');
    const origin = `http://127.0.0.1:${port}`;
    const built = runCli(['build', '--content', 'content', '--out', out, '--base-url', origin, '--host', 'caddy', '--quiet']);
    expect(built.status, built.stderr).toBe(0);
    const dist = realpathSync(out);
    mkdirSync(path.join(tmp, 'caddy'));
    const caddy = await startCaddy(path.join(tmp, 'caddy'), dist, path.join(dist, '_hosts/caddy/static-tms.caddy'), { port });
    try {
      const url = await gitExportOf(`${origin}/api/`, 'weather', 'app');
      await cloneAndCheck(url, 'caddy-query');
      await cloneAndCheck(url.replace(/\?format=api$/, ''), 'caddy-plain');
      expect((await fetch(`${url.replace(/\?format=api$/, '')}?format=api/objects/12/3456`)).status).toBe(404);
      expect((await fetch(url)).headers.get('content-type')).toBe('text/html; charset=utf-8');
    } finally {
      await caddy.stop();
    }
  }, 120_000);

  it('works against Apache serving a build with the printed .htaccess', async (ctx) => {
    const skip = ensureServer('apache');
    if (skip !== undefined) ctx.skip(skip);
    const port = await freePort();
    const out = path.join(tmp, 'out-apache');
    const origin = `http://127.0.0.1:${port}`;
    const built = runCli(['build', '--content', 'content', '--out', out, '--base-url', origin, '--host', 'apache', '--quiet']);
    expect(built.status, built.stderr).toBe(0);
    const dist = realpathSync(out);
    mkdirSync(path.join(tmp, 'apache'));
    const apache = await startApache(path.join(tmp, 'apache'), dist, dist, undefined, { port });
    try {
      const url = await gitExportOf(`${origin}/api/`, 'weather', 'app');
      await cloneAndCheck(url, 'apache-query');
      await cloneAndCheck(url.replace(/\?format=api$/, ''), 'apache-plain');
      const head = await fetch(`${url.replace(/\?format=api$/, '')}HEAD`);
      expect([head.status, head.headers.get('content-type'), head.headers.get('cache-control')]).toEqual([200, 'text/plain; charset=utf-8', 'no-cache']);
      expect((await fetch(`${url.replace(/\?format=api$/, '')}?format=api/objects/12/3456`)).status).toBe(404);
      expect((await fetch(url)).headers.get('content-type')).toBe('text/html; charset=utf-8');
    } finally {
      await apache.stop();
    }
  }, 120_000);

  it('exports a history once: a rebuild of the same HEAD reuses it, byte for byte', () => {
    const out = path.join(tmp, 'again');
    const first = runCli(['build', '--content', 'content', '--out', out]);
    expect(first.status, first.stderr).toBe(0);
    const files = (dir: string): Record<string, string> =>
      Object.fromEntries(
        readdirSync(path.join(dir, 'git'), { recursive: true, encoding: 'utf8' })
          .filter((f) => !f.endsWith('index.html') && statSync(path.join(dir, 'git', f)).isFile())
          .sort()
          .map((f) => [f, readFileSync(path.join(dir, 'git', f)).toString('base64')]),
      );
    const before = files(realpathSync(out));
    const second = runCli(['build', '--content', 'content', '--out', out]);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/git export: 0 exported, \d+ reused/);
    expect(files(realpathSync(out))).toEqual(before);
    expect(Object.keys(before).filter((f) => f.endsWith('.pack')).length).toBeGreaterThan(3);
  }, 120_000);
});
