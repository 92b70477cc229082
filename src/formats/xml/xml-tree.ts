import type { ErrorCode } from '../../diagnostics/catalogue.js';
import type * as Saxes from 'saxes';
import { lazyModule } from '../../lazy-module.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { TextPositions } from '../text-positions.js';

const saxes = lazyModule<typeof Saxes>('saxes');

/** One element of a parsed XML document, with the 1-based position of its `<`. */
export interface XmlElement {
  /** The qualified name as written, e.g. `trans-unit`, `xliff:g`. */
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  /** Elements, texts (CDATA included) and comments in document order. */
  readonly children: XmlNode[];
  readonly line: number;
  readonly column: number;
}

export interface XmlComment {
  readonly comment: string;
}

export type XmlNode = XmlElement | XmlComment | string;

export interface XmlDocument {
  /** The root element, as far as it could be read; null when none was. */
  root: XmlElement | null;
  diagnostics: Diagnostic[];
}

/**
 * Deeper nesting than any translation file has: the readers walk the tree recursively, and a file of
 * a hundred thousand nested elements must be a diagnostic, not a stack overflow.
 */
export const MAX_XML_DEPTH = 200;

/** Stops the SAX pass on a fatal problem; never escapes parseXmlTree. */
class StopParsing extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/**
 * Reads a whole XML document into a small tree with positions, for the readers of XML translation
 * formats (Android, XLIFF, Qt TS, RESX, stringsdict), whose files are small enough to hold.
 *
 * The safety rules of the TBX reader apply: only the predefined entities and character references
 * are expanded, a DOCTYPE is never fetched, and one declaring entities is `xml-doctype-forbidden`.
 * Malformed XML is `xml-malformed` at its position, nesting deeper than MAX_XML_DEPTH `xml-too-deep`;
 * the tree read up to it is returned, so a reader still gets the units before the error.
 */
export function parseXmlTree(text: string, file: string): XmlDocument {
  const xml = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const diagnostics: Diagnostic[] = [];
  const parser = new (saxes().SaxesParser)({ xmlns: false, position: true });
  const positions = new TextPositions(xml);
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let start = { line: 1, column: 1 };

  const append = (node: XmlNode): void => {
    const parent = stack.at(-1);
    if (parent === undefined) return;
    const last = parent.children.at(-1);
    if (typeof node === 'string' && typeof last === 'string') parent.children[parent.children.length - 1] = last + node;
    else parent.children.push(node);
  };

  let lastClosed: { element: XmlElement } | null = null;
  parser.on('error', (err) => {
    // saxes closes the open element before it reports a close tag of another name: that element is incomplete
    if (err.message.includes('unexpected close tag') && lastClosed !== null) stack.push(lastClosed.element);
    throw new StopParsing('xml-malformed', err.message.replace(/^\d+:\d+: /, ''), parser.line, Math.max(1, parser.column));
  });
  parser.on('doctype', (doctype) => {
    const entityAt = doctype.search(/<!ENTITY/);
    if (entityAt === -1) return;
    const at = positions.at(xml.lastIndexOf('<!DOCTYPE', parser.position) + '<!DOCTYPE'.length + entityAt);
    throw new StopParsing('xml-doctype-forbidden', 'the DOCTYPE declares entities (<!ENTITY); entity declarations are not allowed', at.line, at.column);
  });
  parser.on('opentagstart', (tag) => {
    start = positions.at(xml.lastIndexOf(`<${tag.name}`, parser.position - 1));
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [], line: start.line, column: start.column };
    if (stack.length >= MAX_XML_DEPTH) {
      throw new StopParsing('xml-too-deep', `elements are nested deeper than ${MAX_XML_DEPTH} levels`, start.line, start.column);
    }
    if (stack.length === 0) root ??= element;
    else append(element);
    stack.push(element);
  });
  parser.on('closetag', () => {
    const element = stack.pop();
    if (element !== undefined) lastClosed = { element };
  });
  parser.on('text', (chunk) => append(chunk));
  parser.on('cdata', (chunk) => append(chunk));
  parser.on('comment', (comment) => append({ comment }));

  try {
    parser.write(xml);
    parser.close();
  } catch (err) {
    if (!(err instanceof StopParsing)) throw err;
    // An element left open by the error is incomplete: only the elements read whole stay (and the root).
    for (let i = stack.length - 1; i >= 1; i--) stack[i - 1]!.children.splice(stack[i - 1]!.children.indexOf(stack[i]!), 1);
    diagnostics.push({ file, line: err.line, column: err.column, severity: 'error', code: err.code, message: err.message });
  }
  if (root === null && diagnostics.length === 0) {
    diagnostics.push({ file, line: 1, column: 1, severity: 'error', code: 'xml-malformed', message: 'the file holds no XML element' });
  }
  return { root, diagnostics };
}
