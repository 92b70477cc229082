import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';

const GOOD: Record<string, string> = {
  'site.yaml': 'base_url: http://127.0.0.1:9\n',
  'projects/demo/project.yaml': 'name: Demo\n',
  'projects/demo/core/component.yaml': 'name: Core\n',
  'projects/demo/core/cs.po': 'msgid "Hello"\nmsgstr "Ahoj"\n',
};
const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

function tree(changes: Record<string, string | null>): string {
  const files = { ...GOOD };
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete files[k];
    else files[k] = v;
  }
  const root = writeContentTree(files);
  trees.push(root);
  return root;
}

/** Builds a bad tree over a good previous output and returns the diagnostics lines. */
function buildBad(root: string) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-out-')), 'dist');
  trees.push(path.dirname(out));
  const good = runCli(['build', '--content', tree({}), '--out', out]);
  expect(good.status, good.stderr).toBe(0);
  const before = fs.readFileSync(path.join(out, 'api/projects/index.json'), 'utf8');
  const result = runCli(['build', '--content', root, '--out', out]);
  expect(fs.readFileSync(path.join(out, 'api/projects/index.json'), 'utf8')).toBe(before);
  return result;
}

describe('bad input', () => {
  it.each([
    ['a YAML syntax error', { 'projects/demo/project.yaml': 'name: [Demo\n' }, /project\.yaml:\d+:\d+: error yaml-syntax: /],
    ['an unknown key, with a suggestion', { 'projects/demo/core/component.yaml': 'name: Core\nfilmask: "*.po"\n' },
      /projects\/demo\/core\/component\.yaml:2:1: error unknown-component-key: .*did you mean "filemask"/],
    ['a missing required key', { 'projects/demo/core/component.yaml': 'license: MIT\n' }, /component\.yaml:1:1: error missing-required-key: /],
    ['a wrong type', { 'site.yaml': 'base_url: http://127.0.0.1:9\npage_size: many\n' }, /site\.yaml:2:12: error wrong-type: /],
    ['a bad slug', { 'projects/de mo/project.yaml': 'name: X\n' }, /projects\/de mo:1:1: error invalid-slug: /],
    ['a filemask without exactly one *', { 'projects/demo/core/component.yaml': 'name: Core\nfilemask: po/x.po\n' }, /component\.yaml:2:1: error filemask-invalid: /],
    ['two files for one language', { 'projects/demo/core/pt-BR.po': 'msgid "a"\nmsgstr ""\n', 'projects/demo/core/pt_BR.po': 'msgid "a"\nmsgstr ""\n' }, /error language-conflict: /],
    ['a malformed language code', { 'projects/demo/core/x!y.po': 'msgid "a"\nmsgstr ""\n' }, /x!y\.po:1:1: error language-code-invalid: /],
    ['malformed PO', { 'projects/demo/core/cs.po': 'msgid "Hello\nmsgstr "Ahoj"\n' }, /cs\.po:1:\d+: error po-/],
    ['a TBX DOCTYPE with entities', { 'projects/demo/glossary/cs.tbx': '<?xml version="1.0"?>\n<!DOCTYPE martif [\n<!ENTITY a "aaaa">\n]>\n<martif><text><body/></text></martif>\n' }, /cs\.tbx:3:\d+: error xml-doctype-forbidden: /],
    ['a missing base_url', { 'site.yaml': 'name: X\n' }, /site\.yaml:1:1: error base-url-missing: /],
  ])('%s is reported with its location and code, and the old output stays', (_name, changes, pattern) => {
    const result = buildBad(tree(changes as Record<string, string>));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(pattern);
  });

  it('refuses a translation file that leaves the content folder through a link', () => {
    const root = tree({});
    const outside = writeContentTree({ 'secret.po': 'msgid "a"\nmsgstr "b"\n' });
    trees.push(outside);
    fs.symlinkSync(path.join(outside, 'secret.po'), path.join(root, 'projects/demo/core/de.po'));
    const result = buildBad(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/projects\/demo\/core\/de\.po:1:1: error path-outside-content: /);
  });

  it('exits 2 on bad usage', () => {
    expect(runCli(['build', '--links', 'sideways']).status).toBe(2);
    expect(runCli(['frobnicate']).status).toBe(2);
  });
});
