import path from 'node:path';
import { NO_PROGRESS, type Progress } from '../build-progress.js';
import { compareCodePoints, type Diagnostic } from '../diagnostics/diagnostic.js';
import { BlobCache } from './blob-cache.js';
import { CatFileBatch } from './cat-file-batch.js';
import { EntryCompactor, type CompactEntry } from './compact-entry.js';
import type { EntryLayout } from './entry-layout.js';
import { FileVersion } from './file-version.js';
import { findBaseline } from './find-baseline.js';
import { formatGitTime } from './format-git-time.js';
import type { HistoryComponent } from './history-component.js';
import {
  captureComponents,
  computeCheckpointKey,
  isOnFirstParentChain,
  readCheckpoint,
  restoreComponents,
  writeCheckpoint,
  type Checkpoint,
} from './history-checkpoint.js';
import { ChangeColumns, HistoryChanges } from './change-columns.js';
import {
  applyFiles,
  buildComponentState,
  startAtBaseline,
  type ComponentState,
  type Moment,
  UnitTimestamps,
} from './history-state.js';
import { readGitLog } from './read-git-log.js';
import { recordCommit } from './record-commit.js';
import { runGit } from './run-git.js';
import { versionsToParse, type VersionsAhead, type VersionToParse } from './versions-ahead.js';

export interface HistoryOptions {
  /** Absolute path of the content root (may be a subfolder of the git work tree). */
  contentDir: string;
  /** history_since (YYYY-MM-DD): the first commit on or after it is the baseline. */
  since?: string;
  /** Persistent parse cache; default <repo root>/.static-tms-cache. */
  cacheDir?: string;
  /** Identifies the parsers (e.g. the static-tms version): what was cached under another key is not used. */
  cacheKey?: string;
  /** Username whose `emails` contain the address, or null. */
  userForEmail(email: string): string | null;
  /** Told the commits to read once they are listed, and each one read. */
  progress?: Progress;
  /**
   * Has the versions the replay will read that the cache does not have parsed with the help of
   * another thread, in the order the replay reads them (`parseHere` parses one on this thread);
   * null when it does not (too few for a thread to pay). Without it, every version is parsed here.
   */
  parseAhead?(place: HistoryPlace, versions: VersionToParse[], parseHere: (version: VersionToParse) => Promise<CompactEntry[]>): VersionsAhead | null;
}

/** Where the history reads and caches versions: what a thread that parses them must be told. */
export interface HistoryPlace {
  repoRoot: string;
  cacheDir: string;
  cacheKey: string | undefined;
}

export interface HistoryResult {
  /** false when the content is not inside a git work tree (or the repository has no commit). */
  available: boolean;
  /** Ascending timestamp, then the order they were produced. */
  changes: HistoryChanges;
  /** Per translation key `${project}/${component}/${language}` and id_hash (decimal string): the unit's timestamp. */
  unitTimestamps: UnitTimestamps;
  diagnostics: Diagnostic[];
  /** The persistent cache folder (other stages may keep their own results there), when there is history. */
  cacheDir?: string;
  /** The lineage of the changes (Checkpoint.lineage), when there is history. */
  lineage?: string;
}

const MAX_PATHSPEC_CHARS = 100_000;

function notAvailable(): HistoryResult {
  return { available: false, changes: HistoryChanges.NONE, unitTimestamps: new UnitTimestamps(), diagnostics: [] };
}

/**
 * Change records and unit timestamps from the git history of the content (content-format.md §4).
 * Each file version is parsed once (cached on disk by blob id), and the state after the last commit is
 * kept so that a rebuild after new commits reads only those commits.
 */
export async function loadHistory(components: HistoryComponent[], options: HistoryOptions): Promise<HistoryResult> {
  const top = await runGit(['rev-parse', '--show-toplevel', '--show-prefix'], options.contentDir);
  if (top.code !== 0) {
    const refused = /dubious ownership/.test(top.stderr);
    return refused ? { ...notAvailable(), diagnostics: [refusedWarning(top.stderr)] } : notAvailable();
  }
  const [repoRoot = '', prefix = ''] = top.stdout.split('\n');
  const head = await runGit(['rev-parse', '--verify', '-q', 'HEAD'], repoRoot);
  if (head.code !== 0) return notAvailable();
  const headHash = head.stdout.trim();

  const diagnostics: Diagnostic[] = [];
  const cacheDir = options.cacheDir ?? path.join(repoRoot, '.static-tms-cache');
  const result: HistoryResult = { available: true, changes: HistoryChanges.NONE, unitTimestamps: new UnitTimestamps(), diagnostics, cacheDir };
  const states = components.map((def) => buildComponentState(def, prefix));
  const owners = new Map<string, { comp: ComponentState; file: string }>();
  for (const comp of states) {
    if (comp.def.template) owners.set(path.posix.join(prefix, comp.def.template), { comp, file: comp.def.template });
    for (const t of comp.def.translations) if (t.file) owners.set(path.posix.join(prefix, t.file), { comp, file: t.file });
  }
  const repoPaths = [...owners.keys()].sort(compareCodePoints);
  if (repoPaths.length === 0) return result;
  // Very many files would overflow the command line: then the whole content folder is read.
  const long = repoPaths.reduce((n, p) => n + p.length + 1, 0) > MAX_PATHSPEC_CHARS;
  const pathspec = long ? [prefix ? prefix.replace(/\/$/, '') : '.'] : repoPaths;

  const shallow = (await runGit(['rev-parse', '--is-shallow-repository'], repoRoot)).stdout.trim() === 'true';
  const key = computeCheckpointKey(components, prefix, options.since, options.cacheKey);
  let checkpoint = shallow ? null : readCheckpoint(cacheDir, key, components.length);
  if (checkpoint !== null && checkpoint.head !== headHash && !(await isOnFirstParentChain(repoRoot, checkpoint.head))) {
    checkpoint = null;
  }
  const commits =
    checkpoint === null
      ? await readGitLog(repoRoot, pathspec)
      : checkpoint.head === headHash
        ? []
        : await readGitLog(repoRoot, pathspec, `${checkpoint.head}..HEAD`);
  const progress = options.progress ?? NO_PROGRESS;
  progress.setTotal(commits.length);

  const cache = new BlobCache(cacheDir, options.cacheKey);
  const compactor = new EntryCompactor();
  let catFile: CatFileBatch | null = null;
  let ahead: VersionsAhead | null = null;
  const pathBlob = new Map<string, string>();
  const current = new Map<string, FileVersion | null>();
  /** The entry layout of each component's last file version read, which its other files mostly share. */
  const layouts = new Map<ComponentState, EntryLayout>();
  const refresh = async (repoPath: string): Promise<void> => {
    const blob = pathBlob.get(repoPath);
    const owner = owners.get(repoPath);
    if (blob === undefined || owner === undefined) {
      current.set(repoPath, null);
      return;
    }
    const entries = (await ahead?.entriesOf(blob, owner.file)) ?? cache.get(blob, owner.file, owner.comp.def.parser) ?? (await parseHere(blob, owner.file, owner.comp));
    const version = new FileVersion(
      entries.map((e) => compactor.intern(e)),
      layouts.get(owner.comp) ?? null,
    );
    layouts.set(owner.comp, version.layout);
    current.set(repoPath, version);
  };
  const parseHere = async (blob: string, file: string, comp: ComponentState): Promise<CompactEntry[]> => {
    catFile ??= new CatFileBatch(repoRoot);
    const bytes = await catFile.read(blob);
    const entries = bytes === null ? [] : compactor.compact(comp.def.parse(file, bytes));
    cache.set(blob, file, comp.def.parser, entries);
    return entries;
  };

  // A component's file versions are read when a commit first touches it (a rebuild after one
  // commit reads one component's files, not the site's) and let go after the last commit that does.
  const loaded = new Set<ComponentState>();
  const load = async (comp: ComponentState): Promise<void> => {
    if (loaded.has(comp)) return;
    loaded.add(comp);
    for (const repoPath of comp.allPaths) {
      await refresh(repoPath);
      // Versions from before a commit: compared, never recorded.
      current.get(repoPath)?.dropTargets();
    }
  };
  const compsOfPath = new Map<string, ComponentState[]>();
  for (const comp of states) for (const p of comp.allPaths) compsOfPath.set(p, [...(compsOfPath.get(p) ?? []), comp]);
  /** Per commit, the components it touches, in `states` order. */
  const touchedBy = commits.map((commit) => {
    const touched = new Set(commit.files.flatMap((f) => compsOfPath.get(f.path) ?? []));
    return states.filter((comp) => touched.has(comp));
  });
  const lastTouch = new Map<ComponentState, number>();
  touchedBy.forEach((comps, i) => comps.forEach((comp) => lastTouch.set(comp, i)));

  try {
    let firstProcessed = 0;
    let indexBase = 0;
    let pending = new ChangeColumns(cacheDir);
    let baseline: Moment | null = null;
    result.lineage = checkpoint?.lineage ?? `${key}:${headHash}`;
    if (checkpoint !== null) {
      for (const [p, blob] of checkpoint.pathBlob) pathBlob.set(p, blob);
      restoreComponents(states, checkpoint.components);
      indexBase = checkpoint.nextIndex;
      pending = checkpoint.pending;
    } else if (shallow || options.since) {
      const found = await findBaseline(repoRoot, commits, options.since);
      if (shallow) diagnostics.push(shallowWarning(found.oldestTime));
      if (!found.found) return result;
      firstProcessed = found.firstProcessed;
      for (const commit of commits.slice(0, firstProcessed)) applyFiles(pathBlob, commit);
      baseline = { index: -1, time: found.time };
    }
    if (options.parseAhead) {
      const componentOf = new Map(states.map((comp, i) => [comp, i]));
      const ownerOf = (repoPath: string) => {
        const owner = owners.get(repoPath);
        return owner && { file: owner.file, component: componentOf.get(owner.comp)! };
      };
      const versions = versionsToParse(commits, firstProcessed, pathBlob, touchedBy, states, baseline !== null, ownerOf);
      const uncached = versions.filter((v) => !cache.has(v.blob, v.file, states[v.component]!.def.parser));
      ahead = options.parseAhead({ repoRoot, cacheDir, cacheKey: options.cacheKey }, uncached, (v) => parseHere(v.blob, v.file, states[v.component]!));
    }
    if (baseline !== null) {
      for (const comp of states) await load(comp);
      for (const comp of states) startAtBaseline(comp, pathBlob, current, baseline);
      progress.tick(firstProcessed);
    }

    for (let i = firstProcessed; i < commits.length; i++) {
      const commit = commits[i]!;
      const moment: Moment = { index: indexBase + i, time: commit.time };
      const touched = new Set(commit.files.map((f) => f.path));
      const touchedComps = touchedBy[i]!;
      // Read before the commit applies: these are the versions it changes.
      for (const comp of touchedComps) await load(comp);
      applyFiles(pathBlob, commit);
      // Per touched file, the components that share it and have yet to record this commit, and
      // its version before the commit (read once: a component that shares it must compare the
      // same two versions as the first one did).
      const touchedOf = new Map(touchedComps.map((comp) => [comp, [...touched].filter((p) => comp.allPaths.has(p))]));
      const recording = new Map<string, number>();
      for (const paths of touchedOf.values()) for (const p of paths) recording.set(p, (recording.get(p) ?? 0) + 1);
      const before = new Map<string, FileVersion | null>();
      for (const comp of touchedComps) {
        const compTouched = touchedOf.get(comp)!;
        for (const p of compTouched) {
          if (before.has(p)) continue;
          before.set(p, current.get(p) ?? null);
          await refresh(p);
        }
        const compIndex = states.indexOf(comp);
        recordCommit(comp, moment, touched, before, current, pathBlob, (action, t, idHash, target) =>
          pending.push({
            commit: commit.hash,
            time: commit.time,
            comp: compIndex,
            language: t.info.language,
            idHash,
            action,
            target,
            authorEmail: commit.authorEmail,
          }),
        );
        // A new version's targets go once every component that shares its file has recorded them,
        // not at the end of the commit: a first commit adds every file (tens of MB of text at L).
        for (const p of compTouched) {
          const left = recording.get(p)! - 1;
          recording.set(p, left);
          if (left > 0) continue;
          current.get(p)?.dropTargets();
          before.delete(p);
        }
      }
      // A path two components share goes once neither needs it: after both have recorded this commit.
      for (const comp of touchedComps) {
        if (lastTouch.get(comp) !== i) continue;
        for (const p of comp.allPaths) if (compsOfPath.get(p)!.every((c) => lastTouch.get(c)! <= i)) current.delete(p);
        layouts.delete(comp);
      }
      progress.tick();
    }

    if (!shallow) {
      const next: Checkpoint = {
        head: headHash,
        lineage: result.lineage,
        nextIndex: indexBase + commits.length,
        pathBlob: [...pathBlob].filter(([p]) => owners.has(p)),
        components: captureComponents(states),
        pending,
      };
      if (checkpoint === null || checkpoint.head !== headHash) writeCheckpoint(cacheDir, key, next);
    }
    result.changes = pending.ordered(states, options.userForEmail);
    for (const comp of states) result.unitTimestamps.add(comp);
  } finally {
    (catFile as CatFileBatch | null)?.close();
    (ahead as VersionsAhead | null)?.close();
  }
  return result;
}

function refusedWarning(stderr: string): Diagnostic {
  const advice = /git config --global --add safe.directory .*/.exec(stderr)?.[0] ?? 'git config --global --add safe.directory <path>';
  return {
    file: '.',
    line: 1,
    column: 1,
    severity: 'warning',
    code: 'history-git-refused',
    message: `git refuses to read the repository because it belongs to another user, so no change history is built; to allow it: ${advice.trim()}`,
  };
}

function shallowWarning(oldestTime: number): Diagnostic {
  return {
    file: '.',
    line: 1,
    column: 1,
    severity: 'warning',
    code: 'history-shallow',
    message: `the git repository is a shallow clone: changes before ${formatGitTime(oldestTime).slice(0, 10)} are not shown; fetch the full history (git fetch --unshallow, or fetch-depth: 0 in CI)`,
  };
}
