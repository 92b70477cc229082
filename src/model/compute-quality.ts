import { findInconsistentUnits, runUnitChecks, INCONSISTENT_MESSAGE, type CheckFailure } from '../checks/run-checks.js';
import { CheckCache } from '../checks/check-cache.js';
import { countUnit, emptyCounts } from './compute-stats.js';
import { NO_FAILURES, type Project, type Translation, type Unit } from './model-types.js';

/**
 * Runs the quality checks on every unit (issue "Quality checks"): per unit, then `inconsistent`
 * across each project, and recounts the statistics that depend on them (compatibility.md §11.1).
 */
export function computeQuality(projects: Project[], cache = new CheckCache(null)): void {
  for (const project of projects) {
    const targets = project.components.flatMap((c) => c.translations.filter((t) => !t.isSource));
    for (const t of targets) {
      const settings = {
        languageCode: t.language.code,
        pluralNumber: t.language.plural.number,
        pluralFormula: t.language.plural.formula,
        sourceLanguageCode: t.component.sourceLanguage.code,
        checkFlags: String(t.component.settings.check_flags ?? ''),
      };
      const key = cache.enabled ? cache.keyOf(t.units, settings) : '';
      const known = cache.get(key, t.units.length);
      for (const [i, u] of t.units.entries()) {
        const failures = known?.[i] ?? runUnitChecks(u, settings);
        // Most units fail nothing: they share one empty list (a million units, a million arrays).
        u.failingChecks = failures.length === 0 ? NO_FAILURES : failures;
      }
      if (!known) cache.set(key, t.units.map((u) => u.failingChecks));
    }
    const keyed = new Map<string, Unit>();
    const inconsistent = findInconsistentUnits(
      (function* () {
        for (const t of targets) {
          for (const u of t.units) {
            const key = `${t.id}:${u.position}`;
            keyed.set(key, u);
            yield { key, languageCode: t.language.code, sourceKey: u.idHash.toString(), target: u.target, state: u.state, flags: joinFlags(u.flags, String(t.component.settings.check_flags ?? '')) };
          }
        }
      })(),
    );
    for (const key of inconsistent) {
      const u = keyed.get(key)!;
      u.failingChecks = [...u.failingChecks, { check: 'inconsistent', message: INCONSISTENT_MESSAGE }];
    }
  }
}

function joinFlags(a: string, b: string): string {
  return [a, b].filter((f) => f !== '').join(', ');
}

/** Unit counts of a translation, after checks (a unit fails when any check fails). */
export function computeTranslationCounts(t: Translation): void {
  t.stats = emptyCounts();
  for (const u of t.units) countUnit(t.stats, u);
}

export type { CheckFailure };
