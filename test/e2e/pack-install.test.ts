import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, removeTree } from '../helpers/content-tree.js';
import { readTree } from '../helpers/tree-files.js';

/**
 * The package as a user gets it: `npm pack`, `npm install <tarball>` into a fresh project, `npx
 * static-tms`. The tarball is packed from a copy of the repository, so that its prepack (which
 * empties and recompiles lib/) never rewrites the lib/ the other tests are running at that moment.
 */
const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};
const SCENARIO = path.join(REPO_ROOT, 'test/fixtures/basic');
const BASE_URL = 'http://127.0.0.1:9999';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-pack-'));
const copy = path.join(tmp, 'repository');
const app = path.join(tmp, 'app');
afterAll(() => removeTree(tmp));

/** Top-level entries of a working copy that a fresh checkout does not have: installed, built or cached. */
const NOT_CHECKED_OUT = new Set(['node_modules', '.git', 'lib', 'dist', '.dist.versions', '.static-tms-cache', 'coverage']);

/** The environment without what npm tells its scripts about the one running (this `npm test`). */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const key of Object.keys(env)) {
    if (/^npm_(package_|lifecycle_|command$|config_(call|local_prefix|yes)$)/i.test(key) || key === 'INIT_CWD') delete env[key];
  }
  return env;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: childEnv(env), maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function mustRun(command: string, args: string[], cwd: string, env: Record<string, string> = {}): string {
  const result = run(command, args, cwd, env);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** `npx` that never downloads: a missing local bin fails instead of fetching some published static-tms. */
const npx = (args: string[], env: Record<string, string> = {}) => run('npx', ['--yes=false', 'static-tms', ...args], app, env);

/** Files below `dir` (relative to the repository), with `/` separators. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(REPO_ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(REPO_ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** The packages a compiled module imports or requires by bare name (`node:` and relative ones aside). */
function bareImports(code: string): string[] {
  const statements = /^(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm;
  const calls = /\b(?:require|import)\(\s*['"`]([^'"`$]+)/g;
  const specifiers = [...code.matchAll(statements), ...code.matchAll(calls)].map((m) => m[1] ?? m[2]!);
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:'))
    .map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/'));
}

let packed: { filename: string; files: { path: string }[]; size: number; entryCount: number };

beforeAll(() => {
  fs.cpSync(REPO_ROOT, copy, { recursive: true, filter: (src) => !NOT_CHECKED_OUT.has(path.relative(REPO_ROOT, src)) });
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'junction');
  // A module compiled from a source that has since been removed: prepack must not ship it.
  fs.mkdirSync(path.join(copy, 'lib'));
  fs.writeFileSync(path.join(copy, 'lib/removed-module.js'), 'export {};\n');
  const out = mustRun('npm', ['pack', '--json', '--pack-destination', tmp], copy);
  packed = (JSON.parse(out) as (typeof packed)[])[0]!;

  fs.mkdirSync(app);
  mustRun('npm', ['init', '-y'], app);
  mustRun('npm', ['install', path.join(tmp, packed.filename), '--prefer-offline', '--no-audit', '--no-fund'], app);
}, 300_000);

describe('the npm package', () => {
  it('holds bin/, lib/ compiled from every source module, the docs and the legal files, and nothing else', () => {
    const entries = packed.files.map((f) => f.path).sort();
    const modules = filesUnder('src')
      // The fuzzer is the project's own tool (npm run fuzz), not the product's.
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !/\.test\.ts$/.test(f) && !f.startsWith('src/fuzz/'))
      .map((f) => f.replace(/^src\//, 'lib/').replace(/\.ts$/, '.js'));
    // bin/ loads the command line bundled into one module (scripts/bundle-cli.mjs).
    const expected = [...modules, 'lib/bundle/cli.js', ...filesUnder('bin'), ...filesUnder('docs'), 'CHANGELOG.md', 'LICENSE', 'README.md', 'package.json'].sort();
    expect(entries).toEqual(expected);
    expect(entries).toContain('lib/cli/main.js');
    expect(entries.filter((e) => /\.test\.|\.map$|\.ts$|^(content|test|src|scripts)\//.test(e))).toEqual([]);
    expect(entries).not.toContain('lib/removed-module.js');
    expect(packed.entryCount).toBe(entries.length);
  });

  it('declares every package its compiled code imports as a dependency', () => {
    const imported = new Set<string>();
    for (const dir of ['lib', 'bin'].map((d) => path.join(app, 'node_modules/static-tms', d))) {
      for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
        if (name.endsWith('.js')) for (const p of bareImports(fs.readFileSync(path.join(dir, name), 'utf8'))) imported.add(p);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    const undeclared = [...imported].filter((p) => !(p in manifest.dependencies) && !builtinModules.includes(p));
    expect(undeclared).toEqual([]);
  });

  it('reads the language data from the installing project\'s node_modules', () => {
    const installed = createRequire(path.join(app, 'node_modules/static-tms/package.json'));
    for (const data of ['cldr-core/supplemental/plurals.json', 'cldr-localenames-full/main/en/languages.json', 'node-gettext/lib/plurals.js', 'iso-639-3', 'iso-639-2']) {
      expect(installed.resolve(data).startsWith(path.join(app, 'node_modules') + path.sep), data).toBe(true);
    }
  });

  it('npx static-tms --version (and -V) prints the package version', () => {
    for (const flag of ['--version', '-V']) {
      const result = npx([flag]);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout.trim()).toBe(manifest.version);
    }
  });

  it('npx static-tms build writes the API, the same files as the source tree builds', () => {
    fs.cpSync(path.join(SCENARIO, 'content'), path.join(app, 'content'), { recursive: true });
    // As the golden scenario builds: the API alone (its expected/ has no site), no history, a fixed clock.
    const result = npx(['build', '--content', 'content', '--out', 'dist', '--base-url', BASE_URL, '--no-history', '--no-site'], { SOURCE_DATE_EPOCH: '1700000000' });
    expect(result.status, result.stderr).toBe(0);
    const projects = JSON.parse(fs.readFileSync(path.join(app, 'dist/api/projects/index.json'), 'utf8')) as { results: { slug: string; url: string }[] };
    expect(projects.results.map((p) => [p.slug, p.url])).toEqual([['demo', `${BASE_URL}/api/projects/demo/?format=api`]]);

    // expected/ is built for site.yaml's base_url; the manifest's digests and sizes differ with the URL.
    const built = readTree(path.join(app, 'dist'));
    const expected = readTree(path.join(SCENARIO, 'expected'));
    expect([...built.keys()]).toEqual([...expected.keys()]);
    for (const [rel, bytes] of expected) {
      // A MO file holds the header (with the URL) at byte offsets: it is checked by the golden build.
      if (rel === 'headers-manifest.json' || rel.endsWith('.mo')) continue;
      expect(built.get(rel)!.toString('utf8'), rel).toBe(bytes.toString('utf8').replaceAll('https://l10n.example.org', BASE_URL));
    }
  });

  it('npx static-tms build serves the search script as lib/ compiles it, though bin/ runs the bundle', async () => {
    // search.js embeds the tokeniser's source text, which the bundle must not rewrite.
    const result = npx(['build', '--content', 'content', '--out', 'site', '--base-url', BASE_URL, '--no-history']);
    expect(result.status, result.stderr).toBe(0);
    const installed = path.join(app, 'node_modules/static-tms');
    expect(fs.readFileSync(path.join(installed, 'lib/bundle/cli.js'), 'utf8')).toContain('"../site/search/search-tokens.js"');
    const { SEARCH_JS } = (await import(path.join(installed, 'lib/site/search/search-script.js'))) as { SEARCH_JS: string };
    expect(fs.readFileSync(path.join(app, 'site/static/search.js'), 'utf8')).toBe(SEARCH_JS);
  });
});
