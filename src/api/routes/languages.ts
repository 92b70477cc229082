import { renderLanguage } from '../render-language.js';
import { renderStatistics } from '../render-statistics.js';
import { paths, webPaths } from '../urls.js';
import { aggregate } from './aggregate-statistics.js';
import { listRoute, objectRoute } from './plan-helpers.js';
import { G, GD, GP, kind, type RouteFamily } from './route-family.js';

const KINDS = [
  kind('language-list', '/api/languages/', GP, true, 'Language List'),
  kind('language', '/api/languages/:language/', GD, false, 'Language Instance'),
  kind('language-statistics', '/api/languages/:language/statistics/', G, false, 'Language Statistics'),
] as const;

/** `/api/languages/…`: the languages served, with statistics over their translations. */
export const languageRoutes: RouteFamily<(typeof KINDS)[number]['name']> = {
  kinds: KINDS,
  *plan(context) {
    const { model, urls } = context;
    const { contentTimes } = model;
    yield listRoute(context, '/api/languages/', 'language-list', model.languages, (l) => renderLanguage(l, urls));
    for (const l of model.languages) {
      yield objectRoute(paths.language(l), 'language', renderLanguage(l, urls));
      const translations = model.translations.filter((t) => t.language.code === l.code);
      yield objectRoute(`${paths.language(l)}statistics/`, 'language-statistics', renderStatistics({
        ...aggregate(translations, contentTimes),
        name: l.name,
        url: urls.absolute(webPaths.language(l)),
      }));
    }
  },
};
