import { ListPager, pagesOf } from '../paginate.js';
import type { PlannedRoute } from '../planned-route.js';
import { renderRepository } from '../render-project.js';
import { renderTranslation, renderTranslationStatistics } from '../render-translation.js';
import { unitItemsOf } from '../render-unit.js';
import { paths } from '../urls.js';
import type { Unit } from '../../model/model-types.js';
import { listRoute, objectRoute } from './plan-helpers.js';
import { G, GD, GP, kind, type PlanContext, type RouteFamily } from './route-family.js';
import { CONVERTED_FILES, convertedFiles } from './converted-files.js';
import { translationFile } from './translation-file.js';
import { UnitUpdateTimes } from './unit-update-times.js';

const KINDS = [
  kind('translation-list', '/api/translations/', G, true, 'Translation List'),
  kind('translation', '/api/translations/:project/:component/:language/', 'GET, DELETE, HEAD, OPTIONS', false, 'Translation Instance'),
  kind('translation-units', '/api/translations/:project/:component/:language/units/', GP, true, 'Translation Units'),
  kind('translation-repository', '/api/translations/:project/:component/:language/repository/', GP, false, 'Translation Repository'),
  kind('translation-changes', '/api/translations/:project/:component/:language/changes/', G, true, 'Translation Changes'), // planned by changes.ts
  kind('translation-statistics', '/api/translations/:project/:component/:language/statistics/', G, false, 'Translation Statistics'),
  {
    ...kind('translation-file', '/api/translations/:project/:component/:language/file/', 'GET, POST, PUT, HEAD, OPTIONS', false, 'Translation File'),
    raw: true,
    formats: CONVERTED_FILES,
  },
  kind('unit-list', '/api/units/', G, true, 'Unit List'),
  kind('unit', '/api/units/:id/', GD, false, 'Unit Instance'),
] as const;

export type TranslationKindName = (typeof KINDS)[number]['name'];
type Planned = Exclude<TranslationKindName, 'translation-changes'>;

/** `/api/translations/…` and `/api/units/…`: every translation with its units, read from the model's unit stream. */
export const translationRoutes: RouteFamily<TranslationKindName, Planned> = {
  kinds: KINDS,
  *plan(context) {
    const { model, urls } = context;
    yield listRoute(context, '/api/translations/', 'translation-list', model.translations, (t) => renderTranslation(t, urls));
    yield* planUnits(context);
  },
};

/**
 * A unit appears in its translation's list, in /api/units/ (translations in this same order) and
 * at its own URL: it is rendered once at most (not at all when the previous build's files of all
 * three can be kept). The units come one translation at a time from the model's stream; when it
 * fails (a file changed), the planning stops with its lists unfinished.
 */
function* planUnits(context: PlanContext): Generator<PlannedRoute<Planned>> {
  const { model, urls, progress } = context;
  const size = model.site.pageSize;
  const unitCount = model.translations.reduce((n, t) => n + t.stats.total, 0);
  const allUnits = new ListPager('/api/units/', unitCount, size, urls);
  let sourceUnits = new Map<bigint, Unit>();
  const updateTimes = new UnitUpdateTimes(model.changes);
  for (const { translation: t, units } of context.units) {
    if (t.isSource) sourceUnits = new Map(units.map((u) => [u.idHash, u]));
    const base = paths.translation(t);
    yield objectRoute(base, 'translation', renderTranslation(t, urls));
    const itemOf = unitItemsOf(t, urls);
    const lastUpdated = updateTimes.of(t);
    // Every string has its unit in the source translation, which comes first in its component.
    const planned = units.map((u) => ({
      url: paths.unitOfId(u.id),
      item: itemOf(u, sourceUnits.get(u.idHash) ?? u, lastUpdated.get(u.id)),
    }));
    const items = planned.map((p) => p.item);
    const ownList = new ListPager(`${base}units/`, items.length, size, urls);
    for (const page of pagesOf(ownList, items)) yield { url: `${base}units/`, kind: 'translation-units', page };
    for (const { url, item } of planned) yield { url, kind: 'unit', lazy: item };
    for (const item of items) {
      const page = allUnits.add(item);
      if (page) yield { url: '/api/units/', kind: 'unit-list', page };
    }
    yield objectRoute(`${base}repository/`, 'translation-repository', renderRepository(`${base}repository/`, urls, true));
    yield objectRoute(`${base}statistics/`, 'translation-statistics', renderTranslationStatistics(t, urls));
    yield { url: `${base}file/`, kind: 'translation-file', raw: { ...translationFile(t, units), variants: convertedFiles(t, units, urls) } };
    progress.tick(items.length);
  }
  if (context.units.failed) return;
  const lastUnitPage = allUnits.finish();
  if (lastUnitPage) yield { url: '/api/units/', kind: 'unit-list', page: lastUnitPage };
}
