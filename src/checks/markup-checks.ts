import type * as Saxes from 'saxes';
import { anyPair, type CheckContext, type UnitCheck } from './check-context.js';
import type { FlagArgument } from './parse-check-flags.js';
import { hasXmlTag } from './untranslatable-parts.js';
import type { RE2JS } from 're2js';
import { lazyModule } from '../lazy-module.js';

const saxes = lazyModule<typeof Saxes>('saxes');
const re2js = lazyModule<{ RE2JS: typeof RE2JS }>('re2js');

/** `xml_tags` and `placeholders` (Weblate's `markup.py` and `placeholders.py` semantics, reimplemented). */

const XML_ENTITY = /&(?:#[0-9]+|#x[0-9a-fA-F]+|[:_\p{L}][-.:_\u00b7\p{L}\p{M}\p{N}]*);/gu;

/** The elements of a text as (name, attribute names) in document order; null when it is not well-formed XML. */
function parseTags(text: string, wrap: boolean): string[] | null {
  const body = text.replace(XML_ENTITY, ' ');
  const xml = wrap ? `<weblate>${body}</weblate>` : body;
  const tags: string[] = [];
  const parser = new (saxes().SaxesParser)({ position: false });
  let failed = false;
  parser.on('error', () => {
    failed = true;
  });
  parser.on('opentag', (node) => {
    tags.push(`${node.name}(${Object.keys(node.attributes).join(' ')})`);
  });
  parser.on('doctype', () => {
    failed = true;
  });
  try {
    parser.write(xml).close();
  } catch {
    return null;
  }
  return failed ? null : tags;
}

/** Parses like Weblate: wrapped in a root element when that works, else as a whole document. */
function detectTags(text: string): { tags: string[]; wrap: boolean } | null {
  const wrapped = parseTags(text, true);
  if (wrapped !== null) return { tags: wrapped, wrap: true };
  const whole = parseTags(text, false);
  return whole === null ? null : { tags: whole, wrap: false };
}

export const xmlTagsCheck: UnitCheck = {
  id: 'xml_tags',
  run(ctx) {
    if (ctx.flags.has('safe-html')) return null;
    if (!ctx.flags.has('xml-text')) {
      // Only sources that contain markup and are well-formed are compared.
      if (ctx.sources.every((s) => !hasXmlTag(s))) return null;
      if (!ctx.sources.every((s) => detectTags(s) !== null)) return null;
    }
    const fails = anyPair(ctx, (s, t) => {
      const source = detectTags(s);
      if (source === null) return false;
      const target = parseTags(t, source.wrap);
      // Invalid XML in the translation is another check (xml-invalid), not this one.
      if (target === null) return false;
      return source.tags.join('\u0000') !== target.join('\u0000');
    });
    return fails ? 'XML tags in translation do not match source' : null;
  },
};

/**
 * One expression matching any placeholder of the flag; null when none is usable. The expressions
 * come from the content (`placeholders:r"…"`), so they run on RE2 (re2js), whose time is linear in
 * the text whatever the expression: on a backtracking engine `r"(a+)+$"` and a msgstr of forty
 * `a` never end. RE2 reads Python's syntax (`(?P<name>…)` included); what it cannot run
 * (backreferences, lookaround) is skipped, as a JavaScript expression that did not compile was.
 */
function compilePlaceholders(args: readonly Readonly<FlagArgument>[], caseInsensitive: boolean): RE2JS | null {
  const parts: string[] = [];
  for (const arg of args) {
    if (arg.value === '') continue;
    if (arg.kind === 'text') {
      parts.push(re2js().RE2JS.quote(arg.value));
      continue;
    }
    try {
      re2js().RE2JS.compile(arg.value);
      parts.push(`(?:${arg.value})`);
    } catch {
      continue;
    }
  }
  if (parts.length === 0) return null;
  const { RE2JS: re } = re2js();
  return re.compile(parts.join('|'), caseInsensitive ? re.CASE_INSENSITIVE : 0);
}

/** The distinct non-empty matches of the expression in the text. */
function matchSet(re: RE2JS, text: string): Set<string> {
  const found = new Set<string>();
  const matcher = re.matcher(text);
  while (matcher.find()) {
    const match = matcher.group();
    if (match) found.add(match);
  }
  return found;
}

function difference(a: Set<string>, b: Set<string>, fold: boolean): string[] {
  const key = (s: string): string => (fold ? s.toLowerCase() : s);
  const bKeys = new Set([...b].map(key));
  return [...a].filter((s) => !bKeys.has(key(s)));
}

function runPlaceholders(ctx: CheckContext): string | null {
  const caseInsensitive = ctx.flags.has('case-insensitive');
  const re = compilePlaceholders(ctx.flags.args('placeholders'), caseInsensitive);
  if (re === null) return null;
  const [source0 = '', source1] = ctx.sources;
  let expected = matchSet(re, source0);
  if (expected.size === 0 && source1 !== undefined) expected = matchSet(re, ctx.sources[ctx.sources.length - 1]!);
  const examples = source1 === undefined ? [] : ctx.pluralExamples();
  const missing = new Set<string>();
  const extra = new Set<string>();
  for (const [form, target] of ctx.targets.entries()) {
    const found = matchSet(re, target);
    const example = examples[form] ?? [];
    // A plural form covering a single number (or only 0 and 1) may omit a placeholder.
    const strict =
      ctx.targets.length === 1 || (example.length > 1 && !(example.length === 2 && example[0] === '0' && example[1] === '1'));
    if (strict) for (const p of difference(expected, found, caseInsensitive)) missing.add(p);
    for (const p of difference(found, expected, caseInsensitive)) extra.add(p);
  }
  if (missing.size === 0 && extra.size === 0) return null;
  const parts: string[] = [];
  if (missing.size > 0) parts.push(`missing ${[...missing].sort().join(', ')}`);
  if (extra.size > 0) parts.push(`extra ${[...extra].sort().join(', ')}`);
  return `Translation does not match the source's placeholders: ${parts.join('; ')}`;
}

export const placeholdersCheck: UnitCheck = { id: 'placeholders', run: runPlaceholders };
