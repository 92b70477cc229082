import type { LanguageSources } from './load-language-sources.js';
import { canonicalizeCode } from './language-code.js';
import { cldrAliasKind } from './cldr-alias-kind.js';

/**
 * Codes excluded from the ISO 639-2 part of the base list (§14.2). They are excluded from the whole list
 * (nb, no and zh are also CLDR plural locales, lah has more than 1M speakers), and so is sh (a CLDR plural
 * locale), so that nb, no, zh and sh stay aliases of nb_NO, zh_Hans and sr_Latn (§14.11).
 */
const EXCLUDED_ISO_CODES = new Set(['nb', 'no', 'zh', 'zxx', 'lah']);
const EXCLUDED_CODES = new Set([...EXCLUDED_ISO_CODES, 'sh']);

const LOCALE_VARIANT = /^[a-z]{2,3}(?:_[A-Z][a-z]{3})?(?:_(?:[A-Z]{2}|\d{3}))?$/;

/** Common script and region variants added to the base list (issue 3), including the fixed alias targets. */
export const COMMON_VARIANTS: readonly string[] = [
  'zh_Hans', 'zh_Hant', 'zh_Hans_SG', 'zh_Hant_HK', 'zh_Hant_MO', 'pt_BR', 'pt_PT', 'sr_Latn', 'sr_Cyrl',
  'be_Latn', 'en_GB', 'en_US', 'en_AU', 'en_CA', 'es_419', 'es_MX', 'es_AR', 'fr_CA', 'de_AT', 'de_CH', 'nl_BE',
  'nb_NO', 'az_Cyrl', 'uz_Cyrl', 'bs_Cyrl', 'pa_Arab', 'ks_Deva', 'sd_Deva', 'ms_Arab', 'ha_NE',
];

/** ISO 639-2 codes that are collective (no ISO 639-3 entry) or reserved ranges. */
function isoCatalogueCodes(sources: LanguageSources): string[] {
  const iso3 = new Set(sources.iso6393.map((e) => e.iso6393));
  const codes: string[] = [];
  for (const e of sources.iso6392) {
    const t = e.iso6392T ?? e.iso6392B;
    if (!/^[a-z]{3}$/.test(t) || !iso3.has(t)) continue;
    const code = e.iso6391 ?? t;
    if (!EXCLUDED_ISO_CODES.has(code)) codes.push(code);
  }
  return codes;
}

/** §14.10: population sums by code (before lookup). */
export function buildPopulationTable(sources: LanguageSources): Map<string, number> {
  const sums = new Map<string, number>();
  const add = (key: string, value: number): void => {
    sums.set(key, (sums.get(key) ?? 0) + value);
  };
  const containedIn = (region: string): Set<string> => {
    const result = new Set<string>();
    const visit = (code: string): void => {
      for (const child of sources.territoryContainment[code]?._contains ?? []) {
        if (result.has(child)) continue;
        result.add(child);
        visit(child);
      }
    };
    visit(region);
    return result;
  };
  const in150 = containedIn('150');
  const in419 = containedIn('419');
  for (const [territory, info] of Object.entries(sources.territoryInfo)) {
    const population = Number(info._population ?? 0);
    for (const [lang, entry] of Object.entries(info.languagePopulation ?? {})) {
      const value = (population * Number(entry._populationPercent ?? 0)) / 100;
      add(lang, value);
      add(`${lang}_${territory}`, value);
      if (lang === 'en' || lang === 'es') {
        if (in150.has(territory)) add(`${lang}_150`, value);
        if (in419.has(territory)) add(`${lang}_419`, value);
      }
    }
  }
  const move = (from: string, to: string): void => {
    const value = sums.get(from);
    if (value === undefined) return;
    sums.delete(from);
    add(to, value);
  };
  move('zh', 'zh_Hans');
  move('pa_Arab', 'pa');
  const result = new Map<string, number>();
  for (const [key, value] of sums) result.set(key, Math.trunc(value));
  return result;
}

/**
 * §14.2: the base list of catalogue codes, plus the common script and region variants: the CLDR locales
 * (availableLocales, full) that have a script and/or a region, and COMMON_VARIANTS. Sorted in code-point order.
 */
export function buildCatalogueCodes(sources: LanguageSources, population: ReadonlyMap<string, number>): string[] {
  const codes = new Set<string>(isoCatalogueCodes(sources));
  for (const key of Object.keys(sources.plurals)) codes.add(key.replace(/-/g, '_'));
  for (const territory of Object.values(sources.territoryInfo)) {
    for (const lang of Object.keys(territory.languagePopulation ?? {})) {
      const key = lang === 'zh' ? 'zh_Hans' : lang === 'pa_Arab' ? 'pa' : lang;
      if ((population.get(key) ?? 0) > 1_000_000) codes.add(key);
    }
  }
  for (const locale of sources.cldrLocales) {
    const code = canonicalizeCode(locale);
    if (code.includes('_') && LOCALE_VARIANT.test(code)) codes.add(code);
  }
  for (const code of COMMON_VARIANTS) codes.add(code);
  for (const code of EXCLUDED_CODES) codes.delete(code);
  return [...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * §14.11: alias key → target code. Of CLDR's languageAlias entries only the renames are aliases
 * (cldr-alias-kind.ts): a replacement by another language (kmr → ku) would merge two languages.
 */
export function buildAliasTable(sources: LanguageSources, catalogue: ReadonlySet<string>): Map<string, string> {
  const aliases = new Map<string, string>();
  const special: Record<string, string> = { zh: 'zh_Hans', sh: 'sr_Latn', nb: 'nb_NO', no: 'nb_NO' };
  const target = (two: string): string => special[two] ?? two;
  for (const e of sources.iso6393) {
    if (!e.iso6391) continue;
    aliases.set(e.iso6393, target(e.iso6391));
  }
  for (const e of sources.iso6392) {
    if (!e.iso6391) continue;
    for (const key of [e.iso6392B, e.iso6392T]) if (key) aliases.set(key, target(e.iso6391));
  }
  for (const [two, to] of Object.entries(special)) aliases.set(two, to);
  const fixed: Record<string, string> = {
    zh_CN: 'zh_Hans', zh_SG: 'zh_Hans_SG', zh_TW: 'zh_Hant', zh_HK: 'zh_Hant_HK', zh_MO: 'zh_Hant_MO',
  };
  for (const [key, to] of Object.entries(fixed)) aliases.set(key, to);
  for (const [key, replacement] of Object.entries(sources.languageAlias)) {
    if (key.includes('-') || catalogue.has(key) || aliases.has(key)) continue;
    if (cldrAliasKind(sources.languageAliasReason[key], replacement) !== 'rename') continue;
    const to = replacement.replace(/-/g, '_');
    if (catalogue.has(to)) aliases.set(key, to);
  }
  for (const key of [...aliases.keys()]) if (catalogue.has(key)) aliases.delete(key);
  return aliases;
}
