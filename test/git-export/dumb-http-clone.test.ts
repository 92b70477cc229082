/**
 * issue 20 part 5: `git clone` of a component's git export over git's dumb HTTP protocol, served
 * as plain static files, by a minimal static server and by nginx.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportComponentRepository } from '../../src/git-export/export-component-repository.js';
import type { GitExportFile } from '../../src/git-export/dumb-http-files.js';
import type { GitFixture } from '../history/git-fixture.js';
import { ensureServer, startNginx } from '../helpers/real-servers.js';
import { APP_SECRET, COMPONENT_PATHS, COMPONENT_SUBJECTS, OTHER_SECRET, buildComponentRepository } from './component-repository.js';
import { startPlainServer, writeExport } from './serve-export.js';

const URL_PATH = '/git/demo/ui/';
const CLIENT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };

/** Asynchronous, so that the in-process server can answer while git runs. */
async function cloneInto(url: string, dest: string): Promise<void> {
  await promisify(execFile)('git', ['clone', '-q', url, dest], { env: CLIENT_ENV, timeout: 60_000 });
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: CLIENT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

describe('git clone of a git export over dumb HTTP', () => {
  let repo: GitFixture;
  let tmp: string;
  let siteRoot: string;
  let files: GitExportFile[];
  let dispose: () => Promise<void> = () => Promise.resolve();

  beforeAll(async () => {
    repo = buildComponentRepository();
    tmp = mkdtempSync(path.join(os.tmpdir(), 'static-tms-git-clone-'));
    chmodSync(tmp, 0o755); // nginx's worker runs as nobody
    siteRoot = path.join(tmp, 'site');
    const result = await exportComponentRepository({
      sourceDir: path.join(repo.dir, 'content'),
      paths: COMPONENT_PATHS,
      branch: 'main',
      identities: 'keep',
      location: { file: 'projects/demo/ui/component.yaml', line: 1, column: 1 },
    });
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    files = result.files;
    dispose = result.dispose;
    writeExport(files, siteRoot, URL_PATH);
  });
  afterAll(async () => {
    await dispose();
    repo.cleanup();
    rmSync(tmp, { recursive: true, force: true });
  });

  /** Clones `url` and checks that the clone is the component's history and nothing else. */
  async function cloneAndCheck(url: string, name: string): Promise<void> {
    const clone = path.join(tmp, name);
    await cloneInto(url, clone);
    const repoPaths = COMPONENT_PATHS.map((p) => `content/${p}`);
    // The component's files, with the content of the repository's HEAD, and no other file.
    expect(git(clone, 'ls-tree', '-r', '--name-only', 'HEAD').split('\n').filter(Boolean)).toEqual(repoPaths);
    for (const p of repoPaths) expect(readFileSync(path.join(clone, p), 'utf8'), p).toBe(git(repo.dir, 'show', `HEAD:${p}`));
    // Its history: every commit that touched the component, with authors, dates and messages
    // kept (the merged branch included), and none of the others.
    const format = '--format=%an|%ae|%ad|%cn|%cd|%s|%P';
    const subjects = git(clone, 'log', '--format=%s').split('\n').filter(Boolean);
    expect(subjects).toEqual(COMPONENT_SUBJECTS);
    const sourceLog = git(repo.dir, 'log', format.replace('|%P', ''), '--', ...repoPaths);
    expect(git(clone, 'log', format.replace('|%P', ''))).toBe(sourceLog);
    expect(git(clone, 'log', '--merges', '--format=%s')).toBe('Merge branch feature\n');
    // No object of the clone holds the application code or the other component.
    const everything = execFileSync('git', ['cat-file', '--batch-all-objects', '--batch'], { cwd: clone, env: CLIENT_ENV, maxBuffer: 64 << 20 }).toString('latin1');
    expect(everything).toContain('Beenden');
    expect(everything).not.toContain(APP_SECRET);
    expect(everything).not.toContain(OTHER_SECRET);
    expect(git(clone, 'log', '--all', '--name-only', '--format=').split('\n').filter(Boolean).every((p) => repoPaths.includes(p))).toBe(true);
    git(clone, 'fsck', '--strict', '--no-progress');
    // The branch git checked out is the one the export names.
    expect(git(clone, 'symbolic-ref', 'HEAD')).toBe('refs/heads/main\n');
  }

  it('fails on the `?format=api` form of the URL when the host does not map its query', async () => {
    const types = new Map(files.map((f) => [`${URL_PATH}${f.path}`, f.contentType]));
    const server = await startPlainServer(siteRoot, types);
    try {
      await expect(cloneInto(`${server.origin}${URL_PATH}?format=api`, path.join(tmp, 'clone-query'))).rejects.toThrow(/not found|not valid/);
      expect(server.requests[0]).toBe(`GET ${URL_PATH}?format=api/info/refs&service=git-upload-pack 404`);
    } finally {
      await server.stop();
    }
  });

  it('works against a plain static server (the query ignored, no index files)', async () => {
    const types = new Map(files.map((f) => [`${URL_PATH}${f.path}`, f.contentType]));
    const server = await startPlainServer(siteRoot, types);
    try {
      await cloneAndCheck(`${server.origin}${URL_PATH}`, 'clone-plain');
      // The dumb protocol's requests: refs (the smart-protocol probe falls back), HEAD, the pack list, the pack.
      const served = server.requests.filter((r) => r.endsWith(' 200')).map((r) => r.replace(/ 200$/, '').replace(/pack-[0-9a-f]{40}/, 'pack-<id>'));
      expect(served).toEqual([
        `GET ${URL_PATH}info/refs?service=git-upload-pack`,
        `GET ${URL_PATH}HEAD`,
        `GET ${URL_PATH}objects/info/packs`,
        `GET ${URL_PATH}objects/pack/pack-<id>.idx`,
        `GET ${URL_PATH}objects/pack/pack-<id>.pack`,
      ]);
    } finally {
      await server.stop();
    }
  });

  it('works against nginx serving the files with their content types', async (ctx) => {
    const skip = ensureServer('nginx');
    if (skip !== undefined) ctx.skip(skip);
    const hostDir = path.join(tmp, 'nginx-host');
    mkdirSync(hostDir, { recursive: true });
    writeFileSync(path.join(hostDir, 'http.conf'), '');
    // What a host needs for /git/: files without extension are text, packs and indexes get git's
    // types and may be cached forever (their names are their content's hash).
    writeFileSync(
      path.join(hostDir, 'server.conf'),
      [
        // The git_export value of a `--links query` build ends in `?format=api`: git appends its
        // paths to the query (`/git/p/c/?format=api/info/refs&service=…`), so the folder URL
        // serves the file the query names.
        'location ^~ /git/ {',
        '  location ~ ^(?<gitroot>/git/[^/]+/[^/]+/)$ {',
        '    if ($args ~ ^format=api/(?<gitfile>[^&?]+)) { rewrite ^ $gitroot$gitfile? last; }',
        '    return 404;',
        '  }',
        '  types { }',
        '  default_type "text/plain; charset=utf-8";',
        '  add_header Cache-Control "no-cache";',
        '  location ~ /objects/pack/pack-[0-9a-f]+\\.pack$ { types { } default_type application/x-git-packed-objects; add_header Cache-Control "public, max-age=31536000, immutable"; }',
        '  location ~ /objects/pack/pack-[0-9a-f]+\\.idx$ { types { } default_type application/x-git-packed-objects-toc; add_header Cache-Control "public, max-age=31536000, immutable"; }',
        '}',
        '',
      ].join('\n'),
    );
    const nginx = await startNginx(path.join(tmp, 'nginx'), siteRoot, hostDir, false);
    try {
      await cloneAndCheck(`${nginx.origin}${URL_PATH}`, 'clone-nginx');
      await cloneAndCheck(`${nginx.origin}${URL_PATH}?format=api`, 'clone-nginx-query');
      for (const f of files) {
        const res = await fetch(`${nginx.origin}${URL_PATH}${f.path}`);
        expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')], f.path).toEqual([
          200,
          f.contentType,
          f.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ]);
      }
    } finally {
      await nginx.stop();
    }
  });
});
