import { LineCounter, isMap, isNode, isScalar, isSeq, parseDocument, visit, type Document, type Node } from 'yaml';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';
import { findDuplicateKeys } from './yaml-duplicate-keys.js';
import { findTooDeep, MAX_YAML_DEPTH } from './yaml-depth.js';

/** A YAML node with its position, so that every diagnostic can point into the file. */
export interface Located<T = unknown> {
  value: T;
  line: number;
  column: number;
}

export interface YamlFile {
  file: string;
  root: Node | null;
  locate(node: Node | null | undefined): { line: number; column: number };
}

/** Parses YAML text; syntax errors become `yaml-syntax` diagnostics and give null. */
export function parseYamlFile(text: string, file: string, bag: DiagnosticBag): YamlFile | null {
  const tooDeep = findTooDeep(text);
  if (tooDeep !== null) {
    const before = text.slice(0, tooDeep);
    const line = before.split('\n').length;
    bag.error(file, line, tooDeep - before.lastIndexOf('\n'), 'yaml-too-deep', `collections are nested more than ${MAX_YAML_DEPTH} deep here; no setting needs that`);
    return null;
  }
  const lineCounter = new LineCounter();
  // Duplicate keys are found by findDuplicateKeys, in linear time.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const duplicates = findDuplicateKeys(doc);
  if (doc.errors.length > 0 || duplicates.length > 0) {
    for (const error of doc.errors) {
      const pos = lineCounter.linePos(error.pos[0]);
      bag.error(file, pos.line, pos.col, 'yaml-syntax', plainWords(error.code, firstLine(error.message)));
    }
    for (const offset of duplicates) {
      const pos = lineCounter.linePos(offset);
      bag.error(file, pos.line, pos.col, 'yaml-duplicate-key', plainWords('DUPLICATE_KEY', 'Map keys must be unique'));
    }
    return null;
  }
  if (!checkAliases(doc, file, lineCounter, bag)) return null;
  const locate = (node: Node | null | undefined) => {
    if (!node?.range) return { line: 1, column: 1 };
    const pos = lineCounter.linePos(node.range[0]);
    return { line: pos.line, column: pos.col };
  };
  return { file, root: nodeOrNull(doc.contents), locate };
}

/** The YAML library's message, after what a newcomer most likely did wrong. */
function plainWords(code: string, message: string): string {
  const said = Object.hasOwn(PLAIN_WORDS, code) ? PLAIN_WORDS[code] : undefined;
  return said ? `${said} (${message})` : message;
}

const PLAIN_WORDS: Record<string, string> = {
  TAB_AS_INDENT: 'this line is indented with a tab; YAML indents with spaces only',
  BAD_INDENT: 'this line is not indented like the lines around it: the keys of one mapping (and the items of one list) must start in the same column',
  MULTILINE_IMPLICIT_KEY: 'a key is missing its colon, or a value runs over several lines: write `key: value` on one line, or quote the value',
  DUPLICATE_KEY: 'this key is already set above, in the same mapping; keep one of the two',
  BLOCK_AS_IMPLICIT_KEY: 'a value holds ": "; put it in quotes',
  MISSING_CHAR: 'a quote or bracket is opened and never closed',
};

/**
 * An alias (`*name`) naming no anchor is almost always an unquoted `*` (`filemask: *.po`): said
 * so, instead of failing when the value is read.
 */
function checkAliases(doc: Document, file: string, lineCounter: LineCounter, bag: DiagnosticBag): boolean {
  let ok = true;
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) !== undefined) return;
      const pos = lineCounter.linePos(alias.range?.[0] ?? 0);
      bag.error(file, pos.line, pos.col, 'yaml-syntax',
        `*${alias.source} reads as a YAML alias, and no anchor &${alias.source} is defined; a value that starts with * must be quoted, e.g. "*${alias.source}"`);
      ok = false;
    },
  });
  return ok;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

/** The entries of a YAML mapping node, each with its key position and its value node. */
export function mappingEntries(yaml: YamlFile, node: Node | null): { key: string; keyPos: Located<string>; valueNode: Node | null }[] | null {
  if (!isMap(node)) return null;
  return node.items.map((pair) => {
    const keyNode = nodeOrNull(pair.key);
    const key = String(isScalar(keyNode) ? (keyNode.value ?? keyNode) : keyNode);
    const pos = yaml.locate(keyNode);
    return { key, keyPos: { value: key, ...pos }, valueNode: nodeOrNull(pair.value) };
  });
}

export function sequenceItems(node: Node | null): (Node | null)[] | null {
  if (!isSeq(node)) return null;
  return node.items.map(nodeOrNull);
}

/** True for an absent value or an empty one (`key:` or `key: null`): a section with nothing in it. */
export function isEmptyNode(node: Node | null): boolean {
  return node === null || (isScalar(node) && node.value === null);
}

/** A pair's key or value, or an item of a list, as a node (null when it is empty). */
function nodeOrNull(value: unknown): Node | null {
  return isNode(value) ? value : null;
}

/** The plain JavaScript value of a node (scalars, lists, mappings). */
export function plainValue(node: Node | null): unknown {
  if (node === null) return null;
  return node.toJSON();
}
