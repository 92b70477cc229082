import { describe, expect, it } from 'vitest';
import { formatContext } from '../../../test/helpers/format-context.js';
import { parseAndroid } from './parse-android.js';
import { unescapeAndroid } from './unescape-android.js';

const resources = (body: string): string => `<?xml version="1.0" encoding="utf-8"?>\n<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">\n${body}\n</resources>\n`;

describe('unescapeAndroid', () => {
  it.each([
    ['  a \n  b  ', 'a b'],
    ['"  quoted  "', '  quoted  '],
    ["It\\'s \\\"x\\\" \\@home \\?", 'It\'s "x" @home ?'],
    ['a\\nb\\tc\\\\d', 'a\nb\tc\\d'],
    ['\\u00e9t\\u00E9', 'été'],
    ['drop \\x this', 'drop  this'],
    ['line \\n next', 'line\n next'],
  ])('%j → %j', (raw, text) => {
    expect(unescapeAndroid(raw, true)).toBe(text);
  });
});

describe('parseAndroid', () => {
  it('reads strings and plurals keyed by name, with notes, read-only and positions', () => {
    const parsed = parseAndroid(
      resources(
        [
          '  <!-- Shown on the button -->',
          '  <string name="ok">OK</string>',
          '  <string name="app" translatable="false">Catima</string>',
          '  <string-array name="list"><item>x</item></string-array>',
          '  <plurals name="cards">',
          '    <item quantity="one">%d karta</item>',
          '    <item quantity="few">%d karty</item>',
          '    <item quantity="other">%d karty</item>',
          '  </plurals>',
          '  <string name="fmt">Version <xliff:g id="v">%s</xliff:g></string>',
        ].join('\n'),
      ),
      'values-pl/strings.xml',
      formatContext('pl'),
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.context, e.target, e.flags, e.note, e.line, e.column])).toEqual([
      ['ok', ['OK'], '', ' Shown on the button ', 4, 3],
      ['app', ['Catima'], 'read-only', '', 5, 3],
      // pl has one, few, many (its `other` is for fractions only): the missing `many` is "", `other` has no form
      ['cards', ['%d karta', '%d karty', ''], '', '', 7, 3],
      ['fmt', ['Version <xliff:g id="v">%s</xliff:g>'], '', '', 12, 3],
    ]);
    expect(parsed.entries[0]?.source).toEqual(['OK']);
  });

  it('keeps an empty string as a unit with an empty value', () => {
    const parsed = parseAndroid(resources('<string name="e"></string><string name="s">  </string>'), 'f.xml', formatContext('de'));
    expect(parsed.entries.map((e) => e.target)).toEqual([[''], ['']]);
  });

  it('warns of a unit without a name and of a duplicate name', () => {
    const parsed = parseAndroid(resources('<string>x</string>\n<string name="a">1</string>\n<string name="a">2</string>'), 'f.xml', formatContext('de'));
    expect(parsed.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['android-missing-name', 3],
      ['duplicate-entry', 5],
    ]);
    expect(parsed.entries.map((e) => e.target)).toEqual([['1']]);
  });

  it('reports malformed XML at its position with the units before it', () => {
    const parsed = parseAndroid('<resources>\n<string name="a">1</string>\n<string name="b">2</strin>\n</resources>', 'f.xml', formatContext('de'));
    expect(parsed.diagnostics.map((d) => [d.code, d.line])).toEqual([['xml-malformed', 3]]);
    expect(parsed.entries.map((e) => e.context)).toEqual(['a']);
  });

  it('reports another root element', () => {
    expect(parseAndroid('<root/>', 'f.xml', formatContext('de')).diagnostics.map((d) => d.code)).toEqual(['android-unknown-root']);
  });
});
