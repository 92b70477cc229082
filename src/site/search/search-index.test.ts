import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadModel } from '../../build.js';
import { DiagnosticBag } from '../../diagnostics/diagnostic.js';
import { removeTree, writeContentTree } from '../../../test/helpers/content-tree.js';
import { poText } from '../../../test/helpers/po-text.js';
import { SearchIndex, shardCountFor, SHARD_BYTES } from './search-index.js';
import { searchShardOf } from './search-tokens.js';
import type { Translation } from '../../model/model-types.js';

const trees: string[] = [];
afterAll(() => trees.forEach(removeTree));

interface Manifest {
  version: number;
  shards: number;
  translations: [string, string, string, string, string, string, number][];
}
interface Shard {
  version: number;
  tokens: [string, string][];
}

/** The index of a small content tree, with the units' ids by language and source text. */
async function indexOf(fr: [string, string, string?][], shardBytes?: number, spillDir: string | null = null, batchPostings?: number) {
  const root = writeContentTree({
    'site.yaml': 'base_url: http://127.0.0.1:9\n',
    'projects/demo/project.yaml': 'name: Demo project\n',
    'projects/demo/app/component.yaml': 'name: App\n',
    'projects/demo/app/fr.po': poText(fr),
    'projects/demo/app/de.po': poText([['Open file', 'Datei öffnen'], ['Close', '', 'menu.close']]),
  });
  trees.push(root);
  const bag = new DiagnosticBag();
  const model = (await loadModel({ content: root, history: false, publishing: false }, bag))!;
  const index = new SearchIndex(spillDir);
  const ids = new Map<string, string>();
  for (const tu of model.units.stream(bag)) {
    index.add(tu.translation, tu.units.map((u) => u.id), tu.units.map((u) => index.tokensOf(tu.translation, u)));
    for (const u of tu.units) ids.set(`${tu.translation.language.code} ${u.source[0]}`, u.id.toString(36));
  }
  expect(bag.hasErrors).toBe(false);
  const files = [...index.files(shardBytes, batchPostings)].map((f) => ({ name: f.name, fingerprint: f.fingerprint, body: f.body() }));
  const manifest = JSON.parse(files[0]!.body) as Manifest;
  const shards = files.slice(1).map((f) => JSON.parse(f.body) as Shard);
  const postings = new Map(shards.flatMap((s) => s.tokens));
  return { files, manifest, shards, postings, ids };
}

describe('the search index', () => {
  it('lists every translation with its names and path, the source language marked', async () => {
    const { files, manifest } = await indexOf([['Open file', 'Ouvrir le fichier'], ['Close', 'Fermer', 'menu.close']]);
    expect(files[0]!.name).toBe('index');
    expect(manifest.version).toBe(1);
    // The app's translations (the project's automatic glossary follows).
    expect(manifest.translations.filter((t) => t[3].startsWith('demo/app/'))).toEqual([
      ['Demo project', 'App', 'English', 'demo/app/en', 'en', 'ltr', 1],
      ['Demo project', 'App', 'German', 'demo/app/de', 'de', 'ltr', 0],
      ['Demo project', 'App', 'French', 'demo/app/fr', 'fr', 'ltr', 0],
    ]);
    expect(files.slice(1).map((f) => f.name)).toEqual(Array.from({ length: manifest.shards }, (_, i) => String(i)));
  });

  it('indexes source text and keys once, in the source language, and each translation’s own text', async () => {
    const { postings, ids } = await indexOf([['Open file', 'Ouvrir le fichier'], ['Close', 'Fermer', 'menu.close']]);
    // Source words and the context point at the English (source) units only.
    expect(postings.get('open')).toBe(ids.get('en Open file'));
    expect(postings.get('file')).toBe(ids.get('en Open file'));
    expect(postings.get('menu')).toBe(ids.get('en Close'));
    // Translated words, folded, point at their translation's unit.
    expect(postings.get('offnen')).toBe(ids.get('de Open file'));
    expect(postings.get('fermer')).toBe(ids.get('fr Close'));
    // A token shared by units lists them in the site's order, once each.
    expect(postings.get('close')).toBe(ids.get('en Close'));
    expect(postings.get('le')).toBe(ids.get('fr Open file'));
    // Untranslated strings add nothing.
    expect([...postings.values()].join(' ').split(' ')).not.toContain(ids.get('de Close'));
  });

  it('puts each token in the shard its first two characters name, sorted within the shard', async () => {
    const { manifest, shards } = await indexOf([['Open file', 'Ouvrir le fichier'], ['Close', 'Fermer', 'menu.close']], 16);
    expect(manifest.shards).toBeGreaterThan(1);
    shards.forEach((s, n) => {
      for (const [token] of s.tokens) expect(searchShardOf(token, manifest.shards)).toBe(n);
      expect(s.tokens.map(([t]) => t)).toEqual(s.tokens.map(([t]) => t).sort());
    });
  });

  it('is the same for the same content, and a changed string changes only the shards of its tokens', async () => {
    const before = await indexOf([['Open file', 'Ouvrir le fichier'], ['Close', 'Fermer', 'menu.close']], 16);
    const again = await indexOf([['Open file', 'Ouvrir le fichier'], ['Close', 'Fermer', 'menu.close']], 16);
    expect(again.files).toEqual(before.files);
    const after = await indexOf([['Open file', 'Ouvrir le fichier'], ['Close', 'Clore', 'menu.close']], 16);
    expect(after.manifest).toEqual(before.manifest);
    const changed = after.files.filter((f, i) => f.body !== before.files[i]!.body).map((f) => Number(f.name));
    const expected = [...new Set(['fermer', 'clore'].map((t) => searchShardOf(t, before.manifest.shards)))].sort();
    expect(changed.sort()).toEqual(expected);
    // A shard is named by what its bytes follow from: its fingerprint changes with its bytes, and only then.
    const renamed = after.files.filter((f, i) => f.fingerprint !== before.files[i]!.fingerprint).map((f) => Number(f.name));
    expect(renamed.sort()).toEqual(expected);
  });

  it('lists every unit of a token when its postings fill several chunks', async () => {
    // 20,000 strings of 8 words in two translations: more postings than a chunk of 256 Ki holds.
    const words = (i: number, lang: string) => `${lang}${i} every ${lang}every m${i % 7} n${i % 11} o${i % 13} p${i % 17} q${i % 19}`;
    const entries = Array.from({ length: 20_000 }, (_, i): [string, string] => [words(i, 'en'), words(i, 'fr')]);
    const { postings, ids } = await indexOf(entries);
    const frIds = entries.map(([source]) => ids.get(`fr ${source}`)!);
    expect(postings.get('frevery')).toBe(frIds.join(' '));
    expect(postings.get('fr12345')).toBe(frIds[12345]);
    expect(postings.get('q5')!.split(' ')).toHaveLength(2 * frIds.filter((_, i) => i % 19 === 5).length);
    expect(postings.get('every')!.split(' ')).toHaveLength(40_000);
    // The same files with its postings in a file (a build gives the index its cache folder), and no file left there.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-spill-'));
    try {
      const spilled = await indexOf(entries, undefined, dir);
      expect(spilled.files.map((f) => f.fingerprint)).toEqual((await indexOf(entries)).files.map((f) => f.fingerprint));
      expect(spilled.postings).toEqual(postings);
      expect(fs.readdirSync(dir)).toEqual([]);
      // The same files again when the shards' units are placed a few thousand postings at a
      // time, in many passes (every body made after the last pass).
      const small = await indexOf(entries, 4096, dir, 5000);
      const whole = await indexOf(entries, 4096);
      expect(whole.manifest.shards).toBeGreaterThan(64);
      expect(small.files).toEqual(whole.files);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives its files once, having let its columns go: nothing more can be added', () => {
    const index = new SearchIndex();
    expect([...index.files()].map((f) => f.name)).toEqual(['index', '0']);
    expect(() => [...index.files()]).toThrow('a search index gives its files once');
    expect(() => index.add({} as Translation, [], [])).toThrow('units added to a search index after its files were made');
  });
});

describe('shardCountFor', () => {
  it('is the smallest power of two that keeps shards at their size on average', () => {
    expect(shardCountFor(0)).toBe(1);
    expect(shardCountFor(SHARD_BYTES)).toBe(1);
    expect(shardCountFor(SHARD_BYTES + 1)).toBe(2);
    expect(shardCountFor(5 * SHARD_BYTES)).toBe(8);
  });
});
