import { STATE_FUZZY, splitLocations, type TranslationView, type ViewUnit } from '../translation-view.js';

/**
 * CSV as Weblate's `csv` export writes it (CSVExporter over translate-toolkit's csvfile with its
 * default columns): `location, source, target, id, fuzzy, context, translator_comments,
 * developer_comments`, every field quoted, rows ended by CRLF. Text that a spreadsheet would
 * run as a formula (starting with `= + - @ | %`) is written `'text'` with `|` escaped, as
 * Weblate does (its CSV reader undoes it). Plurals keep their first form. All locations are
 * kept, joined by `, ` (translate-toolkit's CSV unit keeps only the last one it is given).
 */
export const CSV_COLUMNS = [
  'location',
  'source',
  'target',
  'id',
  'fuzzy',
  'context',
  'translator_comments',
  'developer_comments',
] as const;

export function generateCsv(view: TranslationView): Uint8Array {
  const rows = [CSV_COLUMNS.map(field).join(',')];
  for (const unit of view.units) rows.push(row(unit).map(field).join(','));
  return Buffer.from(rows.map((line) => `${line}\r\n`).join(''), 'utf8');
}

function row(unit: ViewUnit): string[] {
  return [
    splitLocations(unit.location).join(', '),
    guardFormula(unit.source[0] ?? ''),
    guardFormula(unit.target[0] ?? ''),
    '',
    unit.state === STATE_FUZZY ? 'True' : 'False',
    guardFormula(unit.context),
    '',
    guardFormula(unit.note),
  ];
}

/** Weblate's CSVExporter.string_filter: keeps spreadsheets from evaluating the text. */
export function guardFormula(text: string): string {
  if (text !== '' && '=+-@|%'.includes(text[0]!)) return `'${text.replace(/\|/g, '\\|')}'`;
  return text;
}

function field(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}
