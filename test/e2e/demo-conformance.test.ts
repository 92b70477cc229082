import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED, requireShared } from '../helpers/content-tree.js';
import { startCliServer } from '../helpers/run-cli.js';

const enabled = requireShared();

/** Runs the shared black-box checker against a served API root. */
export function runCrawler(root: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(SHARED, 'conformance/crawl.mjs'), root]);
    let output = '';
    child.stdout.on('data', (c: Buffer) => { output += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { output += c.toString(); });
    child.on('exit', (status) => resolve({ status, output }));
  });
}

describe.skipIf(!enabled)('the demo served by `static-tms preview`', () => {
  it('passes the shared conformance crawler with no failure', async () => {
    const server = await startCliServer(['preview', '--content', 'content']);
    try {
      const crawl = await runCrawler(server.root);
      const last = crawl.output.trim().split('\n').pop();
      expect(last, crawl.output.slice(-4000)).toMatch(/^\d+ passed, 0 failed$/);
      expect(crawl.status).toBe(0);
    } finally {
      server.stop();
    }
  });
});
