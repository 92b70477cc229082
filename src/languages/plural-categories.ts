import type { PluralCategoryName } from './language.js';

/**
 * The categories of a plural that did not come from CLDR (a languages.yaml formula, the gettext
 * table): `other` last, and before it the categories in CLDR's order that most languages with that
 * many forms use (one; one, few; one, two, few; …).
 */
export function categoriesByCount(count: number): PluralCategoryName[] {
  const before: PluralCategoryName[][] = [[], ['one'], ['one', 'few'], ['one', 'two', 'few'], ['one', 'two', 'few', 'many'], ['zero', 'one', 'two', 'few', 'many']];
  return [...(before[Math.max(0, Math.min(count, 6) - 1)] ?? []), 'other'];
}
