import { describe, expect, it } from 'vitest';
import { parseResx } from './parse-resx.js';

const resx = (data: string): string => `<?xml version="1.0" encoding="utf-8"?>\n<root>\n  <resheader name="resmimetype"><value>text/microsoft-resx</value></resheader>\n${data}\n</root>\n`;

describe('parseResx', () => {
  it('reads each <data> with a value, keyed by name, with its comment as note', () => {
    const parsed = parseResx(
      resx(
        [
          '  <data name="Hello" xml:space="preserve"><value>Hello &amp; welcome</value><comment>greeting</comment></data>',
          '  <data name="Empty"><value></value></data>',
          '  <data name="NoValue"/>',
          '  <data name="Width" weblate-flags="max-length:20"><value>Wide</value></data>',
        ].join('\n'),
      ),
      'Strings.de.resx',
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.entries.map((e) => [e.context, e.source, e.target, e.note, e.flags, e.location, e.line, e.column])).toEqual([
      ['Hello', ['Hello & welcome'], ['Hello & welcome'], 'greeting', '', 'Hello', 4, 3],
      ['Width', ['Wide'], ['Wide'], '', 'max-length:20', 'Width', 7, 3],
    ]);
  });

  it('warns of a repeated name and reports malformed XML and another root', () => {
    const twice = parseResx(resx('<data name="a"><value>1</value></data>\n<data name="a"><value>2</value></data>'), 'f.resx');
    expect(twice.diagnostics.map((d) => [d.code, d.line])).toEqual([['duplicate-entry', 5]]);
    expect(parseResx(resx('<data name="a"><value>1</data>'), 'f.resx').diagnostics.map((d) => [d.code, d.line])).toEqual([['xml-malformed', 4]]);
    expect(parseResx('<resources/>', 'f.resx').diagnostics.map((d) => d.code)).toEqual(['resx-unknown-root']);
  });
});
