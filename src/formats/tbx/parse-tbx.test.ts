import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTbx } from './parse-tbx.js';
import type { TbxLanguages } from './parse-tbx.js';

/** The simple canonicaliser of the brief: '-'→'_', lower-case language, Title-case script, upper-case region. */
function canonicalize(code: string): string | null {
  const [lang, ...rest] = code.replace(/-/g, '_').split('_');
  if (lang === undefined || !/^[a-zA-Z]{2,3}$/.test(lang)) return null;
  const subtags = rest.map((s) =>
    s.length === 4 ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : s.length === 2 ? s.toUpperCase() : s,
  );
  return [lang.toLowerCase(), ...subtags].join('_');
}

const cs: TbxLanguages = { sourceLanguage: 'en', targetLanguage: 'cs', canonicalize };

function parse(text: string, languages: TbxLanguages = cs) {
  return parseTbx(text, 'glossary/cs.tbx', languages);
}

function codes(text: string, languages: TbxLanguages = cs): string[] {
  return parse(text, languages).diagnostics.map((d) => d.code);
}

function martif(body: string, attrs = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX"${attrs}><text><body>\n${body}\n</body></text></martif>\n`;
}

function entry(en: string, target: string | null, targetLang = 'cs', attrs = ''): string {
  const targetSet = target === null ? '' : `<langSet xml:lang="${targetLang}"><tig><term>${target}</term></tig></langSet>`;
  return `<termEntry${attrs}><langSet xml:lang="en"><tig><term>${en}</term></tig></langSet>${targetSet}</termEntry>`;
}

describe('parseTbx: TBX 2 (martif)', () => {
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE martif PUBLIC "ISO 12200:1999A//DTD MARTIF core (DXFcdV04)//EN" "TBXcdv04.dtd">',
    '<martif type="TBX" xml:lang="en">',
    '  <martifHeader><fileDesc><sourceDesc><p>Header <note>not an entry note</note></p></sourceDesc></fileDesc></martifHeader>',
    '  <text><body>',
    '    <termEntry id="c1">',
    '      <note>entry note</note>',
    '      <langSet xml:lang="en">',
    '        <descrip type="definition">A thing you <hi>click</hi>.</descrip>',
    '        <tig><term>Button</term><termNote type="administrativeStatus">forbidden-admn-sts</termNote><note>term note</note></tig>',
    '        <tig><term>Push button</term></tig>',
    '      </langSet>',
    '      <descrip type="definition">second definition, ignored</descrip>',
    '      <descrip type="Translation needed">No</descrip>',
    '      <langSet xml:lang="cs"><tig><term>Tlačítko</term></tig><tig><term>Knoflík</term></tig></langSet>',
    '      <note>last note</note>',
    '    </termEntry>',
    '    <termEntry><langSet xml:lang="en"><tig><term>File</term></tig></langSet></termEntry>',
    '  </body></text>',
    '</martif>',
  ].join('\n');

  it('reads every field of an entry', () => {
    const result = parse(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.header.size).toBe(0);
    expect(result.entries[0]).toEqual({
      source: ['Button'],
      context: 'c1',
      target: ['Tlačítko'],
      fuzzy: false,
      location: '',
      note: 'entry note\nterm note\nlast note',
      flags: 'forbidden, read-only',
      previousSource: '',
      explanation: 'A thing you click.',
      line: 6,
      column: 5,
    });
  });

  it('gives an entry without a target section the target [""] and no id the context ""', () => {
    const second = parse(text).entries[1];
    expect(second).toMatchObject({ source: ['File'], context: '', target: [''], note: '', flags: '', explanation: '' });
    expect([second?.line, second?.column]).toEqual([18, 5]);
  });

  it('accepts the TBX namespace as default namespace and as a prefix', () => {
    const ns = 'urn:iso:std:iso:30042:ed-2';
    const plain = parse(martif(entry('volume', 'objem'), ` xmlns="${ns}"`));
    expect(plain.diagnostics).toEqual([]);
    expect(plain.entries.map((e) => [e.source, e.target])).toEqual([[['volume'], ['objem']]]);
    const prefixed = parse(
      `<t:martif xmlns:t="${ns}"><t:text><t:body><t:termEntry id="x"><t:langSet xml:lang="en"><t:tig><t:term>volume</t:term></t:tig></t:langSet>` +
        `<t:langSet xml:lang="cs"><t:tig><t:term>objem</t:term></t:tig></t:langSet></t:termEntry></t:body></t:text></t:martif>`,
    );
    expect(prefixed.diagnostics).toEqual([]);
    expect(prefixed.entries.map((e) => [e.source, e.context, e.target])).toEqual([[['volume'], 'x', ['objem']]]);
  });

  it('reads ntig/termGrp/term', () => {
    const result = parse(
      martif(
        '<termEntry><langSet xml:lang="en"><ntig><termGrp><term>scene</term><termNote type="partOfSpeech">noun</termNote></termGrp></ntig></langSet>' +
          '<langSet xml:lang="cs"><ntig><termGrp><term>scéna</term></termGrp></ntig><ntig><termGrp><term>výjev</term></termGrp></ntig></langSet></termEntry>',
      ),
    );
    expect(result.entries.map((e) => [e.source, e.target, e.flags])).toEqual([[['scene'], ['scéna'], '']]);
  });

  it('accepts every forbidden administrative status and ignores others', () => {
    const status = (value: string) =>
      parse(
        martif(
          `<termEntry><langSet xml:lang="en"><tig><term>t</term><termNote type="administrativeStatus">${value}</termNote></tig></langSet></termEntry>`,
        ),
      ).entries[0]?.flags;
    expect(['forbidden', 'obsolete', 'forbidden-admn-sts', 'obsolete-admn-sts', ' Obsolete ']).toEqual(
      ['forbidden', 'obsolete', 'forbidden-admn-sts', 'obsolete-admn-sts', ' Obsolete '].filter(
        (v) => status(v) === 'forbidden',
      ),
    );
    expect(status('preferredTerm-admn-sts')).toBe('');
    expect(
      parse(
        martif('<termEntry><termNote type="partOfSpeech">forbidden</termNote><langSet xml:lang="en"><term>t</term></langSet></termEntry>'),
      ).entries[0]?.flags,
    ).toBe('');
  });

  it('marks read-only only for "Translation needed: No"', () => {
    const needed = (value: string) =>
      parse(
        martif(
          `<termEntry><descrip type="Translation needed">${value}</descrip><langSet xml:lang="en"><term>t</term></langSet></termEntry>`,
        ),
      ).entries[0]?.flags;
    expect(needed('No')).toBe('read-only');
    expect(needed(' no ')).toBe('read-only');
    expect(needed('Yes')).toBe('');
  });
});

describe('parseTbx: TBX 3 (tbx)', () => {
  it('reads conceptEntry/langSec/termSec', () => {
    const result = parse(
      [
        '<?xml version="1.0"?>',
        '<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">',
        '<tbxHeader><fileDesc><sourceDesc><p>x</p></sourceDesc></fileDesc></tbxHeader>',
        '<text><body>',
        '<conceptEntry id="c5">',
        '  <descrip type="definition">Unit of volume data</descrip>',
        '  <langSec xml:lang="cs"><termSec><term>Voxel</term><termNote type="administrativeStatus">obsolete</termNote></termSec></langSec>',
        '  <langSec xml:lang="en"><termSec><term>voxel</term><note>3D pixel</note></termSec></langSec>',
        '</conceptEntry>',
        '</body></text></tbx>',
      ].join('\n'),
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.entries).toEqual([
      expect.objectContaining({
        source: ['voxel'],
        target: ['Voxel'],
        context: 'c5',
        explanation: 'Unit of volume data',
        note: '3D pixel',
        flags: 'forbidden',
        line: 5,
        column: 1,
      }),
    ]);
  });
});

describe('parseTbx: language sections', () => {
  it('takes sections by position when xml:lang is absent', () => {
    const result = parse(
      martif('<termEntry><langSet><tig><term>volume</term></tig></langSet><langSet><tig><term>objem</term></tig></langSet></termEntry>'),
    );
    expect(result.entries.map((e) => [e.source, e.target])).toEqual([[['volume'], ['objem']]]);
  });

  it('gives a section without xml:lang the role of its position when that role is not matched by language', () => {
    const sourceUnmarked = martif(
      '<termEntry><langSet><term>volume</term></langSet><langSet xml:lang="cs"><term>objem</term></langSet></termEntry>',
    );
    expect(parse(sourceUnmarked).entries.map((e) => [e.source, e.target])).toEqual([[['volume'], ['objem']]]);
    const targetUnmarked = martif(
      '<termEntry><langSet xml:lang="en"><term>volume</term></langSet><langSet><term>objem</term></langSet></termEntry>',
    );
    expect(parse(targetUnmarked).entries.map((e) => [e.source, e.target])).toEqual([[['volume'], ['objem']]]);
  });

  it('matches no language with a malformed xml:lang', () => {
    const result = parse(
      martif('<termEntry><langSet xml:lang="en"><term>volume</term></langSet><langSet xml:lang="??"><term>x</term></langSet></termEntry>'),
    );
    expect(result.entries.map((e) => e.target)).toEqual([['']]);
  });

  it('matches by language, not by position, when xml:lang is present', () => {
    const result = parse(
      martif(
        '<termEntry><langSet xml:lang="de"><term>Volumen</term></langSet><langSet xml:lang="cs"><term>objem</term></langSet>' +
          '<langSet xml:lang="en"><term>volume</term></langSet></termEntry>',
      ),
    );
    expect(result.entries.map((e) => [e.source, e.target])).toEqual([[['volume'], ['objem']]]);
  });

  it('compares canonical codes', () => {
    const ptBR: TbxLanguages = { sourceLanguage: 'en', targetLanguage: 'pt_BR', canonicalize };
    const result = parse(martif(entry('volume', 'volume (BR)', 'pt-br')), ptBR);
    expect(result.entries[0]?.target).toEqual(['volume (BR)']);
    expect(parse(martif(entry('volume', 'volume (BR)', 'pt_BR')), ptBR).entries[0]?.target).toEqual(['volume (BR)']);
  });

  it('never takes another language of the same base as the target', () => {
    const ptBR: TbxLanguages = { sourceLanguage: 'en', targetLanguage: 'pt_BR', canonicalize };
    expect(parse(martif(entry('volume', 'volume (PT)', 'pt')), ptBR).entries[0]?.target).toEqual(['']);
  });

  it('falls back to a source section of the same base language, preferring an exact match', () => {
    const regional = martif(
      '<termEntry><langSet xml:lang="en-US"><term>color</term></langSet><langSet xml:lang="cs"><term>barva</term></langSet></termEntry>',
    );
    expect(parse(regional).entries.map((e) => [e.source, e.target])).toEqual([[['color'], ['barva']]]);
    const both = martif(
      '<termEntry><langSet xml:lang="en-US"><term>color</term></langSet><langSet xml:lang="en"><term>colour</term></langSet></termEntry>',
    );
    expect(parse(both).entries[0]?.source).toEqual(['colour']);
  });

  it('does not take the target section as the source section', () => {
    const enUS: TbxLanguages = { sourceLanguage: 'en', targetLanguage: 'en_US', canonicalize };
    const result = parse(martif('<termEntry><langSet xml:lang="en_US"><term>color</term></langSet></termEntry>'), enUS);
    expect(result.entries).toEqual([]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['tbx-missing-source-term']);
  });

  it('gives [""] for a missing or empty target term and ignores synonyms', () => {
    const result = parse(
      martif(
        [
          entry('a', null),
          entry('b', ''),
          '<termEntry><langSet xml:lang="en"><term>c</term></langSet><langSet xml:lang="cs"><tig/></langSet></termEntry>',
          '<termEntry><langSet xml:lang="en"><term>d</term><term>d2</term></langSet><langSet xml:lang="cs"><term/><term>x</term></langSet></termEntry>',
        ].join('\n'),
      ),
    );
    expect(result.entries.map((e) => [e.source, e.target])).toEqual([
      [['a'], ['']],
      [['b'], ['']],
      [['c'], ['']],
      [['d'], ['']],
    ]);
  });
});

describe('parseTbx: text content', () => {
  it('concatenates text, CDATA, references and inner markup, keeping whitespace as written', () => {
    const result = parse(
      martif(entry('Save <hi>all</hi> &amp; <![CDATA[<exit>]]>&#x21;', '  Uložit vše\n ')),
    );
    expect(result.entries[0]?.source).toEqual(['Save all & <exit>!']);
    expect(result.entries[0]?.target).toEqual(['  Uložit vše\n ']);
  });

  it('normalises whitespace in an entry with xml:space="default", like translate-toolkit', () => {
    const result = parse(martif(entry('  Save\n   all ', ' x ', 'cs', ' xml:space="default"')));
    expect(result.entries[0]?.source).toEqual(['Save all']);
    expect(result.entries[0]?.target).toEqual(['x']);
  });

  it('ignores comments and processing instructions', () => {
    const result = parse(martif(entry('a<!-- c -->b<?pi x?>c', 'x')));
    expect(result.entries[0]?.source).toEqual(['abc']);
  });
});

describe('parseTbx: diagnostics', () => {
  it('skips an entry without a source term with tbx-missing-source-term', () => {
    const text = martif(
      [
        '<termEntry id="no-en"><langSet xml:lang="cs"><term>objem</term></langSet></termEntry>',
        '<termEntry id="empty-en">' + '<langSet xml:lang="en"><term/></langSet></termEntry>',
        entry('kept', 'ok'),
      ].join('\n'),
    );
    const result = parse(text);
    expect(result.entries.map((e) => e.source)).toEqual([['kept']]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'tbx-missing-source-term', severity: 'warning', line: 3, column: 1, file: 'glossary/cs.tbx' }),
      expect.objectContaining({ code: 'tbx-missing-source-term', severity: 'warning', line: 4, column: 1 }),
    ]);
  });

  it('keeps the first of entries with the same (term, id) and warns duplicate-entry for the others', () => {
    const text = martif(
      [entry('Glyph', ''), entry('Glyph', 'Glyf'), entry('Glyph', 'Znak', 'cs', ' id="other"'), entry('Glyph ', 'x')].join('\n'),
    );
    const result = parse(text);
    expect(result.entries.map((e) => [e.source, e.context, e.target])).toEqual([
      [['Glyph'], '', ['']],
      [['Glyph'], 'other', ['Znak']],
      [['Glyph '], '', ['x']],
    ]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'duplicate-entry', severity: 'warning', line: 4, column: 1 }),
    ]);
  });

  it('reports malformed XML as xml-syntax at the parser position, keeping the entries read before', () => {
    const text = martif(`${entry('a', 'b')}\n<termEntry><langSet xml:lang="en"><term>c</langSet></termEntry>`);
    const result = parse(text);
    expect(result.entries.map((e) => e.source)).toEqual([['a']]);
    expect(result.diagnostics).toEqual([
      // saxes stops on the `>` of the mismatched `</langSet>`
      expect.objectContaining({ code: 'xml-syntax', severity: 'error', line: 4, column: 51 }),
    ]);
  });

  it('reports undefined entities, empty input, garbage and a second root as xml-syntax', () => {
    expect(codes(martif(entry('a&nbsp;b', 'x')))).toEqual(['xml-syntax']);
    expect(codes('')).toEqual(['xml-syntax']);
    expect(codes('\u0000\u0001 not xml')).toEqual(['xml-syntax']);
    expect(codes('<martif/><martif/>')).toEqual(['xml-syntax']);
  });

  it('rejects a DOCTYPE declaring entities (billion laughs) with xml-doctype-forbidden, expanding nothing', () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE martif [',
      '  <!ENTITY lol "lol">',
      ...Array.from({ length: 9 }, (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`),
      ']>',
      martif(entry('&lol9;', '&lol9;')),
    ].join('\n');
    const result = parse(lol);
    expect(result.entries).toEqual([]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'xml-doctype-forbidden', severity: 'error', line: 3, column: 3 }),
    ]);
    expect(codes('<!DOCTYPE martif [<!ENTITY % ext SYSTEM "http://127.0.0.1:9/x.dtd"> %ext;]><martif/>')).toEqual([
      'xml-doctype-forbidden',
    ]);
  });

  describe('an external DOCTYPE', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('is accepted and never fetched', () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const text = `<?xml version="1.0"?>\n<!DOCTYPE martif SYSTEM "http://127.0.0.1:9/evil.dtd">\n${martif(entry('a', 'b')).replace(/^<\?xml[^>]*>\n/, '')}`;
      const result = parse(text);
      expect(result.diagnostics).toEqual([]);
      expect(result.entries.map((e) => e.source)).toEqual([['a']]);
      expect(codes('<!DOCTYPE martif PUBLIC "-//x//EN" "file:///etc/passwd"><martif/>')).toEqual([]);
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it('may have an internal subset without entity declarations', () => {
      expect(codes('<!DOCTYPE martif SYSTEM "x.dtd" [<!ATTLIST martif type CDATA #IMPLIED>]><martif/>')).toEqual([]);
    });
  });

  it('reports a root that is neither martif nor tbx as tbx-unknown-root', () => {
    const result = parse('<?xml version="1.0"?>\n  <xliff version="1.2"><file/></xliff>');
    expect(result.entries).toEqual([]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'tbx-unknown-root', severity: 'error', line: 2, column: 3 }),
    ]);
  });
});

describe('parseTbx: positions', () => {
  it('locates entries with CRLF line ends, a BOM, attributes on the next line and astral characters', () => {
    const text = '\uFEFF<martif>\r\n<text><body>\r\n\u{1F600}<termEntry\r\n id="x"><langSet><term>a</term></langSet></termEntry>\r\n</body></text></martif>';
    const result = parse(text);
    expect(result.diagnostics).toEqual([]);
    expect(result.entries.map((e) => [e.line, e.column, e.context])).toEqual([[3, 2, 'x']]);
  });
});
