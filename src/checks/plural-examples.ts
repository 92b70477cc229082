/**
 * Which numbers fall into each plural form, from a gettext plural expression (e.g.
 * `n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2`). Weblate uses these
 * "examples" to let a form that covers a single number (English "one" = {1}) omit its
 * placeholder ("one file" instead of "%d file").
 */

import { MAX_FORMULA_LENGTH } from '../languages/plural-formula.js';

type Expr = (n: number) => number;

const TOKEN = /\s*(\d+|n|\?|:|\(|\)|==|!=|<=|>=|&&|\|\||[<>+\-*/%!])/y;
const TRAILING_SPACE = /\s*$/y;

function tokenize(text: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let pos = 0;
  while (pos < text.length) {
    TRAILING_SPACE.lastIndex = pos;
    if (TRAILING_SPACE.test(text)) break; // not /^\s*$/ on a slice: that copied the rest of the text at each token
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(text);
    if (!m) return null;
    tokens.push(m[1]!);
    pos = TOKEN.lastIndex;
  }
  return tokens;
}

const BINARY: Record<string, [number, (a: number, b: number) => number]> = {
  '||': [1, (a, b) => (a || b ? 1 : 0)],
  '&&': [2, (a, b) => (a && b ? 1 : 0)],
  '==': [3, (a, b) => (a === b ? 1 : 0)],
  '!=': [3, (a, b) => (a !== b ? 1 : 0)],
  '<': [4, (a, b) => (a < b ? 1 : 0)],
  '>': [4, (a, b) => (a > b ? 1 : 0)],
  '<=': [4, (a, b) => (a <= b ? 1 : 0)],
  '>=': [4, (a, b) => (a >= b ? 1 : 0)],
  '+': [5, (a, b) => a + b],
  '-': [5, (a, b) => a - b],
  '*': [6, (a, b) => a * b],
  '/': [6, (a, b) => (b === 0 ? 0 : Math.trunc(a / b))],
  '%': [6, (a, b) => (b === 0 ? 0 : a % b)],
};

/** Compiles a gettext plural expression (a leading `plural=` and a trailing `;` are allowed); null when malformed. */
export function compilePluralFormula(formula: string): Expr | null {
  // As parseFormula (plural-formula.ts): the recursion is one level per level of nesting.
  if (formula.length > MAX_FORMULA_LENGTH) return null;
  const body = formula.replace(/^.*plural\s*=\s*/s, '').replace(/;\s*$/, '');
  const parsed = tokenize(body);
  if (parsed === null || parsed.length === 0) return null;
  const tokens: string[] = parsed;
  let pos = 0;
  const peek = (): string | undefined => tokens[pos];

  function primary(): Expr {
    const t = tokens[pos++];
    if (t === undefined) throw new SyntaxError('end of formula');
    if (t === 'n') return (n) => n;
    if (/^\d+$/.test(t)) {
      const v = Number(t);
      return () => v;
    }
    if (t === '!') {
      const e = primary();
      return (n) => (e(n) ? 0 : 1);
    }
    if (t === '-') {
      const e = primary();
      return (n) => -e(n);
    }
    if (t === '(') {
      const e = ternary();
      if (tokens[pos++] !== ')') throw new SyntaxError('missing )');
      return e;
    }
    throw new SyntaxError(`unexpected ${t}`);
  }

  function binary(minPrec: number): Expr {
    let left = primary();
    for (;;) {
      const op = peek();
      const entry = op === undefined ? undefined : BINARY[op];
      if (entry === undefined || entry[0] < minPrec) return left;
      pos++;
      const right = binary(entry[0] + 1);
      const l = left;
      const apply = entry[1];
      left = (n) => apply(l(n), right(n));
    }
  }

  function ternary(): Expr {
    const cond = binary(1);
    if (peek() !== '?') return cond;
    pos++;
    const yes = ternary();
    if (tokens[pos++] !== ':') throw new SyntaxError('missing :');
    const no = ternary();
    return (n) => (cond(n) ? yes(n) : no(n));
  }

  try {
    const expr = ternary();
    return pos === tokens.length ? expr : null;
  } catch {
    return null;
  }
}

/**
 * For each plural form, the numbers 0..999 that select it (as strings, like Weblate). Without a
 * usable formula, the English-like shape is assumed: form 0 = ["1"], every other form many numbers.
 */
export function computePluralExamples(formula: string | undefined, pluralNumber: number): string[][] {
  const examples: string[][] = Array.from({ length: Math.max(pluralNumber, 1) }, () => []);
  const expr = formula === undefined ? null : compilePluralFormula(formula);
  if (expr === null) {
    examples[0] = ['1'];
    for (let i = 1; i < examples.length; i++) examples[i] = ['0', '2', '3'];
    return examples;
  }
  for (let n = 0; n < 1000; n++) {
    const form = expr(n);
    examples[form]?.push(String(n));
  }
  return examples;
}
