import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { STATE_FUZZY } from '../translation-view.js';
import { generateMo } from './mo.js';
import { hasCommand, readWithTranslateToolkit, TRANSLATE_PYTHON, withFile } from './real-readers.test-fixture.js';
import { sampleUnit, sampleView } from './sample-view.test-fixture.js';

const unformat = (bytes: Uint8Array) => withFile(bytes, (path) => execFileSync('msgunfmt', [path], { encoding: 'utf8' }));

describe('generateMo', () => {
  it('writes a little-endian GNU MO with sorted keys and no hash table', () => {
    const mo = Buffer.from(generateMo(sampleView({ units: [sampleUnit({ source: ['b'] }), sampleUnit({ source: ['a'] })] })));
    expect(mo.readUInt32LE(0)).toBe(0x950412de);
    expect(mo.readUInt32LE(8)).toBe(3); // the header and two strings
    expect(mo.readUInt32LE(20)).toBe(0);
    const key = (i: number) => mo.subarray(mo.readUInt32LE(32 + i * 8), mo.readUInt32LE(32 + i * 8) + mo.readUInt32LE(28 + i * 8)).toString();
    expect([key(0), key(1), key(2)]).toEqual(['', 'a', 'b']);
  });

  it('gives the same bytes twice', () => {
    expect(Buffer.from(generateMo(sampleView())).equals(Buffer.from(generateMo(sampleView())))).toBe(true);
  });

  it.skipIf(!hasCommand('msgunfmt'))('reads back with msgunfmt: translated units only, with contexts and plurals', () => {
    const po = unformat(generateMo(sampleView()));
    expect(po).toContain('"Plural-Forms: nplurals=2; plural=n > 1;\\n"');
    expect(po).toContain('"Language: fr\\n"');
    expect(po).toContain('msgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d fichier"\nmsgstr[1] "%d fichiers"\n');
    expect(po).toContain('msgctxt "state"\nmsgid "Open"\nmsgstr "Ouvert"\n');
    expect(po).toContain('msgid "Hello"\nmsgstr "Bonjour"\n');
    expect(po).toContain('msgstr "A & B <b>« x »</b> — été"');
    expect(po).toContain('"ligne « deux »\\t\\\\"'); // read-only counts as translated
    expect(po).not.toContain('Ouvrir'); // fuzzy, left out as msgfmt does
    expect(po).not.toContain('msgid "Save"'); // empty
  });

  it.skipIf(!hasCommand('msgunfmt'))('keeps the first of two units with the same key', () => {
    const view = sampleView({ units: [sampleUnit({ target: ['Un'] }), sampleUnit({ target: ['Deux'] })] });
    const po = unformat(generateMo(view));
    expect(po).toContain('msgstr "Un"');
    expect(po).not.toContain('Deux');
  });

  // msgunfmt prints nothing for a catalogue that holds only its header (msgfmt's own too).
  it.skipIf(!TRANSLATE_PYTHON)('holds only the header when nothing is translated', () => {
    const store = readWithTranslateToolkit('mo', generateMo(sampleView({ units: [sampleUnit({ target: ['x'], state: STATE_FUZZY })] })));
    expect(store.header?.['Language']).toBe('fr');
    expect(store.units).toEqual([]);
  });

  it.skipIf(!TRANSLATE_PYTHON)('reads back with translate-toolkit', () => {
    const store = readWithTranslateToolkit('mo', generateMo(sampleView()));
    expect(store.header?.['Project-Id-Version']).toBe('French (Demo)');
    expect(store.units.map((unit) => unit.source[0]).sort()).toEqual(
      ['%d file', '=SUM(A1)', 'A & B <b>"x"</b>\u0001', 'Hello', 'Line one\nline "two"\t\\', 'Open'].sort(),
    );
  });
});
