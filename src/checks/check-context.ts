import type { CheckFlags } from './parse-check-flags.js';

/** Everything a single-unit check may look at. */
export interface CheckContext {
  /** 1 form, or [singular, plural]. */
  sources: string[];
  /** The translation's forms. */
  targets: string[];
  /** Unit flags merged with the component's check_flags. */
  flags: CheckFlags;
  /** Base language code of the target (`zh_Hans` → `zh`, `ca@valencia` → `ca`), lower-case. */
  baseCode: string;
  sourceBaseCode: string;
  /** Numbers selecting each plural form (see plural-examples.ts); computed on first use. */
  pluralExamples: () => readonly (readonly string[])[];
  /** The format's strict plurals (Weblate's `strict_format_plurals`, Android): a form for 0 and 1 keeps its placeholders. */
  strictFormatPlurals?: boolean;
  /** Numbers selecting each source form, when the sources follow a plural of their own (stringsdict's plural with zero). */
  sourcePluralExamples?: () => readonly (readonly string[])[];
}

/** A check returns null when it passes, or the failure message. */
export interface UnitCheck {
  id: string;
  run(ctx: CheckContext): string | null;
}

export function baseLanguageCode(code: string): string {
  return (code.split(/[_\-@]/)[0] ?? code).toLowerCase();
}

/**
 * Weblate's TargetCheck pairing (its PluralMapper, for a source language whose singular covers
 * only 1, as English): a target plural form that covers exactly the number 1 is compared with the
 * singular source, every other form (and the only form of a language without plurals) with the
 * plural source. A non-plural unit compares its one form with its one source.
 */
export function anyPair(ctx: CheckContext, single: (source: string, target: string) => boolean): boolean {
  const { sources, targets } = ctx;
  const plural = sources[sources.length - 1] ?? '';
  if (sources.length < 2) return targets.some((target) => single(plural, target));
  const examples = ctx.pluralExamples();
  if (examples.length !== targets.length) return targets.some((target) => single(plural, target));
  const sourceOf = sourceFormOfNumber(ctx);
  return targets.some((target, i) => {
    const numbers = examples[i] ?? [];
    if (sourceOf !== null) return single(numbers.length === 1 ? (sourceOf.get(numbers[0]!) ?? plural) : plural, target);
    const source = numbers.length === 1 && numbers[0] === '1' ? (sources[0] ?? '') : plural;
    return single(source, target);
  });
}

/**
 * With sources of a plural of their own (stringsdict: zero, one, other in English), Weblate's
 * PluralMapper: a target form covering a single number is paired with the source form that
 * selects that number, every other form with the last source form. Null without such sources.
 */
function sourceFormOfNumber(ctx: CheckContext): Map<string, string> | null {
  const examples = ctx.sourcePluralExamples?.();
  if (examples === undefined || examples.length !== ctx.sources.length) return null;
  const byNumber = new Map<string, string>();
  examples.forEach((numbers, i) => numbers.forEach((n) => byNumber.set(n, ctx.sources[i] ?? '')));
  return byNumber;
}

/**
 * Length in code points, as Python's len(): the UTF-16 units, less one for each surrogate pair (a
 * lone surrogate counts as one, as a string's iterator counts it). Counted by char codes: the
 * iterator made a string of every code point, and the checks ask for lengths several times a unit.
 */
export function codePointLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/** The last code point of a text, or "" for an empty text. */
export function lastChar(text: string): string {
  if (text === '') return '';
  const code = text.codePointAt(text.length - 1)!;
  if (code >= 0xdc00 && code <= 0xdfff && text.length >= 2) return text.slice(-2);
  return text.slice(-1);
}

/** Weblate's check_chars: exactly one of source and target has one of `chars` at the position (0 first, -1 last). */
export function mismatchedChars(source: string, target: string, pos: 0 | -1, chars: readonly string[]): boolean {
  if (source === '' || target === '') return false;
  const s = pos === 0 ? String.fromCodePoint(source.codePointAt(0)!) : lastChar(source);
  const t = pos === 0 ? String.fromCodePoint(target.codePointAt(0)!) : lastChar(target);
  return chars.includes(s) !== chars.includes(t);
}
