import { afterAll, describe, expect, it } from 'vitest';
import { loadModel } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import type { Model } from '../../src/model/model.js';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';

/**
 * `inconsistent` through the whole model: checked project by project from compact records while
 * each component's units are released, then found again on the units the model's unit stream builds.
 */
const po = (language: string, entries: [string, string][]) =>
  `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: ${language}\\n"\n"Plural-Forms: nplurals=2; plural=n > 1;\\n"\n\n` +
  entries.map(([id, str]) => `msgid "${id}"\nmsgstr "${str}"\n`).join('\n');

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

async function build(): Promise<Model> {
  const root = writeContentTree({
    'site.yaml': 'base_url: http://127.0.0.1:9\n',
    'projects/demo/project.yaml': 'name: Demo\n',
    'projects/demo/app/component.yaml': 'name: App\n',
    'projects/demo/app/fr.po': po('fr', [['Settings', 'Paramètres'], ['Close', 'Fermer'], ['Open', 'Ouvrir']]),
    'projects/demo/app/de.po': po('de', [['Settings', 'Einstellungen'], ['Close', '']]),
    'projects/demo/web/component.yaml': 'name: Web\n',
    'projects/demo/web/fr.po': po('fr', [['Settings', 'Réglages'], ['Close', 'Fermer'], ['Open', '']]),
    'projects/demo/web/de.po': po('de', [['Settings', 'Einstellungen'], ['Close', 'Schließen']]),
    'projects/other/project.yaml': 'name: Other\n',
    'projects/other/site/component.yaml': 'name: Site\n',
    'projects/other/site/fr.po': po('fr', [['Settings', 'Options']]),
  });
  trees.push(root);
  const bag = new DiagnosticBag();
  const model = await loadModel({ content: root, history: false, publishing: false }, bag);
  expect(bag.hasErrors).toBe(false);
  return model!;
}

function failingOf(model: Model, project: string, component: string, language: string) {
  const c = model.projects.find((p) => p.slug === project)!.components.find((x) => x.slug === component)!;
  const t = c.translations.find((x) => x.language.code === language)!;
  expect('units' in t).toBe(false); // the model holds no units
  const bag = new DiagnosticBag();
  const units = [...model.units.stream(bag)].find((x) => x.translation === t)!.units;
  expect(bag.hasErrors).toBe(false);
  const failing = Object.fromEntries(units.filter((u) => u.failingChecks.length > 0).map((u) => [u.source[0], u.failingChecks.map((f) => f.check)]));
  return { failing, stats: { failing: t.stats.failing, failingWords: t.stats.failingWords } };
}

describe('inconsistent across a project', () => {
  it('flags differing translations of one string in one language, within the project only', async () => {
    const model = await build();
    expect(failingOf(model, 'demo', 'app', 'fr')).toEqual({ failing: { Settings: ['inconsistent'] }, stats: { failing: 1, failingWords: 1 } });
    expect(failingOf(model, 'demo', 'web', 'fr')).toEqual({ failing: { Settings: ['inconsistent'] }, stats: { failing: 1, failingWords: 1 } });
    // Same translation in both components, or one of them empty: consistent.
    expect(failingOf(model, 'demo', 'app', 'de')).toEqual({ failing: {}, stats: { failing: 0, failingWords: 0 } });
    expect(failingOf(model, 'demo', 'web', 'de')).toEqual({ failing: {}, stats: { failing: 0, failingWords: 0 } });
    // Another project's translation is never compared.
    expect(failingOf(model, 'other', 'site', 'fr')).toEqual({ failing: {}, stats: { failing: 0, failingWords: 0 } });
  });
});
