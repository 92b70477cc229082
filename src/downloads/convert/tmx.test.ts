import { describe, expect, it } from 'vitest';
import { readWithTranslateToolkit, TRANSLATE_PYTHON } from './real-readers.test-fixture.js';
import { sampleView } from './sample-view.test-fixture.js';
import { generateTmx } from './tmx.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('generateTmx', () => {
  it('writes a TMX 1.4 header and a translation unit per translated unit', () => {
    const tmx = text(generateTmx(sampleView()));
    expect(tmx).toContain(
      '<header creationtool="static-tms" creationtoolversion="0.1.0" segtype="sentence" o-tmf="UTF-8" adminlang="en" srclang="en" datatype="PlainText"/>',
    );
    expect(tmx).toContain('      <tuv xml:lang="fr">\n        <seg>Bonjour</seg>\n      </tuv>\n      <note>Greeting\nshown first</note>');
    expect(tmx).not.toContain('Ouvrir'); // fuzzy
    expect(tmx).not.toContain('<seg>Save</seg>'); // empty
    expect(tmx.match(/<tu>/g)).toHaveLength(6);
  });

  it('gives the same bytes twice', () => {
    expect(text(generateTmx(sampleView()))).toBe(text(generateTmx(sampleView())));
  });

  it.skipIf(!TRANSLATE_PYTHON)('reads back with translate-toolkit', () => {
    const units = readWithTranslateToolkit('tmx', generateTmx(sampleView())).units;
    expect(units.map((unit) => [unit.source[0], unit.target[0]])).toEqual([
      ['Hello', 'Bonjour'],
      ['%d file', '%d fichier'],
      ['Open', 'Ouvert'],
      ['A & B <b>"x"</b>', 'A & B <b>« x »</b> — été'],
      ['Line one\nline "two"\t\\', 'Ligne un\nligne « deux »\t\\'],
      ['=SUM(A1)', '=SOMME(A1)|x'],
    ]);
  });
});
