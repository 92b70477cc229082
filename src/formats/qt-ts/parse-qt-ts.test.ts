import { describe, expect, it } from 'vitest';
import { formatContext } from '../../../test/helpers/format-context.js';
import { parseQtTs } from './parse-qt-ts.js';

const ts = (messages: string): string =>
  `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="cs">\n<context>\n  <name>MainWindow</name>\n${messages}\n</context>\n</TS>\n`;

describe('parseQtTs', () => {
  it('reads Weblate\'s states: unfinished with text is fuzzy, finished and empty is the source', () => {
    const parsed = parseQtTs(
      ts(
        [
          '<message><location filename="../src/main.cpp" line="12"/><source>Open</source><translation>Otevřít</translation></message>',
          '<message><source>Save</source><translation type="unfinished">Uložit</translation></message>',
          '<message><source>Quit</source><translation type="unfinished"></translation></message>',
          '<message><source>OK</source><comment>button</comment><extracomment>dev</extracomment><translatorcomment>tr</translatorcomment><translation></translation></message>',
          '<message><source>Old</source><translation type="vanished">Staré</translation></message>',
          '<message><source>Gone</source><translation type="obsolete">Pryč</translation></message>',
        ].join('\n'),
      ),
      'copyq_cs.ts',
      formatContext('cs'),
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.context, e.source, e.target, e.fuzzy, e.location, e.note])).toEqual([
      ['MainWindow', ['Open'], ['Otevřít'], false, '../src/main.cpp:12', ''],
      ['MainWindow', ['Save'], ['Uložit'], true, '', ''],
      ['MainWindow', ['Quit'], [''], false, '', ''],
      ['MainWindow\nbutton', ['OK'], ['OK'], false, '', 'dev\ntr'],
    ]);
    expect(parsed.entries[0]).toMatchObject({ line: 6, column: 1 });
  });

  it('reads numerus messages as plurals; relative locations are not shown', () => {
    const parsed = parseQtTs(
      ts('<message numerus="yes"><location line="+3"/><source>%n file(s)</source><translation><numerusform>%n soubor</numerusform><numerusform>%n soubory</numerusform></translation></message>'),
      'copyq_cs.ts',
      formatContext('cs'),
    );
    expect(parsed.entries.map((e) => [e.source, e.target, e.location])).toEqual([
      // cs has one, few, other: the missing third form is ""
      [['%n file', '%n files'], ['%n soubor', '%n soubory', ''], ''],
    ]);
  });

  it('reports another root and malformed XML', () => {
    expect(parseQtTs('<xliff/>', 'f.ts', formatContext('cs')).diagnostics.map((d) => d.code)).toEqual(['ts-unknown-root']);
    expect(parseQtTs(ts('<message><source>A</translation></message>'), 'f.ts', formatContext('cs')).diagnostics.map((d) => [d.code, d.line])).toEqual([['xml-malformed', 6]]);
  });
});
