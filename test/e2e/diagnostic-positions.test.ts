import { afterAll, describe, expect, it } from 'vitest';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';

// Issue 16, part 3: diagnostics found after validation point at the key that caused them, not at 1:1.
const PO = 'msgid "Hello"\nmsgstr "Ahoj"\n';
const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

function check(files: Record<string, string>): string {
  const root = writeContentTree(files);
  trees.push(root);
  const result = runCli(['check', '--content', root, '--format', 'json']);
  return result.stdout;
}

function positions(stdout: string): string[] {
  const items: { file: string; line: number; column: number; code: string }[] = JSON.parse(stdout);
  return items.map((d) => `${d.file.split('/').pop()}:${d.line}:${d.column}: ${d.code}`);
}

const app = (extra: string) => `projects:\n  app:\n    name: App\n    components:\n      ui:\n        name: UI\n        filemask: po/*.po\n${extra}`;

describe('diagnostic positions', () => {
  it('puts a missing projects key at the start of static-tms.yaml\'s mapping', () => {
    expect(positions(check({ 'static-tms.yaml': '# a comment\n\nsite:\n  name: x\n', 'po/cs.po': PO }))).toEqual([
      'static-tms.yaml:3:1: missing-required-key',
    ]);
  });

  it('puts names equal but for case at their keys in static-tms.yaml', () => {
    const config = `${app('')}  App:\n    name: App 2\n    components:\n      ui:\n        name: UI\n        filemask: po/*.po\n` +
      'users:\n  jane:\n    full_name: Jane\n  Jane:\n    full_name: Jane 2\n';
    expect(positions(check({ 'static-tms.yaml': config, 'po/cs.po': PO }))).toEqual([
      'static-tms.yaml:8:3: url-case-conflict',
      'static-tms.yaml:15:3: url-case-conflict',
    ]);
  });

  it('puts an unknown subscription target at its project or component key', () => {
    const config = `${app('')}users:\n  jane:\n    notifications:\n      - notification: NewAlertNotificaton\n        scope: 20\n        frequency: 1\n        project: nope\n` +
      '      - notification: NewAlertNotificaton\n        scope: 30\n        frequency: 1\n        component: app/nope\n';
    expect(positions(check({ 'static-tms.yaml': config, 'po/cs.po': PO }))).toEqual([
      'static-tms.yaml:14:9: notification-target-unknown',
      'static-tms.yaml:18:9: notification-target-unknown',
    ]);
  });

  it('puts an unknown source language at source_language, for the glossary that takes it too', () => {
    expect(positions(check({ 'static-tms.yaml': app('        source_language: qaa\n'), 'po/cs.po': PO }))).toEqual([
      'static-tms.yaml:8:9: language-unknown',
      'static-tms.yaml:8:9: language-unknown',
    ]);
  });
});
