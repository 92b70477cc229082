import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HAS_SHARED, REPO_ROOT } from '../../test/helpers/content-tree.js';
import { parseCorpusFile, readFormatCorpus } from '../../test/helpers/text-format-corpus.js';

/** Debian's translate-toolkit, the reader Weblate uses, when this machine has it. */
const HAS_TOOLKIT = spawnSync('/usr/bin/python3', ['-c', 'import translate.storage.jsonl10n, translate.storage.properties'], { stdio: 'ignore' }).status === 0;

/** Files of the corpora whose every unit (key, forms, in file order) is compared with translate-toolkit's. */
const CASES: { corpus: string; file: string; language: string; store: string }[] = [
  { corpus: 'i18next-actualbudget', file: 'de.json', language: 'de', store: 'I18NextV4File' },
  { corpus: 'i18next-actualbudget', file: 'ru.json', language: 'ru', store: 'I18NextV4File' },
  { corpus: 'i18next-actualbudget', file: 'ar.json', language: 'ar', store: 'I18NextV4File' },
  { corpus: 'arb-aves', file: 'lib/l10n/app_ru.arb', language: 'ru', store: 'ARBJsonFile' },
  { corpus: 'webextension-libredirect', file: 'src/_locales/de/messages.json', language: 'de', store: 'WebExtensionJsonFile' },
  { corpus: 'properties-tinymediamanager', file: 'src/main/resources/messages_de.properties', language: 'de', store: 'javautf8file' },
  { corpus: 'properties-tinymediamanager', file: 'src/main/resources/messages.properties', language: 'en', store: 'javautf8file' },
  { corpus: 'strings-deltachat', file: 'deltachat-ios/de.lproj/Localizable.strings', language: 'de', store: 'stringsutf8file' },
  { corpus: 'strings-deltachat', file: 'deltachat-ios/en.lproj/Localizable.strings', language: 'en', store: 'stringsutf8file' },
];

describe.skipIf(!HAS_SHARED || !HAS_TOOLKIT)('readers against translate-toolkit on real files', () => {
  for (const c of CASES) {
    it(`${c.corpus}/${c.file}: the same keys and forms in the same order`, () => {
      const corpus = readFormatCorpus(c.corpus);
      const mine = parseCorpusFile(corpus, c.file, c.language).entries.map((e) => [e.context, e.target]);
      const script = path.join(REPO_ROOT, 'test/helpers/toolkit-units.py');
      const output = execFileSync('/usr/bin/python3', [script, c.store, path.join(corpus.dir, c.file), c.language], { maxBuffer: 1 << 28 });
      const seen = new Set<string>();
      // Weblate keeps the first unit of a key.
      const toolkit = (JSON.parse(output.toString('utf8')) as [string, string[]][]).filter(([key]) => !seen.has(key) && seen.add(key));
      expect(mine).toEqual(toolkit);
    });
  }
});
