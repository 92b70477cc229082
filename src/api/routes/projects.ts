import { renderComponent, renderProject, renderRepository } from '../render-project.js';
import { renderStatistics } from '../render-statistics.js';
import { paths, webPaths } from '../urls.js';
import { aggregate, projectLanguages } from './aggregate-statistics.js';
import { listRoute, objectRoute } from './plan-helpers.js';
import { G, GD, GP, kind, type RouteFamily } from './route-family.js';

const KINDS = [
  kind('project-list', '/api/projects/', GP, true, 'Project List'),
  kind('project', '/api/projects/:project/', GD, false, 'Project Instance'),
  kind('project-components', '/api/projects/:project/components/', GP, true, 'Project Components'),
  kind('project-repository', '/api/projects/:project/repository/', GP, false, 'Project Repository'),
  kind('project-statistics', '/api/projects/:project/statistics/', G, false, 'Project Statistics'),
  kind('project-languages', '/api/projects/:project/languages/', G, false, 'Project Languages'),
  kind('project-changes', '/api/projects/:project/changes/', G, true, 'Project Changes'), // planned by changes.ts
] as const;

export type ProjectKindName = (typeof KINDS)[number]['name'];

/** `/api/projects/…`: the projects and what hangs under each. */
export const projectRoutes: RouteFamily<ProjectKindName, Exclude<ProjectKindName, 'project-changes'>> = {
  kinds: KINDS,
  *plan(context) {
    const { model, urls } = context;
    const { contentTimes } = model;
    yield listRoute(context, '/api/projects/', 'project-list', model.projects, (p) => renderProject(p, urls));
    for (const p of model.projects) {
      const base = paths.project(p);
      yield objectRoute(base, 'project', renderProject(p, urls));
      yield listRoute(context, `${base}components/`, 'project-components', p.components, (c) => renderComponent(c, urls, false));
      yield objectRoute(`${base}repository/`, 'project-repository', renderRepository(`${base}repository/`, urls, false));
      const translations = p.components.flatMap((c) => c.translations);
      yield objectRoute(`${base}statistics/`, 'project-statistics', renderStatistics({
        ...aggregate(translations, contentTimes),
        name: p.name,
        url: urls.absolute(webPaths.project(p)),
      }));
      yield objectRoute(`${base}languages/`, 'project-languages', projectLanguages(p, translations, contentTimes, urls));
    }
  },
};
