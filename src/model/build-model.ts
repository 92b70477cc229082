import fs from 'node:fs';
import type { Content } from '../content/content-types.js';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import type { Language, LanguageCatalogue } from '../languages/language.js';
import { CheckCache } from '../checks/check-cache.js';
import { buildChanges } from './build-changes.js';
import { buildComponent, type ComponentSources, type ParsedTranslationFile } from './build-component.js';
import { buildUsers } from './build-users.js';
import { computeGitBlobId } from './git-blob-id.js';
import { computeQuality, computeTranslationCounts } from './compute-quality.js';
import { loadModelHistory } from './load-model-history.js';
import type { Component, Model, Translation } from './model-types.js';
import { parseTranslationText } from './read-translation-file.js';
import { languageOf, resolveProjects, type ResolvedComponent } from './resolve-components.js';
import { createTimestampSource } from './timestamp-source.js';

export interface BuildModelOptions {
  /** Read change history from git (site `history` and not `--no-history`). */
  history: boolean;
  /** Output will be published, so non-reproducible timestamps deserve a warning. */
  publishing: boolean;
}

/** Parses every translation file and assembles the domain graph; bad input goes to `bag`. */
export async function buildModel(
  content: Content,
  catalogue: LanguageCatalogue,
  bag: DiagnosticBag,
  options: BuildModelOptions,
): Promise<Model> {
  const { projects, components } = resolveProjects(content, catalogue, bag);
  const history = options.history && content.site.history ? await loadModelHistory(content, components, catalogue, bag) : null;
  const timestampOf = createTimestampSource(history, content.root, options.publishing ? bag : null);

  const built = new Map<ResolvedComponent, Component>();
  // One component's parsed files at a time: the units keep what they need of them, so memory holds
  // the model and not every file's parse besides. Glossaries last: their languages are those of the
  // project's other components (§8.3).
  for (const resolved of [...components].sort((a, b) => Number(a.content.isGlossary) - Number(b.content.isGlossary))) {
    const s = readComponentSources(resolved, catalogue, bag);
    if (resolved.content.isGlossary) s.extraLanguages = glossaryExtraLanguages(s, built);
    built.set(resolved, buildComponent(s, bag, timestampOf));
  }
  for (const c of components) c.project.components.push(built.get(c)!);
  // Every unit has its timestamp: what the history knew of them is not needed any more.
  history?.unitTimestamps.clear();
  computeQuality(projects, new CheckCache(history?.cacheDir ?? null));
  const translations = projects.flatMap((p) => p.components.flatMap((c) => c.translations));
  for (const t of translations) computeTranslationCounts(t);
  const users = buildUsers(content.users, projects, bag);
  const changes = history ? buildChanges(history, translations, users) : [];
  return {
    site: { baseUrl: content.site.baseUrl, basePath: new URL(content.site.baseUrl).pathname.replace(/\/$/, ''), name: content.site.name, pageSize: content.site.pageSize },
    projects,
    translations,
    languages: servedLanguages(translations, content, catalogue, bag),
    users: users.list,
    changes,
  };
}

function readComponentSources(resolved: ResolvedComponent, catalogue: LanguageCatalogue, bag: DiagnosticBag): ComponentSources {
  const format = resolved.content.format;
  const files: ParsedTranslationFile[] = [];
  for (const file of [...resolved.content.files].sort((a, b) => (a.servedCode < b.servedCode ? -1 : a.servedCode > b.servedCode ? 1 : 0))) {
    const bytes = fs.readFileSync(file.path);
    const parsed = parseTranslationText(format, bytes.toString('utf8'), file.contentPath, {
      sourceLanguage: resolved.sourceLanguage.code,
      targetLanguage: file.servedCode,
      catalogue,
    });
    bag.addAll(parsed.diagnostics);
    files.push({ file, language: languageOf(catalogue, file.servedCode, file.contentPath, bag), parsed, revision: computeGitBlobId(bytes) });
  }
  let template = null;
  if (resolved.content.template) {
    const { path, contentPath } = resolved.content.template;
    template = parseTranslationText(format, fs.readFileSync(path, 'utf8'), contentPath, {
      sourceLanguage: resolved.sourceLanguage.code,
      targetLanguage: resolved.sourceLanguage.code,
      catalogue,
    });
    bag.addAll(template.diagnostics);
  }
  return { resolved, files, template, extraLanguages: [] };
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
