import { describe, expect, it } from 'vitest';
import { computePluralType, PLURAL_TYPES } from './plural-type.js';

describe('computePluralType (§14.8)', () => {
  it('gives the spec examples', () => {
    expect(computePluralType('0', 1, 'ja')).toBe(0);
    expect(computePluralType('n != 1', 2, 'en')).toBe(1);
    expect(computePluralType('n > 1', 2, 'fr')).toBe(1);
    expect(computePluralType('(n==2) ? 1 : 0', 2, 'xx')).toBe(9);
    expect(computePluralType('n==0 ? 0 : 1', 2, 'xx')).toBe(15);
    expect(computePluralType('n % 10 != 1 || n % 100 == 11', 2, 'is')).toBe(1);
  });

  it('looks the text up with spaces removed and a trailing semicolon stripped', () => {
    expect(computePluralType('n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2;', 3, 'lv')).toBe(7);
    expect(computePluralType('(n == 1) ? 0 : (n == 2) ? 1 : (n == 3) ? 2 : 3', 4, 'xx')).toBe(5);
  });

  it('maps every table formula to its own type', () => {
    for (const entry of PLURAL_TYPES) {
      for (const formula of entry.formulas) expect(computePluralType(formula, entry.forms, 'xx')).toBe(entry.type);
    }
  });

  it('gives six-form Arabic type 3 before the table lookup, as Weblate publishes it', () => {
    expect(computePluralType('n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5', 6, 'ar')).toBe(3);
    expect(computePluralType('n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5', 6, 'xx')).toBe(12);
    expect(computePluralType('(n == 0) ? 0 : ((n == 1) ? 1 : ((n == 2) ? 2 : ((n % 100 >= 3 && n % 100 <= 10) ? 3 : ((n % 100 >= 11 && n % 100 <= 99) ? 4 : 5))))', 6, 'ar')).toBe(3);
  });

  it('falls back to equivalence with the form count, then 666', () => {
    expect(computePluralType('(n == 1) ? 0 : ((n == 2) ? 1 : 2)', 3, 'he')).toBe(4);
    expect(computePluralType('n >= 2 && n <= 4 ? 1 : n == 1 ? 0 : 2', 3, 'cs')).toBe(22);
    expect(computePluralType('n == 1 ? 0 : 1', 3, 'xx')).toBe(666);
    expect(computePluralType('n == 7 ? 0 : 1', 2, 'xx')).toBe(666);
    expect(computePluralType('n ==', 2, 'xx')).toBe(666);
  });
});
