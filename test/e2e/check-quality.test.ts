import { afterAll, describe, expect, it } from 'vitest';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

function content(enforced: string): string {
  const root = writeContentTree({
    'site.yaml': 'base_url: http://127.0.0.1:9\n',
    'projects/demo/project.yaml': 'name: Demo\n',
    'projects/demo/core/component.yaml': `name: Core\nenforced_checks: [${enforced}]\n`,
    'projects/demo/core/fr.po': [
      'msgid "Save the file."', 'msgstr "Enregistrer le fichier"', '',
      '#, c-format', 'msgid "%d files"', 'msgstr "%d fichiers"', '',
      'msgid "Quit"', 'msgstr "Quitter  maintenant"', '',
    ].join('\n'),
  });
  trees.push(root);
  return root;
}

describe('static-tms check --quality', () => {
  it('lists failing checks at their entries and exits 0 when none is enforced', () => {
    const root = content('');
    const result = runCli(['check', '--content', root, '--quality']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`${root}/projects/demo/core/fr.po:1:1: warning end_stop: `);
    expect(result.stdout).toContain(`${root}/projects/demo/core/fr.po:8:1: warning double_space: `);
    expect(result.stdout.trim().split('\n')).toHaveLength(2);
  });

  it('exits 1 when an enforced check fails, as an error, in every format', () => {
    const root = content('end_stop');
    const text = runCli(['check', '--content', root, '--quality']);
    expect(text.status).toBe(1);
    expect(text.stdout).toContain('fr.po:1:1: error end_stop: ');
    const github = runCli(['check', '--content', root, '--quality', '--format', 'github']);
    expect(github.status).toBe(1);
    expect(github.stdout).toMatch(/^::error file=.*fr\.po,line=1,col=1,title=end_stop::/m);
    const json = runCli(['check', '--content', root, '--quality', '--format', 'json']);
    expect(JSON.parse(json.stdout).map((f: { check: string; enforced: boolean }) => [f.check, f.enforced])).toEqual([
      ['end_stop', true], ['double_space', false],
    ]);
  });

  it('refuses an unknown format with exit 2', () => {
    expect(runCli(['check', '--content', content(''), '--quality', '--format', 'xml']).status).toBe(2);
  });
});
