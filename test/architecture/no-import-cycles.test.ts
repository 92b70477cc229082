import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The import graph of the .ts files under `dir`, type-only imports included (`transform: false`):
 * a cycle of types still ties the files together, so it counts as much as one of values. The
 * project's tsconfig resolves `./x.js` to `./x.ts` as the compiler does.
 */
function importGraph(dir: string): Promise<DependencyTree> {
  return parseDependencyTree('**/*.ts', {
    cwd: dir,
    context: dir,
    tsconfig: path.join(root, 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
  });
}

/** Relative imports that dpdm could not resolve to a file: each would be an edge the check misses. */
function unresolved(tree: DependencyTree): string[] {
  return Object.entries(tree).flatMap(([file, deps]) =>
    (deps ?? []).filter((d) => d.id === null && d.request.startsWith('.')).map((d) => `${file} → ${d.request}`));
}

describe('import cycles', () => {
  it('src/ has none', async () => {
    const tree = await importGraph(path.join(root, 'src'));
    // The graph's files under src/ (it also names what they import from elsewhere).
    const own = Object.keys(tree).filter((file) => !file.startsWith('..'));
    expect(own).toContain('build.ts');
    expect(own.length).toBeGreaterThan(100);
    expect(unresolved(tree)).toEqual([]);
    expect(parseCircular(tree).map((cycle) => cycle.join(' → '))).toEqual([]);
    // dpdm leaves out an import marked with this comment: none may hide a cycle.
    expect(own.filter((file) => readFileSync(path.join(root, 'src', file), 'utf8').includes('@dpdm-ignore'))).toEqual([]);
  });

  describe('the check itself', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-tms-cycles-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('finds a cycle made only of type imports', async () => {
      writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.js';\nexport interface A { b: B }\n");
      writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.js';\nexport interface B { a: A }\n");
      const tree = await importGraph(dir);
      expect(unresolved(tree)).toEqual([]);
      expect(parseCircular(tree).map((cycle) => [...cycle].sort())).toEqual([['a.ts', 'b.ts']]);
    });
  });
});
