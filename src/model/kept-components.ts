import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { codeDigest } from '../cache/code-digest.js';
import { readCacheFile, writeCacheFile } from '../cache/json-cache-file.js';
import { Numbering } from '../cache/numbering.js';
import { DiagnosticBag, type Diagnostic } from '../diagnostics/diagnostic.js';
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

/** What a component is built from, for its key. */
interface ComponentInputs {
  key: string;
  templateRevision: string;
  /** The languages its translations have, by code. */
  languages: Map<string, Language>;
}

/** A component's state as `<cache>/components/<component id>.json` keeps it, under the key of its inputs. */
interface StoredComponent {
  key: string;
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
const STATE_FORMAT = 'component-state-1';

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
    if (inputs === null || stored.key !== inputs.key) return null;
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
  keep(sources: ComponentSources, state: BuiltState, bag: DiagnosticBag): void {
    const { resolved } = sources;
    const earlier = this.read.get(resolved.id) as StoredComponent | undefined;
    this.read.delete(resolved.id);
    if (this.dir === null || this.timestamps === null || state.diagnostics.some((d) => d.severity === 'error')) return;
    const revisions = new Map(sources.files.map((f) => [f.file.path, f.revision]));
    const template = resolved.content.template?.path;
    const inputs = this.inputsOf(resolved, sources.extraLanguages, (file) => (file.path === template ? sources.templateRevision : revisions.get(file.path) ?? null));
    if (inputs === null) return;
    this.keyed.set(resolved.id, inputs.key);
    const stored = storedOf(inputs.key, state);
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
    const files: [string, string, Language][] = [];
    for (const file of resolved.content.files) {
      const revision = revisionOf(file);
      if (revision === null) return null;
      files.push([file.servedCode, revision, languageOf(this.catalogue, file.servedCode, file.contentPath, quiet)]);
    }
    const templateRevision = resolved.content.template ? revisionOf(resolved.content.template) : '';
    if (templateRevision === null) return null;
    const languages = new Map<string, Language>();
    for (const language of [resolved.sourceLanguage, ...files.map((f) => f[2]), ...extraLanguages]) languages.set(language.code, language);
    const translationKeys = [...languages.keys()].map((code) => `${resolved.project.slug}/${resolved.slug}/${code}`);
    const key = createHash('sha256').update(JSON.stringify([
      STATE_FORMAT,
      codeDigest(),
      resolved.content,
      resolved.settings,
      [resolved.project.slug, resolved.slug, resolved.id, resolved.name, resolved.sourceLanguage],
      files,
      templateRevision,
      extraLanguages,
    ])).update(this.timestamps!.inputsOf(translationKeys)).digest('base64url');
    return { key, templateRevision, languages };
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

function storedOf(key: string, state: BuiltState): StoredComponent {
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
    strings: component.sourceStrings.map((s) => [s.idHash.toString(), s.contentHash.toString(), s.source, s.context]),
    times: times.values as string[],
    translations,
    diagnostics: state.diagnostics,
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
  const count = component.sourceStrings.length;
  const kept: KeptUnits[] = [];
  const consistency: (ConsistencyRecords | null)[] = [];
  for (const s of stored.translations) {
    const language = inputs.languages.get(s.language);
    if (language === undefined || s.timestamps.length !== count) throw new Error('malformed');
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
    kept.push({
      timestamps: UnitTimestampList.numbered(stored.times, s.timestamps),
      failures: new Map(s.failures.map(([unit, list]) => [unit, list.map(([check, message]) => ({ check, message }))])),
    });
    const [units, words, targets, translated] = s.consistency ?? [];
    consistency.push(s.consistency === null ? null : {
      units: Uint32Array.from(units!), words: Uint32Array.from(words!), targets: Float64Array.from(targets!), translated: Uint8Array.from(translated!),
    });
  }
  // One translation a language: the source language, each file's, a glossary's added ones.
  if (component.translations.length !== inputs.languages.size) throw new Error('malformed');
  return { component, kept, consistency, diagnostics: stored.diagnostics };
}
