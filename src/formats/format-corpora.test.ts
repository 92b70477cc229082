import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireShared } from '../../test/helpers/content-tree.js';
import { countMonolingual, FORMAT_CORPORA, parseCorpusFile, readFormatCorpus, referenceCounts } from '../../test/helpers/text-format-corpus.js';

/** The real-world corpora of monolingual formats read here, and the format ids they are read as. */
const MONOLINGUAL_CORPORA = [
  'i18next-actualbudget',
  'properties-tinymediamanager',
  'arb-aves',
  'webextension-libredirect',
  'strings-deltachat',
];

describe.skipIf(!requireShared())('readers against the reference counts of the real-world corpora', () => {
  for (const name of MONOLINGUAL_CORPORA) {
    it.skipIf(!fs.existsSync(path.join(FORMAT_CORPORA, name)))(`${name}: each file's units, translated and fuzzy counts`, () => {
      const corpus = readFormatCorpus(name);
      const template = parseCorpusFile(corpus, corpus.template!, corpus.sourceLanguage);
      expect(template.diagnostics).toEqual([]);
      for (const row of corpus.rows) {
        const parsed = row.file === corpus.template ? template : parseCorpusFile(corpus, row.file!, row.language!);
        expect(parsed.diagnostics.filter((d) => d.severity === 'error'), row.file).toEqual([]);
        expect(countMonolingual(template.entries, parsed.entries), row.file).toEqual(referenceCounts(row));
      }
    });
  }
});
