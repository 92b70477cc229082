import { scratchGitEnv } from './git-env.js';
import { firstLine } from './rewrite-component-history.js';
import { runGitStep } from './run-git-step.js';

/**
 * Settings that decide the bytes of a pack, written out so that no configuration changes them.
 * With one thread the delta search visits objects in a fixed order, so the same objects always
 * give the same pack (and the pack's name is the hash of its content).
 */
const PACK_CONFIG = [
  '-c', 'pack.window=10',
  '-c', 'pack.depth=50',
  '-c', 'pack.compression=-1',
  '-c', 'core.compression=-1',
  '-c', 'core.bigFileThreshold=512m',
  '-c', 'pack.writeReverseIndex=false',
  '-c', 'pack.writeBitmapHashCache=false',
];

export type PackOutcome = { kind: 'packed'; name: string } | { kind: 'failed'; detail: string };

/**
 * Writes every object reachable from `ref` of the scratch repository as one pack and its index
 * (`<prefix>-<hash>.pack`, `.idx`, version 2 index): what a dumb-HTTP client downloads.
 * Deltas are searched again (`--no-reuse-delta`): fast-import only deltas a file against its
 * previous version, and a fresh search made a 400-commit history of 83 PO files 4× smaller.
 */
export async function packRepository(scratchDir: string, ref: string, prefix: string): Promise<PackOutcome> {
  const result = await runGitStep({
    cwd: scratchDir,
    env: scratchGitEnv(),
    args: [...PACK_CONFIG, 'pack-objects', '--revs', '--no-reuse-delta', '--threads=1', '--index-version=2', '--delta-base-offset', '-q', prefix],
    input: `${ref}\n`,
  });
  const name = result.stdout.trim();
  if (result.code !== 0 || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(name)) return { kind: 'failed', detail: firstLine(result) };
  return { kind: 'packed', name };
}
