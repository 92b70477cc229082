import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TaskThread } from './task-thread.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stms-task-thread-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A program file answering as task-thread-program.ts does, with `body` as the handler of each request. */
function program(name: string, body: string): URL {
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(
    file,
    `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, request }) => {
  let result = null;
  try { result = (${body})(request); } catch {}
  parentPort.postMessage({ id, result });
});`,
  );
  return pathToFileURL(file);
}

const threads: TaskThread<unknown, unknown>[] = [];
function thread(url: URL): TaskThread<unknown, unknown> {
  const made = new TaskThread<unknown, unknown>(url, { youngGenerationMb: 4, idleMs: 1000 });
  threads.push(made);
  return made;
}
afterEach(() => threads.splice(0).forEach((t) => t.close()));

describe('a task thread', () => {
  it('answers each request in the order asked', async () => {
    const doubler = thread(program('double', '(n) => n * 2'));
    expect(await Promise.all([1, 2, 3].map((n) => doubler.run(n)))).toEqual([2, 4, 6]);
  });

  it('answers null for a request its program cannot answer, and goes on', async () => {
    const picky = thread(program('picky', '(n) => { if (n === 2) throw new Error("no"); return n; }'));
    expect(await Promise.all([1, 2, 3].map((n) => picky.run(n)))).toEqual([1, null, 3]);
  });

  it('answers null for everything when its program fails to load, and starts no other', async () => {
    const file = path.join(dir, 'broken.mjs');
    fs.writeFileSync(file, 'throw new Error("broken program");\n');
    const broken = thread(pathToFileURL(file));
    expect(await broken.run(1)).toBeNull();
    expect(await broken.run(2)).toBeNull();
    expect(broken.running).toBe(false);
  });

  it('answers null for what it had not answered when its thread ends', async () => {
    const quitter = thread(program('quitter', '(n) => { if (n === 2) process.exit(0); return n; }'));
    expect(await Promise.all([1, 2, 3].map((n) => quitter.run(n)))).toEqual([1, null, null]);
    expect(await quitter.run(4)).toBeNull();
  });
});
