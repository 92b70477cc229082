import type { CheckContext, UnitCheck } from './check-context.js';
import { parseIcuMessage, type IcuNode } from './icu-message-parser.js';

/**
 * Weblate's `icu_message_format` check (`weblate/checks/icu.py`), on with the `icu-message-format`
 * flag (Weblate's check flag of ARB files): the target must parse as ICU MessageFormat, use the
 * source's placeholders and no others, keep numeric placeholders numeric (`number`, `plural`,
 * `selectordinal` are interchangeable) and other types within the source's, give every
 * sub-message placeholder an `other`, use only CLDR plural selectors (`zero`…`other`, `=N`), and
 * only the source's selectors in a `select`. A source that does not parse is not held against
 * the target. `icu-flags:-extra:-missing:-types:-require_other:-plural_selectors:-submessage_selectors`
 * turns parts off, as in Weblate; XML tags in messages (`icu-flags:xml`) are not supported.
 */

const NUMERIC_TYPES = new Set(['number', 'plural', 'selectordinal']);
const PLURAL_TYPES = new Set(['plural', 'selectordinal']);
const PLURAL_SELECTORS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

interface PlaceholderSummary {
  types: Set<string>;
  /** null: never typed; true/false; 'mixed': typed both ways. */
  isNumber: boolean | null | 'mixed';
  choices?: Set<string>;
  badPlural?: Set<string>;
}

function summarize(nodes: readonly IcuNode[], into = new Map<string, PlaceholderSummary>()): Map<string, PlaceholderSummary> {
  // Depth first with a stack (pop, not shift: a message may hold many thousands of placeholders);
  // the order of the names only orders the messages.
  const pending: IcuNode[] = [...nodes].reverse();
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    let data = into.get(node.name);
    if (data === undefined) {
      data = { types: new Set(), isNumber: null };
      into.set(node.name, data);
    }
    if (node.type !== undefined) {
      data.types.add(node.type);
      const numeric = NUMERIC_TYPES.has(node.type);
      data.isNumber = data.isNumber === null || data.isNumber === numeric ? numeric : 'mixed';
    }
    for (const [selector, sub] of node.options ?? []) {
      (data.choices ??= new Set()).add(selector);
      if (node.type !== undefined && PLURAL_TYPES.has(node.type) && !PLURAL_SELECTORS.has(selector) && !selector.startsWith('=')) {
        (data.badPlural ??= new Set()).add(selector);
      }
      for (let i = sub.length - 1; i >= 0; i--) pending.push(sub[i]!);
    }
  }
  return into;
}

interface Findings {
  syntax: string[];
  extra: string[];
  missing: string[];
  wrongType: string[];
  noOther: string[];
  badPlural: string[];
  badSubmessage: string[];
}

function compare(source: string, target: string, off: (part: string) => boolean, into: Findings): void {
  if (source === '' || target === '') return;
  const tgt = parseIcuMessage(target);
  if (!tgt.ok) {
    into.syntax.push(`${tgt.message} at character ${tgt.offset + 1}`);
    return;
  }
  const src = parseIcuMessage(source);
  if (!src.ok) return;
  const srcVars = summarize(src.nodes);
  const tgtVars = summarize(tgt.nodes);
  for (const [name, data] of tgtVars) {
    if (!off('-require_other') && data.choices !== undefined && !data.choices.has('other')) into.noOther.push(name);
    const srcData = srcVars.get(name);
    if (srcData === undefined) {
      if (!off('-extra')) into.extra.push(name);
      continue;
    }
    if (!off('-plural_selectors') && data.badPlural) into.badPlural.push(`${name} (${[...data.badPlural].join(', ')})`);
    if (!off('-submessage_selectors') && data.types.has('select') && srcData.types.has('select') && data.choices && srcData.choices) {
      const bad = [...data.choices].filter((c) => !srcData.choices!.has(c));
      if (bad.length > 0) into.badSubmessage.push(`${name} (${bad.join(', ')})`);
    }
    if (!off('-types')) {
      const wrong = srcData.isNumber === true ? data.isNumber !== true : [...data.types].some((t) => !srcData.types.has(t));
      if (wrong) into.wrongType.push(name);
    }
  }
  if (!off('-missing')) for (const name of srcVars.keys()) if (!tgtVars.has(name)) into.missing.push(name);
}

/** Each target form with its source, as the format checks pair them (a language with one form translates the plural). */
function pairs(ctx: CheckContext): [string, string][] {
  const [singular = '', plural] = ctx.sources;
  if (plural === undefined) return ctx.targets.map((t) => [singular, t]);
  if (ctx.targets.length === 1) return [[plural, ctx.targets[0]!]];
  return ctx.targets.map((t, i) => [i === 0 ? singular : plural, t]);
}

const unique = (items: string[]): string => [...new Set(items)].join(', ');

export const icuMessageFormatCheck: UnitCheck = {
  id: 'icu_message_format',
  run(ctx) {
    if (!ctx.flags.has('icu-message-format') || ctx.flags.has('no-icu-message-format')) return null;
    const icuFlags = new Set(ctx.flags.args('icu-flags').map((a) => a.value));
    const off = (part: string): boolean => icuFlags.has(part);
    const found: Findings = { syntax: [], extra: [], missing: [], wrongType: [], noOther: [], badPlural: [], badSubmessage: [] };
    for (const [source, target] of pairs(ctx)) compare(source, target, off, found);
    const parts: string[] = [];
    if (found.syntax.length > 0) parts.push(`syntax error: ${unique(found.syntax)}`);
    if (found.extra.length > 0) parts.push(`unknown placeholders in the translation: ${unique(found.extra)}`);
    if (found.missing.length > 0) parts.push(`placeholders missing in the translation: ${unique(found.missing)}`);
    if (found.wrongType.length > 0) parts.push(`placeholder types are incorrect: ${unique(found.wrongType)}`);
    if (found.noOther.length > 0) parts.push(`missing other sub-message for: ${unique(found.noOther)}`);
    if (found.badPlural.length > 0) parts.push(`incorrect plural selectors for: ${unique(found.badPlural)}`);
    if (found.badSubmessage.length > 0) parts.push(`incorrect sub-message selectors for: ${unique(found.badSubmessage)}`);
    return parts.length === 0 ? null : `ICU MessageFormat: ${parts.join('; ')}`;
  },
};
