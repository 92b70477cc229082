import { describe, expect, it } from 'vitest';
import { findInconsistentUnits, runUnitChecks, type CheckableUnit } from '../../src/checks/run-checks.js';

/**
 * A small project with known failing figures: two components (app, web) sharing one string,
 * translated into French and Czech. Per translation, a unit fails when any unit check fails or it
 * is inconsistent across the project.
 */
interface ScenarioUnit extends CheckableUnit {
  component: string;
  language: string;
}

const FR = { pluralNumber: 2, pluralFormula: 'n > 1' };
const CS = { pluralNumber: 3, pluralFormula: '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2' };

const UNITS: ScenarioUnit[] = [
  // app / fr: 2 failing (end_stop; c_format), 1 fuzzy passing, 1 empty, 1 read-only.
  { component: 'app', language: 'fr', source: ['File saved.'], target: ['Fichier enregistré'], context: '', flags: '', state: 20 },
  { component: 'app', language: 'fr', source: ['%d files'], target: ['fichiers'], context: '', flags: 'c-format', state: 20 },
  { component: 'app', language: 'fr', source: ['Open…'], target: ['Ouvrir…'], context: '', flags: '', state: 10 },
  { component: 'app', language: 'fr', source: ['Close'], target: [''], context: '', flags: '', state: 0 },
  { component: 'app', language: 'fr', source: ['Quit.'], target: ['Quitter'], context: '', flags: 'read-only', state: 100 },
  { component: 'app', language: 'fr', source: ['Settings'], target: ['Paramètres'], context: '', flags: '', state: 20 },
  // web / fr: "Settings" translated differently → both fr units inconsistent.
  { component: 'web', language: 'fr', source: ['Settings'], target: ['Réglages'], context: '', flags: '', state: 20 },
  { component: 'web', language: 'fr', source: ['Name:'], target: ['Nom :'], context: '', flags: '', state: 20 },
  // app / cs: plurals (missing form) and ignored end_stop.
  { component: 'app', language: 'cs', source: ['%d file', '%d files'], target: ['%d soubor', '', '%d souborů'], context: '', flags: 'c-format', state: 20 },
  { component: 'app', language: 'cs', source: ['File saved.'], target: ['Soubor uložen'], context: '', flags: 'ignore-end-stop', state: 20 },
  { component: 'app', language: 'cs', source: ['Settings'], target: ['Nastavení'], context: '', flags: '', state: 20 },
  { component: 'web', language: 'cs', source: ['Settings'], target: ['Nastavení'], context: '', flags: '', state: 20 },
];

function keyOf(u: ScenarioUnit): string {
  return `${u.component}/${u.language}/${u.source.join('\u001e\u001e')}`;
}

describe('failing figures of a small project', () => {
  it('counts failing units per translation', () => {
    const inconsistent = findInconsistentUnits(
      UNITS.map((u) => ({ key: keyOf(u), languageCode: u.language, sourceKey: `${u.source.join('\u001e\u001e')}\u0000${u.context}`, target: u.target, state: u.state, flags: u.flags })),
    );
    const failing = new Map<string, number>();
    const byCheck = new Map<string, number>();
    for (const u of UNITS) {
      const settings = { languageCode: u.language, sourceLanguageCode: 'en', checkFlags: '', ...(u.language === 'fr' ? FR : CS) };
      const checks = runUnitChecks(u, settings).map((f) => f.check);
      if (inconsistent.has(keyOf(u))) checks.push('inconsistent');
      for (const c of checks) byCheck.set(c, (byCheck.get(c) ?? 0) + 1);
      const translation = `${u.component}/${u.language}`;
      failing.set(translation, (failing.get(translation) ?? 0) + (checks.length > 0 ? 1 : 0));
    }
    expect(Object.fromEntries(failing)).toEqual({ 'app/fr': 3, 'web/fr': 1, 'app/cs': 1, 'web/cs': 0 });
    expect(Object.fromEntries([...byCheck].sort())).toEqual({ c_format: 1, end_stop: 1, inconsistent: 2, plurals: 1 });
  });
});
