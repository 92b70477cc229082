import type { PlannedRoute } from './planned-route.js';
import { categoryRoutes } from './routes/categories.js';
import { changeRoutes } from './routes/changes.js';
import { componentRoutes } from './routes/components.js';
import { downloadRoutes } from './routes/downloads.js';
import { languageRoutes } from './routes/languages.js';
import { projectRoutes } from './routes/projects.js';
import { rootRoutes } from './routes/root.js';
import type { RouteKind } from './routes/route-family.js';
import { translationRoutes } from './routes/translations.js';
import { userRoutes } from './routes/users.js';

/**
 * Every route family of the API, one file each in routes/. The order is that of the kinds in the
 * headers manifest (each family's kinds in turn) and the order in which they are planned.
 */
export const ROUTE_FAMILIES = [
  rootRoutes,
  projectRoutes,
  componentRoutes,
  translationRoutes,
  changeRoutes,
  languageRoutes,
  userRoutes,
  categoryRoutes,
  downloadRoutes,
] as const;

type Family = (typeof ROUTE_FAMILIES)[number];

/** The name of every route kind the API declares. */
export type RouteKindName = Family['kinds'][number]['name'];

/** A route of the API: its kind is one that a family declares. */
export type ApiRoute = PlannedRoute<RouteKindName>;

// Compile-time: a family may plan only kinds some family declares (the manifest must know them).
type PlannedKindName = Family extends { plan: (context: never) => Iterable<PlannedRoute<infer K>> } ? K : never;
const everyPlannedKindDeclared: [Exclude<PlannedKindName, RouteKindName>] extends [never] ? true : never = true;
void everyPlannedKindDeclared;

/** Every route kind the build serves, in a fixed order (the manifest keeps it). */
export const ROUTE_KINDS: readonly RouteKind<RouteKindName>[] = ROUTE_FAMILIES.flatMap((f): readonly RouteKind<RouteKindName>[] => f.kinds);
