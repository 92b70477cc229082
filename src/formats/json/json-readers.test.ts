import { describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../../languages/load-language-catalogue.js';
import type { FileFormat } from '../file-format.js';
import { ARB } from './arb-format.js';
import { GO_I18N_JSON } from './go-i18n-format.js';
import { I18NEXT_V3, I18NEXT_V4 } from './i18next-format.js';
import { JSON_FLAT, JSON_NESTED } from './json-format.js';
import { WEBEXTENSION } from './webextension-format.js';

const catalogue = loadLanguageCatalogue([]);
const parse = (format: FileFormat, text: string, language = 'en') =>
  format.parse(format.decode(Buffer.from(text)), 'f.json', { sourceLanguage: 'en', targetLanguage: language, catalogue });
const units = (format: FileFormat, text: string, language = 'en') =>
  parse(format, text, language).entries.map((e) => [e.context, e.target]);

describe('json and json-nested', () => {
  it('key every scalar leaf by its path, arrays by index, like translate-toolkit', () => {
    const text = '{"a": {"b": "x", "c": ["y", "z"]}, "n": 1.0, "t": true, "z": null, "e": {}, "s": ""}';
    const expected = [['a.b', ['x']], ['a.c[0]', ['y']], ['a.c[1]', ['z']], ['n', ['1.0']], ['t', ['True']], ['z', ['']], ['s', ['']]];
    expect(units(JSON_FLAT, text)).toEqual(expected);
    expect(units(JSON_NESTED, text)).toEqual(expected);
  });

  it('keep the line and column of each key', () => {
    const entries = parse(JSON_FLAT, '{\n  "a": "x",\n  "b": {\n    "c": "y"\n  }\n}').entries;
    expect(entries.map((e) => [e.context, e.line, e.column])).toEqual([['a', 2, 3], ['b.c', 4, 5]]);
    expect(entries[0]!.source).toEqual(['x']);
  });

  it('report malformed JSON at its position and keep what was read', () => {
    const parsed = parse(JSON_FLAT, '{\n  "a": "x",\n  "b": \n}');
    expect(parsed.diagnostics.map((d) => [d.code, d.line, d.column, d.severity])).toEqual([['json-malformed', 4, 1, 'error']]);
    expect(parsed.entries.map((e) => e.context)).toEqual(['a']);
  });

  it('keep the first place and last value of a repeated key, with a warning', () => {
    const parsed = parse(JSON_FLAT, '{"a": "1", "b": "2", "a": "3"}');
    expect(parsed.entries.map((e) => [e.context, e.target[0]])).toEqual([['a', '3'], ['b', '2']]);
    expect(parsed.diagnostics.map((d) => [d.code, d.column])).toEqual([['json-duplicate-key', 22]]);
  });

  it('refuse absurd nesting without overflowing the stack', () => {
    const parsed = parse(JSON_FLAT, '['.repeat(100_000));
    expect(parsed.diagnostics[0]!.code).toBe('json-malformed');
    expect(parsed.entries).toEqual([]);
  });

  it('strip a UTF-8 BOM', () => {
    expect(JSON_FLAT.decode(Buffer.from('\ufeff{}'))).toBe('{}');
  });
});

describe('i18next v4 plurals', () => {
  it('fold _<category> keys into one unit in the language forms order; a missing form is empty', () => {
    const text = '{"k_one": "1", "k_other": "n", "x": {"m_many": "M", "m_one": "O"}}';
    expect(units(I18NEXT_V4, text, 'en')).toEqual([['k', ['1', 'n']], ['x.m', ['O', '']]]);
    expect(units(I18NEXT_V4, text, 'pl')).toEqual([['k', ['1', '', '']], ['x.m', ['O', '', 'M']]]);
    expect(units(I18NEXT_V4, text, 'ja')).toEqual([['k', ['n']], ['x.m', ['']]]);
  });

  it('leave keys whose suffix is no category alone', () => {
    expect(units(I18NEXT_V4, '{"a_b": "1", "one": "2"}')).toEqual([['a_b', ['1']], ['one', ['2']]]);
  });
});

describe('i18next v3 plurals', () => {
  it('fold key + key_plural, and key_0, key_1…', () => {
    expect(units(I18NEXT_V3, '{"k": "1", "k_plural": "n", "c_0": "a", "c_1": "b", "c_2": "c"}', 'en')).toEqual([
      ['k', ['1', 'n']],
      ['c', ['a', 'b']],
    ]);
    expect(units(I18NEXT_V3, '{"c_0": "a", "c_1": "b", "c_2": "c"}', 'pl')).toEqual([['c', ['a', 'b', 'c']]]);
  });
});

describe('arb', () => {
  it('skip @ metadata and take the description as the note; ICU plurals stay one string', () => {
    const parsed = parse(ARB, '{"@@locale": "en", "n": "{count, plural, =1{one} other{many}}", "@n": {"description": "Count"}}');
    expect(parsed.entries.map((e) => [e.context, e.target, e.note])).toEqual([['n', ['{count, plural, =1{one} other{many}}'], 'Count']]);
  });

  it('want an object', () => {
    expect(parse(ARB, '[]').diagnostics.map((d) => d.code)).toEqual(['json-unexpected-root']);
  });
});

describe('webextension', () => {
  it('take message, description as note, and placeholders as a flag', () => {
    const parsed = parse(WEBEXTENSION, '{"hi": {"message": "Hi $USER$", "description": "Greeting", "placeholders": {"user": {"content": "$1"}}}, "bad": "x"}');
    expect(parsed.entries.map((e) => [e.context, e.target, e.note, e.flags])).toEqual([['hi', ['Hi $USER$'], 'Greeting', 'placeholders:$USER$,case-insensitive']]);
    expect(parsed.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['json-unexpected-value', 1, 106]]);
  });
});

describe('go-i18n-json', () => {
  it('read ids, descriptions and plural objects by category', () => {
    const text = '[{"id": "a", "translation": "A", "description": "d"}, {"id": "p", "translation": {"other": "N", "one": "1"}}]';
    expect(parse(GO_I18N_JSON, text, 'en').entries.map((e) => [e.context, e.target, e.note])).toEqual([['a', ['A'], 'd'], ['p', ['1', 'N'], '']]);
  });
});
