import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { CLI, runCli } from '../helpers/run-cli.js';
import { expectSameTree, readTree } from '../helpers/tree-files.js';

// The build's worker threads (the file writer, the badge rasteriser) run from source the main
// thread hands them. Under `node --input-type=module -e`, as a harness that drives the CLI from a
// module does, that source runs as a module, where `require` is not defined. Those whose program
// is a file (the converted downloads' thread in a cold build) refuse the option itself.
const content = writeContentTree({
  'site.yaml': 'base_url: http://127.0.0.1:9\n',
  'projects/demo/project.yaml': 'name: Demo\n',
  'projects/demo/app/component.yaml': 'name: App\nfile_format: po\nfilemask: po/*.po\n',
  'projects/demo/app/po/de.po': 'msgid ""\nmsgstr ""\n"Language: de\\n"\n\nmsgid "Hello"\nmsgstr "Hallo"\n',
});
const outs = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-module-entry-'));

afterAll(() => {
  removeTree(content);
  removeTree(outs);
});

it('builds the same tree when node runs the CLI from a module evaluated with --input-type=module', () => {
  const viaModule = path.join(outs, 'module', 'dist');
  const script = `process.argv = [process.argv[0], ${JSON.stringify(CLI)}, 'build', '--content', ${JSON.stringify(content)}, '--out', ${JSON.stringify(viaModule)}, '--quiet'];
await import(${JSON.stringify(CLI)});`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.stderr).not.toContain('internal error');
  expect(run.status, run.stderr).toBe(0);

  const viaFile = path.join(outs, 'file', 'dist');
  expect(runCli(['build', '--content', content, '--out', viaFile, '--quiet']).status).toBe(0);
  const tree = readTree(viaModule);
  expect([...tree.keys()].some((f) => f.endsWith('.png'))).toBe(true);
  expect([...tree.keys()].some((f) => f.endsWith('/file/format-mo.mo'))).toBe(true);
  expectSameTree(tree, readTree(viaFile));
}, 120_000);
