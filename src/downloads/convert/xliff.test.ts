import { describe, expect, it } from 'vitest';
import { STATE_EMPTY } from '../translation-view.js';
import { readWithTranslateToolkit, TRANSLATE_PYTHON, type ReadUnit } from './real-readers.test-fixture.js';
import { sampleUnit, sampleView } from './sample-view.test-fixture.js';
import { generateXliff, generateXliff11 } from './xliff.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
/** translate-toolkit prefixes a unit's id with its file's `original` and \x04. */
const withoutFileName = (unit: ReadUnit): ReadUnit => ({ ...unit, id: unit.id.split('\u0004').at(-1) ?? '' });

describe('generateXliff', () => {
  it('writes one file with both languages and a trans-unit per unit, its id the context or checksum', () => {
    const xliff = text(generateXliff(sampleView()));
    expect(xliff).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n/);
    expect(xliff).toContain('<file original="NoName" source-language="en" datatype="plaintext" target-language="fr">');
    expect(xliff).toContain(
      '<trans-unit xml:space="preserve" approved="yes" id="7ffffffffffffffb"><source>Hello</source>\n' +
        '        <target state="translated">Bonjour</target>\n' +
        '        <note from="developer">Greeting\nshown first</note>\n' +
        '      </trans-unit>',
    );
    expect(xliff).toContain('approved="no" id="menu|file"><source>Open</source>\n        <target state="needs-review-translation">Ouvrir</target>');
    expect(xliff).toContain('approved="no" id="8000000000000005"><source>Save</source>\n        <target state="needs-translation"/>');
  });

  it('escapes markup and drops the control characters XML cannot hold', () => {
    const xliff = text(generateXliff(sampleView()));
    expect(xliff).toContain('<source>A &amp; B &lt;b&gt;&quot;x&quot;&lt;/b&gt;</source>');
    expect(xliff).toContain('<target state="translated">A &amp; B &lt;b&gt;« x »&lt;/b&gt; — été</target>');
    expect(xliff).not.toContain('\u0001');
  });

  it('keeps plurals as a gettext group and the flags as attributes', () => {
    const xliff = text(generateXliff(sampleView()));
    expect(xliff).toContain('<group restype="x-gettext-plurals" id="8000000000000002" approved="yes" weblate-flags="c-format">');
    expect(xliff).toContain('id="8000000000000002[1]"><source>%d files</source>\n          <target state="final">%d fichiers</target>');
    expect(xliff).toContain('maxwidth="40" weblate-flags="max-length:40"');
  });

  it('writes XLIFF 1.1 (xliff11) without plural groups or flags', () => {
    const xliff = text(generateXliff11(sampleView()));
    expect(xliff).not.toContain('<group');
    expect(xliff).not.toContain('weblate-flags');
    expect(xliff).toContain('id="8000000000000002"><source>%d file</source>\n        <target state="final">%d fichier</target>');
  });

  it('gives the same bytes twice', () => {
    expect(text(generateXliff(sampleView()))).toBe(text(generateXliff(sampleView())));
  });

  it.skipIf(!TRANSLATE_PYTHON)('reads back with translate-toolkit (PO-XLIFF): states, plurals, notes', () => {
    const units = readWithTranslateToolkit('xliff', generateXliff(sampleView())).units.map(withoutFileName);
    expect(units).toHaveLength(8);
    expect(units[0]).toMatchObject({ source: ['Hello'], target: ['Bonjour'], translated: true, fuzzy: false, notes: 'Greeting\nshown first' });
    expect(units[1]).toMatchObject({ source: ['%d file', '%d files'], target: ['%d fichier', '%d fichiers'], translated: true });
    expect(units[2]).toMatchObject({ id: 'menu|file', fuzzy: true, translated: false });
    expect(units[4]).toMatchObject({ source: ['Save'], translated: false });
    expect(units[5]?.source).toEqual(['A & B <b>"x"</b>']);
    expect(units[6]?.target).toEqual(['Ligne un\nligne « deux »\t\\']);
  });

  it.skipIf(!TRANSLATE_PYTHON)('reads back with translate-toolkit (XLIFF 1.1)', () => {
    const units = readWithTranslateToolkit('xliff11', generateXliff11(sampleView())).units.map(withoutFileName);
    expect(units.map((unit) => unit.id)).toEqual([
      '7ffffffffffffffb',
      '8000000000000002',
      'menu|file',
      'state',
      '8000000000000005',
      '8000000000000006',
      '8000000000000007',
      '8000000000000008',
    ]);
    expect(units.map((unit) => unit.translated)).toEqual([true, true, false, true, false, true, true, true]);
  });

  it.skipIf(!TRANSLATE_PYTHON)('reads an empty translation', () => {
    const view = sampleView({ units: [sampleUnit({ target: [''], state: STATE_EMPTY })] });
    expect(readWithTranslateToolkit('xliff', generateXliff(view)).units[0]).toMatchObject({ source: ['Hello'], translated: false });
  });
});
