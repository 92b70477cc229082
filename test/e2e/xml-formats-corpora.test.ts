import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTree, requireShared, SHARED } from '../helpers/content-tree.js';
import { runCliIn } from '../helpers/run-cli.js';
import { loadFormatStats } from '../helpers/format-corpus.js';

// Issue 19: each real-world corpus of an XML format, configured as its Weblate component
// (component.yaml beside it), builds with the translated and fuzzy counts of format-stats.tsv.
const enabled = requireShared();
const corpora = path.join(SHARED, 'corpora/formats');
const temps: string[] = [];
afterAll(() => temps.forEach(removeTree));

/** The keys of a corpus's component.yaml that static-tms reads (one-line scalars). */
function componentSettings(corpus: string): Record<string, string> {
  const text = fs.readFileSync(path.join(corpora, corpus, 'component.yaml'), 'utf8');
  const settings: Record<string, string> = {};
  for (const key of ['name', 'file_format', 'filemask', 'template', 'new_base', 'source_language', 'language_regex']) {
    const value = new RegExp(`^${key}:[ \\t]*(.+)$`, 'm').exec(text)?.[1];
    if (value !== undefined) settings[key] = value.trim();
  }
  return settings;
}

/** Builds a copy of the corpus (outside the repository) with the component as its only one. */
function buildCorpus(corpus: string): { out: string; log: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-formats-'));
  temps.push(dir);
  const repo = path.join(dir, 'repo');
  fs.cpSync(path.join(corpora, corpus), repo, { recursive: true });
  const settings = Object.entries(componentSettings(corpus)).map(([k, v]) => `        ${k}: ${v}`).join('\n');
  fs.writeFileSync(path.join(repo, 'static-tms.yaml'), `site:\n  name: Corpus\nprojects:\n  corpus:\n    name: Corpus\n    components:\n      strings:\n${settings}\n`);
  const out = path.join(dir, 'dist');
  const result = runCliIn(repo, ['build', '--base-url', 'http://127.0.0.1:9', '--out', out, '--no-history']);
  expect(result.status, result.stderr).toBe(0);
  return { out, log: result.stderr };
}

interface Stats {
  filename: string;
  total: number;
  translated: number;
  fuzzy: number;
}

const CORPORA = ['android-catima', 'xliff-kimai', 'xliff-focus-ios', 'ts-copyq', 'resx-soundswitch', 'stringsdict-deltachat'];

describe.skipIf(!enabled)('building the XML format corpora', () => {
  it.each(CORPORA)('%s: every translation\'s total, translated and fuzzy as format-stats.tsv', (corpus) => {
    const { out } = buildCorpus(corpus);
    const folder = path.join(out, 'api/translations/corpus/strings');
    const byFile = new Map<string, Stats>();
    const byLanguage = new Map<string, Stats>();
    for (const language of fs.readdirSync(folder)) {
      const stats = JSON.parse(fs.readFileSync(path.join(folder, language, 'index.json'), 'utf8')) as Stats;
      byFile.set(stats.filename, stats);
      byLanguage.set(language, stats);
    }
    const rows = loadFormatStats(corpus);
    // A bilingual component without template has the union of its files as source strings in
    // static-tms, where Weblate counts each file's own units: total is compared for monolingual ones.
    const monolingual = componentSettings(corpus).template !== undefined;
    const actual = rows.map((r) => {
      // the template of a monolingual component (outside the filemask) is its source-language translation
      const s = byFile.get(r.file) ?? (r.role === 'source' ? byLanguage.get(r.language) : undefined);
      return { file: r.file, total: monolingual ? s?.total : undefined, translated: s?.translated, fuzzy: s?.fuzzy };
    });
    const expected = rows.map((r) => ({ file: r.file, total: monolingual ? r.total : undefined, translated: expectedTranslated(corpus, r), fuzzy: r.fuzzy }));
    expect(actual).toEqual(expected);
  });
});

/**
 * The reference's `translated`. stringsdict has Weblate's plural with zero, so a plural without a
 * `zero` string is untranslated as the reference counts it; but the reference counts the template
 * by that rule too, where compatibility.md §10.7 makes every unit of a source translation read-only
 * (state 100, translated).
 */
function expectedTranslated(corpus: string, row: { role: string; total: number; translated: number }): number {
  return corpus === 'stringsdict-deltachat' && row.role === 'source' ? row.total : row.translated;
}
