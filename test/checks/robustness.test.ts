import { describe, expect, it } from 'vitest';
import { CHECK_IDS, runUnitChecks } from '../../src/checks/run-checks.js';

// Pieces that stress the parsers: placeholders, markup, entities, surrogates, quotes, brackets.
const PIECES = ['%s', '%1$d', '%(x)s', '{', '}', '{0}', '{name}', '<b>', '</b>', '<a href="x">', '&amp;', '&nbsp;', '\\n', '\n', ' ', '  ', '.', '。', '?', '؟', '!', '…', '...', ':', 'word', 'Ünïcödé', '😀', '\ud800', '%', '$', '"', 'r"', '(', ')', ']', '[', ';', '\u037e', '*', '+'];

/** A small deterministic generator (LCG), so a failure is reproducible. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('runUnitChecks on arbitrary text', () => {
  it('never throws or hangs, and reports only known ids', () => {
    const random = generator(7);
    const text = (n: number): string => Array.from({ length: n }, () => PIECES[Math.floor(random() * PIECES.length)]).join('');
    const flagChoices = (): string[] => [
      'c-format',
      'python-format',
      'python-brace-format',
      'php-format',
      'javascript-format',
      `placeholders:${text(2)}:r"${text(2)}"`,
      `max-length:${text(1)}`,
      'xml-text',
      'case-insensitive',
    ];
    for (let i = 0; i < 3000; i++) {
      const plural = random() < 0.3;
      const source = plural ? [text(5), text(5)] : [text(6)];
      const target = plural ? [text(5), text(4), text(3)] : [text(6)];
      const flags = flagChoices().filter(() => random() < 0.5).join(', ');
      const languageCode = ['fr', 'ja', 'el', 'hy', 'ar', 'hi', 'eu', 'zh_Hans'][i % 8]!;
      const failures = runUnitChecks(
        { source, target, context: '', flags, state: 20 },
        { languageCode, pluralNumber: target.length, sourceLanguageCode: 'en', checkFlags: '', pluralFormula: '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2' },
      );
      for (const f of failures) expect(CHECK_IDS).toContain(f.check);
    }
  });
});
