import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePo } from '../../src/formats/po/parse-po.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpora = path.resolve(repoRoot, '../shared/corpora');
const present = existsSync(corpora);
if (!present && process.env.CI !== 'true') {
  console.warn(`po-corpus: skipped, the shared corpora are not at ${corpora}`);
}

interface StatsRow {
  file: string;
  translated: number;
  fuzzy: number;
  untranslated: number;
}

/** Reads po-stats.tsv by its column header line (`#file  total  …  msgfmt_untranslated`). */
function loadStats(tsv: string): StatsRow[] {
  const lines = readFileSync(tsv, 'utf8').split('\n').filter((line) => line !== '');
  const columns = (lines[0] ?? '').replace(/^#/, '').split('\t');
  const at = (name: string): number => {
    const i = columns.indexOf(name);
    if (i < 0) throw new Error(`${tsv}: no column ${name}`);
    return i;
  };
  const [file, translated, fuzzy, untranslated] = [at('file'), at('msgfmt_translated'), at('msgfmt_fuzzy'), at('msgfmt_untranslated')];
  return lines.slice(1).map((line) => {
    const cells = line.split('\t');
    return {
      file: (cells[file] ?? '').replace(/^\.\//, ''),
      translated: Number(cells[translated]),
      fuzzy: Number(cells[fuzzy]),
      untranslated: Number(cells[untranslated]),
    };
  });
}

describe.skipIf(!present && process.env.CI !== 'true')('PO corpora against msgfmt --statistics', () => {
  for (const corpus of ['gnome-clocks', 'weblate-hello']) {
    describe(corpus, () => {
      const dir = path.join(corpora, corpus);
      const rows = present ? loadStats(path.join(dir, 'po-stats.tsv')) : [];

      it('has reference counts for every PO and POT file', () => {
        const files = readdirSync(path.join(dir, 'po'))
          .filter((name) => name.endsWith('.po') || name.endsWith('.pot'))
          .map((name) => `po/${name}`);
        expect(rows.map((row) => row.file).sort()).toEqual(files.sort());
        expect(rows.length).toBeGreaterThan(30);
      });

      it.each(rows.map((row) => [row.file, row] as const))('%s', (file, row) => {
        const parsed = parsePo(readFileSync(path.join(dir, file), 'utf8'), file);
        expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        const { entries } = parsed;
        const translated = entries.filter((e) => !e.fuzzy && (e.target[0] ?? '') !== '').length;
        const fuzzy = entries.filter((e) => e.fuzzy && (e.target[0] ?? '') !== '').length;
        expect({ total: entries.length, translated, fuzzy }).toEqual({
          total: row.translated + row.fuzzy + row.untranslated,
          translated: row.translated,
          fuzzy: row.fuzzy,
        });
        expect(parsed.header.size).toBeGreaterThan(0);
      });
    });
  }
});
