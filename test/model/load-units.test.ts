import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadModel } from '../../src/build.js';
import { collectGarbage } from '../../src/collect-garbage.js';
import { collectQualityFindings } from '../../src/cli/commands/check.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import { removeTree, writeContentTree } from '../helpers/content-tree.js';
import { poText } from '../helpers/po-text.js';

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

/** The demo component; `template`: with a POT template (new_base), whose strings are the component's. */
async function build({ template = false } = {}) {
  const root = writeContentTree({
    'site.yaml': 'base_url: http://127.0.0.1:9\n',
    'projects/demo/project.yaml': 'name: Demo\n',
    'projects/demo/app/component.yaml': template ? 'name: App\nnew_base: messages.pot\n' : 'name: App\n',
    ...(template ? { 'projects/demo/app/messages.pot': poText([['Open', ''], ['Close', '']]) } : {}),
    'projects/demo/app/fr.po': poText([['Open', 'Ouvrir'], ['Close', '']]),
    'projects/demo/app/de.po': poText([['Open', 'Öffnen']]),
  });
  trees.push(root);
  const bag = new DiagnosticBag();
  const model = (await loadModel({ content: root, history: false, publishing: false }, bag))!;
  return { root, model, component: model.projects[0]!.components[0]! };
}

describe('units released by the model and built again', () => {
  it('are the units the model counted, in position order, for every translation', async () => {
    const { model, component } = await build();
    expect(model.translations.every((t) => !('units' in t))).toBe(true);
    const bag = new DiagnosticBag();
    const streamed = [...model.units.stream(bag)];
    expect(bag.hasErrors).toBe(false);
    const unitsOf = new Map(streamed.map((x) => [x.translation, x.units]));
    const byLanguage = Object.fromEntries(component.translations.map((t) => [t.language.code, unitsOf.get(t)!.map((u) => [u.position, u.source[0], u.target[0] ?? '', u.state])]));
    expect(byLanguage).toEqual({
      en: [[1, 'Open', 'Open', 100], [2, 'Close', 'Close', 100]],
      de: [[1, 'Open', 'Öffnen', 20], [2, 'Close', '', 0]],
      fr: [[1, 'Open', 'Ouvrir', 20], [2, 'Close', '', 0]],
    });
    for (const t of component.translations) expect(unitsOf.get(t)!.length).toBe(t.stats.total);
    // Complete: ids (§5.2) and timestamps are set on every unit handed out.
    expect(streamed.every((x) => x.units.every((u) => u.id > 0 && u.timestamp !== ''))).toBe(true);
  });

  it('are let go once given, not held with the rest of their component', async () => {
    const { model, component } = await build();
    expect(component.translations.length).toBe(3);
    const stream = model.units.stream(new DiagnosticBag())[Symbol.iterator]();
    let next = stream.next();
    while (!next.done && next.value.translation.component !== component) next = stream.next();
    const first = new WeakRef(next.done ? {} : next.value.units);
    next = stream.next();
    expect(next.done ? null : next.value.translation.component).toBe(component);
    // A WeakRef holds its target until the end of the job that made it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(first.deref()).toBeUndefined();
  });

  it('refuse a file that changed since the model read it', async () => {
    const { root, model, component } = await build();
    fs.writeFileSync(path.join(root, 'projects/demo/app/fr.po'), poText([['Open', 'Ouvrir'], ['Close', 'Fermer']]));
    const bag = new DiagnosticBag();
    const stream = model.units.stream(bag);
    expect([...stream].map((x) => x.translation).filter((t) => t.component === component)).toEqual([]);
    expect(stream.failed).toBe(true);
    expect(bag.sorted().map((d) => [d.file, d.code, d.message])).toEqual([
      ['projects/demo/app/fr.po', 'content-changed', 'projects/demo/app/fr.po changed during the build; build again'],
    ]);
  });

  it('make check --quality report a file changed since the model read it, without throwing', async () => {
    const { root, model } = await build();
    fs.writeFileSync(path.join(root, 'projects/demo/app/de.po'), poText([['Open', 'Offen']]));
    const bag = new DiagnosticBag();
    expect(collectQualityFindings(model, bag)).toEqual([]);
    expect(bag.sorted().map((d) => [d.file, d.line, d.column, d.code])).toEqual([['projects/demo/app/de.po', 1, 1, 'content-changed']]);
  });

  it('leave out the translations asked, reading none of their files when the strings are a template\'s', async () => {
    for (const template of [true, false]) {
      const { root, model, component } = await build({ template });
      const whole = new Map([...model.units.stream(new DiagnosticBag())].map((x) => [x.translation, x.units]));
      // fr's file is changed after the model read it: reading it would fail the stream.
      fs.writeFileSync(path.join(root, 'projects/demo/app/fr.po'), poText([['Open', 'Ouvert'], ['Close', 'Fermer']]));
      const bag = new DiagnosticBag();
      const stream = model.units.stream(bag, () => false, (t) => t.language.code !== 'de');
      const partial = [...stream];
      const languages = partial.filter((x) => x.translation.component === component).map((x) => [x.translation.language.code, x.units === null]);
      if (!template) {
        // The union of the files is the strings: every file is read, and the change is found.
        expect(stream.failed).toBe(true);
        expect(bag.sorted().map((d) => [d.file, d.code])).toEqual([['projects/demo/app/fr.po', 'content-changed']]);
        continue;
      }
      expect(bag.hasErrors).toBe(false);
      // The source translation comes with its units, whatever is asked: the others read them.
      expect(languages).toEqual([['en', false], ['de', false], ['fr', true]]);
      for (const x of partial) if (x.units !== null) expect(x.units).toEqual(whole.get(x.translation));
    }
  });
});
