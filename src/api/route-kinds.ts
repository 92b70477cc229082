import type { RouteKind } from './routes/route-family.js';

export type { RouteKind } from './routes/route-family.js';
export { ROUTE_KINDS, type RouteKindName } from './route-table.js';

export const RAW_EXTENSIONS = ['po', 'tbx'] as const;

/** The exact OPTIONS body of a kind (compatibility.md §2.5). */
export function renderOptionsBody(kind: RouteKind): string {
  return JSON.stringify({ name: kind.title, description: '', renders: ['application/json'], parses: ['application/json'] });
}
