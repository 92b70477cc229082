import {
  anyPair,
  codePointLength,
  lastChar,
  mismatchedChars,
  type CheckContext,
  type UnitCheck,
} from './check-context.js';

/**
 * Punctuation and whitespace checks (Weblate's `chars.py` semantics, reimplemented). Punctuation
 * is compared as classes: a Chinese `。`, a Devanagari `।` or an Ethiopic `።` is a full stop, a
 * full-width `？`/`！`/`：` or an Arabic `؟` counts as the ASCII mark, a Greek question mark `;`
 * (or `;`, `；`) is a question mark in Greek.
 */

const FULL_STOPS = ['.', '。', '।', '۔', '։', '·', '෴', '។', '።'];
const COLONS = [':', '：', '៖'];
const QUESTION_MARKS = ['?', '՞', '؟', '⸮', '？', '፧', '꘏', '⳺'];
// The Greek question mark U+037E, the ASCII semicolon it normalises to, and the full-width semicolon.
const GREEK_QUESTION_MARKS = ['?', ';', '\u037e', '\uff1b'];
const EXCLAMATION_MARKS = ['!', '！', '՜', '᥄', '႟', '߹'];

function isLanguage(ctx: CheckContext, codes: readonly string[]): boolean {
  return codes.includes(ctx.baseCode);
}

function leadingSpaces(text: string): number {
  return text.length - text.replace(/^ +/, '').length;
}

/** Counted from the end: `/ +$/` would scan every run of spaces to its end, quadratic in a long one. */
function trailingSpaces(text: string): number {
  let n = 0;
  while (n < text.length && text.charCodeAt(text.length - 1 - n) === 0x20) n++;
  return n;
}

function check(id: string, message: string, single: (source: string, target: string, ctx: CheckContext) => boolean): UnitCheck {
  return { id, run: (ctx) => (anyPair(ctx, (s, t) => single(s, t, ctx)) ? message : null) };
}

export const beginNewlineCheck = check('begin_newline', 'Source and translation do not both start with a newline', (s, t) =>
  mismatchedChars(s, t, 0, ['\n']),
);

export const endNewlineCheck = check('end_newline', 'Source and translation do not both end with a newline', (s, t) =>
  mismatchedChars(s, t, -1, ['\n']),
);

export const beginSpaceCheck = check(
  'begin_space',
  'Source and translation do not both start with the same number of spaces',
  (s, t) => {
    // One-character strings are usually decimal or thousand separators.
    if (codePointLength(s) <= 1 && codePointLength(t) <= 1) return false;
    if (t.replace(/^ +/, '') === '') return false;
    return leadingSpaces(s) !== leadingSpaces(t);
  },
);

export const endSpaceCheck = check(
  'end_space',
  'Source and translation do not both end with the same number of spaces',
  (s, t) => {
    if (codePointLength(s) <= 1 && codePointLength(t) <= 1) return false;
    if (s === '' || t === '') return false;
    if (trailingSpaces(t) === t.length) return false;
    return trailingSpaces(s) !== trailingSpaces(t);
  },
);

export const doubleSpaceCheck = check('double_space', 'Translation contains a double space', (s, t) => {
  if (codePointLength(s) <= 1 && codePointLength(t) <= 1) return false;
  if (s === '' || t === '' || s.includes('  ')) return false;
  return t.includes('  ');
});

export const endStopCheck = check('end_stop', 'Source and translation do not both end with a full stop', (s, t, ctx) => {
  // Short strings might be abbreviated in the translation.
  if (codePointLength(s) <= 4 || t === '') return false;
  // Thai and Lojban have no full stop.
  if (isLanguage(ctx, ['th', 'jbo'])) return false;
  // `...` may be translated as an ellipsis.
  if (s.endsWith('...') && lastChar(t) === '…') return false;
  const last = lastChar(s);
  if (isLanguage(ctx, ['ja']) && (last === ':' || last === ';')) {
    // A Japanese sentence introducing a list may end with a full stop.
    return mismatchedChars(s, t, -1, [';', ':', '：', '.', '。']);
  }
  if (isLanguage(ctx, ['hy'])) {
    return mismatchedChars(s, t, -1, [...FULL_STOPS, ':', '՝', '?', '!', '`']);
  }
  if (isLanguage(ctx, ['hi', 'bn', 'or'])) {
    // `|` instead of `।` is typographically wrong but common; some editors produce `৷` (U+09F7).
    return mismatchedChars(s, t, -1, ['.', '।', '\u09f7', '|']);
  }
  if (isLanguage(ctx, ['sat'])) return mismatchedChars(s, t, -1, ['.', '᱾']);
  return mismatchedChars(s, t, -1, FULL_STOPS);
});

export const endColonCheck = check('end_colon', 'Source and translation do not both end with a colon', (s, t, ctx) => {
  if (s === '' || t === '') return false;
  if (isLanguage(ctx, ['jbo'])) return false;
  const last = lastChar(s);
  if (isLanguage(ctx, ['hy'])) return last === ':' && mismatchedChars(s, t, -1, [':', '：', '՝', '`']);
  if (isLanguage(ctx, ['ja'])) {
    return (last === ':' || last === ';') && mismatchedChars(s, t, -1, [';', ':', '：', '.', '。']);
  }
  return mismatchedChars(s, t, -1, COLONS);
});

export const endQuestionCheck = check(
  'end_question',
  'Source and translation do not both end with a question mark',
  (s, t, ctx) => {
    if (s === '' || t === '') return false;
    if (isLanguage(ctx, ['jbo'])) return false;
    if (isLanguage(ctx, ['hy'])) return lastChar(s) === '?' && mismatchedChars(s, t, -1, ['?', '՞', '։']);
    if (isLanguage(ctx, ['el'])) {
      // Greek ends a question with `;` (U+037E, or the ASCII semicolon); only a missing one fails.
      return lastChar(s) === '?' && !GREEK_QUESTION_MARKS.includes(lastChar(t));
    }
    return mismatchedChars(s, t, -1, QUESTION_MARKS);
  },
);

export const endExclamationCheck = check(
  'end_exclamation',
  'Source and translation do not both end with an exclamation mark',
  (s, t, ctx) => {
    if (s === '' || t === '') return false;
    // Basque may wrap the sentence in ¡…!.
    if (isLanguage(ctx, ['eu']) && lastChar(s) === '!' && t.includes('¡') && t.includes('!')) return false;
    if (isLanguage(ctx, ['hy', 'jbo'])) return false;
    if (s.endsWith('Texy!') || t.endsWith('Texy!')) return false;
    return mismatchedChars(s, t, -1, EXCLAMATION_MARKS);
  },
);

export const endEllipsisCheck = check('end_ellipsis', 'Source and translation do not both end with an ellipsis', (s, t, ctx) => {
  if (t === '') return false;
  if (isLanguage(ctx, ['jbo'])) return false;
  if (s.endsWith('...') && lastChar(t) === '…') return false;
  return mismatchedChars(s, t, -1, ['…']);
});

function countOf(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

export const escapedNewlineCheck = check(
  'escaped_newline',
  'Number of \\n literals in translation does not match source',
  (s, t) => s !== '' && t !== '' && countOf(s, '\\n') !== countOf(t, '\\n'),
);

export const CHAR_CHECKS: readonly UnitCheck[] = [
  beginNewlineCheck,
  endNewlineCheck,
  beginSpaceCheck,
  endSpaceCheck,
  doubleSpaceCheck,
  endStopCheck,
  endColonCheck,
  endQuestionCheck,
  endExclamationCheck,
  endEllipsisCheck,
  escapedNewlineCheck,
];
