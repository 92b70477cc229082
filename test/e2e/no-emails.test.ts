import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { REPO_ROOT, removeTree } from '../helpers/content-tree.js';
import { readTree } from '../helpers/tree-files.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-emails-'));
afterAll(() => removeTree(tmp));

describe('e-mail addresses of users/', () => {
  it('never appear in a generated file (raw translation downloads are the repository bytes)', async () => {
    const usersDir = path.join(REPO_ROOT, 'content/users');
    const emails = fs.readdirSync(usersDir).flatMap((f) => (parse(fs.readFileSync(path.join(usersDir, f), 'utf8')).emails ?? []) as string[]);
    expect(emails.length).toBeGreaterThan(0);
    const out = path.join(tmp, 'dist');
    const outcome = await runBuild({
      content: path.join(REPO_ROOT, 'content'), out, history: true, links: 'query', precompress: false, precompressLevel: 11,
      printHosts: () => [],
    }, new DiagnosticBag());
    expect(outcome.ok).toBe(true);
    const generated = [...readTree(out)].filter(([rel]) => !/\/file\/index\.[a-z]+$/.test(rel));
    expect(generated.length).toBeGreaterThan(100);
    for (const [rel, bytes] of generated) {
      const text = bytes.toString('utf8').toLowerCase();
      for (const email of emails) expect(text.includes(email.toLowerCase()), `${email} in ${rel}`).toBe(false);
    }
  });
});
