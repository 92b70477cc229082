import { LineCounter, isMap, isSeq, parseDocument, type Node } from 'yaml';
import type { DiagnosticBag } from '../diagnostics/diagnostic.js';

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
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const pos = lineCounter.linePos(error.pos[0]);
      const code = error.code === 'DUPLICATE_KEY' ? 'yaml-duplicate-key' : 'yaml-syntax';
      bag.error(file, pos.line, pos.col, code, firstLine(error.message));
    }
    return null;
  }
  const locate = (node: Node | null | undefined) => {
    if (!node?.range) return { line: 1, column: 1 };
    const pos = lineCounter.linePos(node.range[0]);
    return { line: pos.line, column: pos.col };
  };
  return { file, root: (doc.contents as Node | null) ?? null, locate };
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}

/** The entries of a YAML mapping node, each with its key position and its value node. */
export function mappingEntries(yaml: YamlFile, node: Node | null): { key: string; keyPos: Located<string>; valueNode: Node | null }[] | null {
  if (!isMap(node)) return null;
  return node.items.map((pair) => {
    const keyNode = pair.key as Node | null;
    const key = String((keyNode as { value?: unknown } | null)?.value ?? keyNode);
    const pos = yaml.locate(keyNode);
    return { key, keyPos: { value: key, ...pos }, valueNode: (pair.value as Node | null) ?? null };
  });
}

export function sequenceItems(node: Node | null): (Node | null)[] | null {
  if (!isSeq(node)) return null;
  return node.items as (Node | null)[];
}

/** The plain JavaScript value of a node (scalars, lists, mappings). */
export function plainValue(node: Node | null): unknown {
  if (node === null) return null;
  return (node as { toJSON(): unknown }).toJSON();
}
