import { describe, expect, it } from 'vitest';
// The benchmark's seeded generator (mulberry32): a failure can be replayed from its seed.
import { createRandom as random } from '../../scripts/bench/random.mjs';
import { i18nextPlaceholders } from './i18next-syntax.js';
import { javaMessageArguments, javaPrintfPlaceholders } from './java-format-syntaxes.js';
import { parseIcuMessage } from './icu-message-parser.js';
import { runUnitChecks } from './run-checks.js';

/** Weblate's expressions (`weblate/checks/format.py`), which the scanners must match exactly. */
const REFERENCE = {
  javaMessage: /\{(\d+)\s*(?:,\s*([a-z]+)(?:,\s*(\S+))?)?\s*\}/g,
  javaPrintf: /%((?![\s])(?:\d+\$)?[-.#+0,(]*(?:\d+)?(?:\.\d+)?(?:(?<![tT])[tT][A-Za-z]|[A-Za-z]|%))/g,
  i18next: /(\$t\((.+?)\)|\{\{(.+?)\}\})/g,
};

function reference(re: RegExp, text: string, clean: (group: string) => string = (g) => g): string[] {
  const copy = new RegExp(re.source, re.flags);
  const out: string[] = [];
  for (let m = copy.exec(text); m !== null; m = copy.exec(text)) out.push(clean(m[1]!));
  return out;
}

function* texts(alphabet: string[], count: number, seed: number): Generator<string> {
  const next = random(seed);
  for (let n = 0; n < count; n++) {
    const length = Math.floor(next() * 24);
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
    yield text;
  }
}

const SAMPLES = 20_000;

describe('placeholder scanners give the matches of Weblate expressions', () => {
  it('Java MessageFormat', () => {
    for (const text of texts(['{', '}', '0', '12', ',', ' ', 'number', 'x', '#.#', '\n', 'A'], SAMPLES, 11)) {
      expect(javaMessageArguments(text), JSON.stringify(text)).toEqual(reference(REFERENCE.javaMessage, text));
    }
  });

  it('Java printf', () => {
    for (const text of texts(['%', '1', '0', '$', '.', ',', '-', '(', ' ', 't', 'T', 'Y', 's', 'd', '\t', '9'], SAMPLES, 12)) {
      expect(javaPrintfPlaceholders(text), JSON.stringify(text)).toEqual(reference(REFERENCE.javaPrintf, text));
    }
  });

  it('i18next', () => {
    for (const text of texts(['$t(', '$', 't', '(', ')', '{{', '{', '}}', '}', 'a', ' ', '\n'], SAMPLES, 13)) {
      expect(i18nextPlaceholders(text), JSON.stringify(text)).toEqual(reference(REFERENCE.i18next, text, (g) => g.replace(/\s+/g, '')));
    }
  });

  it('stay linear on texts made to make the expressions backtrack', () => {
    const n = 200_000;
    const hostile = ['{a}'.repeat(n / 3), '{0,a,'.repeat(n / 5), '%' + '0.'.repeat(n / 2), '%0'.repeat(n / 2), '$t('.repeat(n / 3), '{{'.repeat(n / 2), '{'.repeat(n)];
    const started = performance.now();
    for (const text of hostile) {
      javaMessageArguments(text);
      javaPrintfPlaceholders(text);
      i18nextPlaceholders(text);
      parseIcuMessage(text);
      runUnitChecks(
        { source: [text], target: [text.slice(1)], context: '', flags: 'java-format, java-printf-format, i18next-interpolation, icu-message-format', state: 20 },
        { languageCode: 'de', pluralNumber: 2, sourceLanguageCode: 'en', checkFlags: '' },
      );
    }
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('parseIcuMessage', () => {
  it('reads placeholders, types and sub-messages (arb-aves)', () => {
    const parsed = parseIcuMessage('{count, plural, =1{{count} element} few{{count} elementy} other{{count} elementów}}');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.nodes).toHaveLength(1);
    expect(parsed.nodes[0]!.type).toBe('plural');
    expect([...parsed.nodes[0]!.options!.keys()]).toEqual(['=1', 'few', 'other']);
  });

  it('honours quoting and styles', () => {
    expect(parseIcuMessage("It''s '{literal}' {n, number, ::currency/EUR}").ok).toBe(true);
    expect(parseIcuMessage('{gender, select, male{he} female{she} other{they}} {d, date, short}').ok).toBe(true);
    expect(parseIcuMessage('{n, plural, offset:1 =0{none} other{# more}}').ok).toBe(true);
  });

  it('reports syntax errors with their offset', () => {
    expect(parseIcuMessage('{count, plural, one{x} other{y}')).toMatchObject({ ok: false });
    expect(parseIcuMessage('a } b')).toEqual({ ok: false, message: 'unexpected }', offset: 2 });
    expect(parseIcuMessage('{}')).toMatchObject({ ok: false, offset: 1 });
    expect(parseIcuMessage('{n, plural, }')).toMatchObject({ ok: false });
  });

  it('refuses nesting deeper than it can check, without overflowing', () => {
    const deep = '{a, select, x{'.repeat(5000) + '}}'.repeat(5000);
    expect(parseIcuMessage(deep)).toMatchObject({ ok: false, message: 'messages nested too deeply' });
  });
});
