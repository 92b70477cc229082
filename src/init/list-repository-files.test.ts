import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listRepositoryFiles } from './list-repository-files.js';

const folders: string[] = [];
afterAll(() => folders.forEach((f) => fs.rmSync(f, { recursive: true, force: true })));

function tree(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-init-list-'));
  folders.push(root);
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
    fs.writeFileSync(path.join(root, f), '');
  }
  return root;
}

function git(dir: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'init.defaultBranch=main', ...args], {
    cwd: dir, stdio: 'ignore', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
  });
}

const FILES = ['po/de.po', 'po/hello.pot', 'README.md', '.hidden/de.po', 'app/.cache/fr.po', 'node_modules/pkg/po/fr.po', 'build/po/de.po', 'po dir/ü.po'];
const keepPo = (p: string) => p.endsWith('.po') || p.endsWith('.pot');

describe('listRepositoryFiles', () => {
  it('walks a folder that is not in git, skipping hidden folders and node_modules', async () => {
    const listed = await listRepositoryFiles(tree(FILES), keepPo);
    expect(listed).toEqual({ paths: ['build/po/de.po', 'po dir/ü.po', 'po/de.po', 'po/hello.pot'], source: 'a walk of the folder' });
  });

  it('in a git work tree, lists tracked and untracked files git does not ignore, and not deleted ones', async () => {
    const root = tree([...FILES, '.gitignore', 'gone/de.po']);
    fs.writeFileSync(path.join(root, '.gitignore'), 'build/\n');
    git(root, 'init', '-q');
    git(root, 'add', 'po/de.po', 'gone/de.po', '.gitignore', 'node_modules');
    fs.rmSync(path.join(root, 'gone/de.po'));
    const listed = await listRepositoryFiles(root, keepPo);
    expect(listed).toEqual({ paths: ['po dir/ü.po', 'po/de.po', 'po/hello.pot'], source: 'git ls-files' });
  });

  it('lists a subfolder of a work tree relative to that subfolder', async () => {
    const root = tree(['sub/po/de.po', 'po/fr.po']);
    git(root, 'init', '-q');
    expect((await listRepositoryFiles(path.join(root, 'sub'), keepPo)).paths).toEqual(['po/de.po']);
  });
});
