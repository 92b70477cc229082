import { NO_PROGRESS, type Progress } from '../build-progress.js';
import { collectAfterLargeStep } from '../collect-garbage.js';
import type { Content } from '../content/content-types.js';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Language, LanguageCatalogue } from '../languages/language.js';
import { CheckCache } from '../checks/check-cache.js';
import { HistoryChanges } from '../history/change-columns.js';
import { buildChanges } from './build-changes.js';
import { ChangeTable } from './change-table.js';
import { RecordedChanges } from './recorded-changes.js';
import { changeDerivation } from './change-derivation.js';
import { buildComponent } from './build-component.js';
import { KeptComponents, type BuiltState, type PartlyKept } from './kept-components.js';
import { buildUsers } from './build-users.js';
import { checkTranslation, computeTranslationCounts, consistencyRecordsOf, ProjectConsistency, type ConsistencyRecords } from './compute-quality.js';
import type { ContentReader } from './content-reader.js';
import { keepUnits, type KeptUnits } from './kept-units.js';
import { loadModelHistory } from './load-model-history.js';
import type { Model } from './model.js';
import type { Component, Project, Translation, Unit } from './model-types.js';
import { readComponentSources } from './read-component-sources.js';
import { resolveProjects, withFilesOnly, type ResolvedComponent } from './resolve-components.js';
import { createTimestampSource, type TimestampSource } from './timestamp-source.js';
import { UnitSource, type UnitOrigin } from './unit-source.js';

export interface BuildModelOptions {
  /** Read change history from git (site `history` and not `--no-history`). */
  history: boolean;
  /** Output will be published, so non-reproducible timestamps deserve a warning. */
  publishing: boolean;
  /** Stages "history" and "model" and their work as they run. */
  progress?: Progress;
  /** The content's files, their times and SOURCE_DATE_EPOCH: the model reads none itself. */
  reader: ContentReader;
  /**
   * Parse the history's file versions on a thread when there are many. The thread makes its
   * language catalogue from languages.yaml (loadLanguageCatalogue), so the build's must be that one.
   */
  historyThread?: boolean;
  /** Restore no kept component state, and check those whose key holds against the state built (tests). */
  verifyKeptComponents?: boolean;
}

/** Parses every translation file and assembles the domain graph; bad input goes to `bag`. */
export async function buildModel(
  content: Content,
  catalogue: LanguageCatalogue,
  bag: DiagnosticBag,
  options: BuildModelOptions,
): Promise<Model> {
  const progress = options.progress ?? NO_PROGRESS;
  const { projects, components } = resolveProjects(content, catalogue, bag);
  const history = options.history && content.site.history ? await loadModelHistory(content, components, catalogue, bag, progress, options.historyThread ?? false) : null;
  progress.start('model', 'components', components.length);
  let unitCount = 0;
  const timestamps = createTimestampSource(history, content.root, options.reader, options.publishing ? bag : null);
  // In columns until the components are built: the records as objects would be the largest thing held meanwhile.
  const recorded = history ? RecordedChanges.take(history.changes) : null;
  // The history stays referenced (timestamps): its columns would be a second copy of the records.
  if (history) history.changes = HistoryChanges.NONE;

  const checks = new CheckCache(history?.cacheDir ?? null);
  const keptComponents = new KeptComponents(history?.cacheDir ?? null, options.verifyKeptComponents ? 'verify' : 'use', catalogue, options.reader, history?.unitTimestamps ?? null);
  const builder: ComponentBuilder = { keptComponents, catalogue, reader: options.reader, bag, timestamps, checks };
  const consistency = new Map<Project, ProjectConsistency>();
  const built = new Map<ResolvedComponent, Component>();
  const origins = new Map<Component, UnitOrigin>();
  const kept = new Map<Translation, KeptUnits>();
  // One component at a time: its files are parsed, its units built, checked, counted and then
  // released, keeping only what cannot be computed again from the files (KeptUnits); the output
  // gets them one component at a time again (UnitSource). So memory holds neither every file's
  // parse nor every unit. A component whose inputs did not change since the previous build is
  // not even parsed: its state is restored (KeptComponents). Glossaries last: their languages are
  // those of the project's other components (§8.3).
  for (const resolved of [...components].sort((a, b) => Number(a.content.isGlossary) - Number(b.content.isGlossary))) {
    const extraLanguages = resolved.content.isGlossary ? glossaryExtraLanguages(resolved, catalogue, built) : [];
    const { state, templateRevision } = restoreOrBuild(resolved, extraLanguages, builder);
    const { component } = state;
    built.set(resolved, component);
    origins.set(component, { resolved, extraLanguages, templateRevision });
    let projectConsistency = consistency.get(resolved.project);
    if (!projectConsistency) consistency.set(resolved.project, (projectConsistency = new ProjectConsistency()));
    for (const [i, t] of component.translations.entries()) {
      kept.set(t, state.kept[i]!);
      const records = state.consistency[i];
      if (records) projectConsistency.add(t, state.kept[i]!, records);
    }
    unitCount += component.sourceStrings.length * component.translations.length;
    progress.tick();
  }
  const ordered: Component[] = [];
  for (const c of components) {
    const component = built.get(c);
    if (component === undefined) continue;
    c.project.components.push(component);
    for (let k = component.category; k; k = k.parent ?? undefined) k.components.push(component);
    ordered.push(component);
  }
  // Every unit has its timestamp: what the history knew of them is not needed any more.
  history?.unitTimestamps.clear();
  for (const c of consistency.values()) c.apply();
  const translations = projects.flatMap((p) => p.components.flatMap((c) => c.translations));
  keptComponents.finish(ordered);
  const users = buildUsers(content.users, projects, bag);
  // The components' garbage collected before the change table is made beside the recorded
  // changes: at a million changes that moment was a cold build's peak.
  if (recorded) collectAfterLargeStep(recorded.length);
  const derivation = history?.lineage === undefined ? null : changeDerivation(history.lineage, content);
  const { changes, contentTimes } = recorded ? buildChanges(recorded, translations, users, history?.cacheDir ?? null, derivation) : { changes: ChangeTable.of([]), contentTimes: new Map<Translation, string[]>() };
  progress.end({ components: components.length, ...(keptComponents.restored > 0 ? { unchanged: keptComponents.restored } : {}), ...(keptComponents.restoredInPart > 0 ? { 'in part': keptComponents.restoredInPart } : {}), units: unitCount, ...(history ? { changes: changes.length } : {}) });
  return {
    site: { baseUrl: content.site.baseUrl, basePath: new URL(content.site.baseUrl).pathname.replace(/\/$/, ''), name: content.site.name, pageSize: content.site.pageSize, gitExport: content.site.gitExport },
    projects,
    translations,
    languages: servedLanguages(translations, content, catalogue, bag),
    users: users.list,
    changes,
    contentTimes,
    units: new UnitSource(ordered, origins, kept, catalogue, options.reader),
    cacheDir: history?.cacheDir ?? null,
    restoredComponents: keptComponents.restored,
    restoredInPart: keptComponents.restoredInPart,
    componentKeys: keptComponents.keys(ordered),
  };
}

interface ComponentBuilder {
  keptComponents: KeptComponents;
  catalogue: LanguageCatalogue;
  reader: ContentReader;
  bag: DiagnosticBag;
  timestamps: TimestampSource;
  checks: CheckCache;
}

/** A component's state: the one kept by the previous build when its inputs did not change, else built from its files (and kept). */
function restoreOrBuild(
  resolved: ResolvedComponent,
  extraLanguages: Language[],
  { keptComponents, catalogue, reader, bag, timestamps, checks }: ComponentBuilder,
): { state: BuiltState; templateRevision: string } {
  const restored = keptComponents.restore(resolved, extraLanguages);
  if (restored) {
    bag.addAll(restored.state.diagnostics);
    return restored;
  }
  const partly = keptComponents.partly(resolved, extraLanguages);
  if (partly) {
    const built = buildPartly(resolved, extraLanguages, partly, { keptComponents, catalogue, reader, bag, timestamps, checks });
    if (built) return built;
  }
  const reported = bag.items.length;
  const fallbacks = timestamps.fallbacks;
  const sources = readComponentSources(resolved, catalogue, reader, bag);
  sources.extraLanguages = extraLanguages;
  const { component, units } = buildComponent(sources, bag, timestamps.of);
  const state = { component, ...checkCountAndKeep(component, units, checks), diagnostics: bag.items.slice(reported) };
  // Timestamps the history did not know (a file's time) are not kept: they may change with nothing else.
  if (timestamps.fallbacks === fallbacks) keptComponents.keep(sources, state, bag);
  return { state, templateRevision: sources.templateRevision };
}

/**
 * A component whose kept state holds but for some translation files (KeptComponents.partly):
 * those files, the template and the source-language file are read, built and checked, and the
 * other translations restored; null when the kept state turns out malformed (the component is
 * then built whole). A translation's units read only the template and the source translation's,
 * so this is the state a build of every file gives (checked in verify mode, which restores nothing).
 */
function buildPartly(
  resolved: ResolvedComponent,
  extraLanguages: Language[],
  partly: PartlyKept,
  { keptComponents, catalogue, reader, bag, timestamps, checks }: ComponentBuilder,
): { state: BuiltState; templateRevision: string } | null {
  const own = new DiagnosticBag(); // the template's and the kept files' are reported as kept
  const fallbacks = timestamps.fallbacks;
  const sources = readComponentSources(withFilesOnly(resolved, (file) => partly.reread.has(file)), catalogue, reader, own);
  sources.extraLanguages = extraLanguages;
  const { component, units } = buildComponent(sources, own, timestamps.of);
  let state: BuiltState;
  try {
    state = partly.merge({ component, ...checkCountAndKeep(component, units, checks), diagnostics: own.items });
  } catch {
    return null;
  }
  bag.addAll(state.diagnostics);
  const unread = new Map([...partly.revisions].filter(([file]) => !partly.reread.has(file)));
  if (timestamps.fallbacks === fallbacks) keptComponents.keep({ ...sources, resolved }, state, bag, unread);
  return { state, templateRevision: sources.templateRevision };
}

/** Checks and counts each translation's units, and takes what they keep (KeptUnits) and their consistency records. */
function checkCountAndKeep(component: Component, units: Unit[][], checks: CheckCache): Pick<BuiltState, 'kept' | 'consistency'> {
  const kept: KeptUnits[] = [];
  const consistency: (ConsistencyRecords | null)[] = [];
  for (const [i, t] of component.translations.entries()) {
    const translationUnits = units[i] ?? [];
    if (!t.isSource) checkTranslation(t, translationUnits, checks);
    computeTranslationCounts(t, translationUnits);
    kept.push(keepUnits(translationUnits));
    consistency.push(t.isSource ? null : consistencyRecordsOf(t, translationUnits));
  }
  return { kept, consistency };
}

/** A glossary's languages without a file of its own: those of its project's other components (§8.3). */
function glossaryExtraLanguages(glossary: ResolvedComponent, catalogue: LanguageCatalogue, built: Map<ResolvedComponent, Component>): Language[] {
  const have = new Set([glossary.sourceLanguage.code, ...glossary.content.files.map((f) => catalogue.getLanguage(f.servedCode).language.code)]);
  const extra = new Map<string, Language>();
  for (const [resolved, component] of built) {
    if (resolved.project !== glossary.project) continue;
    for (const t of component.translations) {
      if (!have.has(t.language.code)) extra.set(t.language.code, t.language);
    }
  }
  return [...extra.values()];
}

/** §14.1: languages used by a translation (source languages included) plus those languages.yaml declares. */
function servedLanguages(translations: Translation[], content: Content, catalogue: LanguageCatalogue, bag: DiagnosticBag): Language[] {
  const byCode = new Map<string, Language>();
  for (const t of translations) byCode.set(t.language.code, t.language);
  for (const o of content.languages) {
    const code = catalogue.resolveCode(o.code);
    if (code === null) {
      bag.error('languages.yaml', 1, 1, 'language-code-invalid', `"${o.code}" is not a language code`);
      continue;
    }
    if (!byCode.has(code)) byCode.set(code, catalogue.getLanguage(code).language);
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
