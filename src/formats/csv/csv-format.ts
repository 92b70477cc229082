import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import type { FileFormat } from '../file-format.js';
import { decodeUtf16ByBom } from '../text-decoders.js';
import { readCsvRows, sniffDelimiter } from './read-csv-rows.js';

/** translate-toolkit's other names of its CSV columns (csvl10n.fieldname_map). */
const FIELD_ALIASES: Record<string, string> = {
  original: 'source', untranslated: 'source', translated: 'target', translation: 'target', identified: 'id', key: 'id',
  label: 'id', 'translator comments': 'translator_comments', notes: 'translator_comments',
  'developer comments': 'developer_comments', state: 'fuzzy',
};

const FUZZY_VALUES = new Set(['1', 'x', 'true', 'yes', 'fuzzy']);

/**
 * Weblate's `csv`, bilingual (a file with a `source` column): the first row names the columns
 * when one of them is the source (`source`, `original`…), else the columns are location, source,
 * target (source, target for two columns, as Weblate fixes it). `fuzzy`/`state` marks fuzzy rows,
 * `context` gives the context, comments give the note. Excel's `'=…'` escaping is undone.
 */
export const CSV_FILE = {
  id: 'csv',
  name: 'CSV file',
  extensions: ['csv'],
  contentType: 'text/csv',
  monolingual: false,
  glossary: false,
  decode: decodeUtf16ByBom,
  parse: (text, file) => parseCsv(text, file),
} as const satisfies FileFormat;

export function parseCsv(text: string, file: string): ParsedFile {
  const diagnostics: Diagnostic[] = [];
  const { rows, unterminated } = readCsvRows(text, sniffDelimiter(text));
  if (unterminated) {
    diagnostics.push({ file, ...unterminated, severity: 'error', code: 'csv-malformed', message: 'a quoted field is not closed before the end of the file' });
  }
  const first = rows[0]?.fields ?? [];
  const named = first.map((f) => FIELD_ALIASES[f] ?? f);
  const hasHeader = named.includes('source');
  const columns = hasHeader ? named : first.length === 2 ? ['source', 'target'] : ['location', 'source', 'target'];
  const entries: ParsedEntry[] = [];
  for (const row of hasHeader ? rows.slice(1) : rows) {
    const get = (name: string) => {
      const i = columns.indexOf(name);
      return i === -1 ? '' : (row.fields[i] ?? '');
    };
    const source = unescapeExcel(get('source'));
    const target = unescapeExcel(get('target'));
    if (source === '' && target === '') continue; // a blank row
    const notes = [get('translator_comments'), get('developer_comments')].filter((n) => n !== '');
    entries.push({
      source: [source],
      context: unescapeExcel(get('context')),
      target: [target],
      fuzzy: columns.includes('fuzzy') && FUZZY_VALUES.has(get('fuzzy').toLowerCase()),
      location: get('location'),
      note: notes.join('\n'),
      flags: '',
      previousSource: '',
      explanation: '',
      line: row.line,
      column: row.column,
    });
  }
  return { entries: dedupeEntries(entries, file, diagnostics), header: new Map(), diagnostics };
}

/** Weblate's CSVUnit.unescape_csv: `'=x'` (also + - @ \ %) written to keep spreadsheets from evaluating it. */
function unescapeExcel(value: string): string {
  if (value.length > 2 && value.startsWith("'") && value.endsWith("'") && '=+-@\\%'.includes(value[1]!)) {
    return value.slice(1, -1).replaceAll('\\|', '|');
  }
  return value;
}
