import path from 'node:path';
import { compareCodePoints } from '../diagnostics/diagnostic.js';
import type { FileVersion } from './file-version.js';
import { formatGitTime } from './format-git-time.js';
import type { HistoryComponent, HistoryTranslation } from './history-component.js';
import type { GitCommit } from './read-git-log.js';

export interface SourceString {
  h: string;
  s: string;
  /** CompactEntry.n of the entry the string was taken from. */
  m: string;
}

/** A point of the history: its position in the processed chain (-1 for the baseline) and its committer time. */
export interface Moment {
  index: number;
  time: number;
}

export interface TranslationState {
  info: HistoryTranslation;
  key: string;
  /** Repository path of the translation's own file (the template for a source translation without a file), or null. */
  ownPath: string | null;
  exists: boolean;
  start: Moment | null;
}

export interface ComponentState {
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

export function buildComponentState(def: HistoryComponent, prefix: string): ComponentState {
  const toRepo = (file: string): string => path.posix.join(prefix, file);
  const templatePath = def.template ? toRepo(def.template) : null;
  const filePaths = def.translations
    .filter((t) => t.file !== '')
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

export function translationsOf(comp: ComponentState): TranslationState[] {
  return [...(comp.source ? [comp.source] : []), ...comp.targets];
}

export function applyFiles(pathBlob: Map<string, string>, commit: GitCommit): void {
  for (const f of commit.files) {
    if (f.blob === null) pathBlob.delete(f.path);
    else pathBlob.set(f.path, f.blob);
  }
}

/**
 * content-format.md §4: where the history of the source-language translation starts: with the
 * template, or, while the repository has no template yet, as in a component without one.
 */
function sourceExists(comp: ComponentState, pathBlob: Map<string, string>): boolean {
  if (comp.templatePath !== null && pathBlob.has(comp.templatePath)) return true;
  const own = comp.source?.info.file ? comp.source.ownPath : null;
  if (own !== null) return pathBlob.has(own);
  return comp.filePaths.some((p) => pathBlob.has(p));
}

export function translationExists(comp: ComponentState, t: TranslationState, pathBlob: Map<string, string>): boolean {
  if (t.info.isSource) return sourceExists(comp, pathBlob);
  return t.ownPath !== null && pathBlob.has(t.ownPath);
}

/**
 * content-format.md §2: the template's entries, else the union of the translation files in
 * language-code order. Before a template is committed (or after it is deleted) the files' union
 * stands in, so that a template added later keeps the history before it.
 */
export function computeStrings(comp: ComponentState, current: Map<string, FileVersion | null>): SourceString[] {
  const paths = hasTemplate(comp, current) ? [comp.templatePath!] : comp.filePaths;
  const seen = new Set<string>();
  const strings: SourceString[] = [];
  for (const p of paths) {
    for (const e of current.get(p)?.strings() ?? []) {
      if (seen.has(e.h)) continue;
      seen.add(e.h);
      strings.push({ h: e.h, s: e.s, m: e.n });
    }
  }
  return strings;
}

/** True when the component names a template and the version being looked at has it. */
export function hasTemplate(comp: ComponentState, current: Map<string, FileVersion | null>): boolean {
  return comp.templatePath !== null && (current.get(comp.templatePath) ?? null) !== null;
}

export function setStrings(comp: ComponentState, strings: SourceString[]): void {
  comp.strings = strings;
  comp.stringSet = new Map(strings.map((s) => [s.h, s]));
}

/** The baseline records nothing: the files and strings it holds count as added by it. */
export function startAtBaseline(
  comp: ComponentState,
  pathBlob: Map<string, string>,
  current: Map<string, FileVersion | null>,
  baseline: Moment,
): void {
  setStrings(comp, computeStrings(comp, current));
  for (const s of comp.strings) comp.addedAt.set(s.h, baseline);
  for (const t of translationsOf(comp)) {
    t.exists = translationExists(comp, t, pathBlob);
    if (t.exists) t.start = baseline;
  }
}

/**
 * Unit timestamps (compatibility.md §10.9), worked out when asked from the component states: a
 * unit's is the later of its translation's start and the addition of its string. Nothing is held
 * per unit (a map per translation was ~100 MB at a million units).
 */
export class UnitTimestamps {
  private readonly translations = new Map<string, { comp: ComponentState; start: Moment }>();

  /** Every existing translation of a component, once its history is complete. */
  add(comp: ComponentState): void {
    for (const t of translationsOf(comp)) if (t.exists && t.start !== null) this.translations.set(t.key, { comp, start: t.start });
  }

  get size(): number {
    return this.translations.size;
  }

  /** The translation keys (`project/component/language`) the history knows. */
  keys(): IterableIterator<string> {
    return this.translations.keys();
  }

  /** The timestamp of string `h` (signed decimal id_hash) in a translation, or undefined when the history knows neither. */
  of(key: string, h: string): string | undefined {
    const known = this.translations.get(key);
    if (known === undefined || !known.comp.stringSet.has(h)) return undefined;
    const added = known.comp.addedAt.get(h) ?? known.start;
    return formatGitTime((added.index > known.start.index ? added : known.start).time);
  }

  /**
   * Everything `of` answers from for these translations: each one's start, or null when the
   * history does not know it, and their components' strings with the moment each was added.
   */
  inputsOf(keys: readonly string[]): string {
    const comps = new Set<ComponentState>();
    const starts = keys.map((key) => {
      const known = this.translations.get(key);
      if (known === undefined) return null;
      comps.add(known.comp);
      return [known.start.index, known.start.time];
    });
    const strings = [...comps].map((comp) => comp.strings.map((s) => {
      const added = comp.addedAt.get(s.h);
      return added === undefined ? s.h : [s.h, added.index, added.time];
    }));
    return JSON.stringify([starts, strings]);
  }

  /** A translation's unit timestamps by id_hash, in string order. */
  get(key: string): Map<string, string> | undefined {
    const known = this.translations.get(key);
    return known && new Map(known.comp.strings.map((s) => [s.h, this.of(key, s.h)!]));
  }

  clear(): void {
    this.translations.clear();
  }
}
