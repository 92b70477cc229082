import fs from 'node:fs';
import path from 'node:path';
import { REPO_CONFIG } from '../content/load-repo-config.js';

/**
 * The content root a command reads. `--content` may name a folder or a static-tms.yaml file;
 * without it, the nearest static-tms.yaml from the working folder up to its git work tree's root
 * (the repository layout), else `content` (the content tree).
 */
export function resolveContent(option: string | undefined, cwd = process.cwd()): string {
  if (option !== undefined) {
    return path.basename(option) === REPO_CONFIG && fs.statSync(option, { throwIfNoEntry: false })?.isFile() ? path.dirname(option) : option;
  }
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, REPO_CONFIG))) return path.relative(cwd, dir) || '.';
    if (fs.existsSync(path.join(dir, '.git')) || path.dirname(dir) === dir) return 'content';
  }
}
