import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';
import { expectSameTree, readTree } from '../helpers/tree-files.js';
import { GitFixture } from '../history/git-fixture.js';

// Issue 21 part 1: the first rebuild after a cold build is a warm build. The demo content in a
// repository of its own, built cold with --precompress, then once more after one edited string:
// the new version links every unchanged file to the published one and writes only the changed
// ones, the published version is left as it was, and the new tree is a cold build's.
const repo = new GitFixture();
fs.cpSync(path.join(REPO_ROOT, 'content'), path.join(repo.dir, 'content'), { recursive: true });
repo.commit('demo', { date: '2025-03-01T10:00:00Z', email: 'alice@example.org' });
afterAll(() => repo.cleanup());

function build(out: string, ...extra: string[]): { written: number; linked: number; files: number } {
  const run = runCli(['build', '--content', path.join(repo.dir, 'content'), '--out', path.join(repo.dir, out), '--precompress', '--precompress-level', '5', ...extra]);
  expect(run.status, run.stderr).toBe(0);
  const summary = / (\d+) files \((\d+) written(?:, (\d+) linked)?/.exec(run.stderr);
  expect(summary, run.stderr).not.toBeNull();
  return { files: Number(summary![1]), written: Number(summary![2]), linked: Number(summary![3] ?? 0) };
}

/** Every file of a version folder as path → inode. */
function inodes(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out.set(path.relative(dir, path.join(entry.parentPath, entry.name)), fs.statSync(path.join(entry.parentPath, entry.name)).ino);
  }
  return out;
}

describe('the first rebuild after a cold build', () => {
  it('writes only the changed files and publishes the tree of a cold build', () => {
    const cold = build('out/site');
    expect(cold.linked).toBe(0);
    const coldDir = fs.realpathSync(path.join(repo.dir, 'out/site'));
    const coldTree = readTree(coldDir);
    const coldInodes = inodes(coldDir);

    const po = path.join(repo.dir, 'content/projects/weather/app/po/de.po');
    fs.writeFileSync(po, fs.readFileSync(po, 'utf8').replace('msgstr "Vorhersage"', 'msgstr "Wettervorhersage"'));
    repo.commit('edit de.po', { date: '2025-03-02T10:00:00Z', email: 'bob@example.org' });

    const changedList = path.join(repo.dir, 'changed.txt');
    const rebuild = build('out/site', '--changed-list', changedList);
    const rebuiltDir = fs.realpathSync(path.join(repo.dir, 'out/site'));
    expect(rebuiltDir).not.toBe(coldDir);

    // Written: exactly the files whose bytes changed (or are new); every other file is a link.
    const changed = fs.readFileSync(changedList, 'utf8').split('\n').filter(Boolean);
    const rebuiltInodes = inodes(rebuiltDir);
    const notLinked = [...rebuiltInodes].filter(([rel, ino]) => coldInodes.get(rel) !== ino).map(([rel]) => rel).sort();
    const added = changed.filter((rel) => rebuiltInodes.has(rel)).sort();
    expect(notLinked).toEqual(added);
    expect(rebuild.written).toBe(added.length);
    expect(rebuild.linked).toBe(rebuild.files - rebuild.written);
    expect(rebuild.written).toBeLessThan(rebuild.files / 10);
    console.log(`first rebuild: ${rebuild.written} of ${rebuild.files} files written, ${rebuild.linked} linked`);

    // The published version was not written through, and the new one is what a cold build gives.
    expectSameTree(readTree(coldDir), coldTree);
    build('out/fresh');
    expectSameTree(readTree(rebuiltDir), readTree(path.join(repo.dir, 'out/fresh')));
  });
});

describe('a first rebuild whose published output lost files', () => {
  it('makes a file lost from the published output again instead of failing to link it', () => {
    build('out/damaged');
    const published = fs.realpathSync(path.join(repo.dir, 'out/damaged'));
    const page = 'api/projects/weather/index.json';
    fs.rmSync(path.join(published, page));
    // An edit elsewhere: with the inputs of the published output, the build would write nothing.
    const po = path.join(repo.dir, 'content/projects/notes/android/res/values-de/strings.xml');
    fs.writeFileSync(po, fs.readFileSync(po, 'utf8').replace('Deine Notizen', 'Ihre Notizen'));
    repo.commit('edit strings.xml', { date: '2025-03-03T10:00:00Z', email: 'bob@example.org' });
    build('out/damaged');
    const rebuilt = fs.realpathSync(path.join(repo.dir, 'out/damaged'));
    build('out/reference');
    expectSameTree(readTree(rebuilt), readTree(path.join(repo.dir, 'out/reference')));
  });
});
