import { describe, expect, it } from 'vitest';
import { compilePluralFormula, computePluralExamples } from './plural-examples.js';

describe('plural examples', () => {
  it('evaluates gettext plural expressions', () => {
    const ru = compilePluralFormula('n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2')!;
    expect([1, 2, 5, 11, 21, 22, 25].map(ru)).toEqual([0, 1, 2, 2, 0, 1, 2]);
    const ar = compilePluralFormula('nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;')!;
    expect([0, 1, 2, 3, 11, 100].map(ar)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(compilePluralFormula('(n != 1)')!(5)).toBe(1);
    expect(compilePluralFormula('n ? : 2')).toBeNull();
  });
  it('lists the numbers of each form', () => {
    expect(computePluralExamples('n != 1', 2)[0]).toEqual(['1']);
    expect(computePluralExamples('n > 1', 2)[0]).toEqual(['0', '1']);
    expect(computePluralExamples('n%10==1 && n%100!=11 ? 0 : 1', 2)[0]!.length).toBeGreaterThan(1);
    expect(computePluralExamples(undefined, 3)[0]).toEqual(['1']);
  });
});
