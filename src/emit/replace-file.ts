import fs from 'node:fs';
import path from 'node:path';

/**
 * Files of a version folder are replaced, never written through: a version seeded from the
 * published one shares its unchanged files' inodes (hard links), so opening one for writing would
 * change the published output too. A new file is made under a temporary name beside it and
 * renamed over the old one (atomic, and the old inode, still the published file, is untouched).
 */

/** What a temporary name adds after a dot and the file's name (the writer thread makes them too). */
export const TEMPORARY_SUFFIX = '.static-tms-tmp';

/** The temporary name beside `abs`: hidden, and never the name of an output file. */
export function temporaryNameOf(abs: string): string {
  return path.join(path.dirname(abs), `.${path.basename(abs)}${TEMPORARY_SUFFIX}`);
}

/** Makes the new file with `make(tmp)` and renames it over `abs`. */
export async function replaceWith(abs: string, make: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = temporaryNameOf(abs);
  // A crashed build may have left it, possibly as a link: remove rather than open it. One unlink
  // (rm would lstat first), and a missing file, the usual case, is no error.
  await fs.promises.unlink(tmp).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await make(tmp);
  await fs.promises.rename(tmp, abs);
}

/** How a file was seeded: a hard link, or a copy where the file system has no links between the two folders. */
export type LinkOutcome = 'linked' | 'copied';

/** Error codes of a file system that will not link these two paths (another device, no hard links, too many). */
const NO_LINK = new Set(['EXDEV', 'EPERM', 'EMLINK', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/** Once a link is refused for good, later files are copied without trying again. */
let linksRefused = false;

/**
 * Makes `abs` the same file as `source`: a hard link, or a copy (a reflink where the file system
 * has them) when links are refused. `exists`: `abs` is there already and is replaced by a rename.
 */
export async function linkOrCopy(source: string, abs: string, exists: boolean): Promise<LinkOutcome> {
  if (!linksRefused) {
    try {
      if (exists) await replaceWith(abs, (tmp) => fs.promises.link(source, tmp));
      else await linkNew(source, abs);
      return 'linked';
    } catch (error) {
      if (!NO_LINK.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
      linksRefused = true;
    }
  }
  await replaceWith(abs, (tmp) => fs.promises.copyFile(source, tmp, fs.constants.COPYFILE_FICLONE));
  return 'copied';
}

/**
 * Links a new path at once, making its folder first when asked or when it turns out to be missing;
 * false when it could not (links refused, something there, any other error): the caller then
 * takes `linkOrCopy`, which handles each case. One system call in the common case, without a
 * promise: a first rebuild links every unchanged file of the site.
 */
export function linkNewSync(source: string, abs: string, makeFolder: boolean): boolean {
  return !linksRefused && linkNewWith(fs, path, source, abs, makeFolder);
}

/**
 * `linkNewSync`'s calls, given the modules: self-contained, so that the writer thread runs it from
 * its source text too (file-writer-thread.ts).
 */
export function linkNewWith(files: typeof fs, paths: typeof path, source: string, abs: string, makeFolder: boolean): boolean {
  try {
    if (makeFolder) files.mkdirSync(paths.dirname(abs), { recursive: true });
    files.linkSync(source, abs);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
  }
  try {
    files.mkdirSync(paths.dirname(abs), { recursive: true });
    files.linkSync(source, abs);
    return true;
  } catch {
    return false;
  }
}

/** Links a new path; when something is there after all, replaces it. */
async function linkNew(source: string, abs: string): Promise<void> {
  try {
    await fs.promises.link(source, abs);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await replaceWith(abs, (tmp) => fs.promises.link(source, tmp));
  }
}

/** Whether a link was refused for good: later files are copied. */
export function linksAreRefused(): boolean {
  return linksRefused;
}

/** For tests: forget that links were refused. */
export function resetLinkRefusal(): void {
  linksRefused = false;
}
