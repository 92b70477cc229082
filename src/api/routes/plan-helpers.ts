import { stringifyJson, type JsonValue } from '../../emit/json.js';
import { paginate } from '../paginate.js';
import type { PlannedRoute } from '../planned-route.js';
import type { PlanContext } from './route-family.js';

/** One object at its URL, rendered now. */
export function objectRoute<K extends string>(url: string, kind: K, value: JsonValue): PlannedRoute<K> {
  return { url, kind, body: stringifyJson(value) };
}

/** A list held in memory, its pages rendered as they are written. */
export function listRoute<K extends string, T>(context: PlanContext, url: string, kind: K, items: readonly T[], render: (item: T) => JsonValue): PlannedRoute<K> {
  return { url, kind, pages: paginate(url, items.length, items, render, context.model.site.pageSize, context.urls) };
}
