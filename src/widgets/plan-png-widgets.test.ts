import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { removeTree, writeContentTree } from '../../test/helpers/content-tree.js';
import { poText } from '../../test/helpers/po-text.js';
import { loadModel } from '../build.js';
import { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { planPngWidgets } from './plan-png-widgets.js';

const drawn: string[] = [];
vi.mock('./png-widgets.js', async (original) => {
  const real = await original<typeof import('./png-widgets.js')>();
  return { ...real, rasteriseOffThread: (svg: string, fontFiles?: readonly string[]) => (drawn.push(svg), real.rasteriseOffThread(svg, fontFiles)) };
});

const trees: string[] = [];
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-widget-cache-'));
afterAll(() => [...trees, cacheDir].forEach(removeTree));

/** The model of a component in French and German, French with `fr` translated, its cache in `cacheDir`. */
async function modelWith(fr: string) {
  const root = writeContentTree({
    'site.yaml': 'base_url: http://127.0.0.1:9\n',
    'projects/demo/project.yaml': 'name: Demo\n',
    'projects/demo/app/component.yaml': 'name: App\n',
    'projects/demo/app/fr.po': poText([['Open', fr], ['Close', '']]),
    'projects/demo/app/de.po': poText([['Open', 'Öffnen'], ['Close', '']]),
  });
  trees.push(root);
  const model = (await loadModel({ content: root, history: false, publishing: false }, new DiagnosticBag()))!;
  model.cacheDir = cacheDir;
  return model;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('the PNG widgets of a rebuild', () => {
  it('are drawn at once when the last build planned them otherwise, the others only when asked', async () => {
    const first = planPngWidgets(await modelWith(''));
    await settle();
    expect(drawn).toEqual([]); // no record yet: nothing is guessed
    first.stop();

    // French translated more: the project's, French's and the component's widgets change; German's,
    // English's (the source) and the glossary's do not.
    const plan = planPngWidgets(await modelWith('Ouvrir'));
    const scopes = plan.widgets.map((w) => w.path.split('/').slice(3, -1).join('/'));
    expect(new Set(scopes)).toEqual(new Set(['-', 'de', 'en', 'fr', '-/app', '-/glossary']));
    const changed = plan.widgets.filter((_, i) => ['-', 'fr', '-/app'].includes(scopes[i]!));
    expect(changed).toHaveLength(7 + 6 + 7);
    await vi.waitFor(() => expect(drawn).toHaveLength(changed.length), { timeout: 10_000 });
    await settle();
    expect(drawn).toHaveLength(changed.length);

    // Each gives its own picture, as a plan without a record (every widget drawn when asked) does.
    const pngs = await Promise.all(plan.widgets.map((w) => w.render()));
    const unrecorded = await modelWith('Ouvrir');
    unrecorded.cacheDir = null;
    const reference = planPngWidgets(unrecorded);
    expect(reference.widgets.map((w) => w.path)).toEqual(plan.widgets.map((w) => w.path));
    for (const [i, w] of reference.widgets.entries()) expect((await w.render()).equals(pngs[i]!), w.path).toBe(true);
    reference.stop();
    plan.stop();

    // The same plan again: nothing is drawn before it is asked for.
    drawn.length = 0;
    planPngWidgets(await modelWith('Ouvrir')).stop();
    await settle();
    expect(drawn).toEqual([]);
  });
});
