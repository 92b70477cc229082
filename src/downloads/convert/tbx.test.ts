import { describe, expect, it } from 'vitest';
import { readWithTranslateToolkit, TRANSLATE_PYTHON } from './real-readers.test-fixture.js';
import { sampleView } from './sample-view.test-fixture.js';
import { generateTbx } from './tbx.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('generateTbx', () => {
  it('writes a MARTIF document with one term entry per unit', () => {
    const tbx = text(generateTbx(sampleView()));
    expect(tbx).toContain('<martif type="TBX" xml:lang="en">');
    expect(tbx).toContain(
      '            <termEntry>\n' +
        '                <langSet xml:lang="en"><tig><term>Hello</term></tig></langSet>\n' +
        '                <langSet xml:lang="fr"><tig><term>Bonjour</term></tig></langSet>\n' +
        '                <note from="developer">Greeting\nshown first</note>\n' +
        '            </termEntry>',
    );
    expect(tbx).toContain('<termEntry id="menu|file">');
    expect(tbx).toContain('<term>A &amp; B &lt;b&gt;« x »&lt;/b&gt; — été</term>');
    expect(tbx.match(/<termEntry/g)).toHaveLength(8);
  });

  it('gives the same bytes twice', () => {
    expect(text(generateTbx(sampleView()))).toBe(text(generateTbx(sampleView())));
  });

  it.skipIf(!TRANSLATE_PYTHON)('reads back with translate-toolkit', () => {
    const units = readWithTranslateToolkit('tbx', generateTbx(sampleView())).units;
    expect(units.map((unit) => unit.source[0])).toEqual(['Hello', '%d file', 'Open', 'Open', 'Save', 'A & B <b>"x"</b>', 'Line one\nline "two"\t\\', '=SUM(A1)']);
    expect(units.map((unit) => unit.target[0])).toEqual([
      'Bonjour',
      '%d fichier',
      'Ouvrir',
      'Ouvert',
      '',
      'A & B <b>« x »</b> — été',
      'Ligne un\nligne « deux »\t\\',
      '=SOMME(A1)|x',
    ]);
    expect(units[0]?.notes).toContain('Greeting');
  });
});
