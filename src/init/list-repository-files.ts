import fs from 'node:fs';
import path from 'node:path';
import { runGit } from '../history/run-git.js';

/** The files `static-tms init` looks at, and how they were listed (for the report). */
export interface RepositoryFiles {
  /** Relative to the folder, `/`-separated, sorted. */
  paths: string[];
  /** `git ls-files` or `a walk of the folder`. */
  source: string;
}

/**
 * Lists the files under `dir` that `keep` wants: in a git work tree, the files git tracks plus the
 * untracked ones it does not ignore (`git ls-files --cached --others --exclude-standard`), those
 * deleted from the work tree left out; elsewhere a walk of the folder. Either way, nothing in a
 * hidden folder or file (`.git`, `.github`) or in `node_modules` is listed: the build's filemask
 * matching does not see hidden files either.
 */
export async function listRepositoryFiles(dir: string, keep: (relativePath: string) => boolean): Promise<RepositoryFiles> {
  const inside = await runGit(['rev-parse', '--is-inside-work-tree'], dir);
  if (inside.code === 0 && inside.stdout.trim() === 'true') {
    const listed = await runGit(['ls-files', '--cached', '--others', '--exclude-standard', '-z'], dir);
    if (listed.code === 0) {
      const paths = [...new Set(listed.stdout.split('\0'))]
        .filter((p) => p !== '' && isVisible(p) && keep(p) && fs.existsSync(path.join(dir, p)))
        .sort();
      return { paths, source: 'git ls-files' };
    }
  }
  const paths: string[] = [];
  walk(dir, '', (p) => { if (keep(p)) paths.push(p); });
  return { paths: paths.sort(), source: 'a walk of the folder' };
}

function isVisible(relativePath: string): boolean {
  return relativePath.split('/').every((s) => !s.startsWith('.') && s !== 'node_modules');
}

function walk(root: string, prefix: string, visit: (relativePath: string) => void): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return; // unreadable folder: nothing to find in it
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) walk(root, relative, visit);
    else if (entry.isFile() || (entry.isSymbolicLink() && isFile(path.join(root, relative)))) visit(relative);
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
