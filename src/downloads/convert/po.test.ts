import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { generatePo } from './po.js';
import { hasCommand, readWithTranslateToolkit, TRANSLATE_PYTHON, withFile } from './real-readers.test-fixture.js';
import { sampleUnit, sampleView } from './sample-view.test-fixture.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('generatePo', () => {
  it('writes the header Weblate sets, with the content time instead of the clock', () => {
    const po = text(generatePo(sampleView({ units: [] })));
    expect(po).toBe(
      [
        'msgid ""',
        'msgstr ""',
        '"Project-Id-Version: French (Demo)\\n"',
        '"Report-Msgid-Bugs-To: \\n"',
        '"POT-Creation-Date: 2024-05-01 12:34+0000\\n"',
        '"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"',
        '"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"',
        '"Language-Team: French <https://example.org/projects/demo/core/fr/>\\n"',
        '"Language: fr\\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        '"Plural-Forms: nplurals=2; plural=n > 1;\\n"',
        '"X-Generator: static-tms 0.1.0\\n"',
        '',
      ].join('\n'),
    );
  });

  it('writes comments, locations, flags, fuzzy, contexts, plurals and escapes', () => {
    const po = text(generatePo(sampleView()));
    expect(po).toContain('#. Greeting\n#. shown first\n#: src/a.c:12 src/b.c:3\nmsgid "Hello"\nmsgstr "Bonjour"\n');
    expect(po).toContain('#, c-format\nmsgid "%d file"\nmsgid_plural "%d files"\nmsgstr[0] "%d fichier"\nmsgstr[1] "%d fichiers"\n');
    expect(po).toContain('#, fuzzy\nmsgctxt "menu|file"\nmsgid "Open"\nmsgstr "Ouvrir"\n');
    expect(po).toContain('msgid "Save"\nmsgstr ""\n');
    expect(po).toContain('msgid ""\n"Line one\\n"\n"line \\"two\\"\\t\\\\"\nmsgstr ""\n"Ligne un\\n"\n"ligne « deux »\\t\\\\"\n');
  });

  it('writes as many msgstr as the language has plural forms', () => {
    const view = sampleView({
      plural: { number: 3, formula: '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2' },
      units: [sampleUnit({ source: ['%d file', '%d files'], target: ['a', 'b', ''] })],
    });
    expect(text(generatePo(view))).toContain('msgstr[0] "a"\nmsgstr[1] "b"\nmsgstr[2] ""\n');
  });

  it('gives the same bytes twice', () => {
    expect(Buffer.from(generatePo(sampleView())).equals(Buffer.from(generatePo(sampleView())))).toBe(true);
  });

  it.skipIf(!hasCommand('msgfmt'))('passes msgfmt --check', () => {
    withFile(generatePo(sampleView()), (path) => {
      execFileSync('msgfmt', ['--check', '-o', '/dev/null', path], { stdio: 'pipe' });
    });
  });

  it.skipIf(!TRANSLATE_PYTHON)('reads back with translate-toolkit', () => {
    const store = readWithTranslateToolkit('po', generatePo(sampleView()));
    expect(store.header?.['Language']).toBe('fr');
    expect(store.header?.['Plural-Forms']).toBe('nplurals=2; plural=n > 1;');
    expect(store.units).toHaveLength(8);
    const [hello, plural, open] = store.units;
    expect(hello).toMatchObject({ source: ['Hello'], target: ['Bonjour'], locations: ['src/a.c:12', 'src/b.c:3'] });
    expect(hello?.notes).toBe('Greeting\nshown first');
    expect(plural).toMatchObject({ source: ['%d file', '%d files'], target: ['%d fichier', '%d fichiers'], translated: true });
    expect(open).toMatchObject({ context: 'menu|file', fuzzy: true });
    expect(store.units[4]).toMatchObject({ source: ['Save'], translated: false });
    expect(store.units[5]?.target).toEqual(['A & B <b>« x »</b> — été']);
    expect(store.units[6]?.source).toEqual(['Line one\nline "two"\t\\']);
  });
});
