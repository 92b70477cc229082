import fs from 'node:fs';
import path from 'node:path';

/** Folders whose changes never change a build: git's internals (but see GIT_FILES), the build's own cache, packages. */
const IGNORED_FOLDERS = new Set(['.git', '.static-tms-cache', 'node_modules']);

/** In the git folder, the names whose change means new commits (the history): HEAD and packed refs. */
const GIT_FILES = new Set(['HEAD', 'packed-refs']);

export interface ContentWatcher {
  close(): void;
}

/**
 * Watches the content folder (or the folder of a `static-tms.yaml` named as the content) for changes, calling `changed` with the path of each (as the file
 * system reports it; many events per save). Every folder gets its own watcher, made again for new
 * folders, so that git's objects and the build's cache are never watched (a recursive watch of a
 * repository would follow every folder of `.git/objects`). The repository's HEAD and branch refs
 * are watched too, so that a commit (new history) rebuilds as well.
 */
export function watchContent(root: string, changed: (file: string) => void): ContentWatcher {
  const watchers = new Map<string, fs.FSWatcher>();

  const watchFolder = (dir: string, filter: (name: string) => boolean, recurse: boolean): void => {
    if (watchers.has(dir)) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(dir, { persistent: false }, (_event, name) => {
        const file = name === null ? dir : path.join(dir, name.toString());
        if (name !== null && !filter(name.toString())) return;
        // A new folder is watched as well (and what it holds counts as changed).
        if (recurse && name !== null && isFolder(file) && !IGNORED_FOLDERS.has(name.toString())) watchTree(file);
        changed(file);
      });
    } catch {
      return; // removed meanwhile, or not readable: its parent's events still tell of it
    }
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
  };

  const watchTree = (dir: string): void => {
    watchFolder(dir, () => true, true);
    for (const entry of readFolders(dir)) {
      if (!IGNORED_FOLDERS.has(entry)) watchTree(path.join(dir, entry));
    }
  };

  // `--content` may name the `static-tms.yaml` file: its folder holds the translation files.
  const folder = isFolder(root) ? path.resolve(root) : path.dirname(path.resolve(root));
  watchTree(folder);
  const git = findGitFolder(folder);
  if (git !== null) {
    watchFolder(git, (name) => GIT_FILES.has(name), false);
    const heads = path.join(git, 'refs', 'heads');
    const watchHeads = (dir: string): void => {
      watchFolder(dir, () => true, false);
      for (const entry of readFolders(dir)) watchHeads(path.join(dir, entry));
    };
    if (isFolder(heads)) watchHeads(heads);
  }

  return {
    close: () => {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

/** The `.git` folder of the repository holding `dir`, or null. */
function findGitFolder(dir: string): string | null {
  for (let at = dir; ; at = path.dirname(at)) {
    const git = path.join(at, '.git');
    if (isFolder(git)) return git;
    if (path.dirname(at) === at) return null;
  }
}

function readFolders(dir: string): string[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  } catch {
    return [];
  }
}

function isFolder(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
