import { computeId } from '../model/ids.js';
import type { Plural } from './language.js';
import { computePluralType } from './plural-type.js';

/** Weblate's `Plural.SOURCE_CLDR_ZERO`: "CLDR plural with zero". */
export const PLURAL_SOURCE_CLDR_ZERO = 3;

/**
 * Weblate's plural "with zero" of a language (`Plural.SOURCE_CLDR_ZERO`), the one its stringsdict
 * format uses (`StringsdictFormat.get_plural`): an explicit `zero` form first, for 0, then the
 * language's own forms shifted by one. A plural that already has a `zero` category (Arabic, Welsh,
 * Latvian, Colognian…) is returned unchanged, as Weblate does for its zero-first plural types and as
 * translate-toolkit's stringsdict reader does (it inserts `zero` only when the language lacks it).
 *
 * Weblate looks the zero formula up in a hand-written table (`FORMULA_WITH_ZERO`); here it is
 * derived, `n == 0 ? 0 : 1 + (formula)`, which selects the same forms (a C comparison is 0 or 1, so a
 * two-form formula such as `n != 1` shifts as a ternary one does).
 */
export function withZeroForm(plural: Plural, languageCode: string): Plural {
  if (plural.categories.includes('zero')) return plural;
  const number = plural.number + 1;
  // (a language without plurals, formula `0`, gets Weblate's own `n == 0 ? 0 : 1`)
  const formula = plural.formula.trim() === '0' ? 'n == 0 ? 0 : 1' : `n == 0 ? 0 : 1 + (${plural.formula})`;
  return {
    id: computeId('plural', [languageCode, 'cldr-zero']),
    source: PLURAL_SOURCE_CLDR_ZERO,
    number,
    formula,
    type: computePluralType(formula, number, languageCode.split(/[_@]/)[0] ?? languageCode),
    categories: ['zero', ...plural.categories],
  };
}
