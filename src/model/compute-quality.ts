import { INCONSISTENT_MESSAGE, runUnitChecks, takesPartInConsistency, type CheckFailure } from '../checks/run-checks.js';
import { CheckCache } from '../checks/check-cache.js';
import { ConsistencyIndex } from '../checks/consistency-index.js';
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

  add(t: Translation, translationUnits: readonly Unit[], kept: KeptUnits): void {
    const flags = checkFlagsOf(t);
    const first = this.index.count;
    const units: number[] = [];
    const words: number[] = [];
    for (const [i, u] of translationUnits.entries()) {
      if (!takesPartInConsistency(u, joinFlags(u.flags, flags))) continue;
      this.index.add(this.languages.of(t.language.code), u.idHash, u.target, u.state >= 20);
      units.push(i);
      words.push(u.numWords);
    }
    this.added.push({ t, kept, first, units: Uint32Array.from(units), words: Uint32Array.from(words) });
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
