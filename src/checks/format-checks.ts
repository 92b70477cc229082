import type { CheckContext, UnitCheck } from './check-context.js';
import { C_DIALECT, PHP_DIALECT, PYTHON_DIALECT, scanPrintf, type PrintfDialect } from './printf-scanner.js';
import { scanPythonBrace } from './python-brace-scanner.js';
import type { FormatSyntax } from './format-syntax.js';
import { JAVA_MESSAGE_SYNTAX, JAVA_PRINTF_SYNTAX } from './java-format-syntaxes.js';
import { I18NEXT_SYNTAX } from './i18next-syntax.js';

/**
 * Format-string checks (Weblate's `format.py` semantics, reimplemented). A check runs only when
 * the unit (or the component's check_flags) has its `*-format` flag and not the `no-*-format` one.
 * Positional placeholders (`%s %d`, `{}`) must keep their order; numbered or named ones
 * (`%1$s`, `%(name)s`, `{name}`) may be reordered but each must keep its count. `%%`, `{{`, `}}`
 * are literals. In a plural unit, a form that covers a single number (English "one" = {1}) may
 * omit placeholders ("one minute" for "%d minute").
 */

// The placeholders are found by scanners that give these expressions' matches in linear time
// (printf-scanner.ts, python-brace-scanner.ts):
//   C, JavaScript  %((?:\d+\$)?(?:[ +#'-]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]|))
//   PHP            %((?:\d+\$)?(?:[ +#-]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]|))
//   Python         %((?:\([^)]+\))?(?:[ +#-]*(?:\d+)?(?:\.\d+)?(?:hh|h|l|ll)?[a-zA-Z%]|))
const printfPositional = (p: string): boolean => !p.includes('$') && p !== '%';
const printfExtract = (dialect: PrintfDialect) => (text: string): string[] => scanPrintf(text, dialect).map((m) => m.inner.replaceAll("'", ''));
const braceExtract = (text: string): string[] => scanPythonBrace(text).map((m) => m.value);

const SYNTAXES: readonly FormatSyntax[] = [
  {
    id: 'c_format',
    flag: 'c-format',
    label: 'C format',
    extract: printfExtract(C_DIALECT),
    isPositional: printfPositional,
    literals: ['%'],
    show: (p) => `%${p}`,
  },
  {
    id: 'python_format',
    flag: 'python-format',
    label: 'Python format',
    extract: printfExtract(PYTHON_DIALECT),
    isPositional: (p) => !p.includes('(') && p !== '{' && p !== '}',
    literals: ['%'],
    show: (p) => `%${p}`,
  },
  {
    id: 'python_brace_format',
    flag: 'python-brace-format',
    label: 'Python brace format',
    extract: braceExtract,
    isPositional: (p) => p === '',
    literals: ['{', '}'],
    show: (p) => `{${p}}`,
    strayChars: (target) => {
      let rest = '';
      let from = 0;
      for (const m of scanPythonBrace(target)) {
        rest += target.slice(from, m.start);
        from = m.end;
      }
      rest += target.slice(from);
      return ['{', '}'].filter((c) => rest.includes(c));
    },
  },
  {
    id: 'php_format',
    flag: 'php-format',
    label: 'PHP format',
    extract: printfExtract(PHP_DIALECT),
    isPositional: printfPositional,
    literals: ['%'],
    show: (p) => `%${p}`,
  },
  {
    id: 'javascript_format',
    flag: 'javascript-format',
    label: 'JavaScript format',
    extract: printfExtract(C_DIALECT),
    isPositional: printfPositional,
    literals: ['%'],
    show: (p) => `%${p}`,
  },
  JAVA_MESSAGE_SYNTAX,
  JAVA_PRINTF_SYNTAX,
  I18NEXT_SYNTAX,
];

function append<T>(to: T[], items: readonly T[]): void {
  for (const item of items) to.push(item);
}

function extractPlaceholders(syntax: FormatSyntax, text: string): string[] {
  return syntax.extract(text).filter((value) => !syntax.literals.includes(value));
}

interface Mismatch {
  missing: string[];
  extra: string[];
}

function countMap(items: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of items) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
}

function subtractCounts(a: Map<string, number>, b: Map<string, number>): string[] {
  const out: string[] = [];
  for (const [key, count] of a) {
    for (let i = count - (b.get(key) ?? 0); i > 0; i--) out.push(key);
  }
  return out.sort();
}

function compareFormat(syntax: FormatSyntax, source: string, target: string, ignoreMissing: boolean): Mismatch | null {
  if (source === '' || target === '') return null;
  const src = extractPlaceholders(syntax, source);
  const tgt = extractPlaceholders(syntax, target);
  const positional = src.length === 0 || src.some((p) => syntax.isPositional(p));
  let missing: string[] = [];
  let extra: string[] = [];
  if (!positional) {
    const srcCounts = countMap(src);
    const tgtCounts = countMap(tgt);
    missing = subtractCounts(srcCounts, tgtCounts);
    extra = subtractCounts(tgtCounts, srcCounts);
  } else {
    const common = Math.min(src.length, tgt.length);
    for (let i = 0; i < common; i++) {
      if (src[i] !== tgt[i]) {
        missing.push(src[i]!);
        extra.push(tgt[i]!);
      }
    }
    // Appended one by one: spread arguments overflow the stack past some 100,000 placeholders.
    append(missing, src.slice(common));
    append(extra, tgt.slice(common));
  }
  if (syntax.strayChars) append(extra, syntax.strayChars(target));
  if (ignoreMissing && missing.length > 0 && extra.length === 0) missing = [];
  if (syntax.targetMissing) append(missing, syntax.targetMissing(target));
  return missing.length > 0 || extra.length > 0 ? { missing, extra } : null;
}

function* compareUnit(syntax: FormatSyntax, ctx: CheckContext): Generator<Mismatch | null> {
  const { sources, targets, flags } = ctx;
  const [source0 = '', source1] = sources;
  const [target0 = '', ...others] = targets;
  // A language with one plural form translates the plural source.
  if (source1 !== undefined && targets.length === 1) {
    yield compareFormat(syntax, source1, target0, false);
    return;
  }
  // Compare with the plural source when only it has placeholders.
  const singularSource =
    source1 !== undefined &&
    extractPlaceholders(syntax, source0).length === 0 &&
    extractPlaceholders(syntax, source1).length > 0
      ? source1
      : source0;
  const examples = source1 === undefined ? [] : ctx.pluralExamples();
  const first = examples[0] ?? [];
  const ignoreFirst =
    source1 !== undefined &&
    !flags.has('strict-format') &&
    (first.length === 1 || (first.length === 2 && first[0] === '0' && first[1] === '1' && !ctx.strictFormatPlurals));
  yield compareFormat(syntax, singularSource, target0, ignoreFirst);
  if (source1 === undefined) return;
  for (const [i, target] of others.entries()) {
    yield compareFormat(syntax, source1, target, (examples[i + 1] ?? []).length === 1);
  }
}

function describe(syntax: FormatSyntax, found: Mismatch): string {
  const show = (items: string[]): string => [...new Set(items)].map((p) => syntax.show(p)).join(', ');
  const parts: string[] = [];
  const described: string[] = [];
  const missing = found.missing.filter((p) => {
    const text = syntax.describeMissing?.(p) ?? null;
    if (text !== null && !described.includes(text)) described.push(text);
    return text === null;
  });
  const mismatch: Mismatch = { missing, extra: found.extra };
  const stray = mismatch.extra.filter((p) => syntax.strayChars !== undefined && (p === '{' || p === '}'));
  const extra = mismatch.extra.filter((p) => !stray.includes(p));
  const extraSet = new Set(extra);
  const reordered =
    mismatch.missing.length > 0 &&
    mismatch.missing.every((p) => syntax.isPositional(p)) &&
    new Set(mismatch.missing).size === extraSet.size &&
    mismatch.missing.every((p) => extraSet.has(p));
  if (reordered) {
    parts.push(`format strings in the wrong order: ${show(mismatch.missing)}`);
  } else {
    if (mismatch.missing.length > 0) parts.push(`missing ${show(mismatch.missing)}`);
    if (extra.length > 0) parts.push(`extra ${show(extra)}`);
  }
  for (const c of new Set(stray)) parts.push(`single ${c} in the format string`);
  append(parts, described);
  return `${syntax.label} string does not match source: ${parts.join('; ')}`;
}

function formatCheck(syntax: FormatSyntax): UnitCheck {
  return {
    id: syntax.id,
    run(ctx) {
      const active = syntax.isActive ? syntax.isActive(ctx) : ctx.flags.has(syntax.flag);
      if (!active || ctx.flags.has(`no-${syntax.flag}`)) return null;
      const merged: Mismatch = { missing: [], extra: [] };
      for (const result of compareUnit(syntax, ctx)) {
        if (result) {
          append(merged.missing, result.missing);
          append(merged.extra, result.extra);
        }
      }
      return merged.missing.length > 0 || merged.extra.length > 0 ? describe(syntax, merged) : null;
    },
  };
}

export const FORMAT_CHECKS: readonly UnitCheck[] = SYNTAXES.map(formatCheck);
