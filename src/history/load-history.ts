import path from 'node:path';
import { compareCodePoints, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { ParsedEntry } from '../formats/entry.js';
import { BlobCache } from './blob-cache.js';
import { CatFileBatch } from './cat-file-batch.js';
import { compactEntries, type CompactEntry } from './compact-entry.js';
import { formatGitTime } from './format-git-time.js';
import { readGitLog, type GitCommit } from './read-git-log.js';
import { runGit } from './run-git.js';

export interface HistoryTranslation {
  /** Served (canonical) language code, used in ids and URLs. */
  language: string;
  /** Path of the translation's file relative to the content root (posix); "" for a source translation without a file of its own. */
  file: string;
  isSource: boolean;
  /**
   * Number of plural forms of the language (compatibility.md §10.6). When given, the targets of plural
   * units are padded with "" or cut to it before they are compared and recorded; otherwise the file's forms are kept.
   */
  plurals?: number;
}

export interface HistoryComponent {
  project: string;
  component: string;
  /** Content-relative path of the new_base POT, or "" when none. */
  template: string;
  /** The translations that exist in the built content (source first). */
  translations: HistoryTranslation[];
  /** Parses one version of a file (translation file or template) into entries (dedupe already done). */
  parse(file: string, bytes: Buffer): ParsedEntry[];
}

export interface HistoryOptions {
  /** Absolute path of the content root (may be a subfolder of the git work tree). */
  contentDir: string;
  /** history_since (YYYY-MM-DD): the first commit on or after it is the baseline. */
  since?: string;
  /** Persistent parse cache; default <repo root>/.static-tms-cache. */
  cacheDir?: string;
  /** Username whose `emails` contain the address, or null. */
  userForEmail(email: string): string | null;
}

export type ChangeAction = 0 | 2 | 5 | 30 | 31 | 44 | 59;

export interface ChangeRecord {
  /** 40 lowercase hex digits. */
  commit: string;
  /** Committer date, UTC, "YYYY-MM-DDTHH:MM:SS.000000Z". */
  timestamp: string;
  project: string;
  component: string;
  language: string;
  /** null for changes that concern no single string (actions 0 and 44). */
  idHash: bigint | null;
  /** false when the string no longer exists in the current translation (unit URL null). */
  unitExists: boolean;
  action: ChangeAction;
  /** Plural forms joined with U+001E. */
  target: string;
  /** Username (user and author are the same person). */
  user: string | null;
}

export interface HistoryResult {
  /** false when the content is not inside a git work tree (or the repository has no commit). */
  available: boolean;
  /** Ascending timestamp, then the order they were produced. */
  changes: ChangeRecord[];
  /** Per translation key `${project}/${component}/${language}`: id_hash (decimal string) → unit timestamp. */
  unitTimestamps: Map<string, Map<string, string>>;
  diagnostics: Diagnostic[];
}

interface FileVersion {
  entries: CompactEntry[];
  byHash: Map<string, CompactEntry>;
}

interface SourceString {
  h: string;
  s: string;
  /** CompactEntry.n of the entry the string was taken from. */
  m: string;
}

/** A point of the history: its position in the processed chain (-1 for the baseline) and its time. */
interface Moment {
  index: number;
  time: number;
}

interface TranslationState {
  info: HistoryTranslation;
  key: string;
  /** Repository path of the translation's own file (the template for a source translation without a file), or null. */
  ownPath: string | null;
  exists: boolean;
  start: Moment | null;
}

interface ComponentState {
  def: HistoryComponent;
  templatePath: string | null;
  /** Repository paths of the translation files, in language-code order. */
  filePaths: string[];
  allPaths: Set<string>;
  source: TranslationState | null;
  targets: TranslationState[];
  strings: SourceString[];
  stringSet: Map<string, SourceString>;
  addedAt: Map<string, Moment>;
}

interface PendingChange extends Omit<ChangeRecord, 'unitExists'> {
  time: number;
  comp: ComponentState;
}

const MAX_PATHSPEC_CHARS = 100_000;

const NOT_AVAILABLE: HistoryResult = { available: false, changes: [], unitTimestamps: new Map(), diagnostics: [] };

/** Change records and unit timestamps from the git history of the content (content-format.md §4). */
export async function loadHistory(components: HistoryComponent[], options: HistoryOptions): Promise<HistoryResult> {
  const top = await runGit(['rev-parse', '--show-toplevel', '--show-prefix'], options.contentDir);
  if (top.code !== 0) return { ...NOT_AVAILABLE, unitTimestamps: new Map() };
  const [repoRoot = '', prefix = ''] = top.stdout.split('\n');
  const head = await runGit(['rev-parse', '--verify', '-q', 'HEAD'], repoRoot);
  if (head.code !== 0) return { ...NOT_AVAILABLE, unitTimestamps: new Map() };

  const diagnostics: Diagnostic[] = [];
  const toRepo = (file: string): string => path.posix.join(prefix, file);
  const states = components.map((def) => buildComponentState(def, toRepo));
  const owners = new Map<string, { comp: ComponentState; file: string }>();
  for (const comp of states) {
    if (comp.def.template) owners.set(toRepo(comp.def.template), { comp, file: comp.def.template });
    for (const t of comp.def.translations) if (t.file) owners.set(toRepo(t.file), { comp, file: t.file });
  }
  const repoPaths = [...owners.keys()].sort(compareCodePoints);
  const result: HistoryResult = { available: true, changes: [], unitTimestamps: new Map(), diagnostics };
  if (repoPaths.length === 0) return result;

  // Very many files would overflow the command line: then the whole content folder is read.
  const long = repoPaths.reduce((n, p) => n + p.length + 1, 0) > MAX_PATHSPEC_CHARS;
  const commits = await readGitLog(repoRoot, long ? [prefix ? prefix.replace(/\/$/, '') : '.'] : repoPaths);
  const shallow = (await runGit(['rev-parse', '--is-shallow-repository'], repoRoot)).stdout.trim() === 'true';
  let firstProcessed = 0;
  let baseline: Moment | null = null;
  if (shallow || options.since) {
    const found = await findBaseline(repoRoot, commits, options.since);
    if (found === null) return result;
    firstProcessed = found.firstProcessed;
    baseline = { index: -1, time: found.time };
    if (shallow) {
      diagnostics.push({
        file: '.',
        line: 1,
        column: 1,
        severity: 'warning',
        code: 'history-shallow',
        message: `the git repository is a shallow clone: changes before ${formatGitTime(found.oldestTime).slice(0, 10)} are not shown; fetch the full history (git fetch --unshallow, or fetch-depth: 0 in CI)`,
      });
    }
  }

  const cache = new BlobCache(options.cacheDir ?? path.join(repoRoot, '.static-tms-cache'));
  let catFile: CatFileBatch | null = null;
  const pathBlob = new Map<string, string>();
  const current = new Map<string, FileVersion | null>();
  const loadVersion = async (repoPath: string): Promise<FileVersion | null> => {
    const blob = pathBlob.get(repoPath);
    const owner = owners.get(repoPath);
    if (blob === undefined || owner === undefined) return null;
    let entries = cache.get(blob, owner.file);
    if (entries === null) {
      catFile ??= new CatFileBatch(repoRoot);
      const bytes = await catFile.read(blob);
      entries = bytes === null ? [] : compactEntries(owner.comp.def.parse(owner.file, bytes));
      cache.set(blob, owner.file, entries);
    }
    return { entries, byHash: new Map(entries.map((e) => [e.h, e])) };
  };
  const refresh = async (repoPath: string): Promise<void> => {
    current.set(repoPath, await loadVersion(repoPath));
  };

  try {
    for (const commit of commits.slice(0, firstProcessed)) applyFiles(pathBlob, commit);
    if (baseline !== null) {
      for (const repoPath of repoPaths) await refresh(repoPath);
      for (const comp of states) startAtBaseline(comp, pathBlob, current, baseline);
    }
    const pending: PendingChange[] = [];
    for (let i = firstProcessed; i < commits.length; i++) {
      const commit = commits[i]!;
      const moment: Moment = { index: i, time: commit.time };
      applyFiles(pathBlob, commit);
      const touched = new Set(commit.files.map((f) => f.path));
      for (const comp of states) {
        const compTouched = [...touched].filter((p) => comp.allPaths.has(p));
        if (compTouched.length === 0) continue;
        const before = new Map(compTouched.map((p) => [p, current.get(p) ?? null]));
        for (const repoPath of compTouched) await refresh(repoPath);
        const user = options.userForEmail(commit.authorEmail);
        recordCommit(comp, moment, touched, before, current, pathBlob, (action, t, idHash, target) =>
          pending.push({
            commit: commit.hash,
            timestamp: formatGitTime(commit.time),
            time: commit.time,
            project: comp.def.project,
            component: comp.def.component,
            language: t.info.language,
            idHash,
            action,
            target,
            user,
            comp,
          }),
        );
      }
    }
    result.changes = pending
      .map((p, order) => ({ p, order }))
      .sort((a, b) => a.p.time - b.p.time || a.order - b.order)
      .map(({ p }) => ({
        commit: p.commit,
        timestamp: p.timestamp,
        project: p.project,
        component: p.component,
        language: p.language,
        idHash: p.idHash,
        unitExists: p.idHash !== null && p.comp.stringSet.has(p.idHash.toString()),
        action: p.action,
        target: p.target,
        user: p.user,
      }));
    for (const comp of states) collectUnitTimestamps(comp, result.unitTimestamps);
  } finally {
    (catFile as CatFileBatch | null)?.close();
  }
  return result;
}

function buildComponentState(def: HistoryComponent, toRepo: (file: string) => string): ComponentState {
  const templatePath = def.template ? toRepo(def.template) : null;
  const withFiles = def.translations.filter((t) => t.file !== '');
  const filePaths = [...withFiles]
    .sort((a, b) => compareCodePoints(a.language, b.language))
    .map((t) => toRepo(t.file));
  const allPaths = new Set(filePaths);
  if (templatePath !== null) allPaths.add(templatePath);
  const state = (info: HistoryTranslation): TranslationState => ({
    info,
    key: `${def.project}/${def.component}/${info.language}`,
    ownPath: info.file ? toRepo(info.file) : info.isSource ? templatePath : null,
    exists: false,
    start: null,
  });
  const sourceInfo = def.translations.find((t) => t.isSource);
  return {
    def,
    templatePath,
    filePaths,
    allPaths,
    source: sourceInfo ? state(sourceInfo) : null,
    targets: def.translations.filter((t) => !t.isSource).map(state),
    strings: [],
    stringSet: new Map(),
    addedAt: new Map(),
  };
}

/** The baseline: the first commit of the whole first-parent chain on or after `since` (the oldest one when shallow). */
async function findBaseline(
  repoRoot: string,
  commits: GitCommit[],
  since: string | undefined,
): Promise<{ firstProcessed: number; time: number; oldestTime: number } | null> {
  const chain = await runGit(['log', '--first-parent', '--topo-order', '--reverse', '--format=%H %ct', 'HEAD'], repoRoot);
  const lines = chain.stdout.split('\n').filter(Boolean);
  const sinceTime = since ? Date.parse(`${since}T00:00:00Z`) / 1000 : Number.NEGATIVE_INFINITY;
  const position = new Map<string, number>();
  let baseline: { pos: number; time: number } | null = null;
  let oldestTime = 0;
  lines.forEach((line, pos) => {
    const [hash = '', time = '0'] = line.split(' ');
    position.set(hash, pos);
    if (pos === 0) oldestTime = Number(time);
    if (baseline === null && !(Number(time) < sinceTime)) baseline = { pos, time: Number(time) };
  });
  const found = baseline as { pos: number; time: number } | null;
  if (found === null) return null;
  let firstProcessed = 0;
  while (firstProcessed < commits.length && (position.get(commits[firstProcessed]!.hash) ?? -1) <= found.pos) firstProcessed++;
  return { firstProcessed, time: found.time, oldestTime };
}

function applyFiles(pathBlob: Map<string, string>, commit: GitCommit): void {
  for (const f of commit.files) {
    if (f.blob === null) pathBlob.delete(f.path);
    else pathBlob.set(f.path, f.blob);
  }
}

function sourceExists(comp: ComponentState, pathBlob: Map<string, string>): boolean {
  if (comp.templatePath !== null) return pathBlob.has(comp.templatePath);
  const own = comp.source?.ownPath ?? null;
  if (own !== null) return pathBlob.has(own);
  return comp.filePaths.some((p) => pathBlob.has(p));
}

function translationExists(comp: ComponentState, t: TranslationState, pathBlob: Map<string, string>): boolean {
  if (t.info.isSource) return sourceExists(comp, pathBlob);
  return t.ownPath !== null && pathBlob.has(t.ownPath);
}

/** content-format.md §2: the template's entries, else the union of the translation files in language-code order. */
function computeStrings(comp: ComponentState, current: Map<string, FileVersion | null>): SourceString[] {
  const paths = comp.templatePath !== null ? [comp.templatePath] : comp.filePaths;
  const seen = new Set<string>();
  const strings: SourceString[] = [];
  for (const p of paths) {
    for (const e of current.get(p)?.entries ?? []) {
      if (seen.has(e.h)) continue;
      seen.add(e.h);
      strings.push({ h: e.h, s: e.s, m: e.n });
    }
  }
  return strings;
}

function setStrings(comp: ComponentState, strings: SourceString[]): void {
  comp.strings = strings;
  comp.stringSet = new Map(strings.map((s) => [s.h, s]));
}

function startAtBaseline(
  comp: ComponentState,
  pathBlob: Map<string, string>,
  current: Map<string, FileVersion | null>,
  baseline: Moment,
): void {
  setStrings(comp, computeStrings(comp, current));
  for (const s of comp.strings) comp.addedAt.set(s.h, baseline);
  for (const t of [...(comp.source ? [comp.source] : []), ...comp.targets]) {
    t.exists = translationExists(comp, t, pathBlob);
    if (t.exists) t.start = baseline;
  }
}

type Emit = (action: ChangeAction, t: TranslationState, idHash: bigint | null, target: string) => void;

/** The records of one commit for one component whose files it touched (the table of content-format.md §4). */
function recordCommit(
  comp: ComponentState,
  moment: Moment,
  touched: Set<string>,
  before: Map<string, FileVersion | null>,
  current: Map<string, FileVersion | null>,
  pathBlob: Map<string, string>,
  emit: Emit,
): void {
  const oldSet = comp.stringSet;
  if (comp.templatePath === null || touched.has(comp.templatePath)) setStrings(comp, computeStrings(comp, current));
  const added = comp.strings.filter((s) => !oldSet.has(s.h));
  const removed = new Set([...oldSet.keys()].filter((h) => !comp.stringSet.has(h)));
  for (const s of added) comp.addedAt.set(s.h, moment);
  for (const h of removed) comp.addedAt.delete(h);

  const source = comp.source;
  if (source !== null) {
    const existedBefore = source.exists;
    source.exists = sourceExists(comp, pathBlob);
    if (!existedBefore && source.exists) source.start = moment;
    if (source.ownPath !== null && touched.has(source.ownPath)) emit(0, source, null, '');
    if (source.exists) {
      const previousSources = collectPreviousSources(comp, current, added);
      for (const s of comp.strings) {
        const old = oldSet.get(s.h);
        if (old === undefined) {
          const changed = previousSources.get(s.h)?.some((p) => removed.has(p)) ?? false;
          emit(changed ? 30 : 31, source, BigInt(s.h), s.s);
        } else if (existedBefore && old.m !== s.m) {
          emit(59, source, BigInt(s.h), s.s);
        }
      }
    }
  }

  for (const t of comp.targets) {
    const existedBefore = t.exists;
    t.exists = translationExists(comp, t, pathBlob);
    if (!existedBefore && t.exists) t.start = moment;
    const fileTouched = t.ownPath !== null && touched.has(t.ownPath);
    if (fileTouched) emit(0, t, null, '');
    if (added.length > 0 && t.exists) emit(44, t, null, '');
    if (!fileTouched || !t.exists || t.ownPath === null) continue;
    const oldVersion = existedBefore ? (before.get(t.ownPath) ?? null) : null;
    const newVersion = current.get(t.ownPath) ?? null;
    const plurals = t.info.plurals;
    for (const s of comp.strings) {
      const after = newVersion?.byHash.get(s.h);
      const fit = plurals !== undefined && s.s.includes('\x1e') ? (x: string) => fitForms(x, plurals) : (x: string) => x;
      const target = fit(after?.t ?? '');
      if (!existedBefore || !oldSet.has(s.h)) {
        if (target !== '') emit(5, t, BigInt(s.h), target);
        continue;
      }
      const prior = oldVersion?.byHash.get(s.h);
      const priorTarget = fit(prior?.t ?? '');
      if (priorTarget === '' && target !== '') emit(5, t, BigInt(s.h), target);
      else if (priorTarget !== '' && target !== priorTarget) emit(2, t, BigInt(s.h), target);
      else if ((prior?.m ?? '') !== (after?.m ?? '')) emit(59, t, BigInt(s.h), target);
    }
  }
}

/** For each added string: the previous-source id_hashes its entries carry in the template or any translation file. */
function collectPreviousSources(
  comp: ComponentState,
  current: Map<string, FileVersion | null>,
  added: SourceString[],
): Map<string, string[]> {
  const result = new Map<string, string[]>();
  if (added.length === 0) return result;
  const paths = comp.templatePath !== null ? [comp.templatePath, ...comp.filePaths] : comp.filePaths;
  for (const s of added) {
    for (const p of paths) {
      const prev = current.get(p)?.byHash.get(s.h)?.p;
      if (prev) result.set(s.h, [...(result.get(s.h) ?? []), prev]);
    }
  }
  return result;
}

function collectUnitTimestamps(comp: ComponentState, out: Map<string, Map<string, string>>): void {
  for (const t of [...(comp.source ? [comp.source] : []), ...comp.targets]) {
    if (!t.exists || t.start === null) continue;
    const start = t.start;
    const units = new Map<string, string>();
    for (const s of comp.strings) {
      const added = comp.addedAt.get(s.h) ?? start;
      const later = added.index > start.index ? added : start;
      units.set(s.h, formatGitTime(later.time));
    }
    out.set(t.key, units);
  }
}

/** A non-empty plural target with exactly `count` forms (compatibility.md §10.6). */
function fitForms(target: string, count: number): string {
  if (target === '') return '';
  const forms = target.split('\x1e').slice(0, Math.max(count, 1));
  while (forms.length < count) forms.push('');
  return forms.join('\x1e');
}
