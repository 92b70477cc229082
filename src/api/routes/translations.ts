import { ListPager, pagesOf } from '../paginate.js';
import type { PlannedRoute } from '../planned-route.js';
import { renderRepository } from '../render-project.js';
import { renderTranslation, renderTranslationStatistics } from '../render-translation.js';
import { paths } from '../urls.js';
import type { Unit } from '../../model/model-types.js';
import { listRoute, objectRoute } from './plan-helpers.js';
import { G, GD, GP, kind, type PlanContext, type RouteFamily } from './route-family.js';
import { CONVERTED_FILES } from './converted-files.js';
import { translationFile } from './translation-file.js';

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
 * three can be kept). The units come one translation at a time from the model's stream, or not at
 * all for a component whose plans the cache kept (unit-plan-cache.ts); when the stream fails (a
 * file changed), the planning stops with its lists unfinished.
 */
function* planUnits(context: PlanContext): Generator<PlannedRoute<Planned>> {
  const { model, urls, progress, plans, search } = context;
  const size = model.site.pageSize;
  const unitCount = model.translations.reduce((n, t) => n + t.stats.total, 0);
  const allUnits = new ListPager('/api/units/', unitCount, size, urls);
  let sourceUnits = new Map<bigint, Unit>();
  for (const { translation: t, units } of context.units) {
    // Every string has its unit in the source translation, which comes first in its component.
    if (units !== null && t.isSource) sourceUnits = new Map(units.map((u) => [u.idHash, u]));
    const plan = units === null ? plans.recall(t) : plans.plan(t, units, sourceUnits);
    if (search && plan.tokens) search.add(t, plan.ids, plan.tokens);
    const base = paths.translation(t);
    yield objectRoute(base, 'translation', renderTranslation(t, urls));
    const { items } = plan;
    const ownList = new ListPager(`${base}units/`, items.length, size, urls);
    for (const page of pagesOf(ownList, items)) yield { url: `${base}units/`, kind: 'translation-units', page };
    for (const [i, item] of items.entries()) yield { url: paths.unitOfId(plan.ids[i]!), kind: 'unit', lazy: item };
    for (const item of items) {
      const page = allUnits.add(item);
      if (page) yield { url: '/api/units/', kind: 'unit-list', page };
    }
    yield objectRoute(`${base}repository/`, 'translation-repository', renderRepository(`${base}repository/`, urls, true));
    yield objectRoute(`${base}statistics/`, 'translation-statistics', renderTranslationStatistics(t, urls));
    const file = translationFile(t, units ?? [], plan.generatedFile);
    // Only the model read a skipped component's files: one that changed since is caught here.
    if (units === null) plans.checkUnchanged(t, file.bytes);
    yield { url: `${base}file/`, kind: 'translation-file', raw: { ...file, variants: plan.converted } };
    progress.tick(items.length);
  }
  if (context.units.failed) return;
  plans.finish();
  const lastUnitPage = allUnits.finish();
  if (lastUnitPage) yield { url: '/api/units/', kind: 'unit-list', page: lastUnitPage };
}
