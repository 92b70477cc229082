import type { JsonValue } from '../../emit/json.js';
import type { Language } from '../../languages/language.js';
import { countRecent } from '../../model/build-changes.js';
import { addCounts, emptyCounts } from '../../model/compute-stats.js';
import type { Model } from '../../model/model.js';
import type { Project, Translation, UnitCounts } from '../../model/model-types.js';
import { renderStatistics } from '../render-statistics.js';
import { webPaths, type Urls } from '../urls.js';

/** §11.4: counts summed over translations; change figures over their content changes. */
export function aggregate(translations: Translation[], contentTimes: Model['contentTimes']): { counts: UnitCounts; lastChange: string | null; recentChanges: number } {
  const counts = emptyCounts();
  for (const t of translations) addCounts(counts, t.stats);
  const content = translations.flatMap((t) => contentTimes.get(t) ?? []).sort();
  return { counts, lastChange: content[content.length - 1] ?? null, recentChanges: countRecent(content) };
}

/** §3.6: a plain array of project-language entries, by language name then code. */
export function projectLanguages(p: Project, translations: Translation[], contentTimes: Model['contentTimes'], urls: Urls): JsonValue {
  const byLanguage = new Map<string, { language: Language; translations: Translation[] }>();
  for (const t of translations) {
    const entry = byLanguage.get(t.language.code) ?? { language: t.language, translations: [] };
    entry.translations.push(t);
    byLanguage.set(t.language.code, entry);
  }
  return [...byLanguage.values()]
    .sort((a, b) => (a.language.name < b.language.name ? -1 : a.language.name > b.language.name ? 1 : a.language.code < b.language.code ? -1 : 1))
    .map(({ language, translations: ts }) => renderStatistics({
      ...aggregate(ts, contentTimes),
      code: language.code,
      name: language.name,
      url: urls.absolute(webPaths.projectLanguage(p, language)),
      translateUrl: urls.absolute(webPaths.translateProjectLanguage(p, language)),
    }));
}
