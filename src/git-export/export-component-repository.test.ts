import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPONENT_PATHS, buildComponentRepository } from '../../test/git-export/component-repository.js';
import type { GitFixture } from '../../test/history/git-fixture.js';
import { expectSameTree } from '../../test/helpers/tree-files.js';
import { GIT_EXPORT_CONTENT_TYPES, type GitExportFile } from './dumb-http-files.js';
import { exportComponentRepository, type GitExportRequest } from './export-component-repository.js';

const location = { file: 'projects/demo/ui/component.yaml', line: 1, column: 1 };

function request(sourceDir: string, extra: Partial<GitExportRequest> = {}): GitExportRequest {
  return { sourceDir, paths: COMPONENT_PATHS, branch: 'main', identities: 'keep', location, ...extra };
}

function bytesOf(f: GitExportFile): Buffer {
  return 'bytes' in f.source ? f.source.bytes : readFileSync(f.source.file);
}

async function exportBytes(req: GitExportRequest): Promise<Map<string, Buffer>> {
  const result = await exportComponentRepository(req);
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
  try {
    return new Map(result.files.map((f) => [f.path, bytesOf(f)]));
  } finally {
    await result.dispose();
  }
}

describe('exportComponentRepository', () => {
  let repo: GitFixture;
  let content: string;
  beforeAll(() => {
    repo = buildComponentRepository();
    content = path.join(repo.dir, 'content');
  });
  afterAll(() => repo.cleanup());

  it('publishes HEAD, info/refs, objects/info/packs and one pack with its index, typed as git-http-backend does', async () => {
    const result = await exportComponentRepository(request(content));
    if (!result.ok) throw new Error(JSON.stringify(result.diagnostics));
    try {
      const paths = result.files.map((f) => f.path);
      expect(paths).toHaveLength(5);
      expect(paths.slice(0, 3)).toEqual(['HEAD', 'info/refs', 'objects/info/packs']);
      expect(paths[3]).toMatch(/^objects\/pack\/pack-[0-9a-f]{40}\.idx$/);
      expect(paths[4]).toBe(paths[3]?.replace(/\.idx$/, '.pack'));
      const byPath = new Map(result.files.map((f) => [f.path, f]));
      expect(bytesOf(byPath.get('HEAD')!).toString()).toBe('ref: refs/heads/main\n');
      expect(bytesOf(byPath.get('info/refs')!).toString()).toBe(`${result.commit}\trefs/heads/main\n`);
      expect(bytesOf(byPath.get('objects/info/packs')!).toString()).toBe(`P ${path.basename(paths[4]!)}\n\n`);
      expect(result.files.map((f) => [f.contentType, f.immutable])).toEqual([
        [GIT_EXPORT_CONTENT_TYPES.text, false],
        [GIT_EXPORT_CONTENT_TYPES.text, false],
        [GIT_EXPORT_CONTENT_TYPES.text, false],
        [GIT_EXPORT_CONTENT_TYPES.idx, true],
        [GIT_EXPORT_CONTENT_TYPES.pack, true],
      ]);
      // The pack is a valid pack whose objects are exactly the rewritten history's.
      const pack = byPath.get(paths[4]!)!.source;
      if (!('file' in pack)) throw new Error('the pack is a temporary file');
      const listed = execFileSync('git', ['verify-pack', '-v', pack.file], { encoding: 'utf8' });
      expect(listed).toContain(result.commit);
    } finally {
      await result.dispose();
    }
  });

  it('removes its temporary files on dispose', async () => {
    const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'static-tms-git-export-test-'));
    try {
      const result = await exportComponentRepository(request(content, { tempRoot }));
      expect(result.ok).toBe(true);
      if (result.ok) await result.dispose();
      expect(execFileSync('ls', ['-A', tempRoot], { encoding: 'utf8' })).toBe('');
    } finally {
      rmSync(tempRoot, { recursive: true, force: true });
    }
  });

  it('gives byte-identical files for the same history, wherever the repository is', async () => {
    const first = await exportBytes(request(content));
    const second = await exportBytes(request(content));
    expectSameTree(second, first);
    // A clone of the repository elsewhere has the same history, so the same export.
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'static-tms-git-export-clone-'));
    try {
      execFileSync('git', ['clone', '-q', '--no-local', repo.dir, elsewhere], { stdio: 'ignore' });
      const third = await exportBytes(request(path.join(elsewhere, 'content')));
      expectSameTree(third, first);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('publishes the component branch name and ignores repeated or reordered paths', async () => {
    const main = await exportBytes(request(content));
    const reordered = await exportBytes(request(content, { paths: [...COMPONENT_PATHS].reverse().concat(COMPONENT_PATHS[0]!) }));
    expectSameTree(reordered, main);
    const stable = await exportBytes(request(content, { branch: 'release/1.x' }));
    expect(stable.get('HEAD')?.toString()).toBe('ref: refs/heads/release/1.x\n');
    expect(stable.get('info/refs')?.toString()).toMatch(/^[0-9a-f]{40}\trefs\/heads\/release\/1\.x\n$/);
  });

  it('exports a detached HEAD under the component branch', async () => {
    const main = await exportBytes(request(content));
    repo.git('checkout', '-q', '--detach');
    try {
      const detached = await exportBytes(request(content));
      expect(detached.get('info/refs')?.equals(main.get('info/refs')!)).toBe(true);
    } finally {
      repo.git('checkout', '-q', 'main');
    }
  });

  it('publishes the people the identity rewrite names, and not their addresses', async () => {
    const publicName = ({ email }: { email: string }): { name: string; email: string } => ({ name: email.split('@')[0]!, email: '' });
    const exported = await exportBytes(request(content, { identities: publicName }));
    expectSameTree(await exportBytes(request(content, { identities: publicName })), exported);
    const bare = mkdtempSync(path.join(os.tmpdir(), 'static-tms-git-export-open-'));
    try {
      execFileSync('git', ['init', '-q', '--bare', bare]);
      for (const [p, bytes] of exported) {
        mkdirSync(path.dirname(path.join(bare, p)), { recursive: true });
        writeFileSync(path.join(bare, p), bytes);
      }
      const tip = exported.get('info/refs')!.toString().split('\t')[0]!;
      const people = execFileSync('git', ['--git-dir', bare, 'log', '--format=%an <%ae> %cn <%ce> %ad %s', tip], { encoding: 'utf8' });
      const source = execFileSync('git', ['log', '--format=%al <> %cl <> %ad %s', '--', 'content'], { cwd: repo.dir, encoding: 'utf8' });
      expect(people).toBe(source.replace(/^.*Application skeleton\n/m, '').replace(/^.*Add the other component\n/m, ''));
      expect(people).not.toContain('@');
      execFileSync('git', ['--git-dir', bare, 'fsck', '--strict', '--no-progress', tip], { stdio: 'ignore' });
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('reports a repository without commits as git-export-no-history', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'static-tms-git-export-empty-'));
    try {
      execFileSync('git', ['init', '-q', empty]);
      const result = await exportComponentRepository(request(empty));
      expect(result).toEqual({ ok: false, diagnostics: [{ ...location, severity: 'warning', code: 'git-export-no-history', message: expect.stringContaining('no commit') as string }] });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('reports files that no commit holds as git-export-no-history', async () => {
    const result = await exportComponentRepository(request(content, { paths: ['projects/demo/ui/po/it.po'] }));
    expect(result.ok ? [] : result.diagnostics.map((d) => d.code)).toEqual(['git-export-no-history']);
  });

  it('reports a folder outside any git work tree as git-export-not-a-repository', async () => {
    const plain = mkdtempSync(path.join(os.tmpdir(), 'static-tms-git-export-plain-'));
    try {
      const result = await exportComponentRepository(request(plain));
      expect(result.ok ? [] : result.diagnostics.map((d) => [d.severity, d.code])).toEqual([['warning', 'git-export-not-a-repository']]);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('refuses a branch name git cannot publish and a path leaving the content folder, before running git', async () => {
    const bad = await exportComponentRepository(request(content, { branch: '--upload-pack=evil' }));
    expect(bad.ok ? [] : bad.diagnostics.map((d) => [d.severity, d.code, d.file])).toEqual([['error', 'git-export-bad-branch', location.file]]);
    const outside = await exportComponentRepository(request(content, { paths: ['../src/app.c'] }));
    expect(outside.ok ? [] : outside.diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['git-export-bad-path', '"../src/app.c" is not a relative path inside the content folder'],
    ]);
  });
});
