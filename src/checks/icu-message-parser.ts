/**
 * An ICU MessageFormat parser for the `icu_message_format` check, with the options Weblate gives
 * pyicumessageformat: spaces allowed around names and types, sub-messages allowed on any type
 * ("loose"), `other` not required by the parser (the check reports it), no XML tags. It keeps what
 * the check compares: each placeholder's name, type, and sub-message selectors. Apostrophes quote
 * as in ICU (`''` is one `'`; `'` before `{`, `}` or, in a plural, `#` starts a quoted literal).
 * Never throws; a syntax error is returned with its offset. Iterative over the text and bounded in
 * depth, so that a hostile text cannot overflow the stack.
 */
export interface IcuPlaceholder {
  name: string;
  /** Absent for `{name}`. */
  type?: string;
  /** Sub-message selectors with their sub-messages (`one`, `=0`, `other`, `male`…). */
  options?: Map<string, IcuNode[]>;
}

export type IcuNode = IcuPlaceholder;

export type IcuParse = { ok: true; nodes: IcuNode[] } | { ok: false; message: string; offset: number };

const MAX_DEPTH = 50;
const SUBMESSAGE_TYPES = new Set(['plural', 'selectordinal', 'select']);

class IcuSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

export function parseIcuMessage(text: string): IcuParse {
  const parser = new Parser(text);
  try {
    const nodes = parser.message(0, false);
    if (parser.pos < text.length) throw new IcuSyntaxError('unexpected }', parser.pos);
    return { ok: true, nodes };
  } catch (error) {
    if (error instanceof IcuSyntaxError) return { ok: false, message: error.message, offset: error.offset };
    throw error;
  }
}

class Parser {
  pos = 0;

  constructor(private readonly text: string) {}

  /** A message up to an unmatched `}` (left unread) or the end. */
  message(depth: number, inPlural: boolean): IcuNode[] {
    if (depth > MAX_DEPTH) throw new IcuSyntaxError('messages nested too deeply', this.pos);
    const nodes: IcuNode[] = [];
    const { text } = this;
    while (this.pos < text.length) {
      const c = text[this.pos]!;
      if (c === '}') return nodes;
      if (c === '{') {
        nodes.push(this.placeholder(depth, inPlural));
      } else if (c === "'") {
        this.apostrophe(inPlural);
      } else {
        this.pos++;
      }
    }
    return nodes;
  }

  private apostrophe(inPlural: boolean): void {
    const { text } = this;
    const next = text[this.pos + 1];
    if (next === "'") {
      this.pos += 2;
      return;
    }
    if (next !== '{' && next !== '}' && !(inPlural && next === '#')) {
      this.pos++;
      return;
    }
    // A quoted literal up to the next single `'` (`''` inside is one `'`), or to the end.
    this.pos += 1;
    while (this.pos < text.length) {
      if (text[this.pos] === "'") {
        if (text[this.pos + 1] === "'") {
          this.pos += 2;
          continue;
        }
        this.pos++;
        return;
      }
      this.pos++;
    }
  }

  private placeholder(depth: number, inPlural: boolean): IcuPlaceholder {
    const open = this.pos;
    this.pos++;
    this.spaces();
    const name = this.word((c) => !/[\s,{}]/.test(c));
    if (name === '') throw new IcuSyntaxError('expected a placeholder name', this.pos);
    this.spaces();
    if (this.eat('}')) return { name };
    if (!this.eat(',')) throw new IcuSyntaxError(this.pos >= this.text.length ? `unclosed placeholder ${name}` : 'expected , or }', this.pos);
    this.spaces();
    const type = this.word((c) => /[A-Za-z0-9_]/.test(c));
    if (type === '') throw new IcuSyntaxError(`expected a type for ${name}`, this.pos);
    this.spaces();
    if (this.eat('}')) return { name, type };
    if (!this.eat(',')) throw new IcuSyntaxError(this.pos >= this.text.length ? `unclosed placeholder ${name}` : 'expected , or }', this.pos);
    this.spaces();
    const plural = type === 'plural' || type === 'selectordinal';
    if (SUBMESSAGE_TYPES.has(type) || this.looksLikeOptions()) {
      const options = this.options(depth, plural || (inPlural && type === 'select'), plural, name);
      return { name, type, options };
    }
    this.style(open);
    return { name, type };
  }

  /** `sel {msg} sel {msg}… }` (after an optional `offset:n` in a plural), the closing `}` read. */
  private options(depth: number, inPlural: boolean, plural: boolean, name: string): Map<string, IcuNode[]> {
    const options = new Map<string, IcuNode[]>();
    if (plural && this.text.startsWith('offset:', this.pos)) {
      this.pos += 'offset:'.length;
      this.spaces();
      if (this.word((c) => c >= '0' && c <= '9') === '') throw new IcuSyntaxError('expected a number after offset:', this.pos);
    }
    for (;;) {
      this.spaces();
      if (this.eat('}')) break;
      if (this.pos >= this.text.length) throw new IcuSyntaxError(`unclosed placeholder ${name}`, this.pos);
      const selector = this.word((c) => !/[\s{}]/.test(c));
      if (selector === '') throw new IcuSyntaxError(`expected a selector for ${name}`, this.pos);
      this.spaces();
      if (!this.eat('{')) throw new IcuSyntaxError(`expected { after ${selector}`, this.pos);
      const nodes = this.message(depth + 1, inPlural);
      if (!this.eat('}')) throw new IcuSyntaxError(`unclosed sub-message ${selector} of ${name}`, this.pos);
      options.set(selector, nodes);
    }
    if (options.size === 0) throw new IcuSyntaxError(`expected sub-messages for ${name}`, this.pos);
    return options;
  }

  /** A style (`short`, `::currency/EUR`, `#,##0.00`) up to the placeholder's `}`, quotes honoured. */
  private style(open: number): void {
    const { text } = this;
    while (this.pos < text.length) {
      const c = text[this.pos]!;
      if (c === '}') {
        this.pos++;
        return;
      }
      if (c === '{') throw new IcuSyntaxError('unexpected { in a style', this.pos);
      if (c === "'") this.apostrophe(false);
      else this.pos++;
    }
    throw new IcuSyntaxError('unclosed placeholder', open);
  }

  /** Whether a selector followed by `{` starts here (sub-messages on a type that does not require them). */
  private looksLikeOptions(): boolean {
    const rest = /^[^\s{}]+\s*\{/.exec(this.text.slice(this.pos, this.pos + 200));
    return rest !== null;
  }

  private spaces(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++;
  }

  private word(test: (c: string) => boolean): string {
    const start = this.pos;
    while (this.pos < this.text.length && test(this.text[this.pos]!)) this.pos++;
    return this.text.slice(start, this.pos);
  }

  private eat(c: string): boolean {
    if (this.text[this.pos] !== c) return false;
    this.pos++;
    return true;
  }
}
