import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckCache } from './check-cache.js';
import { runUnitChecks, type CheckableUnit, type CheckSettings } from './run-checks.js';

const settings: CheckSettings = { languageCode: 'fr', pluralNumber: 2, sourceLanguageCode: 'en', checkFlags: '', pluralFormula: 'n > 1' };
const units: CheckableUnit[] = [
  { source: ['Open file:'], target: ['Ouvrir le fichier'], context: '', flags: '', state: 20 },
  { source: ['%d file', '%d files'], target: ['%d fichier', '%d fichiers'], context: '', flags: 'c-format', state: 20 },
];
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function tempCache(): CheckCache {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stms-check-cache-'));
  dirs.push(dir);
  return new CheckCache(dir);
}

describe('check cache', () => {
  it('gives back what was stored under the same key', () => {
    const cache = tempCache();
    const key = cache.keyOf(units, settings);
    expect(cache.get(key, units.length)).toBeNull();
    const failures = units.map((u) => runUnitChecks(u, settings));
    expect(failures[0]!.map((f) => f.check)).toEqual(['end_colon']);
    cache.set(key, failures);
    expect(cache.get(key, units.length)).toEqual(failures);
    expect(cache.get(key, units.length + 1)).toBeNull();
  });

  it('keys on every field the checks read and on the settings', () => {
    const cache = tempCache();
    const key = cache.keyOf(units, settings);
    const variants: CheckableUnit[][] = [
      [{ ...units[0]!, target: ['Ouvrir le fichier :'] }, units[1]!],
      [{ ...units[0]!, source: ['Open file'] }, units[1]!],
      [{ ...units[0]!, context: 'menu' }, units[1]!],
      [{ ...units[0]!, flags: 'ignore-end-colon' }, units[1]!],
      [{ ...units[0]!, state: 10 }, units[1]!],
      [units[1]!, units[0]!],
    ];
    for (const v of variants) expect(cache.keyOf(v, settings)).not.toBe(key);
    expect(cache.keyOf(units, { ...settings, checkFlags: 'ignore-end-colon' })).not.toBe(key);
    expect(cache.keyOf(units, { ...settings, languageCode: 'ja' })).not.toBe(key);
    expect(cache.keyOf(structuredClone(units), { ...settings })).toBe(key);
  });

  it('does nothing without a folder', () => {
    const cache = new CheckCache(null);
    expect(cache.enabled).toBe(false);
    cache.set('ab', [[]]);
    expect(cache.get('ab', 1)).toBeNull();
  });
});
