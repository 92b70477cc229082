import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runUnitChecks, CHECK_IDS } from '../../src/checks/run-checks.js';
import { parsePo } from '../../src/formats/po/parse-po.js';
import { requireShared, SHARED } from '../helpers/content-tree.js';

const PO_DIR = path.join(SHARED, 'corpora/gnome-clocks/po');

/** nplurals and the expression from a PO header's Plural-Forms, or English's. */
function pluralOf(header: Map<string, string>): { number: number; formula: string } {
  const value = header.get('Plural-Forms') ?? '';
  const number = /nplurals\s*=\s*(\d+)/.exec(value)?.[1];
  const formula = /plural\s*=\s*([^;]+)/.exec(value)?.[1];
  return number && formula ? { number: Number(number), formula: formula.trim() } : { number: 2, formula: 'n != 1' };
}

describe.skipIf(!requireShared())('quality checks over the gnome-clocks corpus', () => {
  it('checks every unit of every PO file with known check ids only', () => {
    const files = fs.readdirSync(PO_DIR).filter((f) => f.endsWith('.po')).sort();
    expect(files.length).toBe(82);
    const counts = new Map<string, number>();
    let checked = 0;
    let failingUnits = 0;
    for (const file of files) {
      const parsed = parsePo(fs.readFileSync(path.join(PO_DIR, file), 'utf8'), `po/${file}`);
      const plural = pluralOf(parsed.header);
      const settings = {
        languageCode: file.replace(/\.po$/, ''),
        pluralNumber: plural.number,
        pluralFormula: plural.formula,
        sourceLanguageCode: 'en',
        checkFlags: '',
      };
      for (const entry of parsed.entries) {
        const target =
          entry.source.length > 1
            ? Array.from({ length: plural.number }, (_, i) => entry.target[i] ?? '')
            : [entry.target[0] ?? ''];
        const empty = target[0] === '';
        const state = empty ? 0 : entry.fuzzy ? 10 : 20;
        const failures = runUnitChecks(
          { source: entry.source, target, context: entry.context, flags: entry.flags, state },
          settings,
        );
        if (!empty) checked++;
        if (failures.length > 0) failingUnits++;
        for (const failure of failures) {
          expect(CHECK_IDS).toContain(failure.check);
          expect(failure.message).not.toBe('');
          counts.set(failure.check, (counts.get(failure.check) ?? 0) + 1);
        }
      }
    }
    const summary = [...counts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, n]) => `${id}=${n}`);
    console.log(`gnome-clocks: ${files.length} files, ${checked} checked units, ${failingUnits} failing units; ${summary.join(' ')}`);
    expect(checked).toBeGreaterThan(12_000);
    expect(failingUnits).toBeLessThan(checked);
  });
});
