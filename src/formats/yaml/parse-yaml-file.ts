import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { PluralCategoryName } from '../../languages/language.js';
import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import { monolingualEntry } from '../monolingual-entry.js';
import { formsByCategory, isPluralCategory } from '../plural-categories.js';

/** What distinguishes Ruby (Rails) YAML from plain YAML. */
export interface YamlFlavour {
  /** The file's single top-level key is its language code, left out of unit keys. */
  languageRoot: boolean;
  /** A mapping whose keys are all CLDR categories is one plural unit, mapped onto these forms. */
  pluralCategories: readonly PluralCategoryName[] | null;
}

/** Deeper than any translation file; an alias that contains itself stops here. */
const MAX_ALIAS_DEPTH = 64;

type Part = { key: string } | { index: number };

/** translate-toolkit's YAML unit id: keys and `[index]` joined with `->`. */
function yamlKey(path: readonly Part[]): string {
  return path.map((p) => ('key' in p ? p.key : `[${p.index}]`)).join('->');
}

/**
 * Units of a YAML file as translate-toolkit's YAMLFile flattens it (Weblate's reader): every
 * string, boolean or integer scalar is a unit keyed by its path, null gives none, merge keys
 * (`<<`) are not followed. Malformed YAML is `yaml-malformed` at its position.
 */
export function parseYamlFile(text: string, file: string, flavour: YamlFlavour): ParsedFile {
  const diagnostics: Diagnostic[] = [];
  const lineCounter = new LineCounter();
  let root: unknown;
  let document: Document.Parsed;
  try {
    document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
    for (const error of document.errors) {
      const at = lineCounter.linePos(error.pos[0]);
      diagnostics.push({ file, line: at.line, column: at.col, severity: 'error', code: 'yaml-malformed', message: error.message.split('\n')[0]! });
    }
    root = document.contents;
  } catch (error) {
    diagnostics.push({ file, line: 1, column: 1, severity: 'error', code: 'yaml-malformed', message: `the file cannot be read as YAML: ${(error as Error).message}` });
    return { entries: [], header: new Map(), diagnostics };
  }
  if (flavour.languageRoot && isMap(root) && root.items.length === 1) {
    root = root.items[0]!.value;
  }
  const found: { key: string; offset: number; forms: string[] }[] = [];
  // `pinned`: inside an alias, whose units sit where the alias is written, not where its anchor is.
  const stack: { node: unknown; path: Part[]; offset: number; pinned: boolean }[] = [{ node: root, path: [], offset: 0, pinned: false }];
  while (stack.length > 0) {
    const { node, path, offset, pinned } = stack.pop()!;
    if (isAlias(node)) {
      // An alias stands for its anchored node; a path this deep can only be an alias cycle.
      if (path.length < MAX_ALIAS_DEPTH) stack.push({ node: node.resolve(document), path, offset, pinned: true });
    } else if (isMap(node)) {
      const pairs = node.items.filter((p) => !(isScalar(p.key) && p.key.value === '<<'));
      const keys = pairs.map((p) => (isScalar(p.key) ? scalarString(p.key.value) : String(p.key)));
      if (flavour.pluralCategories && pairs.length > 0 && keys.every((k) => k !== null && isPluralCategory(k))) {
        const byCategory = new Map(pairs.map((p, i) => [keys[i]!, isScalar(p.value) ? (scalarString(p.value.value) ?? '') : '']));
        found.push({ key: yamlKey(path), offset, forms: formsByCategory(byCategory, flavour.pluralCategories) });
        continue;
      }
      for (let i = pairs.length - 1; i >= 0; i--) {
        const pair = pairs[i]!;
        stack.push({ node: pair.value, path: [...path, { key: keys[i] ?? '' }], offset: pinned ? offset : (nodeOffset(pair.key) ?? offset), pinned });
      }
    } else if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) {
        const item = node.items[i];
        stack.push({ node: item, path: [...path, { index: i }], offset: pinned ? offset : (nodeOffset(item) ?? offset), pinned });
      }
    } else if (isScalar(node) && path.length > 0) {
      const text = scalarString(node.value);
      if (text !== null) found.push({ key: yamlKey(path), offset, forms: [text] });
    }
  }
  found.sort((a, b) => a.offset - b.offset);
  const entries: ParsedEntry[] = found.map((u) => {
    const at = lineCounter.linePos(u.offset);
    return monolingualEntry(u.key, u.forms, { line: at.line, column: at.col });
  });
  return { entries: dedupeEntries(entries, file, diagnostics, true), header: new Map(), diagnostics };
}

function nodeOffset(node: unknown): number | undefined {
  return (node as Node | null)?.range?.[0];
}

/** A scalar as the toolkit takes it: strings as they are, booleans and numbers by Python's str(); null is no unit. */
function scalarString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return null;
}
