import { NO_PROGRESS, type Progress } from '../build-progress.js';
import { collectGarbage } from '../collect-garbage.js';
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
    // What a large family planned is garbage once its routes are written, scattered over the old
    // generation: collected now, the next family starts from a compact heap instead of growing it
    // (a cold build at a million units peaked about 15 MB lower; docs/performance.md, issue 21's
    // stop 27). A small one is left to V8: a full collection costs what the heap holds.
    if (routes >= COLLECT_AFTER_ROUTES) collectGarbage();
  }
}

/** How many routes a family plans before its garbage is worth a full collection (a few at S, none for a small site). */
const COLLECT_AFTER_ROUTES = 10_000;
