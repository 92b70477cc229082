import type { SaxesParser } from 'saxes';
import type * as Saxes from 'saxes';
import { lazyModule } from '../../lazy-module.js';
import type { SaxesTagPlain } from 'saxes';
import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import { TextPositions } from '../text-positions.js';
import { computeSectionRoles } from './compute-section-roles.js';
import type { TbxSection } from './compute-section-roles.js';

const saxes = lazyModule<typeof Saxes>('saxes');

export interface TbxLanguages {
  /** canonical code of the component's source language, e.g. "en" */
  sourceLanguage: string;
  /** canonical code of the file's language, e.g. "cs", "pt_BR" */
  targetLanguage: string;
  /** canonicalises an xml:lang value for comparison (the language catalogue's resolver); null when malformed */
  canonicalize: (code: string) => string | null;
}

const ROOTS = new Set(['martif', 'tbx']);
const ENTRIES = new Set(['termEntry', 'conceptEntry']);
const SECTIONS = new Set(['langSet', 'langSec']);
const FORBIDDEN_STATUSES = new Set(['forbidden', 'obsolete', 'forbidden-admn-sts', 'obsolete-admn-sts']);

type CaptureKind = 'term' | 'definition' | 'note' | 'status' | 'translation-needed';

interface Capture {
  kind: CaptureKind;
  /** Element depth of the captured element: the capture ends when that element closes. */
  depth: number;
  text: string;
  section: TbxSection | null;
}

interface OpenEntry {
  depth: number;
  id: string;
  line: number;
  column: number;
  /** `xml:space="default"` on the entry: texts are whitespace-normalised (as translate-toolkit does). */
  normalizeSpace: boolean;
  sections: TbxSection[];
  section: TbxSection | null;
  sectionDepth: number;
  definition: string | null;
  notes: string[];
  forbidden: boolean;
  readOnly: boolean;
}

/** Stops the SAX pass on a fatal problem; never escapes parseTbx. */
class StopParsing extends Error {
  constructor(
    readonly code: DiagnosticCode,
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/**
 * Reads a TBX 2 (`martif`) or TBX 3 (`tbx`) glossary in one streaming SAX pass
 * (compatibility.md §10.3, §10.5; content-format.md §2, §3). Each term entry is one unit.
 *
 * Texts are the concatenated text and CDATA of the element and its descendants (inner markup such
 * as `<hi>` keeps its text), with whitespace kept as written, as translate-toolkit (and therefore
 * Weblate) reads TBX; an entry with `xml:space="default"` has its texts whitespace-normalised,
 * again like translate-toolkit.
 *
 * No entity is expanded beyond the five predefined ones and character references; a DOCTYPE is
 * never fetched, and one whose internal subset declares an entity is `xml-doctype-forbidden`.
 * Malformed XML is `xml-syntax`; the entries read before the error are returned.
 */
export function parseTbx(text: string, file: string, languages: TbxLanguages): ParsedFile {
  const diagnostics: Diagnostic[] = [];
  const entries: ParsedEntry[] = [];
  const xml = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const canonicalOf = memoize(languages.canonicalize);
  const parser = new (saxes().SaxesParser)({ xmlns: false, position: true });
  const positions = new TextPositions(xml);

  let depth = 0;
  let sawRoot = false;
  let entry: OpenEntry | null = null;
  let entryStart = { line: 1, column: 1 };
  const captures: Capture[] = [];

  const appendText = (chunk: string): void => {
    for (const capture of captures) capture.text += chunk;
  };

  parser.on('error', (err) => {
    throw new StopParsing('xml-syntax', err.message.replace(/^\d+:\d+: /, ''), parser.line, Math.max(1, parser.column));
  });

  parser.on('doctype', (doctype) => {
    const entityAt = doctype.search(/<!ENTITY/);
    if (entityAt === -1) return;
    const doctypeAt = xml.lastIndexOf('<!DOCTYPE', parser.position);
    const at = positions.at(doctypeAt + '<!DOCTYPE'.length + entityAt);
    throw new StopParsing(
      'xml-doctype-forbidden',
      'the DOCTYPE declares entities (<!ENTITY); entity declarations are not allowed in TBX files',
      at.line,
      at.column,
    );
  });

  parser.on('opentagstart', (tag) => {
    const name = localName(tag.name);
    if (depth === 0 && !sawRoot && !ROOTS.has(name)) {
      const at = positions.at(startTagIndex(xml, parser, tag.name));
      throw new StopParsing(
        'tbx-unknown-root',
        `the root element is <${tag.name}>; a TBX file has a <martif> (TBX 2) or <tbx> (TBX 3) root`,
        at.line,
        at.column,
      );
    }
    sawRoot = true;
    if (entry === null && ENTRIES.has(name)) entryStart = positions.at(startTagIndex(xml, parser, tag.name));
  });

  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++;
    const name = localName(tag.name);
    if (entry === null) {
      if (ENTRIES.has(name)) entry = openEntry(tag, depth, entryStart);
      return;
    }
    if (entry.section === null && SECTIONS.has(name)) {
      entry.section = { lang: tag.attributes['xml:lang'] ?? null, firstTerm: null };
      entry.sectionDepth = depth;
      entry.sections.push(entry.section);
      return;
    }
    const kind = captureKind(name, tag.attributes['type'], entry, captures);
    // An element of a kind already being captured adds its text to that capture only: a text is
    // appended to every open capture, so nested notes would each hold all the text below them,
    // output (and time) quadratic in the nesting (a 200 KB file ran out of memory).
    if (kind !== null && !captures.some((c) => c.kind === kind)) captures.push({ kind, depth, text: '', section: entry.section });
  });

  parser.on('text', (chunk) => {
    if (captures.length > 0) appendText(chunk);
  });
  parser.on('cdata', (chunk) => {
    if (captures.length > 0) appendText(chunk);
  });

  parser.on('closetag', () => {
    if (entry !== null) {
      for (let top = captures.at(-1); top !== undefined && top.depth === depth; top = captures.at(-1)) {
        captures.pop();
        finishCapture(entry, top);
      }
      if (entry.section !== null && depth === entry.sectionDepth) entry.section = null;
      if (depth === entry.depth) {
        const parsed = buildEntry(entry, languages, canonicalOf);
        if (parsed === null) {
          diagnostics.push({
            file,
            line: entry.line,
            column: entry.column,
            severity: 'warning',
            code: 'tbx-missing-source-term',
            message: `the term entry has no term in the source language (${languages.sourceLanguage}); it is skipped`,
          });
        } else {
          entries.push(parsed);
        }
        entry = null;
      }
    }
    depth--;
  });

  try {
    parser.write(xml);
    parser.close();
  } catch (err) {
    if (!(err instanceof StopParsing)) throw err;
    diagnostics.push({ file, line: err.line, column: err.column, severity: 'error', code: err.code, message: err.message });
  }

  const kept = dedupeEntries(entries, file, diagnostics);
  return { entries: kept, header: new Map(), diagnostics };
}

function openEntry(tag: SaxesTagPlain, depth: number, at: { line: number; column: number }): OpenEntry {
  return {
    depth,
    id: tag.attributes['id'] ?? '',
    line: at.line,
    column: at.column,
    normalizeSpace: tag.attributes['xml:space'] === 'default',
    sections: [],
    section: null,
    sectionDepth: 0,
    definition: null,
    notes: [],
    forbidden: false,
    readOnly: false,
  };
}

/** What an element opened inside an entry contributes, if anything. */
function captureKind(
  name: string,
  type: string | undefined,
  entry: OpenEntry,
  captures: readonly Capture[],
): CaptureKind | null {
  switch (name) {
    case 'term':
      if (entry.section === null || entry.section.firstTerm !== null) return null;
      return captures.some((c) => c.kind === 'term') ? null : 'term';
    case 'note':
      return 'note';
    case 'descrip':
      if (type === 'definition') return entry.definition === null && !captures.some((c) => c.kind === 'definition') ? 'definition' : null;
      return type === 'Translation needed' ? 'translation-needed' : null;
    case 'termNote':
      return type === 'administrativeStatus' ? 'status' : null;
    default:
      return null;
  }
}

function finishCapture(entry: OpenEntry, capture: Capture): void {
  const text = entry.normalizeSpace ? normalizeSpace(capture.text) : capture.text;
  switch (capture.kind) {
    case 'term':
      if (capture.section !== null && capture.section.firstTerm === null) capture.section.firstTerm = text;
      break;
    case 'definition':
      entry.definition ??= text;
      break;
    case 'note':
      entry.notes.push(text);
      break;
    case 'status':
      if (FORBIDDEN_STATUSES.has(text.trim().toLowerCase())) entry.forbidden = true;
      break;
    case 'translation-needed':
      if (text.trim().toLowerCase() === 'no') entry.readOnly = true;
      break;
  }
}

function buildEntry(
  entry: OpenEntry,
  languages: TbxLanguages,
  canonicalOf: (code: string) => string | null,
): ParsedEntry | null {
  const roles = computeSectionRoles(entry.sections, languages.sourceLanguage, languages.targetLanguage, canonicalOf);
  const source = roles.source?.firstTerm;
  if (source === undefined || source === null || source === '') return null;
  const flags: string[] = [];
  if (entry.forbidden) flags.push('forbidden');
  if (entry.readOnly) flags.push('read-only');
  return {
    source: [source],
    context: entry.id,
    target: [roles.target?.firstTerm ?? ''],
    fuzzy: false,
    location: '',
    note: entry.notes.join('\n'),
    flags: flags.join(', '),
    previousSource: '',
    explanation: entry.definition ?? '',
    line: entry.line,
    column: entry.column,
  };
}

function localName(qualified: string): string {
  return qualified.slice(qualified.indexOf(':') + 1);
}

/** XPath normalize-space(): runs of XML whitespace become one space, trimmed. */
function normalizeSpace(text: string): string {
  return text.replace(/[\t\n\r ]+/g, ' ').replace(/^ | $/g, '');
}

function memoize(fn: (code: string) => string | null): (code: string) => string | null {
  const cache = new Map<string, string | null>();
  return (code) => {
    let value = cache.get(code);
    if (value === undefined && !cache.has(code)) {
      value = fn(code);
      cache.set(code, value);
    }
    return value ?? null;
  };
}

/** Where the start tag whose name the parser has just read begins: the index of its `<`. */
function startTagIndex(xml: string, parser: SaxesParser, name: string): number {
  return xml.lastIndexOf(`<${name}`, parser.position - 1);
}
