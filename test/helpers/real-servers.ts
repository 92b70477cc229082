/**
 * Starts real static servers (nginx, Caddy, Apache, the `serve` CLI) on 127.0.0.1 for the host tests
 * (hosting.md §8): free port, bounded wait, stopped by pid also on failure. A missing binary is installed
 * with apt-get when running as root; otherwise the caller skips, except under CI=true.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';

export interface RunningServer {
  port: number;
  origin: string;
  stop(): Promise<void>;
  log(): string;
}

const PACKAGES: Record<string, { bin: string; packages: string[] }> = {
  nginx: { bin: '/usr/sbin/nginx', packages: ['nginx', 'libnginx-mod-http-brotli-static'] },
  caddy: { bin: '/usr/bin/caddy', packages: ['caddy'] },
  apache: { bin: '/usr/sbin/apache2', packages: ['apache2-bin'] },
};

let updated = false;

/** Ensures a server binary exists; returns a skip reason when it cannot (never under CI=true). */
export function ensureServer(name: 'nginx' | 'caddy' | 'apache'): string | undefined {
  const spec = PACKAGES[name];
  if (spec === undefined) throw new Error(`unknown server ${name}`);
  const missing = (): boolean =>
    !existsSync(spec.bin) || (name === 'nginx' && !existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'));
  if (!missing()) return undefined;
  if (process.getuid?.() === 0) {
    try {
      if (!updated) execFileSync('apt-get', ['update'], { stdio: 'ignore', timeout: 240_000 });
      updated = true;
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...spec.packages], {
        stdio: 'ignore',
        timeout: 240_000,
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (e) {
      const reason = `installing ${spec.packages.join(' ')} failed: ${String(e)}`;
      if (process.env.CI === 'true') throw new Error(reason);
      return reason;
    }
    if (!missing()) return undefined;
  }
  const reason = `${spec.bin} is missing and the test is not root: apt-get install ${spec.packages.join(' ')}`;
  if (process.env.CI === 'true') throw new Error(reason);
  return reason;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const sock = connect(port, '127.0.0.1');
      sock.once('connect', () => {
        sock.destroy();
        resolve(true);
      });
      sock.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not listen on ${port} within ${timeoutMs} ms`);
}

/** Spawns a command in the foreground, waits for its port, returns a handle that stops it by pid. */
export async function startProcess(cmd: string, args: string[], port: number, cwd: string): Promise<RunningServer> {
  return startProcessEnv(cmd, args, port, cwd, {});
}

export async function startProcessEnv(
  cmd: string,
  args: string[],
  port: number,
  cwd: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForPort(port, child, 15_000);
  } catch (e) {
    await stop();
    throw new Error(`${cmd} failed to start: ${String(e)}\n${output}`);
  }
  return { port, origin: `http://127.0.0.1:${port}`, stop, log: () => output };
}

/** nginx with the printed http.conf/server.conf; `siteRoot` is the folder whose base path holds dist. */
export async function startNginx(
  tmp: string,
  siteRoot: string,
  hostDir: string,
  brotli: boolean,
  opts: { port?: number; accessLog?: string } = {},
): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  mkdirSync(join(tmp, 'logs'), { recursive: true });
  const conf = [
    ...(brotli ? ['load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(tmp, 'nginx.pid')};`,
    `error_log ${join(tmp, 'logs/error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    opts.accessLog ? `  log_format stms '$status $request'; access_log ${opts.accessLog} stms;` : '  access_log off;',
    `  client_body_temp_path ${tmp}/body; proxy_temp_path ${tmp}/proxy; fastcgi_temp_path ${tmp}/fastcgi; uwsgi_temp_path ${tmp}/uwsgi; scgi_temp_path ${tmp}/scgi;`,
    `  include ${join(hostDir, 'http.conf')};`,
    '  server {',
    `    listen 127.0.0.1:${port};`,
    `    root ${siteRoot};`,
    `    include ${join(hostDir, 'server.conf')};`,
    ...(brotli ? [`    include ${join(hostDir, 'brotli.conf')};`] : []),
    '  }',
    '}',
    '',
  ].join('\n');
  writeFileSync(join(tmp, 'nginx.conf'), conf);
  return startProcess('/usr/sbin/nginx', ['-p', tmp, '-c', join(tmp, 'nginx.conf')], port, tmp);
}

/** Caddy with the printed snippet imported in a plain-HTTP site block (admin off, no HTTPS). */
export async function startCaddy(tmp: string, siteRoot: string, snippet: string, opts: { port?: number } = {}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const conf = [
    '{',
    '\tadmin off',
    '\tauto_https off',
    '}',
    `http://127.0.0.1:${port} {`,
    `\tbind 127.0.0.1`,
    `\troot * ${siteRoot}`,
    `\timport ${snippet}`,
    '}',
    '',
  ].join('\n');
  writeFileSync(join(tmp, 'Caddyfile'), conf);
  return startProcessEnv('/usr/bin/caddy', ['run', '--config', join(tmp, 'Caddyfile'), '--adapter', 'caddyfile'], port, tmp, {
    HOME: tmp,
    XDG_DATA_HOME: join(tmp, 'data'),
    XDG_CONFIG_HOME: join(tmp, 'config'),
  });
}

/** Apache httpd with only the modules the printed rules need; `dir` is the folder served at the base path. */
export async function startApache(
  tmp: string,
  siteRoot: string,
  dir: string,
  include: string | undefined,
  opts: { port?: number } = {},
): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const mods = ['mpm_event', 'authz_core', 'rewrite', 'headers', 'mime', 'dir'];
  const conf = [
    ...mods.map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`),
    `ServerRoot ${tmp}`,
    `Listen 127.0.0.1:${port}`,
    'ServerName 127.0.0.1',
    `PidFile ${join(tmp, 'httpd.pid')}`,
    `ErrorLog ${join(tmp, 'error.log')}`,
    'LogLevel warn',
    'TypesConfig /dev/null',
    ...(process.getuid?.() === 0 ? ['User nobody', 'Group nogroup'] : []),
    `DocumentRoot ${siteRoot}`,
    '<Directory />',
    '    AllowOverride None',
    '    Require all denied',
    '</Directory>',
    `<Directory ${siteRoot}>`,
    '    Options FollowSymLinks',
    '    Require all granted',
    '</Directory>',
    `<Directory ${dir}>`,
    include === undefined ? '    AllowOverride FileInfo Indexes Options' : '    AllowOverride None',
    ...(include === undefined ? [] : [`    Include ${include}`]),
    '</Directory>',
    '',
  ].join('\n');
  writeFileSync(join(tmp, 'httpd.conf'), conf);
  return startProcess('/usr/sbin/apache2', ['-f', join(tmp, 'httpd.conf'), '-DFOREGROUND'], port, tmp);
}

/** The project's `serve` CLI on `dir` (it reads `dir/serve.json`), without its update check (a request to the npm registry). */
export async function startServeCli(dir: string): Promise<RunningServer> {
  const port = await freePort();
  const bin = join(process.cwd(), 'node_modules/.bin/serve');
  const args = ['--no-port-switching', '--no-clipboard', '-L', '-l', `tcp://127.0.0.1:${port}`, dir];
  return startProcessEnv(bin, args, port, dir, { NO_UPDATE_CHECK: '1' });
}
