import { downloadExtensions } from '../formats/registry.js';
import type { RouteKind } from './routes/route-family.js';

export type { RouteKind } from './routes/route-family.js';
export { ROUTE_KINDS, type RouteKindName } from './route-table.js';

/** Extensions a translation file download may have (its index file is `index.<ext>`). */
export const RAW_EXTENSIONS: readonly string[] = downloadExtensions();

/** The exact OPTIONS body of a kind (compatibility.md §2.5). */
export function renderOptionsBody(kind: RouteKind): string {
  return JSON.stringify({ name: kind.title, description: '', renders: ['application/json'], parses: ['application/json'] });
}
