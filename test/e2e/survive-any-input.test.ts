import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/diagnostics/diagnostic.js';
import { removeTree, treeName, writeTree, type FuzzNode, type FuzzTree } from '../../src/fuzz/fuzz-tree.js';
import { runCheck, runMutant } from '../../src/fuzz/run-mutant.js';
import { runCli } from '../helpers/run-cli.js';

// The issue "Survive any input": each case the mutation fuzzing found, as it was found. Every
// case runs `check` and `build` in this process through the functions the CLI runs, and requires
// both to refuse it with the same errors at the same positions, without a crash, and the refused
// build to leave nothing behind (runMutant checks all of that).

const GOOD: Record<string, string> = {
  'site.yaml': 'base_url: http://127.0.0.1:9\n',
  'projects/demo/project.yaml': 'name: Demo\n',
  'projects/demo/core/component.yaml': 'name: Core\nnew_base: core.pot\n',
  'projects/demo/core/core.pot': 'msgid "Hello"\nmsgstr ""\n',
  'projects/demo/core/cs.po': 'msgid "Hello"\nmsgstr "Ahoj"\n',
  'projects/demo/core/de.po': 'msgid "Hello"\nmsgstr "Hallo"\n',
  'users/jane.yaml': 'full_name: Jane\n',
  'languages.yaml': '- code: xx@pirate\n  name: Pirate\n',
};

const temps: string[] = [];
afterAll(() => temps.forEach(removeTree));

function tree(changes: Record<string, string | FuzzNode | null>): FuzzTree {
  const result: FuzzTree = new Map();
  const put = (rel: string, node: FuzzNode) => {
    const parts = rel.split('/');
    for (let i = 1; i < parts.length; i++) result.set(parts.slice(0, i).join('/'), { kind: 'folder' });
    result.set(rel, node);
  };
  for (const [rel, text] of Object.entries(GOOD)) put(treeName(rel), { kind: 'file', bytes: Buffer.from(text) });
  for (const [rel, change] of Object.entries(changes)) {
    for (const key of [...result.keys()]) if (key === rel || key.startsWith(`${rel}/`)) result.delete(key);
    if (change === null) continue;
    put(rel, typeof change === 'string' ? { kind: 'file', bytes: Buffer.from(change) } : change);
  }
  return result;
}

function written(t: FuzzTree): { content: string; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-survive-'));
  temps.push(dir);
  const content = path.join(dir, 'content');
  fs.mkdirSync(content);
  writeTree(t, content);
  return { content, out: path.join(dir, 'out', 'dist') };
}

/** Check and build: both refuse, with the same errors, each positioned, without a crash; the errors. */
async function refusedByBoth(t: FuzzTree): Promise<string[]> {
  const { content, out } = written(t);
  const run = await runMutant(content, out);
  expect(run.check.crash ?? '').toBe('');
  expect(run.build?.crash ?? '').toBe('');
  expect(run.problems).toEqual([]);
  expect(run.check.status).toBe('rejected');
  expect(run.build?.status).toBe('rejected');
  return run.check.errors;
}

describe('file-system surprises are positioned errors, never an internal error or a silent skip', () => {
  it.each([
    ['site.yaml is a folder', { 'site.yaml': { kind: 'folder' } }, 'site.yaml:1:1: not-a-file'],
    ['project.yaml is a folder', { 'projects/demo/project.yaml': { kind: 'folder' } }, 'projects/demo/project.yaml:1:1: not-a-file'],
    ['the new_base POT is a folder', { 'projects/demo/core/core.pot': { kind: 'folder' } }, 'projects/demo/core/component.yaml:2:1: not-a-file'],
    ['a translation file is a folder', { 'projects/demo/core/de.po': { kind: 'folder' } }, 'projects/demo/core/de.po:1:1: not-a-file'],
    ['a user file is a folder', { 'users/jane.yaml': { kind: 'folder' } }, 'users/jane.yaml:1:1: not-a-file'],
    ['a translation file is a FIFO', { 'projects/demo/core/de.po': { kind: 'fifo' } }, 'projects/demo/core/de.po:1:1: not-a-file'],
    ['site.yaml is a FIFO', { 'site.yaml': { kind: 'fifo' } }, 'site.yaml:1:1: not-a-file'],
    ['a translation file is a dangling link', { 'projects/demo/core/de.po': { kind: 'link', target: 'nowhere.po' } }, 'projects/demo/core/de.po:1:1: link-broken'],
    ['site.yaml is a dangling link (it was taken for no site.yaml)', { 'site.yaml': { kind: 'link', target: 'nowhere.yaml' } }, 'site.yaml:1:1: link-broken'],
    ['the new_base POT is a dangling link', { 'projects/demo/core/core.pot': { kind: 'link', target: 'gone.pot' } }, 'projects/demo/core/component.yaml:2:1: link-broken'],
    ['static-tms.yaml is a dangling link (it was taken for a content tree)', { 'static-tms.yaml': { kind: 'link', target: 'nowhere.yaml' } }, 'static-tms.yaml:1:1: link-broken'],
    ['a project folder is a dangling link', { 'projects/gone': { kind: 'link', target: '../nowhere' } }, 'projects/gone:1:1: link-broken'],
    ['a translation file is a link loop', { 'projects/demo/core/de.po': { kind: 'link', target: 'de.po' } }, 'projects/demo/core/de.po:1:1: link-broken'],
    ['project.yaml is a link out of the content', { 'projects/demo/project.yaml': { kind: 'link', target: '/etc/hostname' } }, 'projects/demo/project.yaml:1:1: path-outside-content'],
    ['projects is a file', { projects: 'name: x\n' }, 'projects:1:1: not-a-folder'],
    ['a project folder named ..a', { 'projects/..a/project.yaml': 'name: A\n' }, 'projects/..a:1:1: invalid-slug'],
    // Found by npm run fuzz (seed r1, mutants 42, 81, 164, 274): globby threw ENOTDIR.
    ['a folder of the filemask is a file', { 'projects/demo/core/component.yaml': 'name: Core\nfilemask: po/*.po\n', 'projects/demo/core/po': 'x\n' },
      'projects/demo/core/component.yaml:2:1: not-a-folder'],
  ] as [string, Record<string, FuzzNode | string>, string][])('%s', async (_name, changes, expected) => {
    expect(await refusedByBoth(tree(changes))).toContain(expected);
  });

  it('a name that is not UTF-8 is named, not skipped', async () => {
    const errors = await refusedByBoth(tree({ 'projects/a\xff/project.yaml': 'name: A\n', 'users/\xfe.yaml': 'full_name: X\n' }));
    expect(errors).toContain('projects/a\uFFFD:1:1: file-name-not-utf8');
    expect(errors).toContain('users/\uFFFD.yaml:1:1: file-name-not-utf8');
  });

  it.skipIf(process.getuid?.() === 0)('an unreadable file', async () => {
    expect(await refusedByBoth(tree({ 'projects/demo/core/de.po': { kind: 'unreadable', bytes: Buffer.from('msgid "a"\nmsgstr ""\n') } })))
      .toContain('projects/demo/core/de.po:1:1: file-unreadable');
  });
});

describe('check runs every validation build runs', () => {
  it.each([
    ['../x', 'languages.yaml:3:3: language-code-invalid'],
    ['"x\\ufffdy"', 'languages.yaml:3:3: language-code-invalid'],
  ])('a languages.yaml code %s', async (code, expected) => {
    expect(await refusedByBoth(tree({ 'languages.yaml': `${GOOD['languages.yaml']}- code: ${code}\n` }))).toEqual([expected]);
  });

  // Found by npm run fuzz (seed r1, mutant 340): the YAML library's recursion overflowed at a
  // depth that depends on the caller, so check and build reported errors at other columns.
  it('YAML nested 100,000 deep', async () => {
    const nested = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(await refusedByBoth(tree({ 'users/jane.yaml': `full_name: Jane\nemails: ${nested}\n` }))).toEqual(['users/jane.yaml:2:72: yaml-too-deep']);
  });

  it('a plural formula of 100,000 parentheses', async () => {
    const formula = `${'('.repeat(100_000)}n${')'.repeat(100_000)}`;
    const languages = `- code: zz\n  plural:\n    number: 2\n    formula: "${formula}"\n`;
    expect(await refusedByBoth(tree({ 'languages.yaml': languages }))).toEqual(['languages.yaml:4:5: plural-formula-invalid']);
  });

  it('names that differ only in case', async () => {
    const errors = await refusedByBoth(tree({ 'projects/Demo/project.yaml': 'name: Demo 2\n', 'users/Jane.yaml': 'full_name: Jane 2\n' }));
    expect(errors).toEqual(['projects/demo/project.yaml:1:1: url-case-conflict', 'users/jane.yaml:1:1: url-case-conflict']);
  });
});

describe('keys and paths', () => {
  it.each([
    ['component.yaml', 'projects/demo/core/component.yaml', 'unknown-component-key'],
    ['project.yaml', 'projects/demo/project.yaml', 'unknown-project-key'],
    ['a user file', 'users/jane.yaml', 'unknown-user-key'],
    ['site.yaml', 'site.yaml', 'unknown-site-key'],
  ])('__proto__ and constructor in %s are unknown keys', async (_name, file, code) => {
    const lines = GOOD[file]!.split('\n').length;
    const errors = await refusedByBoth(tree({ [file]: `${GOOD[file]}__proto__:\n  name: x\nconstructor: 1\n` }));
    expect(errors).toEqual([`${file}:${lines}:1: ${code}`, `${file}:${lines + 2}:1: ${code}`]);
  });

  it.each([
    ['template: ../../../../etc/hostname'],
    ['template: /etc/hostname'],
    ['new_base: ../../../../x.pot'],
  ])('%s is refused', async (line) => {
    const errors = await refusedByBoth(tree({ 'projects/demo/core/component.yaml': `name: Core\n${line}\n` }));
    expect(errors).toEqual(['projects/demo/core/component.yaml:2:1: path-outside-content']);
  });

  it.each([
    'http://x.example/"><script>alert(1)</script>',
    'http://x.example/a b',
    'http://x.example/%2e%2e',
    'http://x.example/a/../b',
    'http://user@x.example',
    'javascript:alert(1)',
  ])('base_url %s is refused', async (url) => {
    expect(await refusedByBoth(tree({ 'site.yaml': `base_url: ${JSON.stringify(url)}\n` }))).toEqual(['site.yaml:1:1: base-url-invalid']);
  });
});

describe('diagnostics print control characters escaped', () => {
  it('a CR, LF or ESC in a key stays on one line', async () => {
    const { content } = written(tree({ 'projects/demo/project.yaml': 'name: Demo\n"a\\rb\\nc\\u001b[31m": 1\n' }));
    const check = await runCheck(content);
    expect(check.errors).toEqual(['projects/demo/project.yaml:2:1: unknown-project-key']);
    const line = formatDiagnostic(check.diagnostics[0]!);
    expect(line).toContain('"a\\rb\\nc\\x1b[31m"');
    // eslint-disable-next-line no-control-regex -- a raw control character is what must not be there
    expect(line).not.toMatch(/[\u0000-\u001f]/);
  });

  it('a CR in a file name stays on one line in the CLI output', () => {
    const { content } = written(tree({ 'projects/demo/core/x\ry.po': 'msgid "a"\nmsgstr ""\n' }));
    const result = runCli(['check', '--content', content]);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('x\\ry.po:1:1: error language-code-invalid');
  });
});

/**
 * Tests of scale, not of time: inputs that took time quadratic in their size, at sizes where that
 * would not end within the test's timeout, while linear work takes a second or two.
 */
describe('linear time in the size of every value and every file', () => {
  async function accepted(changes: Record<string, string>): Promise<void> {
    const { content } = written(tree(changes));
    const check = await runCheck(content);
    expect(check.crash ?? '').toBe('');
    expect(check.errors).toEqual([]);
  }
  const po = (value: string) => `#, python-format, python-brace-format, c-format\nmsgid "${value}"\nmsgstr "${value}"\n`;

  it.each(['a', '<', '%(', '{0[', 'a.', ' '])('a msgid and msgstr of a million %j', async (unit) => {
    const value = unit.repeat(Math.ceil(1_000_000 / unit.length));
    await accepted({ 'projects/demo/core/core.pot': po(value), 'projects/demo/core/de.po': po(value) });
  });

  // Found by npm run bench -- --inputs: placeholders pushed as spread arguments overflowed the stack.
  it('a msgid of a million placeholders translated without them', async () => {
    const placeholders = '%s '.repeat(1_000_000);
    await accepted({
      'projects/demo/core/core.pot': `#, c-format, python-format\nmsgid "${placeholders}"\nmsgstr ""\n`,
      'projects/demo/core/de.po': `#, c-format, python-format\nmsgid "${placeholders}"\nmsgstr "keine"\n`,
    });
  });

  it('a placeholders expression that backtracks exponentially', async () => {
    const entry = `#, placeholders:r"(a+)+$"\nmsgid "${'a'.repeat(40)}!"\nmsgstr "${'a'.repeat(41)}!"\n`;
    await accepted({ 'projects/demo/core/core.pot': entry, 'projects/demo/core/de.po': entry });
  });

  it('a glossary of 30,000 term entries on one line', async () => {
    const entries = Array.from({ length: 30_000 }, (_, i) =>
      `<termEntry id="t${i}"><langSet xml:lang="en"><tig><term>term ${i}</term></tig></langSet><langSet xml:lang="cs"><tig><term>pojem ${i}</term></tig></langSet></termEntry>`).join('');
    await accepted({ 'projects/demo/glossary/cs.tbx': `<?xml version="1.0"?><martif><text><body>${entries}</body></text></martif>` });
  });

  it('notes nested 20,000 deep in a term entry', async () => {
    const nested = `${'<note>'.repeat(20_000)}deep${'</note>'.repeat(20_000)}`;
    await accepted({ 'projects/demo/glossary/cs.tbx': `<martif><text><body><termEntry><langSet xml:lang="en"><tig><term>t</term></tig></langSet>${nested}</termEntry></body></text></martif>` });
  });

  it('a YAML file of 100,000 keys', async () => {
    const { content } = written(tree({ 'site.yaml': `base_url: http://127.0.0.1:9\n${Array.from({ length: 100_000 }, (_, i) => `k${i}: ${i}`).join('\n')}\n` }));
    const check = await runCheck(content);
    expect(check.errors).toHaveLength(100_000);
  });
});
