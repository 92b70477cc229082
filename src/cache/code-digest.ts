import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const digests = new Map<string, string>();

/**
 * A digest of the program's modules in `dir` (relative to the code root, lib/ or src/; tests
 * aside), read once per run: whatever is cached from their results holds only for the same code.
 * The whole program's (`dir` '.') also covers the installed versions of its dependencies, which
 * an `npm update` may change under the same program (the widgets' renderer, the CLDR data).
 */
export function codeDigest(dir = '.'): string {
  let digest = digests.get(dir);
  if (digest === undefined) {
    const codeRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const root = path.resolve(codeRoot, dir);
    const hash = createHash('sha256');
    const names = readdirSync(root, { recursive: true, encoding: 'utf8' }).map((n) => n.split(path.sep).join('/')).sort();
    for (const name of names) {
      if (!/\.(js|ts)$/.test(name) || /\.test\./.test(name) || name.endsWith('.d.ts')) continue;
      hash.update(`${name}\0`).update(readFileSync(path.join(root, name))).update('\0');
    }
    if (dir === '.') hash.update(JSON.stringify(dependencyVersions(path.dirname(codeRoot))));
    digests.set(dir, (digest = hash.digest('hex')));
  }
  return digest;
}

/** Each dependency of the package at `packageRoot` with the version installed where node finds it (null when it is not found). */
export function dependencyVersions(packageRoot: string): [string, string | null][] {
  const manifest = path.join(packageRoot, 'package.json');
  try {
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: Record<string, string> };
    const lookup = createRequire(manifest).resolve;
    return Object.keys(dependencies).sort().map((name) => {
      const found = (lookup.paths(name) ?? []).map((dir) => path.join(dir, name, 'package.json')).find((file) => existsSync(file));
      return [name, found === undefined ? null : ((JSON.parse(readFileSync(found, 'utf8')) as { version?: string }).version ?? null)];
    });
  } catch {
    return [];
  }
}
