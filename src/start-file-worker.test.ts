import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startFileWorker } from './start-file-worker.js';

/** A worker program that answers with the node options it was given. */
const dir = mkdtempSync(path.join(os.tmpdir(), 'file-worker-'));
const program = pathToFileURL(path.join(dir, 'echo-options.mjs'));
writeFileSync(program, "import { parentPort } from 'node:worker_threads';\nparentPort.postMessage(process.execArgv);\n");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function optionsSeen(execArgv: string[]): Promise<string[]> {
  const worker = startFileWorker(program, {}, execArgv);
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

describe('startFileWorker', () => {
  it('passes the options a worker accepts', async () => {
    expect(await optionsSeen(['--enable-source-maps'])).toEqual(['--enable-source-maps']);
  });

  it('leaves out --input-type in both spellings, which a worker whose program is a file refuses', async () => {
    expect(await optionsSeen(['--input-type=module', '--enable-source-maps'])).toEqual(['--enable-source-maps']);
    expect(await optionsSeen(['--input-type', 'module', '--enable-source-maps'])).toEqual(['--enable-source-maps']);
  });

  it('starts with no options when the process has V8 ones, as a user profiling a build passes', async () => {
    expect(await optionsSeen(['--trace-gc', '--enable-source-maps'])).toEqual([]);
    expect(await optionsSeen(['--max-old-space-size=4000'])).toEqual([]);
  });
});
