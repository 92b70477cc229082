import type { ConversionThread } from '../../downloads/conversion-thread.js';
import type { Translation, Unit } from '../../model/model-types.js';
import type { LazyBytes } from '../lazy-bytes.js';
import type { LazyItem } from '../lazy-item.js';
import { unitItemsOf } from '../render-unit.js';
import type { Urls } from '../urls.js';
import { convertedFiles } from './converted-files.js';

/**
 * What reads the units as the API plans them, besides the API: the site's search index. It is
 * given each unit's tokens, which a rebuild may take from the previous build's plan instead of
 * the units (unit-plan-cache.ts).
 */
export interface UnitTokenSink {
  tokensOf(t: Translation, unit: Readonly<Unit>): string[];
  add(t: Translation, ids: readonly number[], tokens: readonly (readonly string[])[]): void;
}

/** One translation's units as the API plans them: items to render, the converted downloads, and their search tokens. */
export interface UnitPlan {
  ids: number[];
  items: LazyItem[];
  converted: { file: string; lazy: LazyBytes }[];
  /** Per unit, its search tokens; null when no search index reads them. */
  tokens: string[][] | null;
  /** A translation without a file: its generated file, when a fingerprint names it (else it is made from the units). */
  generatedFile: LazyBytes | null;
}

/**
 * Plans one translation from its units. `sourceUnits` are its component's source translation's
 * units by id_hash (every string has one), `lastUpdated` its units' last change by unit id.
 * `conversions`: the thread that generates its converted downloads at once (a build that writes every file).
 */
export function planUnitsOf(
  t: Translation,
  units: readonly Readonly<Unit>[],
  sourceUnits: ReadonlyMap<bigint, Unit>,
  lastUpdated: ReadonlyMap<number, string>,
  urls: Urls,
  search: UnitTokenSink | null,
  conversions: ConversionThread | null = null,
): UnitPlan {
  const itemOf = unitItemsOf(t, urls);
  return {
    ids: units.map((u) => u.id),
    items: units.map((u) => itemOf(u, sourceUnits.get(u.idHash) ?? u, lastUpdated.get(u.id))),
    converted: convertedFiles(t, units, urls, conversions),
    tokens: search ? units.map((u) => search.tokensOf(t, u)) : null,
    generatedFile: null,
  };
}
