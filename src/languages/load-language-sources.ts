import { createRequire } from 'node:module';
import { iso6393 } from 'iso-639-3';
import { iso6392 } from 'iso-639-2';

/** The raw data of the pinned npm packages (compatibility.md §14.1), read once per process. */
export interface LanguageSources {
  iso6393: readonly { name: string; iso6393: string; iso6391?: string; iso6392B?: string; iso6392T?: string; scope: string }[];
  iso6392: readonly { name: string; iso6392B: string; iso6392T?: string; iso6391?: string }[];
  /** CLDR key (with `-`) → `pluralRule-count-*` → rule. */
  plurals: Record<string, Record<string, string>>;
  /** desired → supported, for languageMatching entries with distance 10 and oneway true. */
  macrolanguageParents: Record<string, string>;
  /** CLDR languageAlias key → replacement (with `-`). */
  languageAlias: Record<string, string>;
  /** CLDR languageAlias key → its `_reason` (deprecated, overlong, macrolanguage, bibliographic, legacy). */
  languageAliasReason: Record<string, string>;
  /** CLDR likelySubtags key (with `-`) → full tag. */
  likelySubtags: Record<string, string>;
  /** Script codes with `rtl: "YES"`. */
  rtlScripts: Set<string>;
  territoryInfo: Record<string, { _population?: string; languagePopulation?: Record<string, { _populationPercent?: string }> }>;
  territoryContainment: Record<string, { _contains?: string[] }>;
  languageNames: Record<string, string>;
  scriptNames: Record<string, string>;
  territoryNames: Record<string, string>;
  /** CLDR availableLocales (full), with `-`. */
  cldrLocales: readonly string[];
  /** gettext table: language → `pluralsText`, `nplurals`. */
  gettext: Record<string, { nplurals: number; pluralsText: string }>;
}

const require = createRequire(import.meta.url);

let cached: LanguageSources | undefined;

interface MatchEntry {
  _desired?: string;
  _supported?: string;
  _distance?: string | number;
  _oneway?: string | boolean;
}

function readMacrolanguageParents(): Record<string, string> {
  const data = require('cldr-core/supplemental/languageMatching.json') as {
    supplemental: { languageMatching: Record<string, { languageMatch?: MatchEntry[] }> };
  };
  const parents: Record<string, string> = {};
  const list = data.supplemental.languageMatching['written-new']?.languageMatch ?? [];
  for (const entry of list) {
    if (Number(entry._distance) !== 10 || String(entry._oneway) !== 'true') continue;
    const desired = entry._desired;
    const supported = entry._supported;
    if (!desired || !supported || !/^[a-z]{2,3}$/.test(desired) || !/^[a-z]{2,3}$/.test(supported)) continue;
    if (!(desired in parents)) parents[desired] = supported;
  }
  return parents;
}

/** Reads cldr-core, cldr-localenames-full (en), iso-639-3, iso-639-2 and node-gettext's plural table. */
export function loadLanguageSources(): LanguageSources {
  if (cached) return cached;
  const plurals = (require('cldr-core/supplemental/plurals.json') as {
    supplemental: { 'plurals-type-cardinal': Record<string, Record<string, string>> };
  }).supplemental['plurals-type-cardinal'];
  const alias = (require('cldr-core/supplemental/aliases.json') as {
    supplemental: { metadata: { alias: { languageAlias: Record<string, { _replacement: string; _reason?: string }> } } };
  }).supplemental.metadata.alias.languageAlias;
  const languageAlias: Record<string, string> = {};
  const languageAliasReason: Record<string, string> = {};
  for (const [key, value] of Object.entries(alias)) {
    languageAlias[key] = value._replacement;
    if (value._reason !== undefined) languageAliasReason[key] = value._reason;
  }
  const likelySubtags = (require('cldr-core/supplemental/likelySubtags.json') as {
    supplemental: { likelySubtags: Record<string, string> };
  }).supplemental.likelySubtags;
  const scripts = (require('cldr-core/scriptMetadata.json') as {
    scriptMetadata: Record<string, { rtl?: string }>;
  }).scriptMetadata;
  const rtlScripts = new Set(Object.entries(scripts).filter(([, m]) => m.rtl === 'YES').map(([s]) => s));
  const territoryInfo = (require('cldr-core/supplemental/territoryInfo.json') as {
    supplemental: { territoryInfo: LanguageSources['territoryInfo'] };
  }).supplemental.territoryInfo;
  const territoryContainment = (require('cldr-core/supplemental/territoryContainment.json') as {
    supplemental: { territoryContainment: LanguageSources['territoryContainment'] };
  }).supplemental.territoryContainment;
  const names = (file: string, key: string): Record<string, string> =>
    (require(`cldr-localenames-full/main/en/${file}.json`) as {
      main: { en: { localeDisplayNames: Record<string, Record<string, string>> } };
    }).main.en.localeDisplayNames[key] ?? {};
  const gettext = require('node-gettext/lib/plurals.js') as LanguageSources['gettext'];
  // Every table is looked up by codes found in content, which may be `constructor` or `__proto__`.
  cached = {
    iso6393,
    iso6392,
    plurals: ownKeysOnly(plurals),
    macrolanguageParents: ownKeysOnly(readMacrolanguageParents()),
    languageAlias: ownKeysOnly(languageAlias),
    languageAliasReason: ownKeysOnly(languageAliasReason),
    likelySubtags: ownKeysOnly(likelySubtags),
    rtlScripts,
    territoryInfo: ownKeysOnly(territoryInfo),
    territoryContainment: ownKeysOnly(territoryContainment),
    languageNames: ownKeysOnly(names('languages', 'languages')),
    scriptNames: ownKeysOnly(names('scripts', 'scripts')),
    territoryNames: ownKeysOnly(names('territories', 'territories')),
    gettext: ownKeysOnly(gettext),
    cldrLocales: (require('cldr-core/availableLocales.json') as { availableLocales: { full: string[] } }).availableLocales.full,
  };
  return cached;
}

/** A copy of a table without a prototype: a lookup by any key finds only the table's own entries. */
function ownKeysOnly<T>(table: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, table);
}
