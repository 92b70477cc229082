/**
 * A safe evaluator for gettext plural expressions (compatibility.md §14.6): the expression is parsed
 * into a tree (ternary, ||, &&, comparisons, + - * / %, !, unary -, parentheses, n, integer literals)
 * and evaluated with C semantics: integer division and remainder, comparisons and logic giving 0 or 1.
 */

export type FormulaNode =
  | { kind: 'num'; value: number }
  | { kind: 'n' }
  | { kind: 'unary'; op: '!' | '-'; arg: FormulaNode }
  | { kind: 'binary'; op: string; left: FormulaNode; right: FormulaNode }
  | { kind: 'cond'; test: FormulaNode; then: FormulaNode; else: FormulaNode };

const TOKEN = /\s*(\d+|n|\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()])/y;
const TRAILING_SPACE = /\s*$/y;

/**
 * Longer expressions are refused: the longest gettext formula in use is under 200 characters, and
 * the parser and evaluator recurse once per level of nesting, so a formula of some thousands of
 * parentheses would overflow the stack at a depth that depends on the caller.
 */
export const MAX_FORMULA_LENGTH = 1000;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let pos = 0;
  while (pos < text.length) {
    TRAILING_SPACE.lastIndex = pos;
    if (TRAILING_SPACE.test(text)) break; // not /^\s*$/ on a slice: that copied the rest of the text at each token
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(text);
    if (!m || m[1] === undefined) throw new Error(`Invalid plural formula at ${pos}: ${text}`);
    tokens.push(m[1]);
    pos = TOKEN.lastIndex;
  }
  return tokens;
}

const BINARY_LEVELS: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

class Parser {
  private pos = 0;
  constructor(private readonly tokens: string[]) {}

  parse(): FormulaNode {
    const node = this.ternary();
    if (this.pos !== this.tokens.length) throw new Error(`Unexpected token ${this.tokens[this.pos]}`);
    return node;
  }

  private peek(): string | undefined {
    return this.tokens[this.pos];
  }

  private expect(token: string): void {
    if (this.tokens[this.pos] !== token) throw new Error(`Expected ${token}`);
    this.pos++;
  }

  private ternary(): FormulaNode {
    const test = this.binary(0);
    if (this.peek() !== '?') return test;
    this.pos++;
    const then = this.ternary();
    this.expect(':');
    const otherwise = this.ternary();
    return { kind: 'cond', test, then, else: otherwise };
  }

  private binary(level: number): FormulaNode {
    const ops = BINARY_LEVELS[level];
    if (!ops) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const op = this.peek();
      if (op === undefined || !ops.includes(op)) return left;
      this.pos++;
      const right = this.binary(level + 1);
      left = { kind: 'binary', op, left, right };
    }
  }

  private unary(): FormulaNode {
    const token = this.peek();
    if (token === '!' || token === '-') {
      this.pos++;
      return { kind: 'unary', op: token, arg: this.unary() };
    }
    if (token === '+') {
      this.pos++;
      return this.unary();
    }
    return this.primary();
  }

  private primary(): FormulaNode {
    const token = this.peek();
    this.pos++;
    if (token === undefined) throw new Error('Unexpected end of formula');
    if (token === '(') {
      const node = this.ternary();
      this.expect(')');
      return node;
    }
    if (token === 'n') return { kind: 'n' };
    if (/^\d+$/.test(token)) return { kind: 'num', value: Number(token) };
    throw new Error(`Unexpected token ${token}`);
  }
}

function truthy(value: number): number {
  return value !== 0 ? 1 : 0;
}

function evaluateNode(node: FormulaNode, n: number): number {
  switch (node.kind) {
    case 'num':
      return node.value;
    case 'n':
      return n;
    case 'unary': {
      const v = evaluateNode(node.arg, n);
      return node.op === '!' ? (v === 0 ? 1 : 0) : -v;
    }
    case 'cond':
      return evaluateNode(node.test, n) !== 0 ? evaluateNode(node.then, n) : evaluateNode(node.else, n);
    case 'binary': {
      if (node.op === '||') return evaluateNode(node.left, n) !== 0 ? 1 : truthy(evaluateNode(node.right, n));
      if (node.op === '&&') return evaluateNode(node.left, n) === 0 ? 0 : truthy(evaluateNode(node.right, n));
      const a = evaluateNode(node.left, n);
      const b = evaluateNode(node.right, n);
      switch (node.op) {
        case '==': return a === b ? 1 : 0;
        case '!=': return a !== b ? 1 : 0;
        case '<': return a < b ? 1 : 0;
        case '<=': return a <= b ? 1 : 0;
        case '>': return a > b ? 1 : 0;
        case '>=': return a >= b ? 1 : 0;
        case '+': return a + b;
        case '-': return a - b;
        case '*': return a * b;
        // Division by zero is undefined in C; 0 keeps the evaluator total.
        case '/': return b === 0 ? 0 : Math.trunc(a / b);
        case '%': return b === 0 ? 0 : a % b;
        default: throw new Error(`Unknown operator ${node.op}`);
      }
    }
  }
}

const compiled = new Map<string, FormulaNode>();

/** Parses a gettext plural expression (without `nplurals=`/`plural=`); throws on a syntax error. */
export function parseFormula(formula: string): FormulaNode {
  let node = compiled.get(formula);
  if (!node) {
    if (formula.length > MAX_FORMULA_LENGTH) throw new Error(`a plural formula has at most ${MAX_FORMULA_LENGTH} characters`);
    node = new Parser(tokenize(formula.trim().replace(/;$/, ''))).parse();
    compiled.set(formula, node);
  }
  return node;
}

/** True when `formula` is a syntactically valid plural expression. */
export function validateFormula(formula: string): boolean {
  try {
    parseFormula(formula);
    return true;
  } catch {
    return false;
  }
}

/** The form index that `formula` selects for the non-negative integer n (C semantics). */
export function evaluateFormula(formula: string, n: number): number {
  return evaluateNode(parseFormula(formula), n);
}

/** The sample values of §14.6: 0…199 and 10^3 … 10^7. */
export const EQUIVALENCE_SAMPLES: readonly number[] = [
  ...Array.from({ length: 200 }, (_, i) => i),
  1_000, 10_000, 100_000, 1_000_000, 10_000_000,
];

/** §14.6: same form index for every sample value. */
export function formulasEquivalent(a: string, b: string): boolean {
  if (a === b) return true;
  const na = parseFormula(a);
  const nb = parseFormula(b);
  return EQUIVALENCE_SAMPLES.every((n) => evaluateNode(na, n) === evaluateNode(nb, n));
}

/** True when `text` is `( … )` with the first parenthesis closing at the very end. */
export function isEnclosedInParentheses(text: string): boolean {
  if (!text.startsWith('(') || !text.endsWith(')')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') {
      depth--;
      if (depth === 0 && i < text.length - 1) return false;
    }
  }
  return depth === 0;
}
