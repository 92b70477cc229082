import { DIAGNOSTIC_CATALOGUE } from './catalogue.js';
import type { Diagnostic } from './diagnostic.js';
import { escapeData, escapeProperty } from './report-text.js';

/** Diagnostics as GitHub Actions annotations (`::error file=…,line=…,col=…,title=code::message`), one per line. */
export function formatGithubAnnotations(items: Diagnostic[]): string {
  return items
    .map((d) => `::${d.severity} file=${escapeProperty(d.file)},line=${d.line},col=${d.column},title=${escapeProperty(d.code)}::${escapeData(d.message)}\n`)
    .join('');
}

/** Diagnostics as JSON objects `{file, line, column, severity, code, message, hint}` (the hint from the catalogue). */
export function diagnosticsAsJson(items: Diagnostic[]): object[] {
  return items.map((d) => ({
    file: d.file, line: d.line, column: d.column, severity: d.severity, code: d.code, message: d.message, hint: DIAGNOSTIC_CATALOGUE[d.code].hint,
  }));
}
