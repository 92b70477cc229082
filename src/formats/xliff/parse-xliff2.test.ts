import { describe, expect, it } from 'vitest';
import { parseXliff2 } from './parse-xliff2.js';

const xliff2 = (files: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="cs">\n${files}\n</xliff>\n`;

const file = (units: string, id = 'f1', attributes = ''): string => `  <file id="${id}"${attributes}>\n${units}\n  </file>`;

const PLACEABLES = { placeables: true };
const PLAIN = { placeables: false };

describe('parseXliff2', () => {
  it('keys units by id and reads Weblate\'s states: initial with a target is fuzzy', () => {
    const parsed = parseXliff2(
      xliff2(
        file(
          [
            '<unit id="hello"><segment><source>Hello</source><target>Ahoj</target></segment></unit>',
            '<unit id="save"><segment state="initial"><source>Save</source><target>Uložit</target></segment></unit>',
            '<unit id="open"><segment state="translated"><source>Open</source><target>Otevřít</target></segment></unit>',
            '<unit id="close"><segment state="reviewed"><source>Close</source><target>Zavřít</target></segment></unit>',
            '<unit id="quit"><segment state="final"><source>Quit</source><target>Konec</target></segment></unit>',
            '<unit id="new"><segment state="initial"><source>New</source></segment></unit>',
            '<unit id="empty"><segment><source></source><target>ignored</target></segment></unit>',
          ].join('\n'),
        ),
      ),
      'cs.xlf',
      PLAIN,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.context, e.source, e.target, e.fuzzy, e.location])).toEqual([
      ['hello', ['Hello'], ['Ahoj'], false, 'hello'],
      ['save', ['Save'], ['Uložit'], true, 'save'],
      ['open', ['Open'], ['Otevřít'], false, 'open'],
      ['close', ['Close'], ['Zavřít'], false, 'close'],
      ['quit', ['Quit'], ['Konec'], false, 'quit'],
      // no target: untranslated, not fuzzy, whatever the state
      ['new', ['New'], [''], false, 'new'],
    ]);
    // the unit's own position
    expect(parsed.entries.map((e) => [e.line, e.column])).toEqual([[4, 1], [5, 1], [6, 1], [7, 1], [8, 1], [9, 1]]);
  });

  it('reads notes, translate="no" inherited from the file and groups, flags, and units in groups', () => {
    const parsed = parseXliff2(
      xliff2(
        [
          file(
            [
              '<unit id="brand" translate="no"><notes><note category="description">Product name</note><note></note><note>Keep</note></notes><segment><source>Kimai</source><target>Kimai</target></segment></unit>',
              '<group id="g" translate="no"><group id="inner"><unit id="deep"><segment><source>Deep</source></segment></unit></group>',
              '<unit id="back" translate="yes"><segment><source>Back</source></segment></unit></group>',
              '<unit id="flagged" weblate-flags="max-length:20"><segment><source>Flagged</source></segment></unit>',
            ].join('\n'),
          ),
          file('<unit id="fixed"><segment><source>Fixed</source></segment></unit>', 'f2', ' translate="no"'),
        ].join('\n'),
      ),
      'cs.xlf',
      PLACEABLES,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.context, e.note, e.flags])).toEqual([
      ['brand', 'Product name\nKeep', 'xml-text, read-only'],
      ['deep', '', 'xml-text, read-only'],
      ['back', '', 'xml-text'],
      ['flagged', '', 'max-length:20, xml-text'],
      ['fixed', '', 'xml-text, read-only'],
    ]);
  });

  it('makes each segment of a unit a unit of its own, keyed as translate-toolkit does', () => {
    const parsed = parseXliff2(
      xliff2(
        file(
          [
            '<unit id="p1">',
            '  <notes><note>Paragraph</note></notes>',
            '  <segment id="s1" state="final"><source>First.</source><target>První.</target></segment>',
            '  <ignorable><source> </source></ignorable>',
            '  <segment state="initial"><source>Second.</source><target>Druhá.</target></segment>',
            '</unit>',
            '<unit id="p2"><segment id="only"><source>Alone</source></segment></unit>',
          ].join('\n'),
        ),
      ),
      'cs.xlf',
      PLAIN,
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.context, e.source, e.target, e.fuzzy, e.note, e.line, e.column])).toEqual([
      ['p1::s1', ['First.'], ['První.'], false, 'Paragraph', 6, 3],
      ['p1::segment-2', ['Second.'], ['Druhá.'], true, 'Paragraph', 8, 3],
      // a segment id names the unit even when it is the only segment
      ['p2::only', ['Alone'], [''], false, '', 10, 1],
    ]);
  });

  it('keeps inline elements as XML with placeables, only their text without', () => {
    const text = xliff2(
      file('<unit id="a"><segment><source>Hi <ph id="1"/> &amp; <pc id="2">you</pc></source><target><ph id="1"/></target></segment></unit>'),
    );
    const rich = parseXliff2(text, 'cs.xlf', PLACEABLES).entries[0];
    expect(rich?.source).toEqual(['Hi <ph id="1"/> &amp; <pc id="2">you</pc>']);
    // a target of only an element is a translation with placeables
    expect(rich?.target).toEqual(['<ph id="1"/>']);
    const plain = parseXliff2(text, 'cs.xlf', PLAIN).entries[0];
    expect(plain?.source).toEqual(['Hi  & you']);
    expect(plain?.target).toEqual(['']);
  });

  it('reads the units of every <file>; a unit id repeated across files is a duplicate (first kept)', () => {
    const parsed = parseXliff2(
      xliff2(
        [
          file('<unit id="a"><segment><source>A</source><target>A1</target></segment></unit>', 'one'),
          file('<unit id="b"><segment><source>B</source></segment></unit>\n<unit id="a"><segment><source>A</source><target>A2</target></segment></unit>', 'two'),
        ].join('\n'),
      ),
      'cs.xlf',
      PLAIN,
    );
    expect(parsed.entries.map((e) => [e.context, e.target])).toEqual([['a', ['A1']], ['b', ['']]]);
    expect(parsed.diagnostics.map((d) => [d.code, d.line])).toEqual([['duplicate-entry', 8]]);
  });

  it('reports malformed XML at its position', () => {
    const parsed = parseXliff2(
      xliff2(file('<unit id="a"><segment><source>A</source></segment></unit>\n<unit id="b"><segment><source>B</target></segment></unit>')),
      'cs.xlf',
      PLAIN,
    );
    // the <file> left open by the error is incomplete, so none of its units is read (as for XLIFF 1.2)
    expect(parsed.entries).toEqual([]);
    expect(parsed.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['xml-malformed', 5, 40]]);
  });

  it('refuses another root and an XLIFF 1.2 file, at the root element', () => {
    const other = parseXliff2('<?xml version="1.0"?>\n<resources/>', 'cs.xlf', PLAIN);
    expect(other.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['xliff-unknown-root', 2, 1]]);
    const old = parseXliff2(
      '<xliff version="1.2"><file original="a"><body><trans-unit id="1"><source>A</source></trans-unit></body></file></xliff>',
      'cs.xlf',
      PLAIN,
    );
    expect(old.entries).toEqual([]);
    expect(old.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['xliff-version-mismatch', 1, 1]]);
    expect(parseXliff2('', 'cs.xlf', PLAIN).diagnostics.map((d) => d.code)).toEqual(['xml-malformed']);
  });
});
