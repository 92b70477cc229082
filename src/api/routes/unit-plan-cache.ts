import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readCacheFile, writeCacheFile } from '../../cache/json-cache-file.js';
import { stringifyJson } from '../../emit/json.js';
import type { ConversionThread } from '../../downloads/conversion-thread.js';
import { contentChanged, OutputError } from '../../emit/output-error.js';
import type { Model } from '../../model/model.js';
import type { Component, Translation, Unit } from '../../model/model-types.js';
import { computeGitBlobId } from '../../model/git-blob-id.js';
import type { TranslationUnits } from '../../model/unit-source.js';
import { LazyBytes } from '../lazy-bytes.js';
import { LazyItem } from '../lazy-item.js';
import { renderGeneratedFile } from '../render-generated-file.js';
import { renderTranslation } from '../render-translation.js';
import type { Urls } from '../urls.js';
import { planUnitsOf, type UnitPlan, type UnitTokenSink } from './unit-plan.js';
import { UnitUpdateTimes } from './unit-update-times.js';

/** A translation's plan as the cache keeps it, under the key of its inputs: what names its files, none of its text. */
interface StoredPlan {
  key: string;
  ids: number[];
  fingerprints: string[];
  converted: [file: string, fingerprint: string][];
  tokens: string[][] | null;
}

/** Bumped when StoredPlan changes shape (the salt covers changes of what it means). */
const PLAN_FORMAT = 'unit-plans-2';

export interface UnitPlanCacheOptions {
  /** `.static-tms-cache`; null keeps no plans (nothing is skipped). */
  cacheDir: string | null;
  /** The build's salt: the program and the URL options (build.ts `outputSalt`). */
  salt: string;
  model: Model;
  urls: Urls;
  search: UnitTokenSink | null;
  /**
   * `skip`: plan unchanged translations from the kept plans (a rebuild: the version written has
   * files to keep). `store`: only keep plans for the next build (a fresh version would render every
   * item anyway). `verify`: reuse nothing, and check that every kept plan whose key holds equals
   * the one planned from the units (tests).
   */
  mode: 'skip' | 'store' | 'verify';
  /** Where translations planned from their units have their converted downloads generated at once (a build that writes every file). */
  conversions?: ConversionThread | null;
}

/**
 * The plans of each translation (unit ids, item fingerprints, converted downloads, search tokens)
 * kept from the previous build in `<cache>/plans/<component id>.json`, each under a key of
 * everything it is planned from: its inputs (UnitSource.inputsOf), the translation as the API
 * shows it (revision, statistics, last change …), its units' last changes and the build's salt.
 * A component all of whose translations kept their keys is not read at all (`skips`, for
 * UnitSource.stream); in a component that is read, a translation that kept its key is not
 * fingerprinted again. Either way an item or download is made from the units only when the
 * writer cannot keep its file, which then also checks the kept fingerprint. A cache that cannot
 * be read or written only costs time.
 */
export class UnitPlanCache {
  private readonly dir: string | null;
  private readonly updateTimes: UnitUpdateTimes;
  private readonly lastUpdated = new Map<Translation, Map<number, string>>();
  private readonly keys = new Map<Translation, string>();
  /** Kept plans whose keys hold, of the components met and not yet planned. */
  private readonly kept = new Map<Translation, StoredPlan>();
  private readonly planned = new Map<Component, StoredPlan[]>();
  /** Each component's file as read, so that one whose plans all held is not written again. */
  private readonly read = new Map<Component, unknown[]>();
  private writable = true;
  /**
   * The units of the last component whose items had to be made after all, and the plan of the last
   * translation made from them (its items hold what they rendered); let go once planning is two
   * components further (a list page may straddle two translations).
   */
  private made: { component: Component; units: TranslationUnits[]; plan: { t: Translation; plan: UnitPlan } | null } | null = null;
  private planning: Component | null = null;
  private skippedComponents = 0;
  private reusedTranslations = 0;

  constructor(private readonly options: UnitPlanCacheOptions) {
    this.dir = options.cacheDir === null ? null : path.join(options.cacheDir, 'plans');
    this.updateTimes = new UnitUpdateTimes(options.model.changes);
  }

  /** Components planned from kept plans without being read, so far. */
  get skipped(): number {
    return this.skippedComponents;
  }

  /** Translations of components that were read, planned from kept plans, so far. */
  get reused(): number {
    return this.reusedTranslations;
  }

  /** True when `component`'s translations can all be planned from the previous build's plans, without its units. */
  skips(component: Component): boolean {
    if (this.dir === null) return false;
    const keys = this.keysOf(component);
    if (this.options.mode === 'store') return false;
    const stored = readCacheFile(this.fileOf(component));
    if (!Array.isArray(stored) || stored.length !== keys.length) return false;
    this.read.set(component, stored);
    let all = true;
    for (const [i, t] of component.translations.entries()) {
      const plan = stored[i] as unknown;
      if (isStoredPlan(plan, keys[i]!, t)) this.kept.set(t, plan);
      else all = false;
    }
    if (!all || this.options.mode !== 'skip') return false;
    this.skippedComponents++;
    return true;
  }

  /**
   * True when `t`, of a component `skips` said is read, can be planned from its kept plan without
   * its units (`recall`): its key held and the build keeps files. Asked after `skips`.
   */
  keeps(t: Translation): boolean {
    const keeps = this.options.mode === 'skip' && this.kept.has(t);
    if (keeps) this.reusedTranslations++;
    return keeps;
  }

  /** Plans a translation from its units (or from its kept plan, when its key held), and keeps the plan for the next build. */
  plan(t: Translation, units: readonly Readonly<Unit>[], sourceUnits: ReadonlyMap<bigint, Unit>): UnitPlan {
    this.moveTo(t.component);
    const lastUpdated = this.takeLastUpdated(t);
    const stored = this.kept.get(t);
    this.kept.delete(t);
    const fresh = (search: UnitTokenSink | null): UnitPlan => planUnitsOf(t, units, sourceUnits, lastUpdated, this.options.urls, search, this.options.conversions ?? null);
    const generated = (): Buffer => Buffer.from(renderGeneratedFile(t, units));
    if (stored !== undefined && this.options.mode === 'skip') {
      this.reusedTranslations++;
      let made: UnitPlan | null = null;
      this.store(t, stored);
      return this.planOf(t, stored, () => (made ??= fresh(null)), generated);
    }
    const plan = fresh(this.options.search);
    const key = this.keys.get(t);
    if (t.filePath === null && key !== undefined) plan.generatedFile = new LazyBytes(generatedFileFingerprint(key), generated);
    const kept = storedOf(key ?? '', plan);
    if (stored !== undefined && JSON.stringify(stored) !== JSON.stringify(kept)) throw inconsistent(t);
    this.store(t, kept);
    return plan;
  }

  /** The plan of a translation of a skipped component, from the previous build's. */
  recall(t: Translation): UnitPlan {
    const stored = this.kept.get(t);
    if (stored === undefined) throw new Error(`no kept plan for ${t.filename}`);
    this.kept.delete(t);
    this.moveTo(t.component);
    const lastUpdated = this.takeLastUpdated(t);
    this.store(t, stored);
    return this.planOf(t, stored, () => this.makeAfterAll(t, lastUpdated), () => {
      const own = this.unitsAfterAll(t).find((u) => u.translation === t)!.units;
      return Buffer.from(renderGeneratedFile(t, own));
    });
  }

  /** A kept plan's routes: each item, download or generated file made by `made` only when the writer cannot keep its file. */
  private planOf(t: Translation, stored: StoredPlan, made: () => UnitPlan, generated: () => Buffer): UnitPlan {
    return {
      ids: stored.ids,
      items: stored.fingerprints.map((fingerprint, i) => new LazyItem(fingerprint, () => checked(made().items[i], fingerprint, t).json())),
      converted: stored.converted.map(([file, fingerprint]) => ({
        file,
        lazy: new LazyBytes(fingerprint, () => checked(made().converted.find((c) => c.file === file)?.lazy, fingerprint, t).bytes()),
      })),
      tokens: stored.tokens,
      generatedFile: t.filePath !== null ? null : new LazyBytes(generatedFileFingerprint(stored.key), generated),
    };
  }

  /** After the last component: removes the kept plans of components the site no longer has. */
  finish(): void {
    if (this.dir === null) return;
    const current = new Set(this.options.model.projects.flatMap((p) => p.components.map((c) => `${c.id}.json`)));
    try {
      for (const name of fs.readdirSync(this.dir)) if (/^\d+\.json$/.test(name) && !current.has(name)) fs.rmSync(path.join(this.dir, name), { force: true });
    } catch {
      // Plans that cannot be removed only take room.
    }
  }

  /** Throws `content-changed` when a skipped translation's file is not the one the model read. */
  checkUnchanged(t: Translation, bytes: Buffer | string | LazyBytes): void {
    if (t.contentPath === null || !Buffer.isBuffer(bytes) || computeGitBlobId(bytes) === t.revision) return;
    throw contentChanged(t.contentPath);
  }

  private moveTo(component: Component): void {
    if (component === this.planning) return;
    if (this.made !== null && this.made.component !== this.planning) this.made = null;
    this.planning = component;
  }

  /** Units' last changes by unit id; each translation's are looked up once (the key needs them before the plan). */
  private takeLastUpdated(t: Translation): Map<number, string> {
    const times = this.lastUpdated.get(t) ?? this.updateTimes.of(t);
    this.lastUpdated.delete(t);
    return times;
  }

  /** Each translation's key (`this.keys`), and its units' last changes, which the key names, kept for its plan. */
  private keysOf(component: Component): string[] {
    const { model, urls, salt, search } = this.options;
    const head = JSON.stringify([PLAN_FORMAT, salt, search !== null]);
    const inputs = model.units.inputsOf(component);
    return component.translations.map((t, i) => {
      const times = this.updateTimes.of(t);
      this.lastUpdated.set(t, times);
      const key = createHash('sha256').update(`${head}\x1e${inputs[i]}\x1e${stringifyJson(renderTranslation(t, urls))}\x1f${JSON.stringify([...times])}`).digest('base64url');
      this.keys.set(t, key);
      return key;
    });
  }

  /** Adds a translation's plan to its component's file, written once the component's last translation is planned. */
  private store(t: Translation, plan: StoredPlan): void {
    this.keys.delete(t);
    const component = t.component;
    if (this.dir === null || !this.writable) return;
    const plans = this.planned.get(component) ?? [];
    plans.push(plan);
    this.planned.set(component, plans);
    if (plans.length < component.translations.length) return;
    this.planned.delete(component);
    const read = this.read.get(component);
    this.read.delete(component);
    // Plans that all held are in the file already.
    if (plans.every((p, i) => p === read?.[i])) return;
    this.writable = writeCacheFile(this.fileOf(component), plans);
  }

  /** A skipped translation's plan made from its units after all: the writer could not keep one of its files. */
  private makeAfterAll(t: Translation, lastUpdated: ReadonlyMap<number, string>): UnitPlan {
    const units = this.unitsAfterAll(t);
    const made = this.made!;
    if (made.plan?.t !== t) {
      const source = units.find((u) => u.translation.isSource)?.units ?? [];
      const own = units.find((u) => u.translation === t)!.units;
      made.plan = { t, plan: planUnitsOf(t, own, new Map(source.map((u) => [u.idHash, u])), lastUpdated, this.options.urls, null) };
    }
    return made.plan.plan;
  }

  /** The units of a skipped translation's component, built after all. */
  private unitsAfterAll(t: Translation): TranslationUnits[] {
    const component = t.component;
    if (this.made?.component !== component) {
      const units = this.options.model.units.unitsOf(component);
      if ('changed' in units) throw contentChanged(units.changed);
      this.made = { component, units, plan: null };
    }
    return this.made.units;
  }

  private fileOf(component: Component): string {
    return path.join(this.dir ?? '', `${component.id}.json`);
  }
}

/** A generated file's bytes follow from its translation's key, which names everything they are made from. */
function generatedFileFingerprint(key: string): string {
  return `generated.${key}`;
}

function storedOf(key: string, plan: UnitPlan): StoredPlan {
  return {
    key,
    ids: plan.ids,
    fingerprints: plan.items.map((i) => i.fingerprint),
    converted: plan.converted.map((c) => [c.file, c.lazy.fingerprint]),
    tokens: plan.tokens,
  };
}

/** What was made from the units, when it is what the kept plan named; else the cache was wrong, and nothing is published. */
function checked<T extends { fingerprint: string }>(made: T | undefined, fingerprint: string, t: Translation): T {
  if (made?.fingerprint !== fingerprint) throw inconsistent(t);
  return made;
}

function inconsistent(t: Translation): OutputError {
  const file = t.contentPath ?? `projects/${t.component.project.slug}/${t.component.slug}`;
  return new OutputError('cache-inconsistent', `the plan of ${file} that .static-tms-cache/plans kept differs from its units' plan; nothing is published`, { at: { file } });
}

function isStoredPlan(value: unknown, key: string, t: Translation): value is StoredPlan {
  const p = value as StoredPlan | null;
  const total = t.stats.total;
  return p !== null && typeof p === 'object' && p.key === key
    && Array.isArray(p.ids) && p.ids.length === total && Array.isArray(p.fingerprints) && p.fingerprints.length === total
    && Array.isArray(p.converted) && (p.tokens === null || (Array.isArray(p.tokens) && p.tokens.length === total));
}
