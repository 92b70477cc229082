import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { ParsedEntry, ParsedFile } from '../../src/formats/entry.js';
import { findFormat } from '../../src/formats/registry.js';
import { formatPlural } from '../../src/formats/format-plural.js';
import { loadLanguageCatalogue } from '../../src/languages/load-language-catalogue.js';
import { readTsv, SHARED } from './content-tree.js';

/** A corpus of ../shared/corpora/formats/: its component settings and reference counts. */
export interface FormatCorpus {
  dir: string;
  fileFormat: string;
  template: string | null;
  sourceLanguage: string;
  rows: Record<string, string>[];
}

export const FORMAT_CORPORA = path.join(SHARED, 'corpora', 'formats');

export function readFormatCorpus(name: string): FormatCorpus {
  const dir = path.join(FORMAT_CORPORA, name);
  const component = parseYaml(fs.readFileSync(path.join(dir, 'component.yaml'), 'utf8')) as Record<string, string>;
  return {
    dir,
    fileFormat: component.file_format!,
    template: component.template ?? null,
    sourceLanguage: component.source_language ?? 'en',
    rows: readTsv(path.join(dir, 'format-stats.tsv')),
  };
}

const catalogue = loadLanguageCatalogue([]);

/** Parses one file of a corpus with the registered reader of its format, for a Weblate language code. */
export function parseCorpusFile(corpus: FormatCorpus, file: string, weblateCode: string): ParsedFile {
  const format = findFormat(corpus.fileFormat);
  if (!format) throw new Error(`no reader for ${corpus.fileFormat}`);
  const served = catalogue.resolveCode(weblateCode) ?? weblateCode;
  const source = catalogue.resolveCode(corpus.sourceLanguage) ?? corpus.sourceLanguage;
  const text = format.decode(fs.readFileSync(path.join(corpus.dir, file)));
  const plural = formatPlural(format, catalogue.getLanguage(served).language);
  return format.parse(text, file, { sourceLanguage: source, targetLanguage: served, catalogue, plural });
}

export interface UnitCounts {
  total: number;
  translated: number;
  fuzzy: number;
  readonly: number;
}

const isReadOnly = (e: ParsedEntry) => e.flags.split(',').map((f) => f.trim()).includes('read-only');

/**
 * The counts Weblate gives a translation of a monolingual component: the template's units matched
 * by key (the first entry of a key wins); read-only comes from the template entry; a unit is
 * translated when its first form is non-empty (translate-toolkit's truth of a plural), fuzzy when
 * the translation says so.
 */
export function countMonolingual(template: readonly ParsedEntry[], translation: readonly ParsedEntry[]): UnitCounts {
  const byKey = new Map<string, ParsedEntry>();
  for (const e of translation) if (!byKey.has(e.context)) byKey.set(e.context, e);
  const counts: UnitCounts = { total: 0, translated: 0, fuzzy: 0, readonly: 0 };
  for (const t of template) {
    counts.total++;
    const unit = byKey.get(t.context);
    if (isReadOnly(t)) {
      counts.readonly++;
      counts.translated++;
    } else if (unit?.fuzzy && (unit.target[0] ?? '') !== '') {
      counts.fuzzy++;
    } else if (unit !== undefined && (unit.target[0] ?? '') !== '') {
      counts.translated++;
    }
  }
  return counts;
}

/** The reference counts of one row of format-stats.tsv. */
export function referenceCounts(row: Record<string, string>): UnitCounts {
  return { total: Number(row.total), translated: Number(row.translated), fuzzy: Number(row.fuzzy), readonly: Number(row.readonly) };
}
