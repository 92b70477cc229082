import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCatalogue } from '../../src/languages/language.js';
import { formulasEquivalent } from '../../src/languages/plural-formula.js';
import { SHARED } from './content-tree.js';

/**
 * Weblate's own language list, the shared test copy of WeblateOrg/language-data (see the README of
 * ../shared/corpora/formats/). Test data only: the product neither reads nor ships it.
 */
export const WEBLATE_LANGUAGE_DATA = path.join(SHARED, 'corpora/formats/_weblate-language-data');

export interface WeblateLanguage {
  code: string;
  name: string;
  number: number;
  formula: string;
}

/** Splits one CSV line, with `"…"` quoting (names such as `"Kurdish (Sorani, Iraq)"`). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** `languages.csv`: code, name, nplurals, formula. */
export function readWeblateLanguages(): WeblateLanguage[] {
  const [head, ...lines] = fs.readFileSync(path.join(WEBLATE_LANGUAGE_DATA, 'languages.csv'), 'utf8').trim().split('\n');
  if (head !== 'code,name,nplurals,formula') throw new Error(`unexpected languages.csv header: ${head}`);
  return lines.map((line) => {
    const [code = '', name = '', number = '', formula = ''] = splitCsvLine(line);
    return { code, name, number: Number(number), formula };
  });
}

/** `aliases.csv`: alias → target code (comment lines, starting with `#`, left out). */
export function readWeblateAliases(): [alias: string, target: string][] {
  const lines = fs.readFileSync(path.join(WEBLATE_LANGUAGE_DATA, 'aliases.csv'), 'utf8').trim().split('\n').slice(1);
  return lines.filter((line) => !line.startsWith('#')).map((line) => {
    const [alias = '', target = ''] = splitCsvLine(line);
    return [alias, target];
  });
}

/** Weblate's aliases whose alias resolves to the same language as its target here, and those that do not. */
export function compareAliases(catalogue: LanguageCatalogue): { total: number; same: number; other: string[] } {
  const aliases = readWeblateAliases();
  const other = aliases.filter(([alias, target]) => catalogue.resolveCode(alias) !== catalogue.resolveCode(target));
  return { total: aliases.length, same: aliases.length - other.length, other: other.map(([alias]) => alias) };
}

/**
 * Weblate's RTL_LANGS (weblate_language_data/rtl.py, generated; the newest version as of the shared copy's
 * commit). The shared copy has no direction column, so the list is quoted here.
 */
export const WEBLATE_RTL_LANGS: ReadonlySet<string> = new Set([
  'ae', 'aii', 'ajp', 'apc', 'ar', 'ar_BH', 'ar_DZ', 'ar_EG', 'ar_KW', 'ar_LY', 'ar_MA', 'ar_SA', 'ar_YE', 'ara', 'arc',
  'ave', 'bal', 'bgn', 'bqi', 'ckb', 'ckb_IR', 'dv', 'egy', 'fa', 'fa_AF', 'fas', 'ha', 'he', 'heb', 'khw', 'ks', 'lrc',
  'luz', 'ms_Arab', 'mzn', 'nqo', 'pal', 'per', 'phn', 'ps', 'rhg', 'sam', 'sd', 'sdh', 'skr', 'syc', 'syr', 'ug', 'ur',
  'ur_IN', 'urd', 'yi',
]);

/** Weblate's `Language.guess_direction`: rtl when the code or its base code (before `_` or `-`) is in RTL_LANGS. */
export function weblateDirection(code: string): 'ltr' | 'rtl' {
  const base = code.replace(/_/g, '-').split('-')[0] ?? code;
  return WEBLATE_RTL_LANGS.has(code) || WEBLATE_RTL_LANGS.has(base) ? 'rtl' : 'ltr';
}

export interface AgreementRow {
  code: string;
  /** The code static-tms serves for a file named with Weblate's code (null: rejected). */
  served: string | null;
  ours: { number: number; formula: string; direction: 'ltr' | 'rtl' } | null;
  weblate: { number: number; formula: string; direction: 'ltr' | 'rtl' };
  number: boolean;
  /** Same count and equivalent by evaluation (compatibility.md §14.6). */
  formula: boolean;
  direction: boolean;
}

export interface Agreement {
  rows: AgreementRow[];
  total: number;
  /** Served under Weblate's exact spelling. */
  spelling: number;
  number: number;
  formula: number;
  direction: number;
  /** Plural count, formula and direction all agree. */
  all: number;
  /** Served codes that two or more of Weblate's codes map to. */
  merged: Map<string, string[]>;
}

/** Compares the catalogue's language for each of Weblate's codes with Weblate's plural and direction. */
export function compareWithWeblate(catalogue: LanguageCatalogue, languages = readWeblateLanguages()): Agreement {
  const rows: AgreementRow[] = [];
  const byServed = new Map<string, string[]>();
  for (const w of languages) {
    const served = catalogue.resolveCode(w.code);
    const weblate = { number: w.number, formula: w.formula, direction: weblateDirection(w.code) };
    if (served === null) {
      rows.push({ code: w.code, served, ours: null, weblate, number: false, formula: false, direction: false });
      continue;
    }
    byServed.set(served, [...(byServed.get(served) ?? []), w.code]);
    const { language } = catalogue.getLanguage(served);
    const ours = { number: language.plural.number, formula: language.plural.formula, direction: language.direction };
    const number = ours.number === w.number;
    rows.push({
      code: w.code, served, ours, weblate, number,
      formula: number && formulasEquivalent(ours.formula, w.formula),
      direction: ours.direction === weblate.direction,
    });
  }
  const count = (test: (row: AgreementRow) => boolean): number => rows.filter(test).length;
  return {
    rows,
    total: rows.length,
    spelling: count((r) => r.served === r.code),
    number: count((r) => r.number),
    formula: count((r) => r.formula),
    direction: count((r) => r.direction),
    all: count((r) => r.number && r.formula && r.direction),
    merged: new Map([...byServed].filter(([, codes]) => codes.length > 1)),
  };
}

/** `787 of 799 (98.5 %)`. */
export function share(part: number, total: number): string {
  return `${part} of ${total} (${((100 * part) / total).toFixed(1)} %)`;
}
