import type { JsonValue } from '../emit/json.js';
import { computePercent } from '../model/compute-stats.js';
import type { Translation } from '../model/model-types.js';
import { renderComponent } from './render-project.js';
import { renderLanguage } from './render-language.js';
import { renderStatistics } from './render-statistics.js';
import { paths, webPaths, type Urls } from './urls.js';

/** The Translation table (§7.4); `withComponent` false inside a component's translations list. */
export function renderTranslation(t: Translation, urls: Urls, withComponent = true): Record<string, JsonValue> {
  const c = t.stats;
  const base = paths.translation(t);
  const out: Record<string, JsonValue> = { language: renderLanguage(t.language, urls) };
  if (withComponent) out.component = renderComponent(t.component, urls);
  Object.assign(out, {
    language_code: t.languageCode,
    id: t.id,
    filename: t.filename,
    revision: t.revision,
    web_url: urls.absolute(webPaths.translation(t)),
    share_url: urls.absolute(webPaths.share(t)),
    translate_url: urls.absolute(webPaths.translate(t)),
    url: urls.absolute(base),
    is_template: t.isSource,
    is_source: t.isSource,
    total: c.total,
    total_words: c.totalWords,
    translated: c.translated,
    translated_words: c.translatedWords,
    translated_percent: computePercent(c.translated, c.total, true),
    fuzzy: c.fuzzy,
    fuzzy_words: c.fuzzyWords,
    fuzzy_percent: computePercent(c.fuzzy, c.total),
    failing_checks: c.failing,
    failing_checks_words: c.failingWords,
    failing_checks_percent: computePercent(c.failing, c.total),
    have_suggestion: 0,
    have_comment: 0,
    last_change: t.lastChange,
    last_author: t.lastAuthor,
    repository_url: urls.absolute(`${base}repository/`),
    file_url: urls.absolute(`${base}file/`),
    statistics_url: urls.absolute(`${base}statistics/`),
    changes_list_url: urls.absolute(`${base}changes/`),
    units_list_url: urls.absolute(`${base}units/`),
  });
  return out;
}

export function renderTranslationStatistics(t: Translation, urls: Urls): Record<string, JsonValue> {
  return renderStatistics({
    counts: t.stats,
    lastChange: t.lastChange,
    recentChanges: t.recentChanges,
    code: t.language.code,
    name: t.language.name,
    url: urls.absolute(webPaths.translation(t)),
    translateUrl: urls.absolute(webPaths.translate(t)),
    lastAuthor: t.lastAuthor,
  });
}
