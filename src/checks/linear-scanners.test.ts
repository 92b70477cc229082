import { describe, expect, it } from 'vitest';
// The benchmark's seeded generator (mulberry32): a failure can be replayed from its seed.
import { createRandom as random } from '../../scripts/bench/random.mjs';
import { C_DIALECT, PHP_DIALECT, PYTHON_DIALECT, STRIP_DIALECT, scanPrintf, type PrintfDialect } from './printf-scanner.js';
import { scanPythonBrace } from './python-brace-scanner.js';
import { hasXmlTag, removeDomains, removeEmails, removeXmlTags } from './untranslatable-parts.js';

/** The regular expressions the scanners replace: the scanners must give their matches exactly. */
const REFERENCE = {
  xmlTag: /<[^>]*>/g,
  xmlTagTest: /<[^>]+>/,
  email: /[a-z0-9_.-]+@[a-z0-9_.-]+\.[a-z0-9-]{2,}/gi,
  domain: /(?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?\.)+(?:[A-Z]{2,6}\.?|[A-Z0-9-]{2,}\.?)/gi,
  strip: /%(?:\d+\$|\([^)]+\))?[ +#'-]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]/g,
  c: /%((?:\d+\$)?(?:[ +#'-]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]|))/g,
  php: /%((?:\d+\$)?(?:[ +#-]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]|))/g,
  python: /%((?:\([^)]+\))?(?:[ +#-]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]|))/g,
  brace:
    /\}(\})|\{(\{)|\{((?:[0-9]+|[_A-Za-z][_0-9A-Za-z]*)(?:\.[_A-Za-z][_0-9A-Za-z]*|\[[^\]]+\])*(?:![rsa])?(?::.?[<>=^]?[+ -]?#?0?(?:[1-9][0-9]*)?,?(?:\.[1-9][0-9]*)?[bcdeEfFgGnosxX%]?)?|)\}/g,
};

/** Random texts over an alphabet that exercises every branch of the patterns. */
function* texts(alphabet: string[], count: number, seed: number): Generator<string> {
  const next = random(seed);
  for (let n = 0; n < count; n++) {
    const length = Math.floor(next() * 24);
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
    yield text;
  }
}

const TAG_ALPHABET = ['<', '>', 'a', ' ', '/', '!'];
const ADDRESS_ALPHABET = ['a', 'B', '1', '.', '-', '_', '@', ' ', 'x'.repeat(30), 'com', '.cc', '!'];
const DOMAIN_ALPHABET = ['a', 'bc', 'Z', '9', '.', '-', '_', ' ', 'x'.repeat(62), 'defghij', '..'];
const PRINTF_ALPHABET = ['%', '(', ')', 'n', '1', '$', '.', '2', ' ', '+', '#', "'", '-', 'h', 'l', 'd', 's', '!', 'x'];
const BRACE_ALPHABET = ['{', '}', '0', '1', 'a', '_', '.', '[', ']', '!', 'r', ':', '<', '+', '#', ',', 'd', '%', ' ', '2'];

const SAMPLES = 20_000;

function referenceMatches(re: RegExp, text: string): { start: number; end: number; groups: (string | undefined)[] }[] {
  const copy = new RegExp(re.source, re.flags);
  const out = [];
  for (let m = copy.exec(text); m !== null; m = copy.exec(text)) {
    out.push({ start: m.index, end: m.index + m[0].length, groups: m.slice(1) });
    if (m[0] === '') copy.lastIndex++;
  }
  return out;
}

describe('linear scanners give the matches of the regular expressions they replace', () => {
  it('markup', () => {
    for (const text of texts(TAG_ALPHABET, SAMPLES, 1)) {
      expect(removeXmlTags(text), text).toBe(text.replace(REFERENCE.xmlTag, ''));
      expect(hasXmlTag(text), text).toBe(REFERENCE.xmlTagTest.test(text));
    }
  });

  it('e-mail addresses', () => {
    for (const text of texts(ADDRESS_ALPHABET, SAMPLES, 2)) expect(removeEmails(text), text).toBe(text.replace(REFERENCE.email, ''));
  });

  it('domain names', () => {
    for (const text of texts(DOMAIN_ALPHABET, SAMPLES, 3)) expect(removeDomains(text), text).toBe(text.replace(REFERENCE.domain, ''));
    for (const text of texts(['a', '.', 'x'.repeat(40), '-'], SAMPLES, 4)) expect(removeDomains(text), text).toBe(text.replace(REFERENCE.domain, ''));
  });

  it.each([
    ['strip', STRIP_DIALECT, REFERENCE.strip],
    ['C', C_DIALECT, REFERENCE.c],
    ['PHP', PHP_DIALECT, REFERENCE.php],
    ['Python', PYTHON_DIALECT, REFERENCE.python],
  ] as [string, PrintfDialect, RegExp][])('printf, %s', (_name, dialect, re) => {
    for (const text of texts(PRINTF_ALPHABET, SAMPLES, 5)) {
      const expected = referenceMatches(re, text).map((m) => ({ start: m.start, end: m.end, inner: m.groups[0] ?? text.slice(m.start + 1, m.end) }));
      expect(scanPrintf(text, dialect), text).toEqual(expected);
    }
  });

  it('Python brace format', () => {
    for (const text of texts(BRACE_ALPHABET, SAMPLES * 2, 6)) {
      const expected = referenceMatches(REFERENCE.brace, text).map((m) => ({ start: m.start, end: m.end, value: m.groups[0] ?? m.groups[1] ?? m.groups[2] ?? '' }));
      expect(scanPythonBrace(text), text).toEqual(expected);
    }
  });
});

/**
 * Tests of scale, not of time: each input is one that took time quadratic in its length, at a
 * length where that would not end within the test's timeout (about 10^12 steps), while a linear
 * pass takes milliseconds.
 */
describe('linear scanners stay linear on the inputs that made the expressions quadratic', () => {
  const MB = 1 << 20;
  it.each([
    ['<<<<', () => removeXmlTags('<'.repeat(MB)).length === MB && !hasXmlTag('<a'.repeat(MB / 2))],
    ['aaaa', () => removeEmails('a'.repeat(MB)) !== null],
    ['a@a@', () => removeEmails('a@'.repeat(MB / 2)) !== null],
    ['a@b b', () => removeEmails('a@bbb '.repeat(MB / 6)) !== null],
    ['a.a.', () => removeDomains('a.'.repeat(MB / 2)) !== null],
    ['----', () => removeDomains('a-'.repeat(MB / 2)) !== null],
    ['%(%(', () => scanPrintf('%('.repeat(MB / 2), PYTHON_DIALECT).length > 0 && scanPrintf('%('.repeat(MB / 2) + ')', STRIP_DIALECT) !== null],
    ['{0[{0[', () => scanPythonBrace('{0['.repeat(MB / 3)) !== null],
    ['{a[{a[x]…', () => scanPythonBrace('{a['.repeat(MB / 6) + 'x]' + '[y]'.repeat(MB / 6)) !== null],
  ])('%s', (_name, run) => {
    expect(run()).toBe(true);
  });
});
