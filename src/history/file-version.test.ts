import { describe, expect, it } from 'vitest';
import type { CompactEntry } from './compact-entry.js';
import { FileVersion } from './file-version.js';
import { fittedTarget } from './fit-forms.js';

const entry = (h: string, t: string, extra: Partial<CompactEntry> = {}): CompactEntry => ({ h, s: `source ${h}`, t, m: 'a1', n: 'b2', p: '', ...extra });

/** Targets of one, several, empty and cut forms, as translators leave them. */
const TARGETS = ['', 'Datei', 'Dateien', 'Datei\x1eDateien', 'Datei\x1e', 'Datei\x1e\x1e', 'Datei\x1eDateien\x1eDateien', 'Soubor\x1eSoubory\x1eSouborů', 'ü✓ 😀', 'Datei\x1eDateien\x1e'];
const COUNTS = [undefined, 0, 1, 2, 3];

describe('FileVersion', () => {
  it('compares a target fitted to a count exactly as the text would, with and without its text', () => {
    for (const prior of TARGETS) {
      const kept = new FileVersion([entry('1', prior)]);
      const dropped = new FileVersion([entry('1', prior)]);
      dropped.dropTargets();
      for (const after of TARGETS) {
        for (const count of COUNTS) {
          const fitted = fittedTarget(after, count);
          const expected = fittedTarget(prior, count) === fitted;
          expect([prior, after, count, kept.targetIs('1', fitted, count)]).toEqual([prior, after, count, expected]);
          expect([prior, after, count, dropped.targetIs('1', fitted, count)]).toEqual([prior, after, count, expected]);
        }
      }
    }
  });

  it('treats a missing entry as an empty target and no metadata', () => {
    const version = new FileVersion([entry('1', 'x')]);
    expect(version.targetIs('2', '', 2)).toBe(true);
    expect(version.targetIs('2', 'x', undefined)).toBe(false);
    expect(version.hasTarget('2')).toBe(false);
    expect(version.targetOf('2')).toBe('');
    expect(version.metaOf('2')).toBe(-1);
    expect(version.previousSourceOf('2')).toBe('');
  });

  it('keeps file order, the first place and the last values of a repeated id_hash', () => {
    const version = new FileVersion([entry('-5', 'a', { n: 'z9' }), entry('7', 'b', { p: '-3' }), entry('-5', 'c', { m: 'q', s: 'other' })]);
    expect(version.size).toBe(2);
    expect([...version.strings()]).toEqual([
      { h: '-5', s: 'other', n: 'b2' },
      { h: '7', s: 'source 7', n: 'b2' },
    ]);
    expect(version.targetOf('-5')).toBe('c');
    expect(version.metaOf('-5')).toBe(parseInt('q', 36));
    expect(version.previousSourceOf('7')).toBe('-3');
  });

  it('gives metadata hashes back as the text they were written as', () => {
    const n = (2 ** 53 - 1).toString(36);
    expect([...new FileVersion([entry('1', '', { n })]).strings()][0]!.n).toBe(n);
  });

  it('refuses the text of a target it has let go', () => {
    const version = new FileVersion([entry('1', 'x')]);
    version.dropTargets();
    expect(() => version.targetOf('1')).toThrow(/let go/);
    expect(version.hasTarget('1')).toBe(true);
  });

  it('shares a layout with a version of the same entries and answers with its own values', () => {
    const german = new FileVersion([entry('1', 'Datei', { p: '-3' }), entry('2', '', { m: 'c3' })]);
    const czech = new FileVersion([entry('1', 'Soubor'), entry('2', 'Složka', { n: 'd4' })], german.layout);
    expect(czech.layout).toBe(german.layout);
    expect([german.targetOf('1'), german.targetOf('2'), czech.targetOf('1'), czech.targetOf('2')]).toEqual(['Datei', '', 'Soubor', 'Složka']);
    expect([german.previousSourceOf('1'), czech.previousSourceOf('1')]).toEqual(['-3', '']);
    expect([german.metaOf('2'), czech.metaOf('2')]).toEqual([parseInt('c3', 36), parseInt('a1', 36)]);
    expect([...czech.strings()].map((e) => e.n)).toEqual(['b2', 'd4']);
    expect(new FileVersion([entry('2', ''), entry('1', '')], german.layout).layout).not.toBe(german.layout);
  });
});
