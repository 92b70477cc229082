import type { JsonValue } from '../emit/json.js';
import type { Component, Project } from '../model/model-types.js';
import { paths, webPaths, type Urls } from './urls.js';
import { renderLanguage } from './render-language.js';

/** The Project table of the contract (§7.2). */
export function renderProject(p: Project, urls: Urls): Record<string, JsonValue> {
  const base = paths.project(p);
  return {
    name: p.name,
    slug: p.slug,
    id: p.id,
    web: p.web,
    web_url: urls.absolute(webPaths.project(p)),
    url: urls.absolute(base),
    components_list_url: urls.absolute(`${base}components/`),
    repository_url: urls.absolute(`${base}repository/`),
    statistics_url: urls.absolute(`${base}statistics/`),
    // Weblate 5 (additive): the project's categories.
    categories_url: urls.absolute(`${base}categories/`),
    changes_list_url: urls.absolute(`${base}changes/`),
    languages_url: urls.absolute(`${base}languages/`),
    translation_review: p.translationReview,
    source_review: p.sourceReview,
    set_language_team: p.setLanguageTeam,
    enable_hooks: p.enableHooks,
    instructions: p.instructions,
    language_aliases: p.languageAliases,
  };
}

/** The Component table (§7.3); `withProject` false for the entries of a project's components list. */
export function renderComponent(c: Component, urls: Urls, withProject = true): Record<string, JsonValue> {
  const s = c.settings;
  const base = paths.component(c);
  const license = String(s.license);
  const out: Record<string, JsonValue> = {
    name: c.name,
    slug: c.slug,
    id: c.id,
    source_language: renderLanguage(c.sourceLanguage, urls),
  };
  if (withProject) out.project = renderProject(c.project, urls);
  Object.assign(out, {
    vcs: s.vcs, repo: s.repo,
    git_export: c.gitExport !== undefined ? urls.absolute(webPaths.gitExport(c)) : '',
    branch: s.branch, push_branch: s.push_branch,
    filemask: s.filemask, screenshot_filemask: s.screenshot_filemask,
    template: s.template, intermediate: s.intermediate, new_base: s.new_base,
    edit_template: s.edit_template,
    file_format: s.file_format,
    license,
    license_url: license === '' ? '' : `https://spdx.org/licenses/${license}.html`,
    agreement: s.agreement,
    web_url: urls.absolute(webPaths.component(c)),
    url: urls.absolute(base),
    repository_url: urls.absolute(`${base}repository/`),
    translations_url: urls.absolute(`${base}translations/`),
    statistics_url: urls.absolute(`${base}statistics/`),
    lock_url: urls.absolute(`${base}lock/`),
    links_url: urls.absolute(`${base}links/`),
    changes_list_url: urls.absolute(`${base}changes/`),
    task_url: null,
    new_lang: s.new_lang, language_code_style: s.language_code_style, push: s.push,
    check_flags: s.check_flags, repoweb: s.repoweb, report_source_bugs: s.report_source_bugs,
    variant_regex: s.variant_regex, priority: s.priority, enforced_checks: s.enforced_checks,
    restricted: s.restricted, merge_style: s.merge_style,
    commit_message: s.commit_message, add_message: s.add_message, delete_message: s.delete_message,
    merge_message: s.merge_message, addon_message: s.addon_message, pull_message: s.pull_message,
    allow_translation_propagation: s.allow_translation_propagation, manage_units: s.manage_units,
    enable_suggestions: s.enable_suggestions, suggestion_voting: s.suggestion_voting,
    suggestion_autoaccept: s.suggestion_autoaccept, push_on_commit: s.push_on_commit,
    commit_pending_age: s.commit_pending_age, auto_lock_error: s.auto_lock_error,
    language_regex: s.language_regex,
    addons: [],
    is_glossary: c.isGlossary,
    glossary_color: s.glossary_color,
    // Weblate 5 (additive): the category the component is in, or null.
    category: c.category ? urls.absolute(paths.category(c.category)) : null,
  } as Record<string, JsonValue>);
  return out;
}

/** §7.10: the project's repository object; components and translations add three keys. */
export function renderRepository(selfPath: string, urls: Urls, detailed: boolean): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = { needs_commit: false, needs_merge: false, needs_push: false, url: urls.absolute(selfPath) };
  if (detailed) Object.assign(out, { remote_commit: null, status: '', merge_failure: null });
  return out;
}
