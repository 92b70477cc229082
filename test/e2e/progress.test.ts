import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitFixture } from '../history/git-fixture.js';
import { runCli } from '../helpers/run-cli.js';

// Not on a terminal (the CLI's stderr is a pipe here): one plain line per stage as it ends.
const po = (pairs: [string, string][]) => pairs.map(([id, str]) => `msgid "${id}"\nmsgstr "${str}"\n`).join('\n');
let repo: GitFixture;
let content: string;
const outs: string[] = [];
const out = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-out-'));
  outs.push(dir);
  return path.join(dir, 'dist');
};

beforeAll(() => {
  repo = new GitFixture();
  repo
    .write('content/site.yaml', 'base_url: http://127.0.0.1:9\n')
    .write('content/projects/demo/project.yaml', 'name: Demo\n')
    .write('content/projects/demo/core/component.yaml', 'name: Core\n')
    .write('content/projects/demo/core/cs.po', po([['Hello', 'Ahoj'], ['Bye', '']]))
    .commit('first', { date: '2025-01-06T09:00:00Z', email: 'ana@example.org' });
  repo
    .write('content/projects/demo/core/cs.po', po([['Hello', 'Ahoj'], ['Bye', 'Nashle']]))
    .write('content/projects/demo/core/de.po', po([['Hello', 'Hallo'], ['Bye', 'Tschüss']]))
    .commit('second', { date: '2025-01-07T09:00:00Z', email: 'ana@example.org' });
  content = path.join(repo.dir, 'content');
});
afterAll(() => {
  repo.cleanup();
  for (const d of outs) fs.rmSync(d, { recursive: true, force: true });
});

// The component and its generated glossary; units of the source and of both languages.
describe('progress of a build not on a terminal', () => {
  it('prints one line per stage, then the summary, without control characters', () => {
    const result = runCli(['build', '--content', content, '--out', out()]);
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^content: 1 project, 2 components, 2 translation files in \d+\.\d s$/);
    expect(lines[1]).toMatch(/^history: 2 commits read in \d+\.\d s$/);
    expect(lines[2]).toMatch(/^model: 2 components, 6 units, \d+ changes in \d+\.\d s$/);
    const files = /^write: ([\d,]+) files, ([\d,]+) written in \d+\.\d s$/.exec(lines[3]!);
    expect(files, lines[3]).not.toBeNull();
    expect(lines[4]).toMatch(/^\w+\/\w+: \d+ source strings?, /);
    expect(lines[5]).toMatch(new RegExp(`^built \\d+ routes, ${files![1]!.replace(/,/g, '')} files \\(${files![2]!.replace(/,/g, '')} written\\), `));
    expect([...result.stderr].filter((c) => (c < ' ' && c !== '\n') || c === '\x7f')).toEqual([]);
  });

  it('prints nothing with --quiet but diagnostics', () => {
    const quiet = runCli(['build', '--content', content, '--out', out(), '--quiet']);
    expect(quiet.status, quiet.stderr).toBe(0);
    expect(quiet.stderr).toBe('');
    const bad = runCli(['build', '--content', content, '--out', out(), '--quiet', '--base-url', 'not a url']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/error /);
    expect(bad.stderr).not.toMatch(/^(content|history|model|write): /m);
  });

  it('prints no line for the stage a build stopped in', () => {
    const bad = runCli(['build', '--content', content, '--out', out(), '--base-url', 'not a url']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).not.toMatch(/^content: /m);
    expect(bad.stderr).toMatch(/error /);
  });

  it('gives check its stages, and the quality stage with --quality; none with --quiet', () => {
    const check = runCli(['check', '--content', content]);
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toMatch(/^content: 1 project, 2 components, 2 translation files in \d+\.\d s\nmodel: 2 components, 6 units in \d+\.\d s\n\w+\/\w+: \d+ source strings?, [^\n]*\n.*: ok, 6 translations\n$/);
    const quality = runCli(['check', '--content', content, '--quality']);
    expect(quality.stderr).toMatch(/^quality: 6 translations, \d+ failing checks? in \d+\.\d s$/m);
    const quiet = runCli(['check', '--content', content, '--quiet']);
    expect(quiet.status, quiet.stderr).toBe(0);
    expect(quiet.stderr).toMatch(/^[^\n]*: ok, 6 translations\n$/);
  });
});
