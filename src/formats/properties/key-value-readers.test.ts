import { describe, expect, it } from 'vitest';
import { APPLE_STRINGS, APPLE_STRINGS_UTF8 } from '../apple-strings/apple-strings-format.js';
import type { FileFormat } from '../file-format.js';
import { JAVA_PROPERTIES, JAVA_PROPERTIES_UTF8 } from './properties-format.js';

const parse = (format: FileFormat, bytes: Buffer) =>
  format.parse(format.decode(bytes), 'f', { sourceLanguage: 'en', targetLanguage: 'de', catalogue: undefined as never });

describe('Java properties', () => {
  it('read keys, delimiters, escapes and continued lines; comments before an entry are its note', () => {
    const text = [
      '# header',
      '',
      '# about a',
      'a = A\\n\\u00e9\\tx',
      'b:B',
      'c C',
      '  d=first \\',
      '    second',
      'key\\ with\\ spaces = v',
      'empty=',
      'alone',
    ].join('\n');
    const parsed = parse(JAVA_PROPERTIES_UTF8, Buffer.from(text));
    expect(parsed.entries.map((e) => [e.context, e.target, e.note, e.line, e.column])).toEqual([
      ['a', ['A\né\tx'], '# about a', 4, 1],
      ['b', ['B'], '', 5, 1],
      ['c', ['C'], '', 6, 1],
      ['d', ['first second'], '', 7, 3],
      ['key\\ with\\ spaces', ['v'], '', 9, 1],
      ['empty', [''], '', 10, 1],
      ['alone', [''], '', 11, 1],
    ]);
    expect(parsed.diagnostics).toEqual([]);
  });

  it('decode ISO-8859-1 for `properties`, UTF-8 for `properties-utf8`', () => {
    expect(parse(JAVA_PROPERTIES, Buffer.from('a=\xe9', 'latin1')).entries[0]!.target).toEqual(['é']);
    expect(parse(JAVA_PROPERTIES_UTF8, Buffer.from('\ufeffa=é')).entries[0]!.target).toEqual(['é']);
  });

  it('keep the first of a repeated key with a warning', () => {
    const parsed = parse(JAVA_PROPERTIES_UTF8, Buffer.from('a=1\na=2\n'));
    expect(parsed.entries.map((e) => e.target[0])).toEqual(['1']);
    expect(parsed.diagnostics.map((d) => [d.code, d.line])).toEqual([['duplicate-entry', 2]]);
  });
});

describe('Apple .strings', () => {
  const text = '/* Greeting */\n"hello" = "Hello \\"you\\"";\n// two lines\n"multi" = "a\nb";\n"k=v" = "x";\nbroken\n';

  it('read quoted keys and values, comments as notes, and values that go on until ";"', () => {
    const parsed = parse(APPLE_STRINGS_UTF8, Buffer.from(text));
    expect(parsed.entries.map((e) => [e.context, e.target, e.note, e.line])).toEqual([
      ['hello', ['Hello "you"'], '/* Greeting */', 2],
      ['multi', ['ab'], '// two lines', 4],
      ['k=v', ['x'], '', 6],
      ['broken', [''], '', 7],
    ]);
    expect(parsed.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['strings-malformed', 7, 1]]);
  });

  it('decode UTF-16 by its BOM, either endianness, and UTF-8 without one', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('"a" = "é";', 'utf16le')]);
    const be = Buffer.from(le).swap16();
    for (const bytes of [le, be, Buffer.from('"a" = "é";')]) {
      expect(parse(APPLE_STRINGS, bytes).entries.map((e) => [e.context, e.target])).toEqual([['a', ['é']]]);
    }
  });

  it('report an entry left open at the end of the file', () => {
    const parsed = parse(APPLE_STRINGS_UTF8, Buffer.from('"a" = "x";\n"b" = "open\n'));
    expect(parsed.diagnostics.map((d) => [d.code, d.severity, d.line])).toEqual([['strings-malformed', 'error', 2]]);
    expect(parsed.entries.map((e) => e.context)).toEqual(['a', 'b']);
  });
});
