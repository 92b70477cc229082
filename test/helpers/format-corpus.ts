import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ParsedEntry } from '../../src/formats/entry.js';
import type { FileFormat, FormatContext } from '../../src/formats/file-format.js';
import { formatPlural } from '../../src/formats/format-plural.js';
import { loadLanguageCatalogue } from '../../src/languages/load-language-catalogue.js';

/** `../shared/corpora/formats/` beside the repository, and whether it is there. */
export const formatCorpora = fileURLToPath(new URL('../../../shared/corpora/formats/', import.meta.url));
export const formatCorporaPresent = existsSync(formatCorpora);

/** One row of a corpus's `format-stats.tsv` (README.md of the corpora lists the columns). */
export interface FormatStatsRow {
  file: string;
  language: string;
  role: 'source' | 'translation';
  total: number;
  translated: number;
  fuzzy: number;
  readonly: number;
  extra: string;
}

export function loadFormatStats(corpus: string): FormatStatsRow[] {
  const [header = '', ...lines] = readFileSync(`${formatCorpora}${corpus}/format-stats.tsv`, 'utf8').split('\n');
  const columns = header.split('\t');
  return lines
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split('\t');
      const cell = (name: string): string => cells[columns.indexOf(name)] ?? '';
      return {
        file: cell('file'),
        language: cell('language'),
        role: cell('role') === 'source' ? 'source' : 'translation',
        total: Number(cell('total')),
        translated: Number(cell('translated')),
        fuzzy: Number(cell('fuzzy')),
        readonly: Number(cell('readonly')),
        extra: cell('extra'),
      };
    });
}

export interface UnitCounts {
  total: number;
  translated: number;
  fuzzy: number;
  readonly: number;
}

const catalogue = loadLanguageCatalogue([]);

/** Decodes and parses one corpus file as the build would, in the language the tsv gives it (with the format's plural). */
export function parseCorpusFile(format: FileFormat, corpus: string, file: string, language: string, sourceLanguage: string) {
  const targetLanguage = catalogue.resolveCode(language) ?? language;
  const context: FormatContext = {
    sourceLanguage: catalogue.resolveCode(sourceLanguage) ?? sourceLanguage,
    targetLanguage,
    catalogue,
    plural: formatPlural(format, catalogue.getLanguage(targetLanguage).language),
  };
  return format.parse(format.decode(readFileSync(`${formatCorpora}${corpus}/${file}`)), file, context);
}

const isReadOnly = (entry: ParsedEntry): boolean => entry.flags.split(', ').includes('read-only');

/**
 * Weblate's state of one unit (Unit.get_unit_state): read-only, then fuzzy, then translated when
 * the first form is non-empty (a toolkit plural is true when its first string is).
 */
function tally(counts: UnitCounts, readOnly: boolean, entry: ParsedEntry | undefined): void {
  counts.total++;
  if (readOnly) {
    counts.readonly++;
    counts.translated++;
  } else if (entry?.fuzzy === true) counts.fuzzy++;
  else if ((entry?.target[0] ?? '') !== '') counts.translated++;
}

/**
 * A monolingual translation's counts: the template's units, matched by key (context); read-only
 * comes from the template's entry, the state from the file's own entry (missing: untranslated).
 */
export function countMonolingual(template: readonly ParsedEntry[], file: readonly ParsedEntry[]): UnitCounts {
  const byKey = new Map<string, ParsedEntry>();
  for (const entry of file) if (!byKey.has(entry.context)) byKey.set(entry.context, entry);
  const counts: UnitCounts = { total: 0, translated: 0, fuzzy: 0, readonly: 0 };
  for (const unit of template) tally(counts, isReadOnly(unit), byKey.get(unit.context));
  return counts;
}

/** A bilingual file's counts: its own units; every unit of the source-language file is read-only. */
export function countBilingual(file: readonly ParsedEntry[], isSource: boolean): UnitCounts {
  const counts: UnitCounts = { total: 0, translated: 0, fuzzy: 0, readonly: 0 };
  for (const unit of file) tally(counts, isSource || isReadOnly(unit), unit);
  return counts;
}
