import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { codeDigest } from '../cache/code-digest.js';
import { readCacheFile, writeCacheFile } from '../cache/json-cache-file.js';
import { Numbering } from '../cache/numbering.js';
import { compareCodePoints, DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';
import { formatPlural } from '../formats/format-plural.js';
import { formatOf } from '../formats/registry.js';
import type { UnitTimestamps } from '../history/history-state.js';
import type { Language, LanguageCatalogue } from '../languages/language.js';
import { emptyComponent, type ComponentSources } from './build-component.js';
import type { ConsistencyRecords } from './compute-quality.js';
import type { ContentReader } from './content-reader.js';
import { computeGitBlobId } from './git-blob-id.js';
import { computeId } from './ids.js';
import { UnitTimestampList, type KeptUnits } from './kept-units.js';
import type { Component, Translation } from './model-types.js';
import { languageOf, type ResolvedComponent } from './resolve-components.js';

/** A built component as the model holds it once its units are released (build-model.ts). */
export interface BuiltState {
  component: Component;
  /** Per translation, in order: what its units keep before `inconsistent` is applied. */
  kept: KeptUnits[];
  /** Per translation, in order; null for the source translation. */
  consistency: (ConsistencyRecords | null)[];
  /** What reading, building and checking it reported. */
  diagnostics: Diagnostic[];
}

/** A component kept in part (KeptComponents.partly). */
export interface PartlyKept {
  /** Content paths of the files to read and build again: the changed ones and the source-language file. */
  reread: ReadonlySet<string>;
  /** Each translation file's revision as the key was made, by content path: those of the files not read, for `keep`. */
  revisions: ReadonlyMap<string, string>;
  /** The component's state: `built` (from the template and the files `reread`) with the kept translations. Throws when the kept state is malformed. */
  merge(built: BuiltState): BuiltState;
}

/** What a component is built from, for its key. */
interface ComponentInputs {
  key: string;
  /**
   * The key less its target-language files' revisions: everything each translation is built from
   * besides its own file (settings, the template, the source-language file, the file list, the
   * history's timestamps). Two states with this key differ only in the translations of files
   * whose revisions differ (`partly`).
   */
  shared: string;
  templateRevision: string;
  /** The languages its translations have, by code. */
  languages: Map<string, Language>;
  /** Each translation file's revision, by content path. */
  revisions: Map<string, string>;
}

/** A component's state as `<cache>/components/<component id>.json` keeps it, under the key of its inputs. */
interface StoredComponent {
  key: string;
  /** ComponentInputs.shared. */
  shared: string;
  /** The source strings in position order: id_hash, content hash, source forms, context. */
  strings: [string, string, string[], string][];
  /** The distinct unit timestamps, which each translation's `timestamps` number. */
  times: string[];
  translations: StoredTranslation[];
  diagnostics: Diagnostic[];
}

/** A translation's own fields as the model has them, its language by code, and what its units keep. */
type StoredTranslation = Pick<Translation, StoredField> & {
  language: string;
  timestamps: number[];
  failures: [number, [check: string, message: string][]][];
  /** ConsistencyRecords' columns. */
  consistency: [units: number[], words: number[], targets: number[], translated: number[]] | null;
};

/** The Translation fields kept as they are. */
const STORED_FIELDS = ['languageCode', 'filename', 'filePath', 'contentPath', 'revision', 'isSource', 'stats'] as const;
type StoredField = (typeof STORED_FIELDS)[number];

/** Bumped when StoredComponent changes shape (the program's digest covers changes of what it means). */
const STATE_FORMAT = 'component-state-2';

/**
 * Each component's built state (its strings, translations, statistics, what its units keep, its
 * consistency records and diagnostics) kept from the previous build, so that a rebuild neither
 * parses nor checks a component whose inputs did not change: its files' git blob ids, its
 * settings, its languages, a glossary's added languages, what the history says of its units'
 * timestamps, and the program. A component whose build fell back on a timestamp the history did
 * not know (a file's time, SOURCE_DATE_EPOCH) is not kept. A cache that cannot be read or written
 * only costs time.
 */
export class KeptComponents {
  private readonly dir: string | null;
  /** Stored states read and not yet compared or replaced, by component id. */
  private readonly read = new Map<number, unknown>();
  private writable = true;
  private restoredCount = 0;
  private partlyCount = 0;
  /** The state `restore` found for the component it was last asked for, whose key did not hold but whose shared key did (`partly`). */
  private partlyHeld: { id: number; stored: StoredComponent; inputs: ComponentInputs } | null = null;
  /** Each component's key, restored or kept, by component id: together they name every component's inputs (`keys`). */
  private readonly keyed = new Map<number, string>();

  constructor(
    cacheDir: string | null,
    /** `use`: restore states whose key holds. `verify`: restore none, and check those whose key holds against the state built. */
    private readonly mode: 'use' | 'verify',
    private readonly catalogue: LanguageCatalogue,
    private readonly reader: ContentReader,
    private readonly timestamps: UnitTimestamps | null,
  ) {
    this.dir = cacheDir === null ? null : path.join(cacheDir, 'components');
  }

  /** Components restored so far. */
  get restored(): number {
    return this.restoredCount;
  }

  /** Components restored in part so far: their unchanged translations restored, the others built (`partly`). */
  get restoredInPart(): number {
    return this.partlyCount;
  }

  /**
   * After `restore` found no state for `resolved`: when its kept state differs from its inputs
   * only in some target-language files, which files to build again (those, and the source-language
   * file whose units the others read) and how to make the component's state from what they build
   * and the translations kept; else null. Only for a component whose strings are its template's
   * (without one they are the union of every file) and not a glossary (whose languages are other
   * components'); and only when some translation is kept.
   */
  partly(resolved: ResolvedComponent, extraLanguages: readonly Language[]): PartlyKept | null {
    const held = this.partlyHeld;
    this.partlyHeld = null;
    if (held === null || held.id !== resolved.id || !resolved.content.template || resolved.content.isGlossary || extraLanguages.length > 0) return null;
    const { stored, inputs } = held;
    const reread = new Set<string>();
    let kept = 0;
    try {
      const before = new Map(stored.translations.map((t) => [t.contentPath, t.revision]));
      for (const file of resolved.content.files) {
        const language = languageOf(this.catalogue, file.servedCode, file.contentPath, new DiagnosticBag());
        if (language.code === resolved.sourceLanguage.code || before.get(file.contentPath) !== inputs.revisions.get(file.contentPath)) reread.add(file.contentPath);
        else kept++;
      }
    } catch {
      return null; // a malformed file: the component is built whole, and its file written again
    }
    if (kept === 0) return null;
    return {
      reread,
      merge: (built) => {
        const state = mergedState(stored, built, resolved, inputs, reread);
        this.partlyCount++;
        return state;
      },
      revisions: inputs.revisions,
    };
  }

  /**
   * The state kept for `resolved` when its inputs are those it was kept under, with its template's
   * revision; else null (none kept, other inputs, unreadable, or verify mode). Its files are read
   * and hashed only when a state is kept: a component built instead is keyed from what its build
   * read (`keep`), so a cold build reads each file once.
   */
  restore(resolved: ResolvedComponent, extraLanguages: readonly Language[]): { state: BuiltState; templateRevision: string } | null {
    if (this.dir === null || this.timestamps === null) return null;
    const stored = readCacheFile(this.fileOf(resolved.id)) as StoredComponent | null;
    if (stored === null || typeof stored !== 'object') return null;
    const quiet = new DiagnosticBag(); // a component that is built reports them as it reads its files
    const inputs = this.inputsOf(resolved, extraLanguages, (file) => {
      const bytes = this.reader.readBytes(file.path, file.contentPath, quiet);
      return bytes === null ? null : computeGitBlobId(bytes);
    });
    if (inputs === null) return null;
    if (stored.key !== inputs.key) {
      if (this.mode === 'use' && stored.shared === inputs.shared) this.partlyHeld = { id: resolved.id, stored, inputs };
      return null;
    }
    this.read.set(resolved.id, stored);
    if (this.mode === 'verify') return null;
    try {
      const state = stateOf(stored, resolved, inputs);
      this.read.delete(resolved.id);
      this.restoredCount++;
      this.keyed.set(resolved.id, inputs.key);
      return { state, templateRevision: inputs.templateRevision };
    } catch {
      return null; // a malformed file: the component is built, and its file written again
    }
  }

  /**
   * Keeps the state built from `sources` for the next build, keyed by the revisions its build read.
   * In verify mode a state kept under the same key must equal it, else the error
   * `cache-inconsistent` goes to `bag`.
   */
  keep(sources: ComponentSources, state: BuiltState, bag: DiagnosticBag, unread: ReadonlyMap<string, string> = new Map()): void {
    const { resolved } = sources;
    const earlier = this.read.get(resolved.id) as StoredComponent | undefined;
    this.read.delete(resolved.id);
    if (this.dir === null || this.timestamps === null || state.diagnostics.some((d) => d.severity === 'error')) return;
    // By content path: the files read, and the revisions of those left unread (`partly`).
    const revisions = new Map([...unread, ...sources.files.map((f): [string, string] => [f.file.contentPath, f.revision])]);
    const template = resolved.content.template?.path;
    const inputs = this.inputsOf(resolved, sources.extraLanguages, (file) => (file.path === template ? sources.templateRevision : revisions.get(file.contentPath) ?? null));
    if (inputs === null) return;
    this.keyed.set(resolved.id, inputs.key);
    const stored = storedOf(inputs, state);
    if (this.mode === 'verify' && earlier?.key === inputs.key) {
      if (JSON.stringify(earlier) !== JSON.stringify(stored)) {
        const { file, at } = resolved.content;
        bag.error(file, at.line, at.column, 'cache-inconsistent',
          `the state of component ${resolved.project.slug}/${resolved.slug} that .static-tms-cache/components kept differs from the one built from its files; nothing is published`);
      }
      return;
    }
    if (this.writable) this.writable = writeCacheFile(this.fileOf(resolved.id), stored);
  }

  /** What `resolved` is built from, its files' revisions given by `revisionOf`; null when one of them has none (it cannot be read). */
  private inputsOf(resolved: ResolvedComponent, extraLanguages: readonly Language[], revisionOf: (file: { path: string; contentPath: string }) => string | null): ComponentInputs | null {
    const quiet = new DiagnosticBag(); // reported when the component's files are read to build it
    const files: [string, Language, string | null][] = [];
    const revisions = new Map<string, string>();
    for (const file of resolved.content.files) {
      const revision = revisionOf(file);
      if (revision === null) return null;
      const language = languageOf(this.catalogue, file.servedCode, file.contentPath, quiet);
      revisions.set(file.contentPath, revision);
      // The source-language file's revision is shared: every translation's units read its units.
      files.push([file.servedCode, language, language.code === resolved.sourceLanguage.code ? revision : null]);
    }
    const templateRevision = resolved.content.template ? revisionOf(resolved.content.template) : '';
    if (templateRevision === null) return null;
    const languages = new Map<string, Language>();
    for (const language of [resolved.sourceLanguage, ...files.map((f) => f[1]), ...extraLanguages]) languages.set(language.code, language);
    const translationKeys = [...languages.keys()].map((code) => `${resolved.project.slug}/${resolved.slug}/${code}`);
    const shared = createHash('sha256').update(JSON.stringify([
      STATE_FORMAT,
      codeDigest(),
      resolved.content,
      resolved.settings,
      [resolved.project.slug, resolved.slug, resolved.id, resolved.name, resolved.sourceLanguage],
      files,
      templateRevision,
      extraLanguages,
    ])).update(this.timestamps!.inputsOf(translationKeys)).digest('base64url');
    const key = createHash('sha256').update(JSON.stringify([shared, [...revisions]])).digest('base64url');
    return { key, shared, templateRevision, languages, revisions };
  }

  /**
   * The keys of `components`, in their order, when each was restored or kept under one (so each
   * key names everything the component was built from); null when one was not, or in verify mode.
   */
  keys(components: readonly Component[]): string[] | null {
    if (this.mode === 'verify') return null;
    const keys: string[] = [];
    for (const c of components) {
      const key = this.keyed.get(c.id);
      if (key === undefined) return null;
      keys.push(key);
    }
    return keys;
  }

  /** After the last component: removes the kept states of components the site no longer has. */
  finish(components: readonly Component[]): void {
    if (this.dir === null) return;
    const current = new Set(components.map((c) => `${c.id}.json`));
    try {
      for (const name of fs.readdirSync(this.dir)) if (/^\d+\.json$/.test(name) && !current.has(name)) fs.rmSync(path.join(this.dir, name), { force: true });
    } catch {
      // States that cannot be removed only take room.
    }
  }

  private fileOf(id: number): string {
    return path.join(this.dir ?? '', `${id}.json`);
  }
}

function storedOf({ key, shared }: Pick<ComponentInputs, 'key' | 'shared'>, state: BuiltState): StoredComponent {
  const { component } = state;
  const times = new Numbering<string>();
  const translations = component.translations.map((t, i): StoredTranslation => {
    const kept = state.kept[i]!;
    const records = state.consistency[i];
    return {
      language: t.language.code,
      ...pick(t, STORED_FIELDS),
      timestamps: kept.timestamps.toJSON().map((stamp) => times.of(stamp)),
      failures: [...kept.failures].map(([unit, list]) => [unit, list.map((f): [string, string] => [f.check, f.message])]),
      consistency: records ? [[...records.units], [...records.words], [...records.targets], [...records.translated]] : null,
    };
  });
  return {
    key,
    shared,
    strings: component.sourceStrings.map((s) => [s.idHash.toString(), s.contentHash.toString(), s.source, s.context]),
    times: times.values as string[],
    translations,
    // In one order however they were reported (a state restored in part reports them in two goes).
    diagnostics: [...state.diagnostics].sort(compareDiagnostics),
  };
}

function pick<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = from[key];
  return picked;
}

/** The state a stored component describes; throws when it is malformed. */
function stateOf(stored: StoredComponent, resolved: ResolvedComponent, inputs: ComponentInputs): BuiltState {
  const component = emptyComponent(resolved, resolved.content.files.length);
  component.sourceStrings = stored.strings.map(([idHash, contentHash, source, context], i) => ({
    idHash: BigInt(idHash), contentHash: BigInt(contentHash), source, context, position: i + 1,
  }));
  const state: BuiltState = { component, kept: [], consistency: [], diagnostics: stored.diagnostics };
  for (const s of stored.translations) restoreTranslation(s, stored, state, resolved, inputs);
  // One translation a language: the source language, each file's, a glossary's added ones.
  if (component.translations.length !== inputs.languages.size) throw new Error('malformed');
  return state;
}

/** Adds the translation `s` keeps to `state`; throws when it is malformed. */
function restoreTranslation(s: StoredTranslation, stored: StoredComponent, state: BuiltState, resolved: ResolvedComponent, inputs: ComponentInputs): void {
  const { component } = state;
  const language = inputs.languages.get(s.language);
  if (language === undefined || s.timestamps.length !== component.sourceStrings.length) throw new Error('malformed');
  component.translations.push({
    component,
    language,
    plural: formatPlural(formatOf(component.format), language),
    id: computeId('translation', [resolved.project.slug, resolved.slug, language.code]),
    ...pick(s, STORED_FIELDS),
    lastChange: null,
    lastAuthor: null,
    recentChanges: 0,
  });
  state.kept.push({
    timestamps: UnitTimestampList.numbered(stored.times, s.timestamps),
    failures: new Map(s.failures.map(([unit, list]) => [unit, list.map(([check, message]) => ({ check, message }))])),
  });
  const [units, words, targets, translated] = s.consistency ?? [];
  state.consistency.push(s.consistency === null ? null : {
    units: Uint32Array.from(units!), words: Uint32Array.from(words!), targets: Float64Array.from(targets!), translated: Uint8Array.from(translated!),
  });
}

/**
 * A component's state from the translations `built` from the files `reread` (with the source
 * translation, and the strings, which are the template's) and the others as `stored` kept them,
 * in the component's order; each file's diagnostics from where its translation comes from, the
 * template's and the component's own from `stored`. Throws when `stored` is malformed.
 */
function mergedState(stored: StoredComponent, built: BuiltState, resolved: ResolvedComponent, inputs: ComponentInputs, reread: ReadonlySet<string>): BuiltState {
  const component = emptyComponent(resolved, resolved.content.files.length);
  component.sourceStrings = built.component.sourceStrings;
  const fromFiles = (d: Diagnostic): boolean => reread.has(d.file);
  const state: BuiltState = { component, kept: [], consistency: [], diagnostics: [...stored.diagnostics.filter((d) => !fromFiles(d)), ...built.diagnostics.filter(fromFiles)] };
  const builtAt = new Map(built.component.translations.map((t, i) => [t.language.code, i]));
  let taken = 0;
  for (const s of stored.translations) {
    const i = s.isSource || (s.contentPath !== null && reread.has(s.contentPath)) ? builtAt.get(s.language) : undefined;
    if (i === undefined) {
      restoreTranslation(s, stored, state, resolved, inputs);
      continue;
    }
    taken++;
    const t = built.component.translations[i]!;
    t.component = component;
    component.translations.push(t);
    state.kept.push(built.kept[i]!);
    state.consistency.push(built.consistency[i]!);
  }
  // Every translation built is one the state kept (the same languages), and each language once.
  if (component.translations.length !== inputs.languages.size || taken !== built.component.translations.length) throw new Error('malformed');
  return state;
}

/** The order `DiagnosticBag.sorted` gives, then by severity and message: a total order. */
function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return compareCodePoints(a.file, b.file) || a.line - b.line || a.column - b.column || compareCodePoints(a.code, b.code)
    || compareCodePoints(a.severity, b.severity) || compareCodePoints(a.message, b.message);
}
