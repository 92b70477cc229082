import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeTree, requireShared, writeContentTree } from '../helpers/content-tree.js';
import { FORMAT_CORPORA, readFormatCorpus } from '../helpers/text-format-corpus.js';
import { runCli } from '../helpers/run-cli.js';

// Issue 19: each real-world corpus of ../shared/corpora/formats/, configured by its component.yaml,
// builds, and every translation's statistics equal the reference counts of format-stats.tsv
// (written with translate-toolkit, Weblate's reader).
const CORPORA = ['i18next-actualbudget', 'properties-tinymediamanager', 'arb-aves', 'webextension-libredirect', 'strings-deltachat'];
const enabled = requireShared();

describe.skipIf(!enabled)('building the real-world corpora of other formats', () => {
  for (const name of CORPORA) {
    it.skipIf(!fs.existsSync(path.join(FORMAT_CORPORA, name)))(`${name}: translation statistics equal format-stats.tsv`, () => {
      const corpus = readFormatCorpus(name);
      const component = fs.readFileSync(path.join(corpus.dir, 'component.yaml'), 'utf8');
      const files: Record<string, string | Buffer> = {
        'site.yaml': 'base_url: http://127.0.0.1:9\n',
        'projects/corpus/project.yaml': 'name: Corpus\n',
        // The corpus's own settings (its licence line is for the corpus's reader, not a component key here).
        'projects/corpus/main/component.yaml': component.split('\n').filter((l) => !/^(license|new_base):/.test(l)).join('\n'),
      };
      for (const file of new Set([corpus.template!, ...corpus.rows.map((r) => r.file!)])) {
        files[`projects/corpus/main/${file}`] = fs.readFileSync(path.join(corpus.dir, file));
      }
      const content = writeContentTree(files);
      const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'static-tms-out-')), 'dist');
      try {
        checkBuild(corpus, content, out);
      } finally {
        removeTree(content);
        removeTree(path.dirname(out));
      }
    }, 180_000);
  }
});

/** Builds the content tree and compares each translation's statistics with the reference counts. */
function checkBuild(corpus: ReturnType<typeof readFormatCorpus>, content: string, out: string): void {
  const result = runCli(['build', '--content', content, '--out', out]);
  expect(result.status, result.stderr).toBe(0);
  const folder = path.join(out, 'api/translations/corpus/main');
  const byFilename = new Map<string, Record<string, number>>();
  for (const language of fs.readdirSync(folder)) {
    const stats = JSON.parse(fs.readFileSync(path.join(folder, language, 'index.json'), 'utf8'));
    byFilename.set(stats.filename, stats);
  }
  // A template outside the filemask (messages.properties) is the source language's file, as in Weblate.
  for (const row of corpus.rows) {
    const stats = byFilename.get(row.file!);
    expect(stats, row.file).toBeDefined();
    expect({ total: stats!.total, translated: stats!.translated, fuzzy: stats!.fuzzy }, row.file).toEqual({
      total: Number(row.total),
      translated: Number(row.translated),
      fuzzy: Number(row.fuzzy),
    });
  }
}
