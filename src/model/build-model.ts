import { NO_PROGRESS, type Progress } from '../build-progress.js';
import { readContentBytes } from '../content/content-files.js';
import type { Content } from '../content/content-types.js';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Language, LanguageCatalogue } from '../languages/language.js';
import { CheckCache } from '../checks/check-cache.js';
import { ownString } from '../formats/own-string.js';
import { formatOf, type FormatId } from '../formats/registry.js';
import { buildChanges } from './build-changes.js';
import { ChangeTable } from './change-table.js';
import { RecordedChanges } from './recorded-changes.js';
import { buildComponent, type ComponentSources, type ParsedTranslationFile } from './build-component.js';
import { buildUsers } from './build-users.js';
import { computeGitBlobId } from './git-blob-id.js';
import { unitId } from './ids.js';
import { checkTranslation, computeTranslationCounts, ProjectConsistency, type CheckFailure } from './compute-quality.js';
import { loadModelHistory } from './load-model-history.js';
import type { Model } from './model.js';
import { NO_FAILURES, type Component, type Project, type Translation } from './model-types.js';
import { parseTranslationText } from './read-translation-file.js';
import { languageOf, resolveProjects, type ResolvedComponent } from './resolve-components.js';
import { createTimestampSource } from './timestamp-source.js';
import { StaticTmsError } from '../diagnostics/static-tms-error.js';

export interface BuildModelOptions {
  /** Read change history from git (site `history` and not `--no-history`). */
  history: boolean;
  /** Output will be published, so non-reproducible timestamps deserve a warning. */
  publishing: boolean;
  /** Stages "history" and "model" and their work as they run. */
  progress?: Progress;
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
  const timestampOf = createTimestampSource(history, content.root, options.publishing ? bag : null);
  // In columns until the components are built: the records as objects would be the largest thing held meanwhile.
  const recorded = history ? RecordedChanges.take(history.changes) : null;

  const checks = new CheckCache(history?.cacheDir ?? null);
  const consistency = new Map<Project, ProjectConsistency>();
  const built = new Map<ResolvedComponent, Component>();
  const extraLanguages = new Map<Component, Language[]>();
  // One component at a time: its files are parsed, its units built, checked, counted and then
  // released, keeping only what cannot be computed again from the files (released units); the
  // output is planned one component's units at a time again (loadUnits). So memory holds neither
  // every file's parse nor every unit. Glossaries last: their languages are those of the
  // project's other components (§8.3).
  for (const resolved of [...components].sort((a, b) => Number(a.content.isGlossary) - Number(b.content.isGlossary))) {
    const s = readComponentSources(resolved, catalogue, bag);
    if (resolved.content.isGlossary) s.extraLanguages = glossaryExtraLanguages(s, built);
    const component = buildComponent(s, bag, timestampOf);
    built.set(resolved, component);
    extraLanguages.set(component, s.extraLanguages);
    let projectConsistency = consistency.get(resolved.project);
    if (!projectConsistency) consistency.set(resolved.project, (projectConsistency = new ProjectConsistency()));
    for (const t of component.translations) {
      if (!t.isSource) checkTranslation(t, checks);
      computeTranslationCounts(t);
      if (!t.isSource) projectConsistency.add(t);
      unitCount += t.units.length;
      releaseUnits(t);
    }
    progress.tick();
  }
  const resolvedOf = new Map<Component, ResolvedComponent>();
  for (const c of components) {
    c.project.components.push(built.get(c)!);
    resolvedOf.set(built.get(c)!, c);
  }
  // Every unit has its timestamp: what the history knew of them is not needed any more.
  history?.unitTimestamps.clear();
  for (const c of consistency.values()) c.apply();
  const translations = projects.flatMap((p) => p.components.flatMap((c) => c.translations));
  const users = buildUsers(content.users, projects, bag);
  const changes = recorded ? buildChanges(recorded, translations, users) : ChangeTable.of([]);
  progress.end({ components: components.length, units: unitCount, ...(history ? { changes: changes.length } : {}) });
  return {
    site: { baseUrl: content.site.baseUrl, basePath: new URL(content.site.baseUrl).pathname.replace(/\/$/, ''), name: content.site.name, pageSize: content.site.pageSize },
    projects,
    translations,
    languages: servedLanguages(translations, content, catalogue, bag),
    users: users.list,
    changes,
    loadUnits: (component) => loadUnits(component, resolvedOf.get(component)!, extraLanguages.get(component)!, catalogue),
  };
}

/** Keeps what a translation's units cannot get again from the files, and lets them go. */
function releaseUnits(t: Translation): void {
  const failures = new Map<number, readonly CheckFailure[]>();
  for (const [i, u] of t.units.entries()) {
    // Owned: a message may hold a slice of the file's text, which would keep the whole file alive.
    if (u.failingChecks.length > 0) failures.set(i, u.failingChecks.map((f) => ({ check: f.check, message: ownString(f.message) })));
  }
  t.released = { timestamps: t.units.map((u) => u.timestamp), failures };
  t.units = [];
}

/**
 * The units of a component's translations, built again from its files as buildModel built them,
 * with the timestamps and failing checks their release kept. A file that changed since would give
 * other units: the build stops rather than publish a mix of two versions.
 */
function loadUnits(component: Component, resolved: ResolvedComponent, extraLanguages: Language[], catalogue: LanguageCatalogue): void {
  const quiet = new DiagnosticBag(); // reported when the model was built
  const sources = readComponentSources(resolved, catalogue, quiet);
  sources.extraLanguages = extraLanguages;
  const again = buildComponent(sources, quiet, () => '');
  const sameStrings = again.sourceStrings.length === component.sourceStrings.length && again.sourceStrings.every((s, i) => s.idHash === component.sourceStrings[i]!.idHash);
  for (const [i, t] of component.translations.entries()) {
    const { timestamps, failures } = t.released!;
    const rebuilt = again.translations[i];
    if (!sameStrings || rebuilt?.revision !== t.revision || rebuilt.language.code !== t.language.code) {
      throw new ContentChangedError(t.contentPath ?? resolved.content.template?.contentPath ?? `projects/${component.project.slug}/${component.slug}`);
    }
    for (const [k, u] of rebuilt.units.entries()) {
      u.id = unitId(t, u.idHash); // only the output needs them: not computed for the model's pass
      u.timestamp = timestamps[k]!;
      u.failingChecks = failures.get(k) ?? NO_FAILURES;
    }
    t.units = rebuilt.units;
  }
}

/** A file changed while the build read it: nothing is published rather than a mix of two versions. */
export class ContentChangedError extends StaticTmsError<'content-changed'> {
  constructor(file: string) {
    super('content-changed', `${file} changed during the build; build again`, { at: { file } });
  }
}

function readComponentSources(resolved: ResolvedComponent, catalogue: LanguageCatalogue, bag: DiagnosticBag): ComponentSources {
  const format = resolved.content.format;
  const files: ParsedTranslationFile[] = [];
  for (const file of [...resolved.content.files].sort((a, b) => (a.servedCode < b.servedCode ? -1 : a.servedCode > b.servedCode ? 1 : 0))) {
    const read = readTextAndRevision(format, file.path, file.contentPath, bag);
    if (read === null) continue;
    const parsed = parseTranslationText(resolved.content, read.text, file.contentPath, {
      sourceLanguage: resolved.sourceLanguage.code,
      targetLanguage: file.servedCode,
      catalogue,
    });
    bag.addAll(parsed.diagnostics);
    files.push({ file, language: languageOf(catalogue, file.servedCode, file.contentPath, bag), parsed, revision: read.revision });
  }
  let template = null;
  if (resolved.content.template) {
    const { path, contentPath } = resolved.content.template;
    const bytes = readContentBytes(path, contentPath, { file: contentPath, line: 1, column: 1 }, bag);
    const text = bytes === null ? '' : formatOf(format).decode(bytes);
    template = parseTranslationText(resolved.content, text, contentPath, {
      sourceLanguage: resolved.sourceLanguage.code,
      targetLanguage: resolved.sourceLanguage.code,
      catalogue,
    });
    bag.addAll(template.diagnostics);
  }
  return { resolved, files, template, extraLanguages: [] };
}

/** A file's text and git blob id; its bytes are let go before the text is parsed (a file may be hundreds of MB). */
function readTextAndRevision(format: FormatId, path: string, contentPath: string, bag: DiagnosticBag): { text: string; revision: string } | null {
  const bytes = readContentBytes(path, contentPath, { file: contentPath, line: 1, column: 1 }, bag);
  return bytes === null ? null : { text: formatOf(format).decode(bytes), revision: computeGitBlobId(bytes) };
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
      bag.error(o.file, o.at.line, o.at.column, 'language-code-invalid', `"${o.code}" is not a language code`);
      continue;
    }
    if (!byCode.has(code)) byCode.set(code, catalogue.getLanguage(code).language);
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
