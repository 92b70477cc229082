import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckThread } from './check-thread.js';
import { runUnitChecks, type CheckableUnit, type CheckSettings } from './run-checks.js';

const settings: CheckSettings = { languageCode: 'fr', pluralNumber: 2, sourceLanguageCode: 'en', checkFlags: '', pluralFormula: 'n > 1' };
const units: CheckableUnit[] = [
  { source: ['Open file:'], target: ['Ouvrir le fichier'], context: '', flags: '', state: 20 },
  { source: ['%d file', '%d files'], target: ['%d fichier', '%s fichiers'], context: '', flags: 'c-format', state: 20 },
  { source: ['Save'], target: ['Enregistrer'], context: 'menu', flags: '', state: 20 },
  { source: ['Hello!'], target: ['Bonjour'], context: '', flags: 'max-length:3', state: 10 },
  { source: ['Quit'], target: [''], context: '', flags: '', state: 0 },
];

const threads: CheckThread[] = [];
const thread = (idleMs?: number): CheckThread => {
  const made = new CheckThread(idleMs);
  threads.push(made);
  return made;
};
afterEach(() => threads.splice(0).forEach((t) => t.close()));

describe('the check thread', () => {
  it('finds the failures the main thread finds, unit by unit', async () => {
    const failures = await thread().check(units, settings);
    const expected = units.map((u) => runUnitChecks(u, settings));
    expect(failures).toEqual(expected);
    // Not a test that passes with no failures at all.
    expect(expected.flat().map((f) => f.check)).toEqual(expect.arrayContaining(['end_colon', 'c_format', 'max_length']));
  });

  it('answers null once closed, without starting again', async () => {
    const checker = thread();
    checker.close();
    expect(await checker.check(units, settings)).toBeNull();
    expect(checker.running).toBe(false);
  });

  it('ends once asked for nothing for a while, and starts again when asked', async () => {
    const checker = thread(50);
    const first = await checker.check(units, settings);
    expect(checker.running).toBe(true);
    await vi.waitFor(() => expect(checker.running).toBe(false), { timeout: 5_000 });
    expect(await checker.check(units, settings)).toEqual(first);
  });
});
