import { describe, expect, it } from 'vitest';
import { innerXml, textContent } from './xml-nodes.js';
import { MAX_XML_DEPTH, parseXmlTree } from './xml-tree.js';

describe('parseXmlTree', () => {
  it('keeps elements, texts, CDATA and comments in order with the position of each start tag', () => {
    const { root, diagnostics } = parseXmlTree('\uFEFF<?xml version="1.0"?>\n<a x="1">\n  <!-- c -->\n  <b>t<![CDATA[<d>]]></b>\n</a>\n', 'f.xml');
    expect(diagnostics).toEqual([]);
    expect(root?.name).toBe('a');
    expect(root?.attributes).toEqual({ x: '1' });
    const b = root?.children.find((c) => typeof c === 'object' && 'name' in c);
    expect(b).toMatchObject({ name: 'b', line: 4, column: 3 });
    expect(root?.children).toContainEqual({ comment: ' c ' });
    expect(textContent(root!)).toBe('\n  \n  t<d>\n');
    expect(innerXml(root!)).toBe('\n  <!-- c -->\n  <b>t&lt;d&gt;</b>\n');
  });

  it('reports malformed XML as xml-malformed at its position and keeps what was read', () => {
    const { root, diagnostics } = parseXmlTree('<a>\n  <b>ok</b>\n  <c></d>\n</a>', 'f.xml');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: 'f.xml', line: 3, severity: 'error', code: 'xml-malformed' });
    expect(root?.children.some((c) => typeof c === 'object' && 'name' in c && c.name === 'b')).toBe(true);
  });

  it('refuses entity declarations (no expansion, no fetching)', () => {
    const { diagnostics } = parseXmlTree('<?xml version="1.0"?>\n<!DOCTYPE a [<!ENTITY e "x">]>\n<a>&e;</a>', 'f.xml');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['xml-doctype-forbidden', 2]]);
  });

  it('stops at nesting deeper than any translation file has, instead of overflowing the stack', () => {
    const deep = `<a>${'<g>'.repeat(100_000)}x${'</g>'.repeat(100_000)}</a>`;
    const { root, diagnostics } = parseXmlTree(deep, 'f.xml');
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([['xml-too-deep', 1, 4 + 3 * (MAX_XML_DEPTH - 1)]]);
    expect(root?.name).toBe('a');
  });

  it('reports a file without any element', () => {
    expect(parseXmlTree('', 'f.xml').diagnostics.map((d) => d.code)).toEqual(['xml-malformed']);
  });
});
