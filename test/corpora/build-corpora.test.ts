import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadModel } from '../../src/build.js';
import { DiagnosticBag } from '../../src/diagnostics/diagnostic.js';
import type { Model } from '../../src/model/model.js';
import { SHARED, readTsv, removeTree, requireShared, writeContentTree } from '../helpers/content-tree.js';

const enabled = requireShared();
const corpora = path.join(SHARED, 'corpora');
const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

/** Builds each file as its own component (PO) or glossary (TBX) and returns the model. */
async function buildEach(files: { slug: string; name: string; bytes: Buffer; tbx: boolean }[]) {
  const tree: Record<string, string | Buffer> = { 'site.yaml': 'base_url: http://127.0.0.1:9\n' };
  for (const f of files) {
    if (f.tbx) {
      tree[`projects/${f.slug}/project.yaml`] = `name: ${f.slug}\n`;
      tree[`projects/${f.slug}/glossary/${f.name}`] = f.bytes;
    } else {
      tree['projects/corpus/project.yaml'] = 'name: Corpus\n';
      tree[`projects/corpus/${f.slug}/component.yaml`] = `name: ${f.slug}\n`;
      tree[`projects/corpus/${f.slug}/${f.name}`] = f.bytes;
    }
  }
  const root = writeContentTree(tree);
  trees.push(root);
  const bag = new DiagnosticBag();
  const model = await loadModel({ content: root, history: false }, bag);
  return { model, bag };
}

function targetOf(model: Model, project: string, component: string) {
  return model.projects.find((p) => p.slug === project)!.components.find((c) => c.slug === component)!.translations.find((t) => !t.isSource)!;
}

describe.skipIf(!enabled).each(['gnome-clocks', 'weblate-hello'])('PO corpus %s', (corpus) => {
  const rows = enabled ? readTsv(path.join(corpora, corpus, 'po-stats.tsv')).filter((r) => r.file!.endsWith('.po')) : [];
  it('gives every translation the msgfmt counts', async () => {
    const files = rows.map((r) => {
      const name = path.basename(r.file!);
      return { slug: name.replace(/[^A-Za-z0-9_-]/g, '-').replace(/\.po$/, '').replace(/-po$/, ''), name, bytes: fs.readFileSync(path.join(corpora, corpus, r.file!)), tbx: false };
    });
    const { model, bag } = await buildEach(files);
    expect(bag.items.filter((d) => d.severity === 'error')).toEqual([]);
    for (const [i, row] of rows.entries()) {
      const t = targetOf(model!, 'corpus', files[i]!.slug);
      const expected = {
        total: Number(row.msgfmt_translated) + Number(row.msgfmt_fuzzy) + Number(row.msgfmt_untranslated),
        translated: Number(row.msgfmt_translated),
        fuzzy: Number(row.msgfmt_fuzzy),
      };
      expect({ file: row.file, total: t.stats.total, translated: t.stats.translated, fuzzy: t.stats.fuzzy }).toEqual({ file: row.file, ...expected });
    }
  });
});

describe.skipIf(!enabled)('TBX corpus slicer-glossary-tbx', () => {
  const rows = enabled ? readTsv(path.join(corpora, 'slicer-glossary-tbx', 'tbx-stats.tsv')) : [];
  it('gives every glossary its term entries minus reported duplicates', async () => {
    const files = rows.map((r) => {
      const name = path.basename(r.file!);
      return { slug: `g-${name.replace(/\.tbx$/, '').replace(/[^A-Za-z0-9_-]/g, '-')}`, name, bytes: fs.readFileSync(path.join(corpora, 'slicer-glossary-tbx', r.file!)), tbx: true };
    });
    const { model, bag } = await buildEach(files);
    expect(bag.items.filter((d) => d.severity === 'error')).toEqual([]);
    for (const [i, row] of rows.entries()) {
      const glossary = model!.projects.find((p) => p.slug === files[i]!.slug)!.components[0]!;
      const duplicates = bag.items.filter((d) => d.code === 'duplicate-entry' && d.file.endsWith(`/${files[i]!.slug}/glossary/${files[i]!.name}`)).length;
      const translation = glossary.translations.find((t) => t.filename === files[i]!.name)!;
      expect({ file: row.file, units: translation.stats.total }).toEqual({ file: row.file, units: Number(row.total) - duplicates });
    }
  });
});
