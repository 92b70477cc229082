import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CATALOGUE, DIAGNOSTIC_CODES } from './catalogue.js';

/** The rows of the code tables of content-format.md §12 (the quality checks' table excluded): codes and severities. */
function documentedCodes(): Map<string, string[]> {
  const text = fs.readFileSync(new URL('../../docs/content-format.md', import.meta.url), 'utf8');
  const start = text.indexOf('## 12. Diagnostics');
  const end = text.indexOf('### Quality checks', start);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const rows = new Map<string, string[]>();
  for (const line of text.slice(start, end).split('\n')) {
    const cells = /^\| (.+?) \| (error|warning|error, warning) \|/.exec(line);
    if (!cells) continue;
    for (const [, code = ''] of (cells[1] ?? '').matchAll(/`([a-z0-9-]+)`/g)) rows.set(code, (cells[2] ?? '').split(', '));
  }
  return rows;
}

describe('the diagnostics catalogue', () => {
  const documented = documentedCodes();

  it('has every code documented in content-format.md §12, with the severities it is reported at', () => {
    for (const code of DIAGNOSTIC_CODES) {
      expect(documented.get(code), code).toEqual([...DIAGNOSTIC_CATALOGUE[code].severities]);
    }
  });

  it('has every code the documentation lists', () => {
    const known = new Set<string>(DIAGNOSTIC_CODES);
    expect([...documented.keys()].filter((code) => !known.has(code))).toEqual([]);
  });

  it('gives each code a hint that is one sentence without a trailing full stop', () => {
    for (const code of DIAGNOSTIC_CODES) {
      const { hint } = DIAGNOSTIC_CATALOGUE[code];
      expect(hint, code).toMatch(/^[a-z0-9"'<-].*[^.\s]$/s);
      expect(hint, code).not.toContain('\n');
    }
  });

  it('names codes in kebab case', () => {
    for (const code of DIAGNOSTIC_CODES) expect(code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(DIAGNOSTIC_CODES.length).toBe(Object.keys(DIAGNOSTIC_CATALOGUE).length);
  });
});
