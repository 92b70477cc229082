import type { JsonValue } from '../emit/json.js';
import type { Language } from '../languages/language.js';
import { computeId } from '../model/ids.js';
import { paths, webPaths, type Urls } from './urls.js';

/** The Language table with its Plural (§14.7). */
export function renderLanguage(l: Language, urls: Urls): Record<string, JsonValue> {
  return {
    // Weblate 5 (additive): the language's id comes first, computed from its code (§5.2).
    id: computeId('language', [l.code]),
    code: l.code,
    name: l.name,
    plural: { id: l.plural.id, source: l.plural.source, number: l.plural.number, formula: l.plural.formula, type: l.plural.type },
    aliases: l.aliases,
    direction: l.direction,
    population: l.population,
    web_url: urls.absolute(webPaths.language(l)),
    url: urls.absolute(paths.language(l)),
    statistics_url: urls.absolute(`${paths.language(l)}statistics/`),
  };
}
