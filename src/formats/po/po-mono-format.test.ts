import { describe, expect, it } from 'vitest';
import { PO_MONO } from './po-mono-format.js';

const parse = (text: string) => PO_MONO.parse(text, 'f.po');

describe('po-mono', () => {
  it('keys units by msgid (msgctxt.msgid with a context), values are the msgstr forms', () => {
    const text = [
      'msgid ""', 'msgstr "Language: de\\n"', '',
      'msgid "greeting"', 'msgstr "Hallo"', '',
      '#, fuzzy', 'msgctxt "menu"', 'msgid "open"', 'msgstr "Öffnen"', '',
      'msgid "files"', 'msgid_plural "files"', 'msgstr[0] "Datei"', 'msgstr[1] "Dateien"', '',
    ].join('\n');
    expect(parse(text).entries.map((e) => [e.context, e.source, e.target, e.fuzzy, e.line])).toEqual([
      ['greeting', ['Hallo'], ['Hallo'], false, 4],
      ['menu.open', ['Öffnen'], ['Öffnen'], true, 7],
      ['files', ['Datei', 'Dateien'], ['Datei', 'Dateien'], false, 12],
    ]);
  });

  it('warns of a repeated key', () => {
    const parsed = parse('msgctxt "a"\nmsgid "b"\nmsgstr "1"\n\nmsgid "a.b"\nmsgstr "2"\n');
    expect(parsed.entries.map((e) => e.target[0])).toEqual(['1']);
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(['duplicate-entry']);
  });
});
