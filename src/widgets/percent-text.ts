import type { Percent } from '../emit/json.js';

/** A percentage as the API prints it (one decimal, floored: §11.2), so pages and badges match it. */
export function formatPercent(p: Percent): string {
  return `${Math.floor(p.tenths / 10)}.${p.tenths % 10}`;
}
