import { describe, expect, it } from 'vitest';
import { parseXliff } from './parse-xliff.js';

const xliff = (units: string, original = 'messages.en.yaml'): string =>
  `<?xml version="1.0" encoding="utf-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n  <file source-language="en" target-language="de" original="${original}">\n    <body>\n${units}\n    </body>\n  </file>\n</xliff>\n`;

describe('parseXliff', () => {
  it('keys units by resname, else by original and id; reads Weblate\'s fuzzy states and read-only', () => {
    const parsed = parseXliff(
      xliff(
        [
          '<trans-unit id="1" resname="menu.save"><source>Save</source><target state="translated">Speichern</target></trans-unit>',
          '<trans-unit id="2"><source>Open</source><target state="needs-translation">Öffnen</target></trans-unit>',
          '<trans-unit id="3"><source>Close</source><target state="needs-review-translation">Schließen</target></trans-unit>',
          '<trans-unit id="4"><source>Quit</source><target state="new"></target></trans-unit>',
          '<group id="g"><trans-unit id="5" translate="no" maxwidth="10" size-unit="char"><source>Kimai</source><target>Kimai</target><note>brand</note><note>brand</note></trans-unit></group>',
          '<trans-unit id="6"><source></source><target>ignored</target></trans-unit>',
        ].join('\n'),
      ),
      'de.xlf',
      { placeables: true },
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.context, e.source, e.target, e.fuzzy, e.flags, e.note, e.location])).toEqual([
      ['menu.save', ['Save'], ['Speichern'], false, 'xml-text', '', '1'],
      ['messages.en.yaml///2', ['Open'], ['Öffnen'], true, 'xml-text', '', '2'],
      ['messages.en.yaml///3', ['Close'], ['Schließen'], false, 'xml-text', '', '3'],
      // an empty target is untranslated whatever its state
      ['messages.en.yaml///4', ['Quit'], [''], false, 'xml-text', '', '4'],
      ['messages.en.yaml///5', ['Kimai'], ['Kimai'], false, 'max-length:10, xml-text, read-only', 'brand', '5'],
    ]);
    expect(parsed.entries[0]).toMatchObject({ line: 5, column: 1 });
  });

  it('keeps inline elements as XML with placeables, only their text without', () => {
    const unit = xliff('<trans-unit id="a"><source>Hi <x id="1"/> &amp; <g id="2">you</g></source><target><x id="1"/></target></trans-unit>', '');
    const rich = parseXliff(unit, 'f.xlf', { placeables: true }).entries[0];
    expect(rich?.source).toEqual(['Hi <x id="1"/> &amp; <g id="2">you</g>']);
    expect(rich?.target).toEqual(['<x id="1"/>']);
    expect(rich?.context).toBe('a');
    const plain = parseXliff(unit, 'f.xlf', { placeables: false }).entries[0];
    expect(plain?.source).toEqual(['Hi  & you']);
    // only an element: no text, so untranslated in plain XLIFF
    expect(plain?.target).toEqual(['']);
  });

  it('warns of a repeated (source, context) and reports malformed XML with its position', () => {
    const twice = parseXliff(xliff('<trans-unit id="a"><source>A</source></trans-unit>\n<trans-unit id="a"><source>A</source></trans-unit>'), 'f.xlf', { placeables: true });
    expect(twice.diagnostics.map((d) => [d.code, d.line])).toEqual([['duplicate-entry', 6]]);
    const broken = parseXliff(xliff('<trans-unit id="a"><source>A</source></trans-unit>\n<trans-unit id="b"><source>B</target></trans-unit>'), 'f.xlf', { placeables: true });
    expect(broken.diagnostics.map((d) => [d.code, d.line])).toEqual([['xml-malformed', 6]]);
    expect(parseXliff('<xml/>', 'f.xlf', { placeables: true }).diagnostics.map((d) => d.code)).toEqual(['xliff-unknown-root']);
    const v2 = parseXliff('<xliff version="2.0" srcLang="en"><file id="f"><unit id="a"><segment><source>A</source></segment></unit></file></xliff>', 'f.xlf', { placeables: true });
    expect(v2.entries).toEqual([]);
    expect(v2.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['xliff-version-mismatch', 1, 1]]);
  });
});
