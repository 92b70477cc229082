import { readFileSync } from 'node:fs';

/**
 * The version in the package.json two folders up: the repository's from src/cli or lib/cli, and
 * the installed package's once installed, so `--version` names what is actually running.
 */
export function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
  if (typeof manifest.version !== 'string') throw new Error('package.json has no version');
  return manifest.version;
}
