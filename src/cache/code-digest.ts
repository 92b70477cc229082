import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const digests = new Map<string, string>();

/**
 * A digest of the program's modules in `dir` (relative to the code root, lib/ or src/; tests
 * aside), read once per run: whatever is cached from their results holds only for the same code.
 */
export function codeDigest(dir = '.'): string {
  let digest = digests.get(dir);
  if (digest === undefined) {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', dir);
    const hash = createHash('sha256');
    const names = readdirSync(root, { recursive: true, encoding: 'utf8' }).map((n) => n.split(path.sep).join('/')).sort();
    for (const name of names) {
      if (!/\.(js|ts)$/.test(name) || /\.test\./.test(name) || name.endsWith('.d.ts')) continue;
      hash.update(`${name}\0`).update(readFileSync(path.join(root, name))).update('\0');
    }
    digests.set(dir, (digest = hash.digest('hex')));
  }
  return digest;
}
