import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { runCli, runCliIn } from '../helpers/run-cli.js';

// Issue 15, point 6: the errors a newcomer meets, in both layouts, each with its position and code.
const PO = 'msgid "Hello"\nmsgstr "Ahoj"\n';
const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

function repo(config: string, files: Record<string, string> = {}): string {
  const root = writeContentTree({ 'static-tms.yaml': config, 'po/cs.po': PO, ...files });
  trees.push(root);
  return root;
}

const component = (keys: string) => `projects:\n  app:\n    name: App\n    components:\n      ui:\n        name: UI\n${keys}`;
const check = (root: string, ...args: string[]) => runCli(['check', '--content', root, ...args]);

describe('static-tms.yaml', () => {
  it('is accepted with paths relative to the repository root', () => {
    const result = check(repo(component('        filemask: po/*.po\n')));
    expect(result.stderr).toMatch(/^app\/ui: 1 source string, the union of 1 file, 2 translations$/m);
    expect(result.status, result.stderr).toBe(0);
  });

  it.each([
    ['a filemask that matches no file names the folder searched', component('        filemask: locale/*.po\n'),
      /static-tms\.yaml:7:9: error filemask-no-match: filemask "locale\/\*\.po" matches no file: looked in locale\/, which does not exist/],
    ['a filemask with ..', component('        filemask: ../po/*.po\n'), /static-tms\.yaml:7:9: error filemask-invalid: /],
    ['a missing new_base', component('        filemask: po/*.po\n        new_base: po/app.pot\n'),
      /static-tms\.yaml:8:9: error new-base-missing: new_base po\/app\.pot does not exist/],
    ['a missing template', component('        filemask: po/*.po\n        template: po/en.po\n'), /static-tms\.yaml:8:9: error template-missing: /],
    ['an absolute template', component('        filemask: po/*.po\n        template: /etc/hostname\n'), /static-tms\.yaml:8:9: error path-outside-content: /],
    ['a template above the root', component('        filemask: po/*.po\n        new_base: ../x.pot\n'), /static-tms\.yaml:8:9: error path-outside-content: /],
    ['an unquoted *', component('        filemask: *.po\n'), /static-tms\.yaml:7:19: error yaml-syntax: \*\.po reads as a YAML alias.*must be quoted/],
    ['a tab', component('\tfilemask: po/*.po\n'), /static-tms\.yaml:7:1: error yaml-syntax: this line is indented with a tab/],
    ['a missing colon', 'projects\n  app: x\n', /static-tms\.yaml:1:1: error yaml-syntax: a key is missing its colon/],
    ['an unknown key', component('        filemask: po/*.po\n        filmask: x\n'), /static-tms\.yaml:8:9: error unknown-component-key: unknown key "filmask" in the component settings; did you mean "filemask"/],
    ['a project without its name', 'projects:\n  app:\n    components: {}\n', /static-tms\.yaml:3:5: error missing-required-key: the required key "name" is missing from the project settings/],
    ['a bad slug', 'projects:\n  my app:\n    name: X\n', /static-tms\.yaml:2:3: error invalid-slug: /],
    ['a component without a filemask', component(''), /static-tms\.yaml:6:9: error missing-required-key: the required key "filemask" is missing/],
    ['a bad base_url, at its key', `site:\n  name: X\n  base_url: ftp://x\n${component('        filemask: po/*.po\n')}`, /static-tms\.yaml:3:3: error base-url-invalid: /],
  ])('%s', (_name, config, pattern) => {
    const result = check(repo(config));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(pattern);
  });

  it('refuses a translation file that leaves the repository through a link', () => {
    const root = repo(component('        filemask: po/*.po\n'));
    const outside = writeContentTree({ 'secret.po': PO });
    trees.push(outside);
    fs.symlinkSync(path.join(outside, 'secret.po'), path.join(root, 'po/de.po'));
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/po\/de\.po:1:1: error path-outside-content: po\/de\.po resolves outside the repository/);
  });

  it('says so when --content names a file that is not static-tms.yaml', () => {
    const root = repo(component('        filemask: po/*.po\n'));
    expect(check(path.join(root, 'po/cs.po')).stderr).toMatch(/error content-missing: the content folder .*cs\.po is not a folder/);
  });

  it('is found from a subfolder, and named with --content as a file', () => {
    const root = repo(component('        filemask: po/*.po\n'));
    const inside = runCliIn(path.join(root, 'po'), ['check']);
    expect(inside.status, inside.stderr).toBe(0);
    expect(inside.stderr).toMatch(/^\.\.: ok, 4 translations$/m);
    expect(check(path.join(root, 'static-tms.yaml')).status).toBe(0);
  });
});

describe('the content tree', () => {
  const tree = (files: Record<string, string>) => {
    const root = writeContentTree({ 'site.yaml': 'base_url: http://127.0.0.1:9\n', 'projects/demo/project.yaml': 'name: Demo\n', ...files });
    trees.push(root);
    return root;
  };

  it('reports a filemask that matches no file at the filemask', () => {
    const result = check(tree({ 'projects/demo/core/component.yaml': 'name: Core\nfilemask: po/*.po\n', 'projects/demo/core/cs.po': PO }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/projects\/demo\/core\/component\.yaml:2:1: error filemask-no-match: filemask "po\/\*\.po" matches no file: looked in projects\/demo\/core\/po\/, which does not exist/);
  });

  it('groups repeated warnings per code and file, and lists them all with --verbose', () => {
    const entries = (ids: string[]) => ids.map((id) => `msgid "${id}"\nmsgstr ""\n`).join('\n');
    const root = tree({
      'projects/demo/core/component.yaml': 'name: Core\nnew_base: app.pot\n',
      'projects/demo/core/app.pot': entries(['a']),
      'projects/demo/core/cs.po': entries(['a', 'b', 'c', 'd']),
    });
    const grouped = check(root);
    expect(grouped.status, grouped.stderr).toBe(0);
    expect(grouped.stderr.match(/warning entry-not-in-template/g)).toHaveLength(1);
    expect(grouped.stderr).toMatch(/cs\.po:4:1: note entry-not-in-template: and 2 more like this in this file \(--verbose lists every one\)/);
    expect(grouped.stderr).toMatch(/^0 errors, 3 warnings$/m);
    const all = check(root, '--verbose');
    expect(all.stderr.match(/warning entry-not-in-template/g)).toHaveLength(3);
    expect(all.stderr).not.toMatch(/ note /);
  });

  it('puts content errors in check --format github and json', () => {
    const root = tree({ 'projects/demo/core/component.yaml': 'name: Core\nfilmask: "*.po"\n', 'projects/demo/core/cs.po': PO });
    const github = check(root, '--format', 'github');
    expect(github.status).toBe(1);
    expect(github.stdout).toMatch(/^::error file=.*projects\/demo\/core\/component\.yaml,line=2,col=1,title=unknown-component-key::unknown key "filmask"/m);
    const json = check(root, '--format', 'json');
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ line: 2, column: 1, severity: 'error', code: 'unknown-component-key', hint: expect.stringContaining('nearest valid key') }),
    ]);
  });
});

describe('the output folder', () => {
  it('is reported, not crashed on, when it cannot be made', () => {
    const root = repo(component('        filemask: po/*.po\n'));
    // A file where the output's parent folder should be: no folder can be made below it.
    fs.writeFileSync(path.join(root, 'not-a-folder'), '');
    const result = runCli(['build', '--content', root, '--base-url', 'http://127.0.0.1:9', '--out', path.join(root, 'not-a-folder', 'dist')]);
    expect(result.status).toBe(1);
    expect(result.stderr).not.toMatch(/internal error/);
    expect(result.stderr).toMatch(/not-a-folder\/\.dist\.versions:1:1: error output-write-failed: the output could not be written: ENOTDIR: not a directory, mkdir .*; nothing is published/);
  });
});
