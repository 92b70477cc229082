import { anyPair, codePointLength, type CheckContext, type UnitCheck } from './check-context.js';
import { STRIP_DIALECT, scanPrintf, type PrintfMatch } from './printf-scanner.js';
import { removeDomains, removeEmails, removeXmlTags } from './untranslatable-parts.js';

/**
 * `same`, `duplicate`, `plurals` and `max_length` (Weblate's `same.py`, `duplicate.py`,
 * `consistency.py` and `chars.py` semantics, reimplemented).
 */

const URL = /(?:http|ftp)s?:\/\/\S+/gi;
const HASH_TAG = /#[A-Za-z0-9_-]*/g;
const PATH = /(^|[ ])(?:\/[a-zA-Z0-9=:?._-]+)+/g;
const TEMPLATE = /\{[a-z_-]+\}|@[A-Z_]@/g;
const BRACE = /\{[^{}]*\}/g;
const SAME_WORD_SPLIT = /(?:&(?:nbsp|rsaquo|lt|gt|amp|ldquo|rdquo|times|quot);|[() ,.^`"'\\/_<>!?;:|{}*@%#&~=+\r\n✓—‑…[\]0-9-])+/;

/** Python's str.isupper(): at least one cased character and no lower-case one. */
function isUpper(text: string): boolean {
  return text !== text.toLowerCase() && text === text.toUpperCase();
}

/** Python's str.strip(chars). */
function stripChars(text: string, chars: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && chars.includes(text[start]!)) start++;
  while (end > start && chars.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** Removes the parts of a text that are usually left untranslated: markup, placeholders, addresses, paths. */
function stripUntranslatable(text: string, ctx: CheckContext): string {
  let out = removeXmlTags(text);
  out = stripFormat(out, ctx);
  out = removeEmails(out).replace(URL, '').replace(HASH_TAG, '');
  return removeDomains(out).replace(PATH, '$1').replace(TEMPLATE, '');
}

/**
 * Weblate's reasons to accept a translation identical to its source, without its lists of words
 * that are the same in many languages: only numbers and `:/,.`; a copyright line; at most one
 * character, or only words of at most 2 letters, once markup, placeholders of the unit's format
 * flags, e-mail addresses, URLs, hash tags, domain names, paths and `{templates}` are removed.
 * The `strict-same` flag disables these exceptions.
 */
function isAcceptedAsSame(source: string, ctx: CheckContext): boolean {
  if (ctx.flags.has('strict-same')) return false;
  const lower = source.toLowerCase();
  if (codePointLength(stripChars(source, '0123456789:/,.')) <= 1) return true;
  if (lower.includes('(c) copyright') || source.includes('©')) return true;
  const stripped = stripUntranslatable(lower, ctx);
  if (codePointLength(stripped) <= 1) return true;
  return stripped.split(SAME_WORD_SPLIT).every((word) => codePointLength(word) <= 2);
}

export const sameCheck: UnitCheck = {
  id: 'same',
  run(ctx) {
    // A translation into the source language (e.g. en_GB from en) may keep the text; so may
    // Interlingua from English.
    if (ctx.baseCode === ctx.sourceBaseCode) return null;
    if (ctx.sourceBaseCode === 'en' && ctx.baseCode === 'ia') return null;
    const fails = anyPair(ctx, (s, t) => {
      // Only an identical translation fails: the exceptions (which strip the text) come after.
      if (s !== t) return false;
      if (codePointLength(s) <= 1 && codePointLength(t) <= 1) return false;
      // Probably an abbreviation or a shortcut.
      if (isUpper(s) && isUpper(t)) return false;
      return !isAcceptedAsSame(s, ctx);
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

/** The doubled words a language accepts (own keys only: a declared code may be `constructor`). */
function ignoredDuplicatesOf(code: string): readonly string[] {
  return Object.hasOwn(DUPLICATE_IGNORES, code) ? DUPLICATE_IGNORES[code]! : [];
}

/** Removes the placeholders of the unit's format flag, as Weblate's strip_format. */
function stripFormat(text: string, ctx: CheckContext): string {
  if (ctx.flags.has('python-brace-format') && !ctx.flags.has('python-format')) return text.replace(BRACE, '');
  if (['c-format', 'python-format', 'php-format', 'javascript-format'].some((f) => ctx.flags.has(f))) {
    return removeMatches(text, scanPrintf(text, STRIP_DIALECT));
  }
  return text;
}

function removeMatches(text: string, matches: readonly PrintfMatch[]): string {
  let out = '';
  let from = 0;
  for (const m of matches) {
    out += text.slice(from, m.start);
    from = m.end;
  }
  return out + text.slice(from);
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
  // Whether a word counts is asked only when it would change a run: most words neither repeat
  // the one before nor end a run.
  const counts = (word: string): boolean => !ignores.includes(word) && codePointLength(word) >= 2 && !/^\p{N}+$/u.test(word);
  for (const word of text.split(WORD_SEPARATORS)) {
    if (word === '') continue;
    if (word === previous) {
      if (counts(word)) run++;
    } else if (run > 1 && counts(word)) {
      groups.push(run);
      words.push(previous!);
      run = 1;
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
    const targetIgnores = ignoredDuplicatesOf(ctx.baseCode);
    const sourceIgnores = ignoredDuplicatesOf(ctx.sourceBaseCode);
    anyPair(ctx, (s, t) => {
      const source = repeatedWords(stripFormat(s, ctx), sourceIgnores);
      const target = repeatedWords(stripFormat(t, ctx), targetIgnores);
      // The same repetitions as the source ("Ping Ping" → "Πινγκ Πινγκ") are intended.
      if (source.groups.join(',') === target.groups.join(',')) return false;
      const sourceWords = new Set(source.words);
      for (const word of target.words) if (!sourceWords.has(word)) found.add(word);
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
