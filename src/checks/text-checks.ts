import { anyPair, codePointLength, type CheckContext, type UnitCheck } from './check-context.js';

/**
 * `same`, `duplicate`, `plurals` and `max_length` (Weblate's `same.py`, `duplicate.py`,
 * `consistency.py` and `chars.py` semantics, reimplemented).
 */

const URL = /\b(?:https?|ftp):\/\/[^\s<>"]+/giu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const XML_TAG = /<[^>]+>/g;
const XML_ENTITY = /&(?:#[0-9]+|#x[0-9a-fA-F]+|[:A-Z_a-z][\w.:-]*);/g;
const PRINTF = /%(?:\d+\$|\([^)]+\))?[ +#'-]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]/g;
const BRACE = /\{[^{}]*\}/g;

/**
 * Weblate's basic reasons to accept a translation identical to its source: the text has at most
 * one letter once numbers, placeholders (printf and brace), URLs, e-mail addresses, XML markup
 * and punctuation are removed; it is an abbreviation in capitals; it is a copyright line.
 * The `strict-same` flag disables these exceptions. Weblate's list of words that are the same in
 * many languages is not used.
 */
function isAcceptedAsSame(source: string, strict: boolean): boolean {
  if (strict) return false;
  if (codePointLength(source.replace(/[0-9:/,.]/g, '')) <= 1) return true;
  const lower = source.toLowerCase();
  if (lower.includes('(c) copyright') || source.includes('©')) return true;
  const letters = source
    .replace(URL, ' ')
    .replace(EMAIL, ' ')
    .replace(XML_TAG, ' ')
    .replace(XML_ENTITY, ' ')
    .replace(PRINTF, ' ')
    .replace(BRACE, ' ')
    .replace(/[^\p{L}\p{M}]/gu, '');
  if (codePointLength(letters) <= 1) return true;
  // All upper case (an abbreviation): has cased letters and none of them lower case.
  return letters !== letters.toLowerCase() && letters === letters.toUpperCase();
}

export const sameCheck: UnitCheck = {
  id: 'same',
  run(ctx) {
    // A translation into the source language (e.g. en_GB from en) may keep the text.
    if (ctx.baseCode === ctx.sourceBaseCode) return null;
    const strict = ctx.flags.has('strict-same');
    const fails = anyPair(ctx, (s, t) => {
      if (codePointLength(s) <= 1 && codePointLength(t) <= 1) return false;
      if (isAcceptedAsSame(s, strict)) return false;
      return s === t;
    });
    return fails ? 'Source and translation are identical' : null;
  },
};

// Word separators: Unicode Po and Zs characters, except `·` and `•`, plus `]`.
const WORD_SEPARATORS = /(?:(?![·•])[\p{Po}\p{Zs}]|\])+/u;

// Words that are legitimately doubled in a language.
const DUPLICATE_IGNORES: Record<string, readonly string[]> = {
  fr: ['vous', 'nous'],
  fy: ['jo', 'mei'],
  hi: ['कर'],
  tr: ['tek'],
  sq: ['të'],
};

/** Removes the placeholders of the unit's enabled format flags, as Weblate's strip_format. */
function stripFormat(text: string, ctx: CheckContext): string {
  let out = text;
  if (['c-format', 'python-format', 'php-format', 'javascript-format'].some((f) => ctx.flags.has(f))) out = out.replace(PRINTF, '');
  if (ctx.flags.has('python-brace-format')) out = out.replace(BRACE, '');
  return out;
}

/**
 * Runs of a repeated word: the run lengths and the words. A word has at least 2 characters and
 * is not a number; words are separated by punctuation (Po) and spaces (Zs).
 */
function repeatedWords(text: string, ignores: readonly string[]): { groups: number[]; words: string[] } {
  const groups: number[] = [];
  const words: string[] = [];
  let previous: string | undefined;
  let run = 1;
  for (const word of text.split(WORD_SEPARATORS)) {
    if (word === '') continue;
    if (!ignores.includes(word) && codePointLength(word) >= 2 && !/^\p{N}+$/u.test(word)) {
      if (word === previous) {
        run++;
      } else if (run > 1) {
        groups.push(run);
        words.push(previous!);
        run = 1;
      }
    }
    previous = word;
  }
  if (run > 1) {
    groups.push(run);
    words.push(previous!);
  }
  return { groups, words };
}

export const duplicateCheck: UnitCheck = {
  id: 'duplicate',
  run(ctx) {
    const found = new Set<string>();
    const targetIgnores = DUPLICATE_IGNORES[ctx.baseCode] ?? [];
    const sourceIgnores = DUPLICATE_IGNORES[ctx.sourceBaseCode] ?? [];
    anyPair(ctx, (s, t) => {
      const source = repeatedWords(stripFormat(s, ctx), sourceIgnores);
      const target = repeatedWords(stripFormat(t, ctx), targetIgnores);
      // The same repetitions as the source ("Ping Ping" → "Πινγκ Πινγκ") are intended.
      if (source.groups.join(',') === target.groups.join(',')) return false;
      for (const word of target.words) if (!source.words.includes(word)) found.add(word);
      return false;
    });
    if (found.size === 0) return null;
    return `Text contains the same word twice in a row: ${[...found].sort().join(', ')}`;
  },
};

export const pluralsCheck: UnitCheck = {
  id: 'plurals',
  run(ctx) {
    if (ctx.sources.length < 2) return null;
    if (ctx.targets.every((t) => t === '')) return null;
    return ctx.targets.includes('') ? 'Some plural forms are untranslated' : null;
  },
};

export const maxLengthCheck: UnitCheck = {
  id: 'max_length',
  run(ctx) {
    const [arg] = ctx.flags.args('max-length');
    if (arg === undefined || !/^\d+$/.test(arg.value.trim())) return null;
    const limit = Number(arg.value.trim());
    const longest = Math.max(...ctx.targets.map(codePointLength));
    return longest > limit ? `Translation is ${longest} characters long, more than the maximum of ${limit}` : null;
  },
};
