import type { LanguageSources } from './load-language-sources.js';
import type { CodeParts } from './language-code.js';

/** Where a base name came from (for the report). */
export type NameSource = 'iso-639-3' | 'iso-639-2' | 'cldr';

const INVERTING_FIRST_WORDS = new Set([
  'Northern', 'Southern', 'Eastern', 'Western', 'Central', 'Old', 'Middle', 'Ancient', 'Classical', 'Upper', 'Lower',
]);

export interface NameTables {
  /** language subtag → raw base name and its source. */
  baseNames: Map<string, { name: string; source: NameSource }>;
  /** One-word language names, for inversion. */
  oneWordNames: Set<string>;
  scriptNames: Record<string, string>;
  territoryNames: Record<string, string>;
}

function cleanIsoName(name: string): string {
  return name
    .replace(/ \(macrolanguage\)/g, '')
    .replace(/ ?\([^()]*\d[^()]*\)/g, '')
    .trim();
}

/** Builds the base-name tables of §14.3 from the sources. */
export function buildNameTables(sources: LanguageSources): NameTables {
  const baseNames = new Map<string, { name: string; source: NameSource }>();
  const oneWordNames = new Set<string>();
  const note = (name: string): void => {
    if (/^[^\s,()]+$/.test(name)) oneWordNames.add(name);
  };
  for (const e of sources.iso6393) {
    const name = cleanIsoName(e.name);
    note(name);
    if (e.iso6391 && !baseNames.has(e.iso6391)) baseNames.set(e.iso6391, { name, source: 'iso-639-3' });
    if (!baseNames.has(e.iso6393)) baseNames.set(e.iso6393, { name, source: 'iso-639-3' });
  }
  for (const e of sources.iso6392) {
    const name = e.name.replace(/ languages$/, '').split(';')[0]?.trim() ?? e.name;
    note(name);
    for (const code of [e.iso6391, e.iso6392T, e.iso6392B]) {
      if (code && /^[a-z]{2,3}$/.test(code) && !baseNames.has(code)) baseNames.set(code, { name, source: 'iso-639-2' });
    }
  }
  for (const [code, name] of Object.entries(sources.languageNames)) {
    if (!/^[a-z]{2,3}$/.test(code)) continue;
    note(name);
    if (!baseNames.has(code)) baseNames.set(code, { name, source: 'cldr' });
  }
  return { baseNames, oneWordNames, scriptNames: sources.scriptNames, territoryNames: sources.territoryNames };
}

/** Splits `Name (a, b)` into the stem and its parenthesised extras. */
function splitParenthesis(name: string): { stem: string; extras: string[] } {
  const m = /^(.*?) \((.*)\)$/.exec(name);
  if (!m || m[1] === undefined || m[2] === undefined) return { stem: name, extras: [] };
  return { stem: m[1], extras: [m[2]] };
}

/** §14.3 inversion: `A, B` → `A (B)`; `Gheg Albanian` → `Albanian (Gheg)`. */
export function invertLanguageName(name: string, oneWordNames: ReadonlySet<string>): string {
  const { stem, extras } = splitParenthesis(name);
  let head = stem;
  const inner: string[] = [];
  const comma = stem.indexOf(', ');
  if (comma >= 0) {
    head = stem.slice(0, comma);
    inner.push(stem.slice(comma + 2));
  } else {
    const words = stem.split(' ');
    const first = words[0];
    const last = words[words.length - 1];
    if (words.length >= 2 && first !== undefined && last !== undefined &&
        (oneWordNames.has(last) || INVERTING_FIRST_WORDS.has(first))) {
      head = last;
      inner.push(words.slice(0, -1).join(' '));
    }
  }
  return withExtras(head, [...inner, ...extras]);
}

function withExtras(head: string, extras: string[]): string {
  return extras.length === 0 ? head : `${head} (${extras.join(', ')})`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A script's stand-alone English name, with ` script` unless the name says it. */
function scriptExtra(script: string, tables: NameTables): string {
  const name = tables.scriptNames[`${script}-alt-stand-alone`] ?? tables.scriptNames[script] ?? script;
  return /script/i.test(name) ? name : `${name} script`;
}

/** The name of a code from its parts, or null when its language has no name in any source. */
export function computeLanguageName(parts: CodeParts, tables: NameTables): { name: string; source: NameSource } | null {
  const base = tables.baseNames.get(parts.language);
  if (!base) return null;
  const inverted = invertLanguageName(base.name, tables.oneWordNames);
  const { stem, extras } = splitParenthesis(inverted);
  if (parts.script !== undefined) extras.push(scriptExtra(parts.script, tables));
  if (parts.region !== undefined) {
    const full = tables.territoryNames[parts.region];
    const short = tables.territoryNames[`${parts.region}-alt-short`];
    extras.push(full !== undefined && full.includes(' SAR ') && short !== undefined ? short : (full ?? parts.region));
  }
  for (const variant of parts.variants) extras.push(capitalise(variant));
  if (parts.atVariant !== undefined) {
    const [first = '', ...rest] = parts.atVariant.split('_');
    extras.push(first === 'formal' || first === 'informal' ? first : capitalise(first));
    // A script subtag in a variant (`sr@ijekavian_Latn`) is named like a script subtag of the main part.
    for (const subtag of rest) extras.push(/^[A-Z][a-z]{3}$/.test(subtag) ? scriptExtra(subtag, tables) : subtag);
  }
  return { name: withExtras(stem, extras), source: base.source };
}
