import { downloadExtensions } from '../formats/registry.js';

/** One kind of route: its URL pattern, methods (compatibility.md §2.7) and OPTIONS name (§2.5). */
export interface RouteKind {
  name: string;
  pattern: string;
  allow: string;
  paginated: boolean;
  title: string;
  raw?: boolean;
}

const G = 'GET, HEAD, OPTIONS';
const GP = 'GET, POST, HEAD, OPTIONS';
const GD = 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS';

const kind = (name: string, pattern: string, allow: string, paginated: boolean, title: string): RouteKind => ({
  name, pattern, allow, paginated, title,
});

/** Every route kind the build serves, in a fixed order (the manifest keeps it). */
export const ROUTE_KINDS: RouteKind[] = [
  kind('root', '/api/', G, false, 'Api Root'),
  kind('project-list', '/api/projects/', GP, true, 'Project List'),
  kind('project', '/api/projects/:project/', GD, false, 'Project Instance'),
  kind('project-components', '/api/projects/:project/components/', GP, true, 'Project Components'),
  kind('project-repository', '/api/projects/:project/repository/', GP, false, 'Project Repository'),
  kind('project-statistics', '/api/projects/:project/statistics/', G, false, 'Project Statistics'),
  kind('project-languages', '/api/projects/:project/languages/', G, false, 'Project Languages'),
  kind('project-changes', '/api/projects/:project/changes/', G, true, 'Project Changes'),
  kind('component-list', '/api/components/', G, true, 'Component List'),
  kind('component', '/api/components/:project/:component/', GD, false, 'Component Instance'),
  kind('component-translations', '/api/components/:project/:component/translations/', GP, true, 'Component Translations'),
  kind('component-lock', '/api/components/:project/:component/lock/', GP, false, 'Component Lock'),
  kind('component-links', '/api/components/:project/:component/links/', GP, true, 'Component Links'),
  kind('component-repository', '/api/components/:project/:component/repository/', GP, false, 'Component Repository'),
  kind('component-statistics', '/api/components/:project/:component/statistics/', G, true, 'Component Statistics'),
  kind('component-changes', '/api/components/:project/:component/changes/', G, true, 'Component Changes'),
  kind('translation-list', '/api/translations/', G, true, 'Translation List'),
  kind('translation', '/api/translations/:project/:component/:language/', 'GET, DELETE, HEAD, OPTIONS', false, 'Translation Instance'),
  kind('translation-units', '/api/translations/:project/:component/:language/units/', GP, true, 'Translation Units'),
  kind('translation-repository', '/api/translations/:project/:component/:language/repository/', GP, false, 'Translation Repository'),
  kind('translation-changes', '/api/translations/:project/:component/:language/changes/', G, true, 'Translation Changes'),
  kind('translation-statistics', '/api/translations/:project/:component/:language/statistics/', G, false, 'Translation Statistics'),
  { ...kind('translation-file', '/api/translations/:project/:component/:language/file/', 'GET, POST, PUT, HEAD, OPTIONS', false, 'Translation File'), raw: true },
  kind('unit-list', '/api/units/', G, true, 'Unit List'),
  kind('unit', '/api/units/:id/', GD, false, 'Unit Instance'),
  kind('change-list', '/api/changes/', G, true, 'Change List'),
  kind('change', '/api/changes/:id/', G, false, 'Change Instance'),
  kind('language-list', '/api/languages/', GP, true, 'Language List'),
  kind('language', '/api/languages/:language/', GD, false, 'Language Instance'),
  kind('language-statistics', '/api/languages/:language/statistics/', G, false, 'Language Statistics'),
  kind('user-list', '/api/users/', GP, true, 'User List'),
  kind('user', '/api/users/:user/', GD, false, 'User Instance'),
  kind('user-notifications', '/api/users/:user/notifications/', GP, true, 'User Notifications'),
  kind('notification', '/api/users/:user/notifications/:id/', GD, false, 'Notification Instance'),
];

/** Extensions a translation file download may have (its index file is `index.<ext>`). */
export const RAW_EXTENSIONS: readonly string[] = downloadExtensions();

/** The exact OPTIONS body of a kind (compatibility.md §2.5). */
export function renderOptionsBody(kind: RouteKind): string {
  return JSON.stringify({ name: kind.title, description: '', renders: ['application/json'], parses: ['application/json'] });
}
