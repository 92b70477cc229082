import type { Progress } from '../../build-progress.js';
import type { Model } from '../../model/model.js';
import type { SkippedTranslation, UnitStream } from '../../model/unit-source.js';
import type { PlannedRoute } from '../planned-route.js';
import type { Urls } from '../urls.js';
import type { UnitPlanCache } from './unit-plan-cache.js';
import type { UnitTokenSink } from './unit-plan.js';

/** One kind of route: its URL pattern, methods (compatibility.md §2.7) and OPTIONS name (§2.5). */
export interface RouteKind<Name extends string = string> {
  name: Name;
  pattern: string;
  allow: string;
  paginated: boolean;
  title: string;
  /** Served as the file's own bytes, with the content type of its extension (else JSON). */
  raw?: boolean;
  /** Raw kinds: the extensions of their index file (default: every translation file's). */
  extensions?: readonly string[];
  /** Raw kinds answering `?format=<name>`: the file, in the route's folder, that serves each name. */
  formats?: Readonly<Record<string, string>>;
}

export const G = 'GET, HEAD, OPTIONS';
export const GP = 'GET, POST, HEAD, OPTIONS';
export const GD = 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS';

export function kind<Name extends string>(name: Name, pattern: string, allow: string, paginated: boolean, title: string): RouteKind<Name> {
  return { name, pattern, allow, paginated, title };
}

/** What every family plans from: the model, its units as one stream, the URL options and the progress. */
export interface PlanContext {
  model: Model;
  /** Read once, by the family that plans the units (translations.ts); a component `plans` skips comes without units. */
  units: UnitStream<SkippedTranslation>;
  /** The units' plans, kept for the next build and taken from the last one. */
  plans: UnitPlanCache;
  /** The site's search index, given each unit's tokens as the units are planned; null without the site. */
  search: UnitTokenSink | null;
  urls: Urls;
  progress: Progress;
}

/**
 * The URLs of one part of the API: the kinds it declares (in manifest order) and how its routes
 * are planned. `Planned` names the kinds its plan yields: its own, and for the changes family the
 * change lists of the kinds other families declare (they are filled in one pass over the changes).
 */
export interface RouteFamily<Declared extends string, Planned extends string = Declared> {
  kinds: readonly RouteKind<Declared>[];
  plan: (context: PlanContext) => Iterable<PlannedRoute<Planned>>;
}
