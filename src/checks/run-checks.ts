import { CHAR_CHECKS } from './char-checks.js';
import { Numbering } from '../cache/numbering.js';
import { ConsistencyIndex } from './consistency-index.js';
import { baseLanguageCode, type CheckContext, type UnitCheck } from './check-context.js';
import { FORMAT_CHECKS } from './format-checks.js';
import { icuMessageFormatCheck } from './icu-message-format-check.js';
import { placeholdersCheck, xmlTagsCheck } from './markup-checks.js';
import { parseCheckFlags, type CheckFlags } from './parse-check-flags.js';
import { computePluralExamples } from './plural-examples.js';
import { duplicateCheck, maxLengthCheck, pluralsCheck, sameCheck } from './text-checks.js';

export interface CheckableUnit {
  /** 1 form, or 2 for a plural (singular, plural). */
  source: string[];
  /** The language's number of forms for a plural unit. */
  target: string[];
  context: string;
  /** Unit flags, ", "-joined (PO `#,` flags without fuzzy; TBX: forbidden, read-only). */
  flags: string;
  /** 0 empty, 10 fuzzy, 20 translated, 100 read-only (compatibility.md §10.1). */
  state: number;
}

export interface CheckSettings {
  /** Served code of the target language, e.g. "fr", "ja", "zh_Hans", "ar". */
  languageCode: string;
  /** Number of plural forms of the target language. */
  pluralNumber: number;
  sourceLanguageCode: string;
  /** The component's check_flags (apply to checks, not merged into unit flags). */
  checkFlags: string;
  /**
   * The language's gettext plural expression (e.g. `n != 1`). Optional: it tells which plural
   * forms cover a single number and so may omit a placeholder; without it, form 0 is assumed
   * to be such a form (English-like).
   */
  pluralFormula?: string;
  /** Weblate's `strict_format_plurals` of the file format (Android): see CheckContext. */
  strictFormatPlurals?: boolean;
  /**
   * The plural of the units' sources when it is not [singular, plural] (stringsdict's plural with
   * zero): plural checks then pair each target form with the source form selecting its number.
   */
  sourcePlural?: { number: number; formula: string };
}

export interface CheckFailure {
  check: string;
  message: string;
}

/** Every check id this engine can report, in report order. */
export const CHECK_IDS = [
  'same',
  'begin_newline',
  'end_newline',
  'begin_space',
  'end_space',
  'double_space',
  'end_stop',
  'end_colon',
  'end_question',
  'end_exclamation',
  'end_ellipsis',
  'escaped_newline',
  'plurals',
  'max_length',
  'xml_tags',
  'c_format',
  'python_format',
  'python_brace_format',
  'php_format',
  'javascript_format',
  'java_format',
  'java_printf_format',
  'i18next_interpolation',
  'icu_message_format',
  'placeholders',
  'duplicate',
  'inconsistent',
] as const;

export type CheckId = (typeof CHECK_IDS)[number];

const UNIT_CHECKS: readonly UnitCheck[] = [
  sameCheck,
  ...CHAR_CHECKS,
  pluralsCheck,
  maxLengthCheck,
  xmlTagsCheck,
  ...FORMAT_CHECKS,
  icuMessageFormatCheck,
  placeholdersCheck,
  duplicateCheck,
];

/** The two flag names that ignore a check: its id with `_` written `-` (Weblate's form), and as it is. */
function ignoreFlagsOf(check: string): [string, string] {
  return [`ignore-${check.replaceAll('_', '-')}`, `ignore-${check}`];
}

/** Made once for the known checks: this runs for every check of every unit. */
const IGNORE_FLAGS = new Map<string, [string, string]>(CHECK_IDS.map((id) => [id, ignoreFlagsOf(id)]));

/** `ignore-<check>` with the check id's `_` written `-` (Weblate's form) or kept as `_`; `ignore-all-checks`. */
export function isCheckIgnored(flags: CheckFlags, check: string): boolean {
  const [dashed, underscored] = IGNORE_FLAGS.get(check) ?? ignoreFlagsOf(check);
  return flags.has('ignore-all-checks') || flags.has(dashed) || flags.has(underscored);
}

/** Plural examples depend only on the language's formula: computed once per formula, shared read-only. */
const examplesByFormula = new Map<string, string[][]>();

function pluralExamplesOf(settings: CheckSettings): readonly (readonly string[])[] {
  const key = `${settings.pluralNumber}\n${settings.pluralFormula ?? ''}`;
  let examples = examplesByFormula.get(key);
  if (examples === undefined) {
    examples = computePluralExamples(settings.pluralFormula, settings.pluralNumber);
    if (examplesByFormula.size < 1000) examplesByFormula.set(key, examples);
  }
  return examples;
}

/** Whether a unit is checked at all: a non-empty first target form and not read-only. Fuzzy units are checked. */
export function isCheckableUnit(unit: Pick<CheckableUnit, 'target' | 'state'>, flags: CheckFlags): boolean {
  if ((unit.target[0] ?? '') === '') return false;
  return unit.state !== 100 && !flags.has('read-only');
}

/**
 * The failing quality checks of one unit, in CHECK_IDS order. Empty and read-only units never
 * fail. `inconsistent` needs the whole project: see findInconsistentUnits.
 */
export function runUnitChecks(unit: CheckableUnit, settings: CheckSettings): CheckFailure[] {
  const flags = parseCheckFlags(unit.flags, settings.checkFlags);
  if (!isCheckableUnit(unit, flags)) return [];
  const ctx: CheckContext = {
    sources: unit.source,
    targets: unit.target.length > 0 ? unit.target : [''],
    flags,
    baseCode: baseLanguageCode(settings.languageCode),
    sourceBaseCode: baseLanguageCode(settings.sourceLanguageCode),
    pluralExamples: () => pluralExamplesOf(settings),
    strictFormatPlurals: settings.strictFormatPlurals === true,
  };
  const sourcePlural = settings.sourcePlural;
  if (sourcePlural !== undefined) ctx.sourcePluralExamples = () => pluralExamplesOf({ ...settings, pluralNumber: sourcePlural.number, pluralFormula: sourcePlural.formula });
  const failures: CheckFailure[] = [];
  for (const check of UNIT_CHECKS) {
    if (isCheckIgnored(flags, check.id)) continue;
    const message = check.run(ctx);
    if (message !== null) failures.push({ check: check.id, message });
  }
  return failures;
}

export interface ConsistencyUnit {
  /** The caller's identity of the unit, returned when it fails. */
  key: string;
  languageCode: string;
  /** Source + context identity (e.g. the id_hash), equal across components. */
  sourceKey: string;
  target: string[];
  state: number;
  /** Unit flags and check_flags, ", "-joined; `ignore-inconsistent` and `read-only` are honoured. Optional. */
  flags?: string;
}

export const INCONSISTENT_MESSAGE = 'This string has more than one translation in this project';

/**
 * Project-wide `inconsistent`: units of one language with the same source (source + context)
 * whose targets differ. As in Weblate, a unit fails when another one has a different
 * translation and at least one of the two is translated (state ≥ 20); fuzzy units are compared
 * too. Empty, read-only and `ignore-inconsistent` units take no part.
 */
export function findInconsistentUnits(units: Iterable<ConsistencyUnit>): Set<string> {
  const index = new ConsistencyIndex();
  const keys: string[] = [];
  const numbers = new Numbering<string>();
  for (const unit of units) {
    if (!takesPartInConsistency(unit, unit.flags ?? '')) continue;
    keys.push(unit.key);
    index.add(numbers.of(unit.languageCode), BigInt(numbers.of(unit.sourceKey)), unit.target, unit.state >= 20);
  }
  return new Set(index.failing().map((i) => keys[i]!));
}

/** Whether a unit is compared by `inconsistent`: checkable, and not ignoring it (`flags`: unit flags and check_flags, ", "-joined). */
export function takesPartInConsistency(unit: Pick<CheckableUnit, 'target' | 'state'>, flags: string): boolean {
  const parsed = parseCheckFlags(flags);
  return isCheckableUnit(unit, parsed) && !isCheckIgnored(parsed, 'inconsistent');
}
