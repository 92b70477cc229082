import { spawn } from 'node:child_process';
import path from 'node:path';
import { SHARED } from './content-tree.js';

/** Runs the shared black-box checker (../shared/conformance/crawl.mjs) against a served API root. */
export function runCrawler(root: string, extra: string[] = []): Promise<{ status: number | null; output: string; last: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(SHARED, 'conformance/crawl.mjs'), root, ...extra]);
    let output = '';
    child.stdout.on('data', (c: Buffer) => { output += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { output += c.toString(); });
    child.on('exit', (status) => resolve({ status, output, last: output.trim().split('\n').pop() ?? '' }));
  });
}
