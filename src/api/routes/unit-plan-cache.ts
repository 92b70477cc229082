import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readCacheFile, writeCacheFile } from '../../cache/json-cache-file.js';
import { stringifyJson } from '../../emit/json.js';
import { OutputError } from '../../emit/output-error.js';
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

/** A translation's plan as the cache keeps it: what names its files, none of its text. */
interface StoredPlan {
  ids: number[];
  fingerprints: string[];
  converted: [file: string, fingerprint: string][];
  tokens: string[][] | null;
}

interface StoredComponent {
  key: string;
  plans: StoredPlan[];
}

/** Bumped when StoredPlan changes shape (the salt covers changes of what it means). */
const PLAN_FORMAT = 'unit-plans-1';

export interface UnitPlanCacheOptions {
  /** `.static-tms-cache`; null keeps no plans (nothing is skipped). */
  cacheDir: string | null;
  /** The build's salt: the program and the URL options (build.ts `outputSalt`). */
  salt: string;
  model: Model;
  urls: Urls;
  search: UnitTokenSink | null;
  /**
   * `skip`: plan unchanged components from the kept plans (a rebuild: the version written has
   * files to keep). `store`: only keep plans for the next build (a fresh version would render every
   * item anyway). `verify`: skip nothing, and check that every kept plan equals the one planned
   * from the units (tests).
   */
  mode: 'skip' | 'store' | 'verify';
}

/**
 * The plans of each component's translations (unit ids, item fingerprints, converted downloads,
 * search tokens) kept from the previous build in `<cache>/plans/<component id>.json`, under a key
 * of everything they are planned from: the component's inputs (UnitSource.inputsOf), each
 * translation as the API shows it (revision, statistics, last change …), its units' last changes
 * and the build's salt. A component whose key is unchanged is not read at all (`skips`, for
 * UnitSource.stream): its translations are planned from what is kept, and an item or download is
 * made from the units only when the writer cannot keep its file, which then also checks the
 * kept fingerprint. A cache that cannot be read or written only costs time.
 */
export class UnitPlanCache {
  private readonly dir: string | null;
  private readonly updateTimes: UnitUpdateTimes;
  private readonly lastUpdated = new Map<Translation, Map<number, string>>();
  private readonly keys = new Map<Component, string | null>();
  private readonly kept = new Map<Translation, StoredPlan>();
  /** Verify mode: the stored plans each fresh plan must equal. */
  private readonly expected = new Map<Translation, StoredPlan>();
  private readonly planned = new Map<Component, StoredPlan[]>();
  private writable = true;
  /**
   * The units of the last component whose items had to be made after all, and their plans; let go
   * once planning is two components further (a list page may straddle two translations).
   */
  private made: { component: Component; units: TranslationUnits[]; plans: Map<Translation, UnitPlan> } | null = null;
  private planning: Component | null = null;

  private skippedComponents = 0;

  constructor(private readonly options: UnitPlanCacheOptions) {
    this.dir = options.cacheDir === null ? null : path.join(options.cacheDir, 'plans');
    this.updateTimes = new UnitUpdateTimes(options.model.changes);
  }

  /** Components planned from kept plans so far. */
  get skipped(): number {
    return this.skippedComponents;
  }

  /** True when `component`'s translations can be planned from the previous build's plans, without its units. */
  skips(component: Component): boolean {
    const key = this.keyOf(component);
    if (key === null || this.options.mode === 'store') return false;
    const stored = readCacheFile(this.fileOf(component));
    if (!isStoredComponent(stored, key, component)) return false;
    const verify = this.options.mode === 'verify';
    for (const [i, t] of component.translations.entries()) (verify ? this.expected : this.kept).set(t, stored.plans[i]!);
    if (!verify) this.skippedComponents++;
    return !verify;
  }

  /** Plans a translation from its units, and keeps the plan for the next build. */
  plan(t: Translation, units: readonly Readonly<Unit>[], sourceUnits: ReadonlyMap<bigint, Unit>): UnitPlan {
    this.moveTo(t.component);
    const lastUpdated = this.takeLastUpdated(t);
    const plan = planUnitsOf(t, units, sourceUnits, lastUpdated, this.options.urls, this.options.search);
    const key = this.keyOf(t.component);
    if (t.filePath === null && key !== null) plan.generatedFile = new LazyBytes(generatedFileFingerprint(key, t), () => Buffer.from(renderGeneratedFile(t, units)));
    this.store(t, storedOf(plan));
    return plan;
  }

  /** The plan of a translation of a skipped component, from the previous build's. */
  recall(t: Translation): UnitPlan {
    const stored = this.kept.get(t);
    if (stored === undefined) throw new Error(`no kept plan for ${t.filename}`);
    this.kept.delete(t);
    this.moveTo(t.component);
    const lastUpdated = this.takeLastUpdated(t);
    const made = (): UnitPlan => this.makeAfterAll(t, lastUpdated);
    return {
      ids: stored.ids,
      items: stored.fingerprints.map((fingerprint, i) => new LazyItem(fingerprint, () => checked(made().items[i]!, fingerprint, t).json())),
      converted: stored.converted.map(([file, fingerprint]) => ({
        file,
        lazy: new LazyBytes(fingerprint, () => checked(made().converted.find((c) => c.file === file)?.lazy, fingerprint, t).bytes()),
      })),
      tokens: stored.tokens,
      generatedFile: t.filePath !== null ? null : new LazyBytes(generatedFileFingerprint(this.keyOf(t.component)!, t), () => {
        const own = this.unitsAfterAll(t).find((u) => u.translation === t)!.units;
        return Buffer.from(renderGeneratedFile(t, own));
      }),
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
    throw new OutputError('content-changed', `${t.contentPath} changed during the build; build again`, { at: { file: t.contentPath } });
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

  private keyOf(component: Component): string | null {
    if (this.keys.has(component)) return this.keys.get(component)!;
    if (this.dir === null) {
      this.keys.set(component, null);
      return null;
    }
    const { model, urls, salt, search } = this.options;
    const hash = createHash('sha256').update(JSON.stringify([PLAN_FORMAT, salt, search !== null])).update(model.units.inputsOf(component));
    for (const t of component.translations) {
      const times = this.updateTimes.of(t);
      this.lastUpdated.set(t, times);
      hash.update(`\x1e${stringifyJson(renderTranslation(t, urls))}\x1f${JSON.stringify([...times])}`);
    }
    const key = hash.digest('base64url');
    this.keys.set(component, key);
    return key;
  }

  private store(t: Translation, plan: StoredPlan): void {
    const expected = this.expected.get(t);
    if (expected !== undefined && JSON.stringify(expected) !== JSON.stringify(plan)) throw inconsistent(t);
    this.expected.delete(t);
    const component = t.component;
    const key = this.keyOf(component);
    if (key === null || !this.writable) return;
    const plans = this.planned.get(component) ?? [];
    plans.push(plan);
    this.planned.set(component, plans);
    if (plans.length < component.translations.length) return;
    this.planned.delete(component);
    const value: StoredComponent = { key, plans };
    this.writable = writeCacheFile(this.fileOf(component), value);
  }

  /** A skipped translation's plan made from its units after all: the writer could not keep one of its files. */
  private makeAfterAll(t: Translation, lastUpdated: ReadonlyMap<number, string>): UnitPlan {
    const units = this.unitsAfterAll(t);
    let plan = this.made!.plans.get(t);
    if (plan === undefined) {
      const source = units.find((u) => u.translation.isSource)?.units ?? [];
      const own = units.find((u) => u.translation === t)!.units;
      plan = planUnitsOf(t, own, new Map(source.map((u) => [u.idHash, u])), lastUpdated, this.options.urls, null);
      this.made!.plans.set(t, plan);
    }
    return plan;
  }

  /** The units of a skipped translation's component, built after all. */
  private unitsAfterAll(t: Translation): TranslationUnits[] {
    const component = t.component;
    if (this.made?.component !== component) {
      const units = this.options.model.units.unitsOf(component);
      if ('changed' in units) {
        throw new OutputError('content-changed', `${units.changed} changed during the build; build again`, { at: { file: units.changed } });
      }
      this.made = { component, units, plans: new Map() };
    }
    return this.made.units;
  }

  private fileOf(component: Component): string {
    return path.join(this.dir ?? '', `${component.id}.json`);
  }
}

/** A generated file's bytes follow from its component's key, which names everything they are made from. */
function generatedFileFingerprint(key: string, t: Translation): string {
  return `generated.${key}.${t.id}`;
}

function storedOf(plan: UnitPlan): StoredPlan {
  return {
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

function isStoredComponent(value: unknown, key: string, component: Component): value is StoredComponent {
  const v = value as StoredComponent | null;
  return v !== null && typeof v === 'object' && v.key === key && Array.isArray(v.plans) && v.plans.length === component.translations.length
    && v.plans.every((p, i) => {
      const total = component.translations[i]!.stats.total;
      return Array.isArray(p.ids) && p.ids.length === total && Array.isArray(p.fingerprints) && p.fingerprints.length === total
        && Array.isArray(p.converted) && (p.tokens === null || (Array.isArray(p.tokens) && p.tokens.length === total));
    });
}
