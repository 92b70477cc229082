import { describe, expect, it } from 'vitest';
import { formatQualityReport, type QualityFinding } from './format-quality-report.js';

const findings: QualityFinding[] = [
  { file: 'po/fr.po', line: 12, column: 1, check: 'end_stop', message: 'Source and translation do not both end with a full stop', enforced: false },
  { file: 'po/de.po', line: 40, column: 1, check: 'c_format', message: 'C format string does not match source: missing %d, %s', enforced: true },
];

describe('formatQualityReport', () => {
  it('text: GCC style lines sorted by file, error when enforced', () => {
    expect(formatQualityReport(findings, 'text')).toBe(
      'po/de.po:40:1: error c_format: C format string does not match source: missing %d, %s\n' +
        'po/fr.po:12:1: warning end_stop: Source and translation do not both end with a full stop\n',
    );
  });
  it('github: workflow annotations with escaped properties and data', () => {
    expect(formatQualityReport(findings, 'github')).toBe(
      '::error file=po/de.po,line=40,col=1,title=c_format::C format string does not match source: missing %25d, %25s\n' +
        '::warning file=po/fr.po,line=12,col=1,title=end_stop::Source and translation do not both end with a full stop\n',
    );
    const odd = formatQualityReport([{ ...findings[0]!, file: 'a,b:c.po', message: 'two\nlines' }], 'github');
    expect(odd).toBe('::warning file=a%2Cb%3Ac.po,line=12,col=1,title=end_stop::two%0Alines\n');
  });
  it('json: an array of objects', () => {
    const parsed = JSON.parse(formatQualityReport(findings, 'json')) as unknown[];
    expect(parsed).toEqual([
      { file: 'po/de.po', line: 40, column: 1, severity: 'error', code: 'c_format', check: 'c_format', message: findings[1]!.message, enforced: true },
      { file: 'po/fr.po', line: 12, column: 1, severity: 'warning', code: 'end_stop', check: 'end_stop', message: findings[0]!.message, enforced: false },
    ]);
    expect(formatQualityReport([], 'json')).toBe('[]\n');
    expect(formatQualityReport([], 'text')).toBe('');
  });
});
