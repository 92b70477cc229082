import type { CompactEntry } from './compact-entry.js';
import { applyFiles, type ComponentState } from './history-state.js';
import type { GitCommit } from './read-git-log.js';

/** One version of a file that the replay will read: its blob, its content path and its component (by place). */
export interface VersionToParse {
  blob: string;
  file: string;
  component: number;
}

/** Versions being parsed with the help of another thread, in the order the replay reads them. */
export interface VersionsAhead {
  /**
   * The compact entries of a version of the plan (null in the promise when the thread failed to
   * parse it: the replay then does), or null when the version is not in the plan. Each is given once.
   */
  entriesOf(blob: string, file: string): Promise<CompactEntry[] | null> | null;
  /** Stops the parsing (at the end of the replay, or when it failed). */
  close(): void;
}

/**
 * The versions load-history's replay reads, each once, in the order it first reads them: a dry
 * run of its loop on blob ids alone. From the commit `first` on, with `pathBlob` as it stands
 * before it (not changed); `loadAll` when the replay reads every component before its first commit
 * (a baseline). `ownerOf` gives a repository path's content path and component, if any.
 */
export function versionsToParse(
  commits: readonly GitCommit[],
  first: number,
  pathBlob: ReadonlyMap<string, string>,
  touchedBy: readonly (readonly ComponentState[])[],
  states: readonly ComponentState[],
  loadAll: boolean,
  ownerOf: (repoPath: string) => { file: string; component: number } | undefined,
): VersionToParse[] {
  const blobs = new Map(pathBlob);
  const versions: VersionToParse[] = [];
  const seen = new Set<string>();
  const want = (repoPath: string): void => {
    const blob = blobs.get(repoPath);
    const owner = ownerOf(repoPath);
    if (blob === undefined || owner === undefined) return;
    const key = `${blob}\0${owner.file}`;
    if (seen.has(key)) return;
    seen.add(key);
    versions.push({ blob, file: owner.file, component: owner.component });
  };
  const loaded = new Set<ComponentState>();
  const load = (comp: ComponentState): void => {
    if (loaded.has(comp)) return;
    loaded.add(comp);
    comp.allPaths.forEach(want);
  };
  if (loadAll) states.forEach(load);
  for (let i = first; i < commits.length; i++) {
    touchedBy[i]!.forEach(load);
    applyFiles(blobs, commits[i]!);
    for (const comp of touchedBy[i]!) for (const f of commits[i]!.files) if (comp.allPaths.has(f.path)) want(f.path);
  }
  return versions;
}
