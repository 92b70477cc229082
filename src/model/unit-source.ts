import { createHash } from 'node:crypto';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Language, LanguageCatalogue } from '../languages/language.js';
import { buildComponent } from './build-component.js';
import type { ContentReader } from './content-reader.js';
import { unitId } from './ids.js';
import type { KeptUnits } from './kept-units.js';
import { NO_FAILURES, type Component, type Translation, type Unit } from './model-types.js';
import { readComponentSources } from './read-component-sources.js';
import { withFilesOnly, type ResolvedComponent } from './resolve-components.js';

/** One translation and its complete units (ids, timestamps and failing checks set), in position order. */
export interface TranslationUnits {
  translation: Translation;
  units: readonly Readonly<Unit>[];
}

/** Where a built component's units come from again: its settings, its template's revision, and a glossary's languages without a file. */
export interface UnitOrigin {
  resolved: ResolvedComponent;
  extraLanguages: Language[];
  templateRevision: string;
}

/** A translation whose units its reader said it does not need (`UnitSource.stream`'s `skip`): none were built. */
export interface SkippedTranslation {
  translation: Translation;
  units: null;
}

/**
 * The only way to the units of a built model. The model holds none (memory would grow with the
 * site's strings): each component's units are built again from its files, one component at a
 * time, and completed with what the model kept of them (timestamps, failing checks) and their ids.
 */
export class UnitSource {
  constructor(
    private readonly components: readonly Component[],
    private readonly origins: ReadonlyMap<Component, UnitOrigin>,
    private readonly kept: ReadonlyMap<Translation, KeptUnits>,
    private readonly catalogue: LanguageCatalogue,
    private readonly reader: ContentReader,
  ) {}

  /**
   * Every translation with its units, in the model's translation order (§4), held one component
   * at a time. A file that changed since the model read it ends the stream with the error
   * `content-changed` in `bag`: nothing is published rather than a mix of two versions.
   */
  stream(bag: DiagnosticBag): UnitStream;
  /**
   * The same, but a component for which `skip` is true is not read: each of its translations comes
   * without units. In a component that is read, a translation for which `skipTranslation` is true
   * (asked after `skip`) comes without units too, its file unread where it can be (`unitsOf`).
   */
  stream(bag: DiagnosticBag, skip: (component: Component) => boolean, skipTranslation?: (t: Translation) => boolean): UnitStream<SkippedTranslation>;
  stream(bag: DiagnosticBag, skip: (component: Component) => boolean = () => false, skipTranslation: (t: Translation) => boolean = () => false): UnitStream<SkippedTranslation> {
    return new UnitStream(this, bag, skip, skipTranslation);
  }

  /**
   * What each translation's units are built from besides the code, one digest per translation of
   * `component` (in its order): the component's settings and file list, its template's revision,
   * the languages a glossary adds and the strings' order; the source translation's revision (every
   * unit reads its source unit), or every file's when the strings are the union of the files;
   * and the translation's own revision, plural and what the model kept of its units (timestamps,
   * failing checks, `inconsistent` included). Equal inputs give equal units, which is what lets a
   * reader skip a component (`stream`'s `skip`) or reuse what it made of a translation.
   */
  inputsOf(component: Component): string[] {
    const origin = this.originOf(component);
    const shared = createHash('sha256').update(JSON.stringify([
      origin.resolved.content,
      origin.resolved.settings,
      origin.resolved.sourceLanguage.code,
      origin.templateRevision,
      origin.extraLanguages.map((l) => l.code),
    ]));
    for (const s of component.sourceStrings) shared.update(`${s.idHash}.${s.contentHash}.${s.position};`);
    const sourceFrom = origin.templateRevision !== '' ? component.translations.filter((t) => t.isSource) : component.translations;
    for (const t of sourceFrom) shared.update(`\x1e${t.languageCode}\x1f${t.revision}`);
    const common = shared.digest('base64url');
    return component.translations.map((t) => {
      const kept = this.kept.get(t);
      return createHash('sha256')
        .update(`${common}\x1e${t.revision}\x1f${t.languageCode}\x1f${t.filePath ?? ''}\x1f${t.plural.number}\x1f${t.plural.formula}\x1f`)
        .update(JSON.stringify(kept?.timestamps ?? null))
        .update(JSON.stringify(kept ? [...kept.failures] : null))
        .digest('base64url');
    });
  }

  /**
   * A component's translations with their units, or the path of a file that changed since the
   * model was built. With `skip`, a translation it is true for comes without units and, when the
   * component has a template (its strings are the template's, not the union of its files), its
   * file is not even read: a rebuild after one edited file of a component of fifty languages reads
   * two files, not fifty-one. The source translation always comes with its units (every other
   * translation's units read them).
   */
  unitsOf(component: Component): TranslationUnits[] | { changed: string };
  unitsOf(component: Component, skip: (t: Translation) => boolean): (TranslationUnits | SkippedTranslation)[] | { changed: string };
  unitsOf(component: Component, skip: (t: Translation) => boolean = () => false): (TranslationUnits | SkippedTranslation)[] | { changed: string } {
    const origin = this.originOf(component);
    const skipped = new Set(component.translations.filter((t) => !t.isSource && skip(t)));
    const quiet = new DiagnosticBag(); // reported when the model was built
    const unread = new Set(Array.from(skipped, (t) => t.contentPath));
    const resolved = skipped.size > 0 && origin.resolved.content.template ? withFilesOnly(origin.resolved, (file) => !unread.has(file)) : origin.resolved;
    const sources = readComponentSources(resolved, this.catalogue, this.reader, quiet);
    sources.extraLanguages = origin.extraLanguages;
    const again = buildComponent(sources, quiet, () => '');
    const sameStrings = sources.templateRevision === origin.templateRevision
      && again.component.sourceStrings.length === component.sourceStrings.length
      && again.component.sourceStrings.every((s, i) => s.idHash === component.sourceStrings[i]?.idHash);
    const changed = (t: Translation): { changed: string } => ({ changed: t.contentPath ?? origin.resolved.content.template?.contentPath ?? `projects/${component.project.slug}/${component.slug}` });
    const result: (TranslationUnits | SkippedTranslation)[] = [];
    // The translations built again are the model's in the same order, less the files left unread.
    let i = 0;
    for (const t of component.translations) {
      if (resolved !== origin.resolved && skipped.has(t) && t.contentPath !== null) {
        result.push({ translation: t, units: null });
        continue;
      }
      const rebuilt = again.component.translations[i];
      const units = again.units[i];
      i++;
      const kept = this.kept.get(t);
      if (!sameStrings || rebuilt?.revision !== t.revision || rebuilt.language.code !== t.language.code || !units || !kept) return changed(t);
      if (skipped.has(t)) {
        result.push({ translation: t, units: null });
        continue;
      }
      for (const [k, u] of units.entries()) {
        u.id = unitId(t, u.idHash);
        u.timestamp = kept.timestamps.at(k) ?? '';
        u.failingChecks = kept.failures.get(k) ?? NO_FAILURES;
      }
      result.push({ translation: t, units });
    }
    return result;
  }

  private originOf(component: Component): UnitOrigin {
    const origin = this.origins.get(component);
    if (origin === undefined) throw new Error(`component ${component.slug} is not of this model`);
    return origin;
  }

  /** The model's components, in output order. */
  get order(): readonly Component[] {
    return this.components;
  }
}

/**
 * One pass over the units of a model (UnitSource.stream); `failed` says whether a changed file
 * ended it early. `Skipped` is what a skipped component's translations come as (never, by default).
 */
export class UnitStream<Skipped = never> implements Iterable<TranslationUnits | Skipped> {
  private stopped = false;

  constructor(
    private readonly source: UnitSource,
    private readonly bag: DiagnosticBag,
    private readonly skip: (component: Component) => boolean = () => false,
    private readonly skipTranslation: (t: Translation) => boolean = () => false,
  ) {}

  /** True once a changed file ended the stream early (its error is in the bag). */
  get failed(): boolean {
    return this.stopped;
  }

  *[Symbol.iterator](): Generator<TranslationUnits | Skipped> {
    for (const component of this.source.order) {
      if (this.skip(component)) {
        for (const translation of component.translations) yield { translation, units: null } as Skipped;
        continue;
      }
      const units = this.source.unitsOf(component, this.skipTranslation);
      if ('changed' in units) {
        this.bag.error(units.changed, 1, 1, 'content-changed', `${units.changed} changed during the build; build again`);
        this.stopped = true;
        return;
      }
      // Each translation let go as it is given: `yield*` kept the whole component's units (about
      // 35 MB at 51,000 units) while the next component's were built.
      for (let next = units.shift(); next !== undefined; next = units.shift()) yield next as TranslationUnits | Skipped;
    }
  }
}
