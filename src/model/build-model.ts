import { NO_PROGRESS, type Progress } from '../build-progress.js';
import type { Content } from '../content/content-types.js';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Language, LanguageCatalogue } from '../languages/language.js';
import { CheckCache } from '../checks/check-cache.js';
import { HistoryChanges } from '../history/change-columns.js';
import { buildChanges } from './build-changes.js';
import { ChangeTable } from './change-table.js';
import { RecordedChanges } from './recorded-changes.js';
import { buildComponent, type ComponentSources } from './build-component.js';
import { buildUsers } from './build-users.js';
import { checkTranslation, computeTranslationCounts, ProjectConsistency } from './compute-quality.js';
import type { ContentReader } from './content-reader.js';
import { keepUnits, type KeptUnits } from './kept-units.js';
import { loadModelHistory } from './load-model-history.js';
import type { Model } from './model.js';
import type { Component, Project, Translation, Unit } from './model-types.js';
import { readComponentSources } from './read-component-sources.js';
import { resolveProjects, type ResolvedComponent } from './resolve-components.js';
import { createTimestampSource } from './timestamp-source.js';
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
  const history = options.history && content.site.history ? await loadModelHistory(content, components, catalogue, bag, progress) : null;
  progress.start('model', 'components', components.length);
  let unitCount = 0;
  const timestampOf = createTimestampSource(history, content.root, options.reader, options.publishing ? bag : null);
  // In columns until the components are built: the records as objects would be the largest thing held meanwhile.
  const recorded = history ? RecordedChanges.take(history.changes) : null;
  // The history stays referenced (timestamps): its columns would be a second copy of the records.
  if (history) history.changes = HistoryChanges.NONE;

  const checks = new CheckCache(history?.cacheDir ?? null);
  const consistency = new Map<Project, ProjectConsistency>();
  const built = new Map<ResolvedComponent, Component>();
  const origins = new Map<Component, UnitOrigin>();
  const kept = new Map<Translation, KeptUnits>();
  // One component at a time: its files are parsed, its units built, checked, counted and then
  // released, keeping only what cannot be computed again from the files (KeptUnits); the output
  // gets them one component at a time again (UnitSource). So memory holds neither every file's
  // parse nor every unit. Glossaries last: their languages are those of the project's other
  // components (§8.3).
  for (const resolved of [...components].sort((a, b) => Number(a.content.isGlossary) - Number(b.content.isGlossary))) {
    const s = readComponentSources(resolved, catalogue, options.reader, bag);
    if (resolved.content.isGlossary) s.extraLanguages = glossaryExtraLanguages(s, built);
    const { component, units } = buildComponent(s, bag, timestampOf);
    built.set(resolved, component);
    origins.set(component, { resolved, extraLanguages: s.extraLanguages, templateRevision: s.templateRevision });
    let projectConsistency = consistency.get(resolved.project);
    if (!projectConsistency) consistency.set(resolved.project, (projectConsistency = new ProjectConsistency()));
    unitCount += checkCountAndKeep(component, units, checks, projectConsistency, kept);
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
  const users = buildUsers(content.users, projects, bag);
  const changes = recorded ? buildChanges(recorded, translations, users) : ChangeTable.of([]);
  progress.end({ components: components.length, units: unitCount, ...(history ? { changes: changes.length } : {}) });
  return {
    site: { baseUrl: content.site.baseUrl, basePath: new URL(content.site.baseUrl).pathname.replace(/\/$/, ''), name: content.site.name, pageSize: content.site.pageSize, gitExport: content.site.gitExport },
    projects,
    translations,
    languages: servedLanguages(translations, content, catalogue, bag),
    users: users.list,
    changes,
    units: new UnitSource(ordered, origins, kept, catalogue, options.reader),
    cacheDir: history?.cacheDir ?? null,
  };
}

/**
 * Checks and counts each translation's units, keeps what cannot be read again (KeptUnits, in
 * `kept`) and adds them to their project's consistency; returns how many units there were.
 */
function checkCountAndKeep(component: Component, units: Unit[][], checks: CheckCache, consistency: ProjectConsistency, kept: Map<Translation, KeptUnits>): number {
  let count = 0;
  for (const [i, t] of component.translations.entries()) {
    const translationUnits = units[i] ?? [];
    if (!t.isSource) checkTranslation(t, translationUnits, checks);
    computeTranslationCounts(t, translationUnits);
    const keptUnits = keepUnits(translationUnits);
    kept.set(t, keptUnits);
    if (!t.isSource) consistency.add(t, translationUnits, keptUnits);
    count += translationUnits.length;
  }
  return count;
}

function glossaryExtraLanguages(glossary: ComponentSources, built: Map<ResolvedComponent, Component>): Language[] {
  const have = new Set([glossary.resolved.sourceLanguage.code, ...glossary.files.map((f) => f.language.code)]);
  const extra = new Map<string, Language>();
  for (const [resolved, component] of built) {
    if (resolved.project !== glossary.resolved.project) continue;
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
