import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageCatalogue } from '../../src/languages/load-language-catalogue.js';
import { REPO_ROOT, requireShared } from '../helpers/content-tree.js';
import { compareAliases, compareWithWeblate, share, type Agreement } from '../helpers/weblate-language-data.js';

const DOC = fs.readFileSync(path.join(REPO_ROOT, 'docs/languages.md'), 'utf8');

/** The backticked codes in the first column of the table under a `### heading` of docs/languages.md. */
function documentedCodes(heading: string): string[] {
  const start = DOC.indexOf(`### ${heading}\n`);
  if (start < 0) throw new Error(`docs/languages.md has no "### ${heading}"`);
  const section = DOC.slice(start).split(/\n#{2,3} /)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!)).sort();
}

/** The figure docs/languages.md gives for a row of its agreement table. */
function documentedFigure(label: string): string | undefined {
  return new RegExp(`^\\| ${label} \\| (.+?) \\|$`, 'm').exec(DOC)?.[1];
}

const sorted = (codes: string[]): string[] => [...codes].sort();

const enabled = requireShared();

describe.skipIf(!enabled)("agreement with Weblate's language list", () => {
  const catalogue = loadLanguageCatalogue([]);
  let agreement: Agreement;
  let rows: Agreement['rows'];
  let total: number;
  beforeAll(() => {
    agreement = compareWithWeblate(catalogue);
    ({ rows, total } = agreement);
  });

  it("reads Weblate's whole list", () => {
    expect(total).toBeGreaterThanOrEqual(799);
    expect(rows.filter((r) => r.served === null).map((r) => r.code)).toEqual([]);
  });

  it("gives every one of Weblate's codes a language of its own", () => {
    expect(Object.fromEntries(agreement.merged)).toEqual({});
  });

  it("serves Weblate's spelling but for the documented differences", () => {
    const respelled = rows.filter((r) => r.served !== r.code).map((r) => r.code);
    expect(sorted(respelled)).toEqual(documentedCodes('Codes spelled differently'));
    for (const r of rows.filter((row) => row.served !== row.code)) expect(r.served).toBe(r.code.replace(/-/g, '_'));
  });

  it('lists every plural difference in docs/languages.md, and nothing else', () => {
    expect(sorted(rows.filter((r) => !r.formula).map((r) => r.code))).toEqual(documentedCodes("Plural rules that differ from Weblate's"));
  });

  it('lists every direction difference in docs/languages.md, and nothing else', () => {
    expect(sorted(rows.filter((r) => !r.direction).map((r) => r.code))).toEqual(documentedCodes("Directions that differ from Weblate's"));
  });

  it('quotes the agreement figures that npm run languages:weblate prints', () => {
    expect(documentedFigure("served under Weblate's spelling")).toBe(share(agreement.spelling, total));
    expect(documentedFigure('plural count agrees')).toBe(share(agreement.number, total));
    expect(documentedFigure('plural formula agrees')).toBe(share(agreement.formula, total));
    expect(documentedFigure('direction agrees')).toBe(share(agreement.direction, total));
    expect(documentedFigure('all three agree')).toBe(share(agreement.all, total));
    const aliases = compareAliases(catalogue);
    expect(DOC).toContain(`${aliases.same} of ${aliases.total} aliases`);
    expect(DOC).toContain(`Weblate's list (WeblateOrg/language-data \`languages.csv\`, ${total} codes`);
  });

  it('keeps the chosen side of each difference', () => {
    const row = (code: string) => rows.find((r) => r.code === code)!;
    expect(row('he').ours).toMatchObject({ number: 3 });
    expect(row('mt').ours).toMatchObject({ number: 5 });
    expect(row('pt_PT').ours).toMatchObject({ formula: 'n != 1' });
    expect(row('prs').ours).toMatchObject({ formula: 'n > 1', direction: 'rtl' });
    expect(row('ha').ours).toMatchObject({ direction: 'ltr' });
    expect(row('ar_Latn').ours).toMatchObject({ direction: 'ltr' });
    expect(row('arz').ours).toMatchObject({ direction: 'rtl' });
    for (const code of ['sa', 'grc', 'szl', 'frc', 'frp', 'ace', 'tok', 'tlh', 'crh']) expect(row(code).formula, code).toBe(true);
  });
});
