import { NO_PROGRESS, type Progress } from '../build-progress.js';
import { collectAfterLargeStep } from '../collect-garbage.js';
import type { Model } from '../model/model.js';
import type { SkippedTranslation, UnitStream } from '../model/unit-source.js';
import { ROUTE_FAMILIES, type ApiRoute } from './route-table.js';
import type { PlanContext } from './routes/route-family.js';
import type { UnitPlanCache } from './routes/unit-plan-cache.js';
import type { UnitTokenSink } from './routes/unit-plan.js';
import type { Urls } from './urls.js';

/**
 * Every endpoint of the API, family by family (route-table.ts), produced lazily so that output
 * streams (architecture.md, planOutput). The units come from `units`, read once, skipping the
 * components whose plans `plans` kept; when it fails (a file changed during the build, reported
 * in its bag) the planning stops there. `search` is given every unit's tokens. Its work, for
 * `progress`, is the units and the changes: nearly every file is one of theirs or a page of them.
 */
export function* planOutput(
  model: Model,
  units: UnitStream<SkippedTranslation>,
  urls: Urls,
  plans: UnitPlanCache,
  search: UnitTokenSink | null,
  progress: Progress = NO_PROGRESS,
): Generator<ApiRoute> {
  const context: PlanContext = { model, units, urls, plans, search, progress };
  progress.setTotal(model.translations.reduce((n, t) => n + t.stats.total, 0) + model.changes.length);
  for (const family of ROUTE_FAMILIES) {
    let routes = 0;
    for (const route of family.plan(context)) {
      routes++;
      yield route;
    }
    if (units.failed) return;
    // What the family planned is garbage once its routes are written: the next starts from a compact heap.
    collectAfterLargeStep(routes);
  }
}
