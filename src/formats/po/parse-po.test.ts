import { describe, expect, it } from 'vitest';
import type { ParsedEntry } from '../entry.js';
import { parsePo } from './parse-po.js';

const po = (...lines: string[]): string => lines.join('\n') + '\n';

function only(text: string): ParsedEntry {
  const parsed = parsePo(text, 'x.po');
  expect(parsed.diagnostics).toEqual([]);
  expect(parsed.entries).toHaveLength(1);
  return parsed.entries[0]!;
}

/** Diagnostics as `line:column severity code` strings, for compact assertions. */
function codes(text: string): string[] {
  return parsePo(text, 'x.po').diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code}`);
}

const HEADER = po(
  '# Translators: someone',
  'msgid ""',
  'msgstr ""',
  '"Project-Id-Version: demo 1.0\\n"',
  '"Language: cs\\n"',
  '"Plural-Forms: nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;\\n"',
  '',
);

describe('parsePo: fields', () => {
  it('reads every field of a complete entry', () => {
    const entry = only(
      po(
        '#. Extracted one',
        '#.second extracted',
        '# Translator comment',
        '#',
        '#  two spaces',
        '#: src/a.c:1 src/b.c:2',
        '#:\tsrc/c.c:3',
        '#, c-format, fuzzy',
        '#, python-format , c-format',
        '#| msgid "Old"',
        'msgctxt "menu"',
        'msgid "Open"',
        'msgstr "Otevřít"',
      ),
    );
    expect(entry).toEqual({
      source: ['Open'],
      context: 'menu',
      target: ['Otevřít'],
      fuzzy: true,
      location: 'src/a.c:1, src/b.c:2, src/c.c:3',
      note: 'Extracted one\nsecond extracted\nTranslator comment\n\n two spaces',
      flags: 'c-format, python-format',
      previousSource: 'Old',
      explanation: '',
      line: 1,
      column: 1,
    });
  });

  it('puts extracted comments before translator comments whatever their order in the file', () => {
    expect(only(po('# translator', '#. extracted', 'msgid "a"', 'msgstr ""')).note).toBe('extracted\ntranslator');
  });

  it('gives empty strings and a [""] target to a bare entry', () => {
    expect(only(po('msgid "a"', 'msgstr ""'))).toEqual({
      source: ['a'],
      context: '',
      target: [''],
      fuzzy: false,
      location: '',
      note: '',
      flags: '',
      previousSource: '',
      explanation: '',
      line: 1,
      column: 1,
    });
  });

  it('positions each entry at its first comment or keyword line', () => {
    const parsed = parsePo(
      po('msgid "a"', 'msgstr ""', '', '#: x.c:1', 'msgid "b"', 'msgstr ""', '', 'msgctxt "c"', 'msgid "c"', 'msgstr ""', '', '  msgid "d"', '  msgstr ""'),
      'x.po',
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.source[0], e.line, e.column])).toEqual([
      ['a', 1, 1],
      ['b', 4, 1],
      ['c', 8, 1],
      ['d', 12, 3],
    ]);
  });

  it('keeps a msgid "" with a msgctxt as a unit', () => {
    expect(only(po('msgctxt "ctx"', 'msgid ""', 'msgstr "x"'))).toMatchObject({ source: [''], context: 'ctx', target: ['x'] });
  });

  it('returns nothing for an empty file or a file of comments', () => {
    expect(parsePo('', 'x.po')).toEqual({ entries: [], header: new Map(), diagnostics: [] });
    expect(parsePo(po('# just a comment', '#, fuzzy'), 'x.po')).toEqual({ entries: [], header: new Map(), diagnostics: [] });
  });
});

describe('parsePo: strings', () => {
  it('concatenates continuation lines of every keyword', () => {
    const entry = only(
      po(
        'msgctxt ""',
        '"con" "text"',
        'msgid ""',
        '"one "',
        '"two"',
        'msgid_plural "many "',
        '"twos"',
        'msgstr[0] ""',
        '"jedna"',
        'msgstr[1] "dvě"',
        '  ""  ',
        '"!"',
      ),
    );
    expect(entry).toMatchObject({ context: 'context', source: ['one two', 'many twos'], target: ['jedna', 'dvě!'] });
  });

  it('unescapes C escapes', () => {
    const entry = only(po('msgid "a\\nb\\tc\\rd\\\\e\\"f\\ag\\bh\\fi\\vj"', 'msgstr "\\101\\x42\\x43\\0\\7"'));
    expect(entry.source).toEqual(['a\nb\tc\rd\\e"f\x07g\bh\fi\vj']);
    expect(entry.target).toEqual(['ABC\0\x07']);
  });

  it('decodes runs of octal and hex byte escapes as UTF-8', () => {
    expect(only(po('msgid "caf\\303\\251 \\xe2\\x82\\xac"', 'msgstr ""')).source).toEqual(['café €']);
  });

  it('reads adjacent strings on one line', () => {
    expect(only(po('msgid "a" "b"  "c"', 'msgstr ""')).source).toEqual(['abc']);
  });

  it('accepts CRLF line ends and ignores a BOM', () => {
    const text = '\uFEFF#: a.c:1\r\nmsgid "a"\r\n"b"\r\nmsgstr "c"\r\n\r\nmsgid "d"\r\nmsgstr "e"\r\n';
    const parsed = parsePo(text, 'x.po');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.source[0], e.target[0], e.location, e.line, e.column])).toEqual([
      ['ab', 'c', 'a.c:1', 1, 1],
      ['d', 'e', '', 6, 1],
    ]);
  });

  it('reads a file without a final newline', () => {
    expect(only('msgid "a"\nmsgstr "b"').target).toEqual(['b']);
  });
});

describe('parsePo: plurals', () => {
  for (let n = 1; n <= 6; n++) {
    it(`reads ${n} plural form${n === 1 ? '' : 's'}`, () => {
      const forms = Array.from({ length: n }, (_, i) => `form ${i}`);
      const entry = only(po('msgid "one"', 'msgid_plural "many"', ...forms.map((f, i) => `msgstr[${i}] "${f}"`)));
      expect(entry.source).toEqual(['one', 'many']);
      expect(entry.target).toEqual(forms);
    });
  }

  it('reads forms in index order and fills missing indexes with "" (warning po-plural-index)', () => {
    const text = po('msgid "one"', 'msgid_plural "many"', 'msgstr[2] "c"', 'msgstr[0] "a"');
    const parsed = parsePo(text, 'x.po');
    expect(parsed.entries[0]!.target).toEqual(['a', '', 'c']);
    expect(codes(text)).toEqual(['3:1 warning po-plural-index']);
  });
});

describe('parsePo: previous source', () => {
  it('gives #| msgid and #| msgid_plural of a fuzzy entry, with continuation lines', () => {
    const entry = only(
      po('#, fuzzy', '#| msgctxt "old ctx"', '#| msgid "Old "', '#| "one"', '#| msgid_plural "Old "', '#| "many"', 'msgid "one"', 'msgid_plural "many"', 'msgstr[0] "x"'),
    );
    expect(entry.fuzzy).toBe(true);
    expect(entry.previousSource).toBe('Old one\x1e\x1eOld many');
    expect(entry.flags).toBe('');
  });

  it('is "" for a fuzzy entry without #| lines', () => {
    expect(only(po('#, fuzzy', 'msgid "a"', 'msgstr "b"')).previousSource).toBe('');
  });

  it('is "" on a non-fuzzy entry even with #| lines', () => {
    const entry = only(po('#, c-format', '#| msgid "Old"', 'msgid "a"', 'msgstr "b"'));
    expect(entry).toMatchObject({ fuzzy: false, previousSource: '', flags: 'c-format' });
  });
});

describe('parsePo: obsolete entries', () => {
  it('skips #~ entries with their comments, including #~| lines', () => {
    const parsed = parsePo(
      po(
        'msgid "a"',
        'msgstr "A"',
        '',
        '# comment of an obsolete entry',
        '#, fuzzy',
        '#~| msgid "old"',
        '#~ msgid "gone"',
        '#~ msgstr "pryč"',
        '',
        '#~ msgctxt "c"',
        '#~ msgid "also gone"',
        '#~ msgstr ""',
        '#~ "more"',
        '#: b.c:1',
        'msgid "b"',
        'msgstr "B"',
        '#~ msgid "last"',
        '#~ msgstr "x"',
      ),
      'x.po',
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.source[0], e.target[0], e.fuzzy, e.location, e.note, e.line])).toEqual([
      ['a', 'A', false, '', '', 1],
      ['b', 'B', false, 'b.c:1', '', 14],
    ]);
  });
});

describe('parsePo: header', () => {
  it('parses the header msgstr into fields and does not make it a unit', () => {
    const parsed = parsePo(HEADER + po('msgid "a"', 'msgstr "b"'), 'x.po');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => e.source)).toEqual([['a']]);
    expect([...parsed.header]).toEqual([
      ['Project-Id-Version', 'demo 1.0'],
      ['Language', 'cs'],
      ['Plural-Forms', 'nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;'],
    ]);
  });

  it('reads a fuzzy header (as in a POT) and keeps the last value of a repeated key', () => {
    const parsed = parsePo(po('#, fuzzy', 'msgid ""', 'msgstr "Language: \\n"', '"Language: de\\n"'), 'x.po');
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries).toEqual([]);
    expect(parsed.header.get('Language')).toBe('de');
  });

  it('warns about a header line without a colon and a second header', () => {
    const text = po('msgid ""', 'msgstr "Language: de\\nnonsense\\n"', '', 'msgid ""', 'msgstr ""');
    expect(codes(text)).toEqual(['2:1 warning po-header-syntax', '4:1 warning duplicate-entry']);
    expect(parsePo(text, 'x.po').header.get('Language')).toBe('de');
  });
});

describe('parsePo: diagnostics', () => {
  it('reports each malformed construct with its code and position, and keeps reading', () => {
    const cases: [string, string[]][] = [
      [po('msgid "a"', 'msgstr "b"', 'msgfoo "c"'), ['3:1 error po-syntax']],
      [po('"stray"', 'msgid "a"', 'msgstr "b"'), ['1:1 error po-syntax']],
      [po('msgid "a"', 'msgstr "b"', '', '"after a blank line is still a continuation"'), []],
      [po('msgid "a"', 'msgstr "b"', '# c', '"stray after a comment"', 'msgid "d"', 'msgstr ""'), ['4:1 error po-syntax']],
      [po('msgid "a" x', 'msgstr "b"'), ['1:11 error po-syntax']],
      [po('msgctxt "c"', 'msgid', 'msgstr "b"'), ['2:6 error po-syntax']],
      [po('msgid "a"', '= "b"'), ['1:1 error po-missing-msgstr', '2:1 error po-syntax']],
      [po('msgid[0] "a"', 'msgstr "b"'), ['1:6 error po-syntax', '2:1 error po-missing-msgid']],
      [po('msgid "a"', 'msgstr[x] "b"'), ['1:1 error po-missing-msgstr', '2:7 error po-syntax']],
      [po('msgid "a"', 'msgid_plural "b"', 'msgstr[100] "b"'), ['1:1 error po-missing-msgstr', '3:8 error po-syntax']],
      [po('msgid "a', 'msgstr "b"'), ['1:7 error po-unterminated-string']],
      [po('msgid "a\\', 'msgstr "b"'), ['1:7 error po-unterminated-string']],
      [po('msgid "a\\qb"', 'msgstr "\\x"'), ['1:9 error po-invalid-escape', '2:9 error po-invalid-escape']],
      [po('msgid "\\777"', 'msgstr "\\351"'), ['1:8 error po-invalid-escape', '2:9 warning po-invalid-escape']],
      [po('msgid "\\x41BC"', 'msgstr "\\x0041"'), ['1:8 error po-invalid-escape']],
      [po('msgstr "b"', '', 'msgid "c"', 'msgstr "d"'), ['1:1 error po-missing-msgid']],
      [po('msgctxt "x"', 'msgstr "b"'), ['1:1 error po-missing-msgid']],
      [po('#: a.c:1', 'msgid "a"', '', 'msgid "c"', 'msgstr "d"'), ['2:1 error po-missing-msgstr']],
      [po('msgid "a"', 'msgstr[0] "b"'), ['2:1 error po-plural-mismatch']],
      [po('msgid "a"', 'msgid_plural "as"', 'msgstr "b"'), ['3:1 error po-plural-mismatch']],
      [po('msgid "a"', 'msgid_plural "as"', 'msgstr[0] "b"', 'msgstr "c"'), ['4:1 error po-plural-mismatch']],
      [po('msgid "a"', 'msgstr "b"', 'msgstr[0] "c"'), ['3:1 error po-plural-mismatch']],
      [po('msgid "a"', 'msgstr "b"', 'msgstr "c"', '"dropped"'), ['3:1 error po-syntax']],
      [po('msgid "a"', 'msgid_plural "b"', 'msgid_plural "c"', 'msgstr[0] ""'), ['3:1 error po-syntax']],
      [po('msgid "a"', 'msgid_plural "b"', 'msgstr[0] ""', 'msgstr[0] ""'), ['4:1 error po-syntax']],
      [po('msgid "a"', 'msgstr "b"', 'msgid_plural "c"'), ['3:1 error po-syntax']],
      [po('#| msgstr "a"', 'msgid "a"', 'msgstr "b"'), ['1:4 error po-syntax']],
      [po('#| "a"', 'msgid "a"', 'msgstr "b"'), ['1:4 error po-syntax']],
      [po('#| msgid "a"', '#| msgid "b"', 'msgid "a"', 'msgstr "b"'), ['2:4 error po-syntax']],
      [po('msgid "a"', 'msgstr "b"', '', 'msgid "a"', 'msgstr "c"'), ['4:1 warning duplicate-entry']],
    ];
    for (const [text, expected] of cases) {
      expect(codes(text), text).toEqual(expected);
    }
  });

  it('returns every entry it could read around errors', () => {
    const parsed = parsePo(po('msgid "a"', 'msgstr "A"', 'bogus', 'msgid "b', 'msgstr "B"', '', 'msgstr "orphan"', '', 'msgid "c"', 'msgstr "C"'), 'x.po');
    expect(parsed.entries.map((e) => [e.source[0], e.target[0]])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(parsed.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      '3:1 po-syntax',
      '4:7 po-unterminated-string',
      '7:1 po-syntax',
    ]);
    expect(parsed.diagnostics[0]).toMatchObject({ file: 'x.po', severity: 'error' });
  });

  it('keeps the first of duplicate entries (same msgid and msgctxt)', () => {
    const parsed = parsePo(po('msgid "a"', 'msgstr "1"', '', 'msgctxt "c"', 'msgid "a"', 'msgstr "2"', '', 'msgid "a"', 'msgstr "3"'), 'x.po');
    expect(parsed.entries.map((e) => [e.context, e.target[0]])).toEqual([
      ['', '1'],
      ['c', '2'],
    ]);
    expect(parsed.diagnostics).toMatchObject([{ line: 8, column: 1, severity: 'warning', code: 'duplicate-entry' }]);
  });
});

describe('parsePo: robustness', () => {
  it('never throws on scrambled input and positions every diagnostic inside the file', () => {
    const pieces = ['msgctxt', 'msgid', 'msgid_plural', 'msgstr', 'msgstr[0]', 'msgstr[1]', 'msgstr[', '"', '"a"', '"\\', '\\x', '\\3', '#', '#,', '#:', '#.', '#|', '#~', '#~|', ' ', '\t', 'fuzzy', 'é', '\r', '\uFEFF', '[', ']', 'x'];
    let seed = 42;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const bad: string[] = [];
    for (let round = 0; round < 300; round++) {
      const lines: string[] = [];
      const lineCount = 1 + random(30);
      for (let l = 0; l < lineCount; l++) {
        let line = '';
        const count = random(5);
        for (let k = 0; k < count; k++) line += pieces[random(pieces.length)] ?? '';
        lines.push(line);
      }
      const text = lines.join(random(2) === 0 ? '\n' : '\r\n');
      const parsed = parsePo(text, 'fuzz.po');
      for (const d of parsed.diagnostics) {
        if (d.line < 1 || d.line > lineCount || d.column < 1 || !/^(po-[a-z-]+|duplicate-entry)$/.test(d.code)) bad.push(`${JSON.stringify(text)}: ${JSON.stringify(d)}`);
      }
      for (const e of parsed.entries) {
        if (e.target.length < 1 || e.line < 1 || e.line > lineCount) bad.push(`${JSON.stringify(text)}: ${JSON.stringify(e)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
