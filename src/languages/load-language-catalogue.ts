import { computeId } from '../model/ids.js';
import type { Language, LanguageCatalogue, LanguageOverride, PluralCategoryName } from './language.js';
import { loadLanguageSources, type LanguageSources } from './load-language-sources.js';
import { canonicalizeCode, isWellFormedCode, splitCode, stripAtVariant } from './language-code.js';
import { buildNameTables, computeLanguageName, type NameSource, type NameTables } from './build-language-names.js';
import { buildAliasTable, buildCatalogueCodes, buildPopulationTable } from './build-language-data.js';
import { selectPlural, type PluralStep } from './select-plural.js';
import { computePluralType } from './plural-type.js';
import { categoriesByCount } from './plural-categories.js';
import { sanitizeAndroidCode } from './sanitize-android-code.js';

/** How each field of a language was derived (for `languages:report`). */
export interface LanguageProvenance {
  name: NameSource | 'override' | 'code';
  plural: PluralStep | 'override';
}

/** The catalogue with the extras used by the report and the tests. */
export interface BuiltLanguageCatalogue extends LanguageCatalogue {
  /** The catalogue codes (§14.2 base list, common variants and the codes languages.yaml adds), sorted. */
  readonly codes: readonly string[];
  /** How the fields of a served code were derived. */
  provenance(servedCode: string): LanguageProvenance;
}

const SCRIPT_SUFFIX_FALLBACK = /_(?:Cyrl|Latn|Hans|Hant|devel)$/;

function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

class Catalogue implements BuiltLanguageCatalogue {
  readonly codes: readonly string[];
  private readonly codeSet: Set<string>;
  private readonly names: NameTables;
  private readonly population: Map<string, number>;
  private readonly aliasTargets = new Map<string, string>();
  private readonly aliasLists = new Map<string, string[]>();
  private readonly overrides = new Map<string, LanguageOverride>();
  private readonly rawOverrideCodes = new Map<string, string>();
  private readonly cache = new Map<string, { language: Language; known: boolean; provenance: LanguageProvenance }>();

  constructor(private readonly sources: LanguageSources, overrides: readonly LanguageOverride[]) {
    this.names = buildNameTables(sources);
    this.population = buildPopulationTable(sources);
    const base = buildCatalogueCodes(sources, this.population);
    this.codeSet = new Set(base);
    for (const [key, target] of buildAliasTable(sources, this.codeSet)) this.aliasTargets.set(key, target);
    for (const override of overrides) {
      const code = canonicalizeCode(override.code);
      this.overrides.set(code, override);
      this.rawOverrideCodes.set(override.code.trim(), code);
      this.codeSet.add(code);
      this.aliasTargets.delete(code);
    }
    for (const [code, override] of this.overrides) {
      for (const alias of override.aliases ?? []) {
        const key = canonicalizeCode(alias);
        if (key !== code) this.aliasTargets.set(key, code);
      }
    }
    for (const [key, target] of this.aliasTargets) {
      const list = this.aliasLists.get(target) ?? [];
      list.push(key);
      this.aliasLists.set(target, list);
    }
    for (const list of this.aliasLists.values()) list.sort(compareCodes);
    this.codes = [...this.codeSet].sort(compareCodes);
  }

  resolveCode(code: string): string | null {
    const raw = sanitizeAndroidCode(code.trim());
    const declared = this.rawOverrideCodes.get(raw);
    if (declared !== undefined) return declared;
    const canonical = canonicalizeCode(raw);
    const target = this.aliasTargets.get(canonical);
    if (target !== undefined) return target;
    if (this.codeSet.has(canonical)) return canonical;
    return isWellFormedCode(canonical, (c) => this.codeSet.has(c)) ? canonical : null;
  }

  getLanguage(servedCode: string): { language: Language; known: boolean } {
    const entry = this.derive(servedCode);
    return { language: entry.language, known: entry.known };
  }

  provenance(servedCode: string): LanguageProvenance {
    return this.derive(servedCode).provenance;
  }

  private derive(code: string): { language: Language; known: boolean; provenance: LanguageProvenance } {
    const cached = this.cache.get(code);
    if (cached) return cached;
    const parts = splitCode(code);
    const override = this.overrides.get(code);
    const named = computeLanguageName(parts, this.names);
    let name = named?.name ?? code;
    let nameSource: LanguageProvenance['name'] = named?.source ?? 'code';
    if (override?.name !== undefined) {
      name = override.name;
      nameSource = 'override';
    }
    let number: number;
    let formula: string;
    let pluralSource: LanguageProvenance['plural'];
    let categories: readonly PluralCategoryName[] | undefined;
    if (override?.plural) {
      number = override.plural.number;
      formula = override.plural.formula.trim().replace(/;$/, '').trim();
      pluralSource = 'override';
    } else {
      const selected = selectPlural(this.sources, code);
      number = selected.number;
      formula = selected.formula;
      pluralSource = selected.step;
      categories = selected.categories;
    }
    const language: Language = {
      code,
      name,
      plural: {
        id: computeId('plural', [code]),
        source: 0,
        number,
        formula,
        type: computePluralType(formula, number, parts.language),
        categories: categories?.length === number ? categories : categoriesByCount(number),
      },
      aliases: override?.aliases !== undefined
        ? [...new Set(override.aliases.map(canonicalizeCode))].sort(compareCodes)
        : [...(this.aliasLists.get(code) ?? [])],
      direction: override?.direction ?? this.computeDirection(code),
      population: override?.population ?? this.lookupPopulation(code),
    };
    const entry = { language, known: nameSource !== 'code', provenance: { name: nameSource, plural: pluralSource } };
    this.cache.set(code, entry);
    return entry;
  }

  /** §14.9: the script of a code (explicit, likely for the code, likely for its language, likely for its alias target). */
  private scriptOf(code: string): string | undefined {
    const parts = splitCode(code);
    if (parts.script !== undefined) return parts.script;
    const likely = (key: string): string | undefined => {
      const tag = this.sources.likelySubtags[key.replace(/_/g, '-')];
      return tag?.split('-').find((s) => /^[A-Z][a-z]{3}$/.test(s));
    };
    const main = stripAtVariant(code);
    const found = likely(main) ?? likely(parts.language);
    if (found !== undefined) return found;
    const alias = this.sources.languageAlias[parts.language];
    if (alias === undefined) return undefined;
    const aliasScript = alias.split('-').find((s) => /^[A-Z][a-z]{3}$/.test(s));
    return aliasScript ?? likely(alias.split('-')[0] ?? '');
  }

  /**
   * §14.9, but an explicit script subtag decides alone: `ks_Deva`, `ar_Latn` and `lad_Latn` are written left to
   * right although their base language is not.
   */
  private computeDirection(code: string): 'ltr' | 'rtl' {
    const rtl = (s: string | undefined): boolean => s !== undefined && this.sources.rtlScripts.has(s);
    const parts = splitCode(code);
    if (parts.script !== undefined) return rtl(parts.script) ? 'rtl' : 'ltr';
    return rtl(this.scriptOf(code)) || rtl(this.scriptOf(parts.language)) ? 'rtl' : 'ltr';
  }

  /** §14.10 lookup order. */
  private lookupPopulation(code: string): number {
    const exact = this.population.get(code);
    if (exact !== undefined) return exact;
    const main = stripAtVariant(code);
    const withoutVariant = this.population.get(main);
    if (withoutVariant !== undefined) return withoutVariant;
    if (SCRIPT_SUFFIX_FALLBACK.test(main)) return this.population.get(splitCode(main).language) ?? 0;
    return 0;
  }
}

/** Builds the language catalogue from the pinned npm packages and the content's languages.yaml overrides. */
export function loadLanguageCatalogue(overrides: LanguageOverride[]): BuiltLanguageCatalogue {
  return new Catalogue(loadLanguageSources(), overrides);
}
