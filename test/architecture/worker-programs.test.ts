import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each `new URL('../../lib/…', import.meta.url)` of a module: the files it names, from its own folder. */
function namedLibFiles(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/new URL\(\s*['"](\.\.\/\.\.\/lib\/[^'"]+)['"],\s*import\.meta\.url\s*\)/g)].map((m) => path.resolve(path.dirname(file), m[1]!));
}

// A thread's program is a file under lib/ named relative to the module that starts it. When that
// file is missing the build does not fail: the conversion thread answers null and the main thread
// converts (task-thread.ts), so a wrong path would only make builds slower, unseen. The module and
// the bundle both sit one folder below their root (scripts/bundle-cli.mjs), so the same relative
// path must hold from each (`npm test` compiles first).
describe('the worker programs a module names', () => {
  const sources = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(root, 'src', f));
  const named = sources.flatMap((file) => namedLibFiles(file).map((target) => ({ file, target })));

  it('include the conversion thread and the history parse thread', () => {
    const targets = named.map(({ target }) => path.relative(root, target));
    expect(targets).toEqual(expect.arrayContaining(['lib/downloads/conversion-worker.js', 'lib/model/history-parse-worker.js']));
  });

  it('exist, from the sources and from the bundle', () => {
    for (const { file, target } of named) expect(existsSync(target), `${path.relative(root, file)} names ${target}`).toBe(true);
    const bundle = path.join(root, 'lib/bundle/cli.js');
    const fromBundle = namedLibFiles(bundle);
    expect(fromBundle.length).toBeGreaterThanOrEqual(2);
    for (const target of fromBundle) expect(existsSync(target), `the bundle names ${target}`).toBe(true);
  });
});
