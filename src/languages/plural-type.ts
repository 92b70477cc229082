import { formulasEquivalent } from './plural-formula.js';
import { WEBLATE_PLURAL_FORMULAS } from './weblate-plural-formulas.js';

export interface PluralTypeEntry {
  type: number;
  forms: number;
  formulas: readonly string[];
}

/** compatibility.md §14.8: the spec table, each type with its form count and the formulas it must list. */
const SPEC_PLURAL_TYPES: readonly PluralTypeEntry[] = [
  { type: 0, forms: 1, formulas: ['0'] },
  { type: 1, forms: 2, formulas: ['n != 1', 'n > 1', 'n % 10 != 1 || n % 100 == 11', 'n >= 2 && (n < 11 || n > 99)'] },
  { type: 2, forms: 3, formulas: ['n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2'] },
  { type: 3, forms: 6, formulas: [] },
  { type: 4, forms: 3, formulas: ['n==1 ? 0 : n==2 ? 1 : 2'] },
  { type: 5, forms: 4, formulas: ['(n==1) ? 0 : (n==2) ? 1 : (n == 3) ? 2 : 3'] },
  { type: 6, forms: 4, formulas: ['n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3'] },
  { type: 7, forms: 3, formulas: ['n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2'] },
  { type: 8, forms: 4, formulas: ['n==1 ? 0 : n==0 || ( n%100>1 && n%100<11) ? 1 : (n%100>10 && n%100<20 ) ? 2 : 3'] },
  { type: 9, forms: 2, formulas: ['(n==2) ? 1 : 0'] },
  { type: 10, forms: 5, formulas: ['n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4'] },
  { type: 11, forms: 3, formulas: ['n==0 ? 0 : n==1 ? 1 : 2'] },
  { type: 12, forms: 6, formulas: ['n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5'] },
  { type: 13, forms: 4, formulas: ['(n%100==1 ? 1 : n%100==2 ? 2 : n%100==3 || n%100==4 ? 3 : 0)'] },
  { type: 14, forms: 3, formulas: ['n==1 ? 0 : n==2 ? 2 : 1'] },
  { type: 15, forms: 2, formulas: ['n==0 ? 0 : 1'] },
  { type: 16, forms: 4, formulas: ['n==0 ? 0 : (n==1) ? 1 : (n>=2 && n<=4) ? 2 : 3'] },
  { type: 17, forms: 5, formulas: ['n==0 ? 0 : n%100==1 ? 1 : n%100==2 ? 2 : n%100==3 || n%100==4 ? 3 : 4'] },
  { type: 18, forms: 4, formulas: ['n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : 3'] },
  { type: 19, forms: 5, formulas: ['n==0 ? 0 : n==1 ? 1 : ( n%100>1 && n%100<11) ? 2 : (n%100>10 && n%100<20 ) ? 3 : 4'] },
  { type: 20, forms: 3, formulas: ['(n == 1) ? 0 : ((n != 0 && n % 1000000 == 0) ? 1 : 2)'] },
  { type: 21, forms: 4, formulas: ['(n == 0) ? 0 : (n == 1) ? 1 : ((n != 0 && n % 1000000 == 0) ? 2 : 3)'] },
  {
    type: 22,
    forms: 3,
    formulas: [
      'n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2',
      '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2',
    ],
  },
  { type: 23, forms: 4, formulas: ['(n==1 ? 0 : (n==0 || (n%100>=1 && n%100<=10)) ? 1 : (n%100>=11 && n%100<=19) ? 2 : 3)'] },
];

function removeSpaces(formula: string): string {
  return formula.replace(/ /g, '');
}

/**
 * §14.8 lets a project list more formulas per type than the table, as Weblate does: each type keeps
 * the spec's formulas first, in their order, then Weblate's other known formulas for that type
 * (`weblate-plural-formulas.ts`) that are not already listed, compared with spaces removed.
 */
function buildPluralTypes(): readonly PluralTypeEntry[] {
  return SPEC_PLURAL_TYPES.map((entry) => {
    const seen = new Set(entry.formulas.map(removeSpaces));
    const formulas = [...entry.formulas];
    for (const extra of WEBLATE_PLURAL_FORMULAS) {
      if (extra.type !== entry.type) continue;
      for (const formula of extra.formulas) {
        const key = removeSpaces(formula);
        if (seen.has(key)) continue;
        seen.add(key);
        formulas.push(formula);
      }
    }
    return { type: entry.type, forms: entry.forms, formulas };
  });
}

/** §14.8: the plural types with their form count and known formulas, in table order. */
export const PLURAL_TYPES: readonly PluralTypeEntry[] = buildPluralTypes();

export const PLURAL_TYPE_UNKNOWN = 666;

const BY_TEXT = new Map<string, number>();
for (const entry of PLURAL_TYPES) {
  for (const formula of entry.formulas) {
    const key = removeSpaces(formula);
    if (!BY_TEXT.has(key)) BY_TEXT.set(key, entry.type);
  }
}

const cache = new Map<string, number>();

/** §14.8: the type of a plural formula with `number` forms, for a language whose base code is `baseCode`. */
export function computePluralType(formula: string, number: number, baseCode: string): number {
  const stripped = formula.trim().replace(/;$/, '').trim();
  if (stripped === '0') return 0;
  // Arabic with its six forms is ARABIC (3), as Weblate publishes it. §14.8 puts the `ar` rule
  // after the table lookup, but Weblate's own Arabic formula carries enclosing parentheses that
  // make its lookup miss; our spelling (§14.4) drops them, so the rule must come first here.
  if (baseCode === 'ar' && number === 6) return 3;
  const byText = BY_TEXT.get(stripped.replace(/ /g, ''));
  if (byText !== undefined) return byText;
  if (baseCode === 'ar') return 3;
  const key = `${number}\u001f${stripped}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let result = PLURAL_TYPE_UNKNOWN;
  try {
    for (const entry of PLURAL_TYPES) {
      if (entry.forms !== number) continue;
      if (entry.formulas.some((f) => formulasEquivalent(f, stripped))) {
        result = entry.type;
        break;
      }
    }
  } catch {
    result = PLURAL_TYPE_UNKNOWN;
  }
  cache.set(key, result);
  return result;
}
