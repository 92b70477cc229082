import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireShared } from '../../test/helpers/content-tree.js';
import { FORMAT_CORPORA, parseCorpusFile, readFormatCorpus } from '../../test/helpers/text-format-corpus.js';
import { findFormat } from '../formats/registry.js';
import { loadLanguageCatalogue } from '../languages/load-language-catalogue.js';
import { runUnitChecks } from './run-checks.js';

/**
 * The placeholder checks a format turns on (its `checkFlags`, Weblate's `check_flags`) run over
 * every translated unit of a real-world corpus. Each unit whose source has placeholders must fail
 * once its target loses them (`withPlaceholders`: the check is not idle), and the units that fail as
 * they are were read one by one: they are real mistakes.
 */
const CASES: { corpus: string; check: string; withPlaceholders: number; failing: { file: string; key: string; message: RegExp }[] }[] = [
  // %1$d, %2$s… in Android strings: the translations keep them all.
  { corpus: 'android-catima', check: 'java_printf_format', withPlaceholders: 631, failing: [] },
  // properties-utf8's auto-java-messageformat: the one source with {0}, in each translation.
  { corpus: 'properties-tinymediamanager', check: 'java_format', withPlaceholders: 11, failing: [] },
  // Translators who translated the variable's name, or dropped it.
  {
    corpus: 'i18next-actualbudget',
    check: 'i18next_interpolation',
    withPlaceholders: 1253,
    failing: [
      { file: 'ar.json', key: '(+{{numHiddenPayees}} more)', message: /missing \{\{numHiddenPayees\}\}$/ },
      { file: 'ru.json', key: '(decreased by {{amount}})', message: /missing \{\{amount\}\}; extra \{\{количество\}\}/ },
      { file: 'ru.json', key: '(decreased by {{percent}}%)', message: /missing \{\{percent\}\}; extra \{\{процент\}\}/ },
      { file: 'ru.json', key: '{{percent}}% must be between 0 and 100', message: /missing \{\{percent\}\}$/ },
      { file: 'ru.json', key: 'Underfunded ({{amount}})', message: /missing \{\{amount\}\}; extra \{\{сумма\}\}/ },
    ],
  },
  // ICU plurals and placeholders of a Flutter app: all well-formed and kept.
  { corpus: 'arb-aves', check: 'icu_message_format', withPlaceholders: 473, failing: [] },
];

const catalogue = loadLanguageCatalogue([]);

interface CorpusRun {
  failures: { file: string; key: string; message: string }[];
  /** Translated units whose source has placeholders of the check's syntax. */
  withPlaceholders: number;
}

function runCorpus(corpusName: string, check: string): CorpusRun {
  const corpus = readFormatCorpus(corpusName);
  const format = findFormat(corpus.fileFormat)!;
  const template = parseCorpusFile(corpus, corpus.template!, corpus.sourceLanguage);
  const out: CorpusRun['failures'] = [];
  let withPlaceholders = 0;
  for (const row of corpus.rows) {
    if (row.file === corpus.template || row.role === 'source') continue;
    const { language } = catalogue.getLanguage(catalogue.resolveCode(row.language!) ?? row.language!);
    const byKey = new Map(parseCorpusFile(corpus, row.file!, row.language!).entries.map((e) => [e.context, e]));
    for (const base of template.entries) {
      const unit = byKey.get(base.context);
      if (unit === undefined || (unit.target[0] ?? '') === '') continue;
      const forms = base.target;
      const source = forms.length > 1 ? [forms[0]!, forms[forms.length - 1]!] : forms;
      const settings = {
        languageCode: language.code,
        pluralNumber: language.plural.number,
        pluralFormula: language.plural.formula,
        sourceLanguageCode: corpus.sourceLanguage,
        checkFlags: format.checkFlags ?? '',
        strictFormatPlurals: format.strictFormatPlurals === true,
      };
      const failures = runUnitChecks({ source, target: unit.target, context: base.context, flags: base.flags, state: unit.fuzzy ? 10 : 20 }, settings);
      for (const f of failures) if (f.check === check) out.push({ file: row.file!, key: base.context, message: f.message });
      // The same unit with a target stripped of placeholders: fails exactly when the source has some.
      const stripped = runUnitChecks({ source, target: unit.target.map(() => 'Lorem ipsum'), context: base.context, flags: base.flags, state: 20 }, settings);
      if (stripped.some((f) => f.check === check)) withPlaceholders++;
    }
  }
  return { failures: out, withPlaceholders };
}

describe.skipIf(!requireShared())("the format's placeholder checks on the real-world corpora", () => {
  for (const c of CASES) {
    it.skipIf(!fs.existsSync(path.join(FORMAT_CORPORA, c.corpus)))(`${c.corpus}: ${c.check}`, () => {
      const { failures, withPlaceholders } = runCorpus(c.corpus, c.check);
      expect(withPlaceholders).toBe(c.withPlaceholders);
      expect(failures).toHaveLength(c.failing.length);
      for (const [i, expected] of c.failing.entries()) {
        expect(failures[i]).toMatchObject({ file: expected.file, key: expected.key });
        expect(failures[i]!.message).toMatch(expected.message);
      }
    });
  }
});
