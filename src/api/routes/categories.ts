import { renderCategory } from '../render-category.js';
import { renderStatistics } from '../render-statistics.js';
import { paths, webPaths } from '../urls.js';
import { aggregate } from './aggregate-statistics.js';
import { listRoute, objectRoute } from './plan-helpers.js';
import { G, GD, GP, kind, type RouteFamily } from './route-family.js';

const KINDS = [
  kind('category-list', '/api/categories/', GP, true, 'Category List'),
  kind('category', '/api/categories/:id/', GD, false, 'Category Instance'),
  kind('category-statistics', '/api/categories/:id/statistics/', G, false, 'Category Statistics'),
  kind('project-categories', '/api/projects/:project/categories/', G, true, 'Project Categories'),
] as const;

/**
 * Weblate 5's categories: `/api/categories/…` (every project's, by project slug then path) and
 * each project's `categories/` list; a category's statistics cover the components nested in it.
 */
export const categoryRoutes: RouteFamily<(typeof KINDS)[number]['name']> = {
  kinds: KINDS,
  *plan(context) {
    const { model, urls } = context;
    const { contentTimes } = model;
    const all = model.projects.flatMap((p) => p.categories ?? []);
    yield listRoute(context, '/api/categories/', 'category-list', all, (k) => renderCategory(k, urls));
    for (const p of model.projects) {
      yield listRoute(context, `${paths.project(p)}categories/`, 'project-categories', p.categories ?? [], (k) => renderCategory(k, urls));
    }
    for (const k of all) {
      yield objectRoute(paths.category(k), 'category', renderCategory(k, urls));
      yield objectRoute(`${paths.category(k)}statistics/`, 'category-statistics', renderStatistics({
        ...aggregate(k.components.flatMap((c) => c.translations), contentTimes),
        name: k.name,
        url: urls.absolute(webPaths.category(k)),
      }));
    }
  },
};
