import { describe, expect, it } from 'vitest';
import { generateCsv, guardFormula } from './csv.js';
import { readWithTranslateToolkit, TRANSLATE_PYTHON } from './real-readers.test-fixture.js';
import { sampleView } from './sample-view.test-fixture.js';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('generateCsv', () => {
  it("writes Weblate's columns, every field quoted, CRLF rows", () => {
    const rows = text(generateCsv(sampleView())).split('\r\n');
    expect(rows[0]).toBe('"location","source","target","id","fuzzy","context","translator_comments","developer_comments"');
    expect(rows[1]).toBe('"src/a.c:12, src/b.c:3","Hello","Bonjour","","False","","","Greeting\nshown first"');
    expect(rows[3]).toBe('"","Open","Ouvrir","","True","menu|file","",""');
    expect(rows[6]).toBe('"","A & B <b>""x""</b>\u0001","A & B <b>« x »</b> — été","","False","","",""');
    expect(rows.at(-1)).toBe('');
  });

  it('guards text a spreadsheet would evaluate, as Weblate does', () => {
    expect(guardFormula('=SOMME(A1)|x')).toBe("'=SOMME(A1)\\|x'");
    expect(guardFormula('-1')).toBe("'-1'");
    expect(guardFormula('a=b')).toBe('a=b');
    expect(text(generateCsv(sampleView()))).toContain(`"'=SUM(A1)'","'=SOMME(A1)\\|x'"`);
  });

  it('gives the same bytes twice', () => {
    expect(text(generateCsv(sampleView()))).toBe(text(generateCsv(sampleView())));
  });

  it.skipIf(!TRANSLATE_PYTHON)('reads back with translate-toolkit', () => {
    const units = readWithTranslateToolkit('csv', generateCsv(sampleView())).units;
    expect(units).toHaveLength(8);
    expect(units[0]).toMatchObject({ source: ['Hello'], target: ['Bonjour'], context: '', locations: ['src/a.c:12, src/b.c:3'] });
    expect(units[2]).toMatchObject({ source: ['Open'], context: 'menu|file', fuzzy: true });
    expect(units[6]).toMatchObject({ source: ['Line one\nline "two"\t\\'], target: ['Ligne un\nligne « deux »\t\\'] });
  });
});
