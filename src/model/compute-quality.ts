import { INCONSISTENT_MESSAGE, runUnitChecks, takesPartInConsistency, type CheckFailure } from '../checks/run-checks.js';
import { CheckCache } from '../checks/check-cache.js';
import { ConsistencyIndex, targetHashOf } from '../checks/consistency-index.js';
import { Numbering } from '../cache/numbering.js';
import { formatPlural } from '../formats/format-plural.js';
import { formatOf } from '../formats/registry.js';
import { countUnit, emptyCounts } from './compute-stats.js';
import { NO_FAILURES, type Translation, type Unit } from './model-types.js';
import type { KeptUnits } from './kept-units.js';

/**
 * The unit checks of one target translation (issue "Quality checks"), from the cache when it knows
 * the translation; `inconsistent` needs the whole project and comes later (ProjectConsistency).
 */
export function checkTranslation(t: Translation, units: Unit[], cache: CheckCache): void {
  const settings = {
    languageCode: t.language.code,
    pluralNumber: t.plural.number,
    pluralFormula: t.plural.formula,
    sourceLanguageCode: t.component.sourceLanguage.code,
    checkFlags: checkFlagsOf(t),
    strictFormatPlurals: formatOf(t.component.format).strictFormatPlurals === true,
    // Only a format with a plural of its own (stringsdict) has sources that are not [singular, plural]
    ...sourcePluralOf(t),
  };
  const key = cache.enabled ? cache.keyOf(units, settings) : '';
  const known = cache.get(key, units.length);
  for (const [i, u] of units.entries()) {
    const failures = known?.[i] ?? runUnitChecks(u, settings);
    // Most units fail nothing: they share one empty list (a million units, a million arrays).
    u.failingChecks = failures.length === 0 ? NO_FAILURES : failures;
  }
  if (!known) cache.set(key, units.map((u) => u.failingChecks));
}

/**
 * What `inconsistent` compares of one target translation's units: those that take part, by their
 * index in the translation (the index of their string in `component.sourceStrings`), with their
 * words, their target's hash (targetHashOf) and whether they are translated.
 */
export interface ConsistencyRecords {
  units: Uint32Array;
  words: Uint32Array;
  targets: Float64Array;
  translated: Uint8Array;
}

/** The consistency records of a target translation's checked units. */
export function consistencyRecordsOf(t: Translation, translationUnits: readonly Unit[]): ConsistencyRecords {
  const flags = checkFlagsOf(t);
  const units: number[] = [];
  const words: number[] = [];
  const targets: number[] = [];
  const translated: number[] = [];
  for (const [i, u] of translationUnits.entries()) {
    if (!takesPartInConsistency(u, joinFlags(u.flags, flags))) continue;
    units.push(i);
    words.push(u.numWords);
    targets.push(targetHashOf(u.target));
    translated.push(u.state >= 20 ? 1 : 0);
  }
  return { units: Uint32Array.from(units), words: Uint32Array.from(words), targets: Float64Array.from(targets), translated: Uint8Array.from(translated) };
}

/**
 * `inconsistent` across one project, from compact records of its units (ConsistencyIndex) taken
 * while each translation's units are held, so that the units need not all be held at once.
 * `add` each target translation after its unit checks and counts; `apply` once the project's last
 * is added: it marks the failing units in what each translation keeps of its released units
 * (`KeptUnits`) and recounts the statistics that depend on them (compatibility.md §11.1).
 */
export class ProjectConsistency {
  private readonly index = new ConsistencyIndex();
  private readonly languages = new Numbering<string>();
  /** Per translation added: its first member number, and per member its unit's index and words. */
  private readonly added: { t: Translation; kept: KeptUnits; first: number; units: Uint32Array; words: Uint32Array }[] = [];

  add(t: Translation, kept: KeptUnits, records: ConsistencyRecords): void {
    const first = this.index.count;
    const language = this.languages.of(t.language.code);
    const strings = t.component.sourceStrings;
    for (let k = 0; k < records.units.length; k++) {
      this.index.addHashed(language, strings[records.units[k]!]!.idHash, records.targets[k]!, records.translated[k] === 1);
    }
    this.added.push({ t, kept, first, units: records.units, words: records.words });
  }

  apply(): void {
    let at = 0;
    for (const member of this.index.failing()) {
      while (member >= this.added[at]!.first + this.added[at]!.units.length) at++;
      const { t, kept, first, units, words } = this.added[at]!;
      const unit = units[member - first]!;
      const failures = kept.failures;
      const earlier = failures.get(unit);
      if (earlier === undefined) {
        t.stats.failing++;
        t.stats.failingWords += words[member - first]!;
      }
      failures.set(unit, [...(earlier ?? []), { check: 'inconsistent', message: INCONSISTENT_MESSAGE }]);
    }
  }
}

/** The format's check flags (Weblate's `check_flags` of the format class), then the component's. */
function checkFlagsOf(t: Translation): string {
  return joinFlags(formatOf(t.component.format).checkFlags ?? '', String(t.component.settings.check_flags ?? ''));
}

function joinFlags(a: string, b: string): string {
  return [a, b].filter((f) => f !== '').join(', ');
}

/** Unit counts of a translation, after its unit checks (a unit fails when any check fails). */
export function computeTranslationCounts(t: Translation, units: readonly Unit[]): void {
  t.stats = emptyCounts();
  for (const u of units) countUnit(t.stats, u);
}

export type { CheckFailure };

/** The source plural for the checks' pairing of forms, for a format that declares its own plural. */
function sourcePluralOf(t: Translation): { sourcePlural?: { number: number; formula: string } } {
  const format = formatOf(t.component.format);
  if (format.pluralSource === undefined) return {};
  const plural = formatPlural(format, t.component.sourceLanguage);
  return { sourcePlural: { number: plural.number, formula: plural.formula } };
}
