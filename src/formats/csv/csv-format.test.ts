import { describe, expect, it } from 'vitest';
import { CSV_FILE } from './csv-format.js';

const parse = (text: string) => CSV_FILE.parse(text, 'f.csv');

describe('csv', () => {
  it('reads named columns, quoted fields with line breaks, fuzzy and notes', () => {
    const text = 'context,source,target,fuzzy,developer_comments\r\nmenu,"Open, now","Öffnen\njetzt",,Menu item\n,Close,Schließen,True,\n,,,,\n';
    expect(parse(text).entries.map((e) => [e.context, e.source, e.target, e.fuzzy, e.note, e.line])).toEqual([
      ['menu', ['Open, now'], ['Öffnen\njetzt'], false, 'Menu item', 2],
      ['', ['Close'], ['Schließen'], true, '', 4],
    ]);
  });

  it('takes location, source, target without a header, and source, target for two columns', () => {
    expect(parse('a.c:1,Hello,Hallo\n').entries.map((e) => [e.location, e.source, e.target])).toEqual([['a.c:1', ['Hello'], ['Hallo']]]);
    expect(parse('Hello;Hallo\nBye;Tschüss\n').entries.map((e) => [e.source[0], e.target[0]])).toEqual([['Hello', 'Hallo'], ['Bye', 'Tschüss']]);
  });

  it('undoes the spreadsheet escape and reports an unclosed quote', () => {
    expect(parse('source,target\n"\'=1+1\'",x\n').entries[0]!.source).toEqual(['=1+1']);
    const parsed = parse('source,target\nHello,"open\n');
    expect(parsed.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['csv-malformed', 2, 7]]);
  });
});
