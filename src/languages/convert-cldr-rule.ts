import { isEnclosedInParentheses } from './plural-formula.js';

/**
 * CLDR cardinal plural rules → gettext formula (compatibility.md §14.5).
 * Integer samples only: v, w, f, t, c and e are 0, so atoms on them are constant-folded.
 */

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A CLDR rule set: category → rule text (with samples), as in cldr-core plurals.json. */
export type CldrRuleSet = Partial<Record<PluralCategory, string>>;

export interface ConvertedRule {
  number: number;
  formula: string;
  /** The categories kept, in form-index order. */
  categories: PluralCategory[];
}

interface RangeItem {
  from: number;
  to: number;
}

interface Atom {
  expr: string;
  negated: boolean;
  items: RangeItem[];
}

/** An and-group is a list of atoms; a condition is an or-list of and-groups. `true` is an always-true group. */
type Group = Atom[] | true;

/** Reads a CLDR rule set from the `pluralRule-count-*` keys of plurals.json. */
export function parseCldrRuleSet(raw: Record<string, string>): CldrRuleSet {
  const set: CldrRuleSet = {};
  for (const category of PLURAL_CATEGORIES) {
    const rule = raw[`pluralRule-count-${category}`];
    if (rule !== undefined) set[category] = rule;
  }
  return set;
}

/** The integer samples of a rule (`@integer …` up to `@decimal`), as text. */
export function integerSamples(rule: string): string | null {
  const m = /@integer([^@]*)/.exec(rule);
  return m?.[1] !== undefined ? m[1].trim() : null;
}

/** The "many" category of ca, es, fr, it, pt…: uses the exponent and its integer samples start at 1000000. */
export function isExponentManyRule(rule: string): boolean {
  const samples = integerSamples(rule);
  return samples !== null && /^1000000\b/.test(samples) && /\be\b/.test(stripSamples(rule));
}

function stripSamples(rule: string): string {
  const at = rule.indexOf('@');
  return (at >= 0 ? rule.slice(0, at) : rule).trim();
}

function parseItems(list: string): RangeItem[] {
  return list.split(',').map((part) => {
    const [a, b] = part.trim().split('..');
    const from = Number(a);
    const to = b === undefined ? from : Number(b);
    if (!Number.isInteger(from) || !Number.isInteger(to)) throw new Error(`Bad CLDR range ${part}`);
    return { from, to };
  });
}

function itemContains(items: RangeItem[], value: number): boolean {
  return items.some((r) => value >= r.from && value <= r.to);
}

/** Parses one atom; returns a boolean when it folds to a constant. */
function parseAtom(text: string): Atom | boolean {
  const m = /^([nivwftce])\s*(?:%\s*(\d+))?\s*(!=|=)\s*([\d.,\s]+)$/.exec(text.trim());
  if (!m || m[1] === undefined || m[3] === undefined || m[4] === undefined) {
    throw new Error(`Unsupported CLDR atom: ${text}`);
  }
  const negated = m[3] === '!=';
  const items = parseItems(m[4]);
  if (m[1] !== 'n' && m[1] !== 'i') {
    // The operand is 0 (and 0 % x is 0).
    return itemContains(items, 0) !== negated;
  }
  const expr = m[2] !== undefined ? `n % ${m[2]}` : 'n';
  return { expr, negated, items };
}

function parseCondition(rule: string): Group[] {
  const groups: Group[] = [];
  for (const orPart of stripSamples(rule).split(' or ')) {
    const atoms: Atom[] = [];
    let alive = true;
    for (const andPart of orPart.split(' and ')) {
      const atom = parseAtom(andPart);
      if (atom === false) {
        alive = false;
        break;
      }
      if (atom !== true) atoms.push(atom);
    }
    if (!alive) continue;
    groups.push(atoms.length === 0 ? true : atoms);
  }
  return groups;
}

function renderPositiveItem(x: string, r: RangeItem, inList: boolean): string {
  if (r.from === r.to) return `${x} == ${r.from}`;
  if (r.to === r.from + 1) return `(${x} == ${r.from} || ${x} == ${r.to})`;
  const text = `${x} >= ${r.from} && ${x} <= ${r.to}`;
  return inList ? `(${text})` : text;
}

function renderNegativeItem(x: string, r: RangeItem): string {
  if (r.from === r.to) return `${x} != ${r.from}`;
  if (r.from <= 0) return `${x} > ${r.to}`;
  return `(${x} < ${r.from} || ${x} > ${r.to})`;
}

function renderAtom(atom: Atom): string {
  const { expr, items } = atom;
  if (atom.negated) return items.map((r) => renderNegativeItem(expr, r)).join(' && ');
  if (items.length === 1 && items[0]) return renderPositiveItem(expr, items[0], false);
  return `(${items.map((r) => renderPositiveItem(expr, r, true)).join(' || ')})`;
}

function simplify(text: string): string {
  return text
    .replace(/\bn >= 0 && n <= 2 && n != 2\b/g, 'n == 0 || n == 1')
    .replace(/\bn != 0 && n != 1\b/g, 'n > 1')
    .replace(/\(n == 0 \|\| n == 1\) && n != 0\b/g, 'n == 1');
}

function renderGroup(group: Group): string {
  return group === true ? '1' : simplify(group.map(renderAtom).join(' && '));
}

function renderCondition(groups: Group[]): string {
  if (groups.length === 0) return '0';
  if (groups.some((g) => g === true)) return '1';
  return groups.map(renderGroup).join(' || ');
}

function negateAtom(atom: Atom): Atom {
  return { ...atom, negated: !atom.negated };
}

/** The negation of a condition, by De Morgan: an and-list of or-groups of negated atoms. */
function renderNegation(groups: Group[]): string {
  if (groups.length === 0) return '1';
  if (groups.some((g) => g === true)) return '0';
  const parts = groups.map((group) => {
    const atoms = (group as Atom[]).map((a) => simplify(renderAtom(negateAtom(a))));
    const text = atoms.join(' || ');
    return groups.length > 1 && atoms.length > 1 ? `(${text})` : text;
  });
  return simplify(parts.join(' && '));
}

/**
 * Converts a CLDR rule set. `dropExponentMany` drops the exponent-only "many" category
 * (§14.4 step 2: when the gettext table knows the language).
 */
export function convertCldrRule(ruleSet: CldrRuleSet, dropExponentMany = false): ConvertedRule {
  const kept: { category: PluralCategory; groups: Group[] }[] = [];
  for (const category of PLURAL_CATEGORIES) {
    const rule = ruleSet[category];
    if (rule === undefined) continue;
    if (integerSamples(rule) === null) continue;
    if (category === 'many' && dropExponentMany && isExponentManyRule(rule)) continue;
    kept.push({ category, groups: category === 'other' ? [true] : parseCondition(rule) });
  }
  const categories = kept.map((k) => k.category);
  const number = kept.length;
  if (number <= 1) return { number: 1, formula: '0', categories };
  const first = kept[0];
  if (number === 2 && first) return { number, formula: renderNegation(first.groups), categories };
  let formula = String(number - 1);
  for (let i = number - 2; i >= 0; i--) {
    const entry = kept[i];
    if (!entry) continue;
    const condition = renderCondition(entry.groups);
    const cond = `${isEnclosedInParentheses(condition) ? condition : `(${condition})`} ? ${i} : `;
    formula = i === number - 2 ? `${cond}${formula}` : `${cond}(${formula})`;
  }
  return { number, formula, categories };
}
