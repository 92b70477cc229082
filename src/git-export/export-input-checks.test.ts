import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isPublishableBranch, isRelativeInside } from './export-input-checks.js';

const BRANCHES = [
  'main', 'release/1.x', 'feature/ü-umlaut', 'a.b', 'HEAD', '', '@', '-x', '--upload-pack=x', '/a', 'a/', 'a//b', 'a..b',
  'a.', '.a', 'a/.b', 'a.lock', 'a/b.lock/c', 'a@{1}', 'a b', 'a~1', 'a^', 'a:b', 'a?', 'a*', 'a[b', 'a\\b', 'a\tb', 'a\u007fb',
];

describe('isPublishableBranch', () => {
  it('agrees with git check-ref-format on refs/heads/<name>', () => {
    for (const name of BRANCHES) {
      const git = spawnSync('git', ['check-ref-format', `refs/heads/${name}`]).status === 0 && !name.startsWith('-');
      expect(isPublishableBranch(name), JSON.stringify(name)).toBe(git);
    }
  });
});

describe('isRelativeInside', () => {
  it('accepts relative paths inside the folder only', () => {
    expect(['po/de.po', 'a', 'x/y/z.pot', 'with space/é.po', '..a/b..'].map(isRelativeInside)).toEqual([true, true, true, true, true]);
    expect(['', '/etc/passwd', '../x', 'a/../../x', './a', 'a//b', 'a/', 'a\u0000b'].map(isRelativeInside)).toEqual(Array(8).fill(false));
  });
});
