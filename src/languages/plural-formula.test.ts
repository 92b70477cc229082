import { describe, expect, it } from 'vitest';
import { evaluateFormula, formulasEquivalent, validateFormula } from './plural-formula.js';

describe('evaluateFormula', () => {
  it('evaluates comparisons and logic as 0 or 1', () => {
    expect(evaluateFormula('n != 1', 1)).toBe(0);
    expect(evaluateFormula('n != 1', 5)).toBe(1);
    expect(evaluateFormula('n > 1', 0)).toBe(0);
    expect(evaluateFormula('(n == 1) + (n == 2)', 2)).toBe(1);
    expect(evaluateFormula('!n', 0)).toBe(1);
    expect(evaluateFormula('n && 5', 3)).toBe(1);
  });

  it('uses integer division and remainder', () => {
    expect(evaluateFormula('n / 3', 7)).toBe(2);
    expect(evaluateFormula('n % 10', 123)).toBe(3);
    expect(evaluateFormula('n * 2 - 1 + 4 % 3', 3)).toBe(6);
    expect(evaluateFormula('n / 0', 3)).toBe(0);
  });

  it('parses right-associative ternary chains', () => {
    const f = 'n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5';
    expect([0, 1, 2, 3, 11, 100, 102].map((n) => evaluateFormula(f, n))).toEqual([0, 1, 2, 3, 4, 5, 5]);
    expect(evaluateFormula('(n == 1) ? 0 : ((n != 0 && n % 1000000 == 0) ? 1 : 2)', 2_000_000)).toBe(1);
  });

  it('accepts a trailing semicolon and rejects anything else', () => {
    expect(evaluateFormula('n != 1;', 2)).toBe(1);
    expect(validateFormula('n ? 1')).toBe(false);
    expect(validateFormula('process.exit()')).toBe(false);
    expect(validateFormula('n >>> 1')).toBe(false);
    expect(validateFormula('x == 1')).toBe(false);
    expect(validateFormula('(n == 1')).toBe(false);
  });
});

describe('formulasEquivalent', () => {
  it('compares by evaluation on 0…199 and powers of ten', () => {
    expect(formulasEquivalent('n != 1', '(n == 1) ? 0 : 1')).toBe(true);
    expect(formulasEquivalent('n != 1', 'n > 1')).toBe(false);
    expect(formulasEquivalent('n > 1 && (n < 11 || n > 99)', 'n >= 2 && (n < 11 || n > 99)')).toBe(true);
    // Differs only at 10^6: still different.
    expect(formulasEquivalent('n == 1 ? 0 : 1', '(n == 1) ? 0 : ((n != 0 && n % 1000000 == 0) ? 1 : 1)')).toBe(true);
    expect(formulasEquivalent('(n == 1) ? 0 : 2', '(n == 1) ? 0 : ((n != 0 && n % 1000000 == 0) ? 1 : 2)')).toBe(false);
  });
});
