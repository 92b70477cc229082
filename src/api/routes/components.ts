import type { Project } from '../../model/model-types.js';
import { renderComponent, renderProject, renderRepository } from '../render-project.js';
import { renderTranslation, renderTranslationStatistics } from '../render-translation.js';
import { paths } from '../urls.js';
import { listRoute, objectRoute } from './plan-helpers.js';
import { G, GD, GP, kind, type RouteFamily } from './route-family.js';

const KINDS = [
  kind('component-list', '/api/components/', G, true, 'Component List'),
  kind('component', '/api/components/:project/:component/', GD, false, 'Component Instance'),
  kind('component-translations', '/api/components/:project/:component/translations/', GP, true, 'Component Translations'),
  kind('component-lock', '/api/components/:project/:component/lock/', GP, false, 'Component Lock'),
  kind('component-links', '/api/components/:project/:component/links/', GP, true, 'Component Links'),
  kind('component-repository', '/api/components/:project/:component/repository/', GP, false, 'Component Repository'),
  kind('component-statistics', '/api/components/:project/:component/statistics/', G, true, 'Component Statistics'),
  kind('component-changes', '/api/components/:project/:component/changes/', G, true, 'Component Changes'), // planned by changes.ts
] as const;

/** No component is shared with another project: every links list is empty. */
const NO_LINKS: readonly Project[] = [];

export type ComponentKindName = (typeof KINDS)[number]['name'];

/** `/api/components/…`: the components, their translations, lock, links, repository and statistics. */
export const componentRoutes: RouteFamily<ComponentKindName, Exclude<ComponentKindName, 'component-changes'>> = {
  kinds: KINDS,
  *plan(context) {
    const { model, urls } = context;
    const components = model.projects.flatMap((p) => p.components);
    yield listRoute(context, '/api/components/', 'component-list', components, (c) => renderComponent(c, urls));
    for (const c of components) {
      const base = paths.component(c);
      yield objectRoute(base, 'component', renderComponent(c, urls));
      yield listRoute(context, `${base}translations/`, 'component-translations', c.translations, (t) => renderTranslation(t, urls, false));
      yield objectRoute(`${base}lock/`, 'component-lock', { locked: false });
      yield listRoute(context, `${base}links/`, 'component-links', NO_LINKS, (p) => renderProject(p, urls));
      yield objectRoute(`${base}repository/`, 'component-repository', renderRepository(`${base}repository/`, urls, true));
      yield listRoute(context, `${base}statistics/`, 'component-statistics', c.translations, (t) => renderTranslationStatistics(t, urls));
    }
  },
};
