import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { runCli } from '../helpers/run-cli.js';

// The cloudflare-file-limit threshold (20,000 files) is covered by src/emit/hosts/host-warnings.test.ts:
// a build that large takes seconds, so it is not run here.
const content = writeContentTree({
  'site.yaml': 'base_url: http://127.0.0.1:9\n',
  'projects/demo/project.yaml': 'name: Demo\n',
  'projects/demo/core/component.yaml': 'name: Core\n',
  'projects/demo/core/cs.po': 'msgid "Hello"\nmsgstr "Ahoj"\n',
});
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-out-'));
afterAll(() => { removeTree(content); removeTree(scratch); });

let n = 0;
function build(...args: string[]): { warnings: string[] } {
  const out = path.join(scratch, `dist-${n++}`);
  const result = runCli(['build', '--content', content, '--out', out, '--no-history', '--precompress-level', '1', ...args]);
  expect(result.status, result.stderr).toBe(0);
  const warnings = result.stderr.split('\n').filter((l) => / warning (netlify-no-allow|cloudflare-file-limit|precompress-unused):/.test(l));
  return { warnings };
}

describe('host warnings of build', () => {
  it('prints netlify-no-allow once for --host netlify', () => {
    const { warnings } = build('--host', 'netlify', '--host', 'netlify');
    expect(warnings).toEqual([expect.stringMatching(/^--host:1:1: warning netlify-no-allow: .*Allow/)]);
  });

  it('prints precompress-unused when no named host reads the siblings', () => {
    expect(build('--precompress').warnings).toEqual([expect.stringMatching(/^--precompress:1:1: warning precompress-unused: .*no --host/)]);
    expect(build('--precompress', '--host', 'apache').warnings).toEqual([expect.stringMatching(/precompress-unused: .*--host apache/)]);
  });

  it('prints nothing for hosts that read the siblings, or without --precompress', () => {
    expect(build('--precompress', '--host', 'apache', '--host', 'nginx').warnings).toEqual([]);
    expect(build('--host', 'cloudflare', '--host', 'caddy').warnings).toEqual([]);
  });
});
