import { convertCldrRule, isExponentManyRule, parseCldrRuleSet, type PluralCategory } from './convert-cldr-rule.js';
import { formulasEquivalent, isEnclosedInParentheses } from './plural-formula.js';
import type { LanguageSources } from './load-language-sources.js';
import { splitCode, stripAtVariant } from './language-code.js';
import { PLURAL_GAPS } from './plural-gaps.js';

/** Which step of §14.4 chose the plural (for the report). */
export type PluralStep = 'und' | 'cldr' | 'macrolanguage' | 'replacement' | 'gettext' | 'gap-table' | 'default';

export interface SelectedPlural {
  number: number;
  formula: string;
  step: PluralStep;
  /** The CLDR categories behind the forms, when the rule came from CLDR. */
  categories?: PluralCategory[];
}

/** The gettext table's formula text: after `plural=`, one pair of enclosing parentheses removed, `!==`/`===` → `!=`/`==`. */
export function gettextFormulaText(pluralsText: string): string {
  const m = /plural\s*=\s*(.*)$/.exec(pluralsText);
  let text = (m?.[1] ?? pluralsText).trim().replace(/;\s*$/, '').trim();
  if (isEnclosedInParentheses(text)) text = text.slice(1, -1).trim();
  return text.replace(/!==/g, '!=').replace(/===/g, '==');
}

function cldrRulesFor(sources: LanguageSources, code: string): Record<string, string> | undefined {
  const main = stripAtVariant(code).split('_');
  for (let n = main.length; n >= 1; n--) {
    const rules = sources.plurals[main.slice(0, n).join('-')];
    if (rules) return rules;
  }
  return undefined;
}

function fromCldr(sources: LanguageSources, rules: Record<string, string>, language: string): Omit<SelectedPlural, 'step'> {
  const set = parseCldrRuleSet(rules);
  const many = set.many;
  const drop = many !== undefined && isExponentManyRule(many) && sources.gettext[language] !== undefined;
  const converted = convertCldrRule(set, drop);
  return { number: converted.number, formula: converted.formula, categories: converted.categories };
}

/**
 * The CLDR rules a language borrows from the language CLDR replaces it with (cldr-alias-kind.ts): kmr → ku,
 * arb → ar, cnr → sr-ME. Such a code is a language of its own, but CLDR keeps its data under the replacement.
 */
function replacementRules(sources: LanguageSources, language: string): { rules: Record<string, string>; base: string } | undefined {
  const replacement = sources.languageAlias[language]?.replace(/-/g, '_');
  const rules = replacement === undefined ? undefined : cldrRulesFor(sources, replacement);
  return rules && replacement !== undefined ? { rules, base: splitCode(replacement).language } : undefined;
}

/**
 * §14.4: the default plural of a canonical code, spelled as the gettext table when equivalent. Between the
 * macrolanguage parent (step 3) and the gettext table (step 4), a language CLDR replaces by another takes the
 * replacement's rules, spelled as the replacement's gettext entry when it has none of its own; after the
 * gettext table, a few languages none of these sources knows take the rule of plural-gaps.ts.
 */
export function selectPlural(sources: LanguageSources, code: string): SelectedPlural {
  const { language } = splitCode(code);
  if (language === 'und') return { number: 2, formula: 'n != 1', step: 'und' };
  const table = sources.gettext[language];
  let tableFormula = table ? gettextFormulaText(table.pluralsText) : undefined;
  let result: SelectedPlural | undefined;
  const rules = cldrRulesFor(sources, code);
  if (rules) {
    result = { ...fromCldr(sources, rules, language), step: 'cldr' };
  } else {
    const parent = sources.macrolanguageParents[language];
    const parentRules = parent !== undefined ? sources.plurals[parent] : undefined;
    const borrowed = parentRules === undefined ? replacementRules(sources, language) : undefined;
    const gap = PLURAL_GAPS.get(language);
    if (parent !== undefined && parentRules) result = { ...fromCldr(sources, parentRules, parent), step: 'macrolanguage' };
    else if (borrowed) {
      result = { ...fromCldr(sources, borrowed.rules, borrowed.base), step: 'replacement' };
      const borrowedTable = sources.gettext[borrowed.base];
      if (tableFormula === undefined && borrowedTable) tableFormula = gettextFormulaText(borrowedTable.pluralsText);
    }
    else if (table && tableFormula !== undefined) return { number: table.nplurals, formula: tableFormula, step: 'gettext' };
    else if (gap !== undefined) return { ...gap, step: 'gap-table' };
    else return { number: 2, formula: 'n != 1', step: 'default' };
  }
  if (tableFormula !== undefined && formulasEquivalent(result.formula, tableFormula)) {
    result = { ...result, formula: tableFormula };
  }
  return result;
}
