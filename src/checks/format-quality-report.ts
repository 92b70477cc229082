import { compareCodePoints } from '../diagnostics/diagnostic.js';
import { escapeData, escapeProperty, oneLine } from '../diagnostics/report-text.js';

export interface QualityFinding {
  file: string;
  line: number;
  column: number;
  check: string;
  message: string;
  /** The check is in the component's enforced_checks: reported as an error. */
  enforced: boolean;
}

function sortFindings(findings: QualityFinding[]): QualityFinding[] {
  return [...findings].sort(
    (a, b) =>
      compareCodePoints(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      compareCodePoints(a.check, b.check) ||
      compareCodePoints(a.message, b.message),
  );
}

function severity(finding: QualityFinding): 'error' | 'warning' {
  return finding.enforced ? 'error' : 'warning';
}

/**
 * Renders failing checks, sorted by file, line, column, check:
 * - `text`: `path:line:col: warning check-id: message` (`error` when enforced), one per line;
 * - `json`: an array of `{file, line, column, severity, code, check, message, enforced}`;
 * - `github`: `::warning file=…,line=…,col=…,title=check-id::message` (`::error` when enforced).
 * Every line ends with "\n"; no findings give "" (text, github) or "[]\n" (json).
 */
export function formatQualityReport(findings: QualityFinding[], format: 'text' | 'json' | 'github'): string {
  const sorted = sortFindings(findings);
  if (format === 'json') return `${JSON.stringify(findingsAsJson(findings), null, 2)}\n`;
  const lines = sorted.map((f) =>
    format === 'github'
      ? `::${severity(f)} file=${escapeProperty(f.file)},line=${f.line},col=${f.column},title=${escapeProperty(f.check)}::${escapeData(f.message)}`
      : `${f.file}:${f.line}:${f.column}: ${severity(f)} ${f.check}: ${oneLine(f.message)}`,
  );
  return lines.map((l) => `${l}\n`).join('');
}

/** Failing checks, sorted, as JSON objects (`code` is the check id, as in content diagnostics). */
export function findingsAsJson(findings: QualityFinding[]): object[] {
  return sortFindings(findings).map((f) => ({
    file: f.file,
    line: f.line,
    column: f.column,
    severity: severity(f),
    code: f.check,
    check: f.check,
    message: f.message,
    enforced: f.enforced,
  }));
}
