import { paths } from '../urls.js';
import { objectRoute } from './plan-helpers.js';
import { G, kind, type RouteFamily } from './route-family.js';

const KINDS = [kind('root', '/api/', G, false, 'Api Root')] as const;

/** `/api/`: the links to every top-level list. */
export const rootRoutes: RouteFamily<(typeof KINDS)[number]['name']> = {
  kinds: KINDS,
  *plan({ urls }) {
    yield objectRoute('/api/', 'root', Object.fromEntries(
      ['users', 'projects', 'components', 'translations', 'languages', 'changes', 'units'].map((n) => [n, urls.absolute(paths.list(n))]),
    ));
  },
};
