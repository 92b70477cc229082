/**
 * Weblate's own client and the shared conformance crawler against nginx and the preview server, each
 * serving a real build of content/ made for its origin (issue 5, hosting.md §8): Debian's wlc 1.13 with
 * `--config /dev/null` from an empty folder.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestRoute } from '../../src/emit/manifest-types.js';
import { ensureServer, freePort, startNginx, startProcess, type RunningServer } from '../helpers/real-servers.js';
import { loadManifest } from './load-manifest.js';
import { requireShared } from '../helpers/content-tree.js';
import { judgeCrawl, runCrawler } from '../helpers/run-crawler.js';

const run = promisify(execFile);
const compiled = existsSync(join(process.cwd(), 'lib/cli/main.js'));

function ensureWlc(): string | undefined {
  if (existsSync('/usr/bin/wlc')) return undefined;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wlc'], { stdio: 'ignore', timeout: 240_000 });
      return undefined;
    } catch (e) {
      if (process.env.CI === 'true') throw e;
      return `installing wlc failed: ${String(e)}`;
    }
  }
  if (process.env.CI === 'true') throw new Error('wlc is missing: apt-get install wlc');
  return 'wlc is missing and the test is not root';
}

const skip = !compiled
  ? 'lib/ is missing (npm run compile)'
  : !requireShared()
    ? '../shared is missing'
    : (ensureServer('nginx') ?? ensureWlc());

/** `static-tms serve` (the preview server of hosting.md §7), stopped by pid; its stderr is the request log. */
async function startPreview(dist: string, port: number): Promise<RunningServer> {
  const cli = join(process.cwd(), 'bin/static-tms.js');
  return startProcess(process.execPath, [cli, 'serve', dist, '--port', String(port)], port, process.cwd());
}

for (const target of ['nginx', 'preview'] as const) describe.skipIf(skip !== undefined)(`wlc and the conformance crawler against ${target} ${skip ?? ''}`, () => {
  let tmp = '';
  let dist = '';
  let server: RunningServer | undefined;
  let routes: ManifestRoute[] = [];
  let api = '';
  /** Status and request of every answer so far: nginx's access log, or the preview server's stderr. */
  const accessLog = (): string[] =>
    target === 'nginx'
      ? readFileSync(join(tmp, 'access.log'), 'utf8').trim().split('\n')
      : (server?.log() ?? '')
          .split('\n')
          .map((l) => /^(\S+) (\S+) (\d{3}) [\d.]+ms$/.exec(l))
          .filter((m) => m !== null)
          .map((m) => `${m[3]} ${m[1]} ${m[2]}`);

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'stms-wlc-'));
    chmodSync(tmp, 0o755); // the nginx worker runs as nobody
    dist = join(tmp, 'dist');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    api = `${origin}/api/`;
    execFileSync(process.execPath, [join(process.cwd(), 'bin/static-tms.js'), 'build', '--content', 'content', '--out', dist, '--base-url', origin, '--host', 'nginx', '--precompress'], {
      stdio: 'pipe',
      timeout: 280_000,
    });
    ({ routes } = loadManifest(dist));
    const work = join(tmp, 'nginx');
    mkdirSync(work);
    chmodSync(work, 0o755);
    server =
      target === 'nginx'
        ? await startNginx(work, dist, join(dist, '_hosts/nginx'), true, { port, accessLog: join(tmp, 'access.log') })
        : await startPreview(dist, port);
  });
  afterAll(async () => {
    await server?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('passes the shared conformance crawler: no failure but the rules issues 19 and 20 replace', async () => {
    const verdict = await judgeCrawl(await runCrawler(api));
    console.log(`conformance on ${target}: ${verdict.last}`, verdict.replaced);
    expect(verdict.unaccounted).toEqual([]);
  }, 300_000);

  const seg = (url: string): string[] => url.split('/').filter((s) => s !== '');
  const objects = (re: RegExp, from: number): string[] => routes.filter((r) => re.test(r.url)).map((r) => seg(r.url).slice(from).join('/'));

  /** Runs wlc commands three at a time from an empty folder; returns the failures. */
  const runWlc = async (commands: string[][], cwd: string): Promise<string[]> => {
    const failures: string[] = [];
    const queue = [...commands];
    const worker = async (): Promise<void> => {
      for (let cmd = queue.shift(); cmd !== undefined; cmd = queue.shift()) {
        const args = ['--config', '/dev/null', '--url', api, ...cmd];
        try {
          const { stderr } = await run('wlc', args, { cwd, timeout: 60_000, maxBuffer: 1 << 26 });
          if (/Traceback/.test(stderr)) failures.push(`wlc ${cmd.join(' ')}: ${stderr.slice(-300)}`);
        } catch (e) {
          failures.push(`wlc ${cmd.join(' ')}: ${String((e as { stderr?: string }).stderr ?? e).slice(-300)}`);
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    return failures;
  };

  it('runs every wlc command with exit 0, no traceback, and only 200 answers', async () => {
    const empty = mkdtempSync(join(tmp, 'cwd-'));
    const projects = objects(/^\/api\/projects\/[^/]+\/$/, 2);
    const components = objects(/^\/api\/components\/[^/]+\/[^/]+\/$/, 2);
    const translations = objects(/^\/api\/translations\/[^/]+\/[^/]+\/[^/]+\/$/, 2);
    expect(projects.length).toBeGreaterThan(0);
    const commands: string[][] = [['list-projects'], ['list-components'], ['list-translations'], ['list-languages']];
    for (const obj of [...projects, ...components, ...translations]) {
      for (const c of ['ls', 'show', 'changes']) commands.push([c, obj]);
    }
    for (const p of projects) commands.push(['stats', p]);
    const downloads = translations.map((t) => ({ t, out: join(empty, `${t.replace(/\//g, '-')}.download`) }));
    for (const { t, out } of downloads) commands.push(['download', t, '--output', out]);
    const before = accessLog().length;
    expect(await runWlc(commands, empty)).toEqual([]);
    for (const { t, out } of downloads) {
      const route = routes.find((r) => r.url === `/api/translations/${t}/file/`);
      expect(route, t).toBeDefined();
      expect(readFileSync(out).equals(readFileSync(join(dist, route!.file))), t).toBe(true);
    }
    const lines = accessLog().slice(before);
    console.log(`wlc on ${target}: ${commands.length} commands, ${lines.length} requests`);
    expect(lines.filter((l) => !l.startsWith('200 ')).slice(0, 20)).toEqual([]);
  });

  // wlc 1.13 reloads a translation-statistics object that lacks `last_author` from its web-page
  // `url`; the build publishes `last_author` there, as Weblate does, so this must pass.
  it('runs wlc stats on every component and translation', async () => {
    const empty = mkdtempSync(join(tmp, 'cwd-'));
    const targets = [
      ...objects(/^\/api\/components\/[^/]+\/[^/]+\/$/, 2),
      ...objects(/^\/api\/translations\/[^/]+\/[^/]+\/[^/]+\/$/, 2),
    ];
    const before = accessLog().length;
    expect(await runWlc(targets.map((t) => ['stats', t]), empty)).toEqual([]);
    expect(accessLog().slice(before).filter((l) => !l.startsWith('200 '))).toEqual([]);
  });
});
