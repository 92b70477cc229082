import type { DiagnosticCode } from '../../diagnostics/catalogue.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import type { FormatContext } from '../file-format.js';
import { formsByCategory, pluralCategories } from '../xml/plural-forms.js';
import { escapeXmlText, isElement, localName } from '../xml/xml-nodes.js';
import { parseXmlTree, type XmlElement, type XmlNode } from '../xml/xml-tree.js';
import { unescapeAndroid } from './unescape-android.js';

/**
 * Android string resources (Weblate's `aresource`, read as translate-toolkit's AndroidResourceFile
 * does): every `<string>` and `<plurals>` child of `<resources>` with a `name` is a unit keyed by
 * that name; `<string-array>` is not read. `translatable="false"` makes the unit read-only. A
 * `<plurals>` maps its `<item quantity>` onto the language's CLDR categories. The comments right
 * before an element are its note.
 */
export function parseAndroid(text: string, file: string, context: FormatContext): ParsedFile {
  const { root, diagnostics } = parseXmlTree(text, file);
  const entries: ParsedEntry[] = [];
  if (root !== null && localName(root) !== 'resources') {
    diagnostics.push(error(file, root, 'android-unknown-root', `the root element is <${root.name}>; an Android string resource file has a <resources> root`));
    return { entries, header: new Map(), diagnostics };
  }
  const categories = pluralCategories(context);
  let comments: string[] = [];
  for (const node of root?.children ?? []) {
    if (typeof node === 'string') continue;
    if (!isElement(node)) {
      comments.push(node.comment);
      continue;
    }
    const note = comments.join('\n');
    comments = [];
    const kind = localName(node);
    if (kind !== 'string' && kind !== 'plurals') continue;
    const name = node.attributes['name'];
    if (name === undefined || name === '') {
      diagnostics.push({ ...error(file, node, 'android-missing-name', `a <${kind}> without a name is not a unit; it is skipped`), severity: 'warning' });
      continue;
    }
    const forms = kind === 'string' ? [androidValue(node)] : pluralForms(node, categories);
    entries.push({
      source: forms,
      context: name,
      target: forms,
      fuzzy: false,
      location: '',
      note,
      flags: node.attributes['translatable'] === 'false' ? 'read-only' : '',
      previousSource: '',
      explanation: '',
      line: node.line,
      column: node.column,
    });
  }
  return { entries: dedupeEntries(entries, file, diagnostics, true), header: new Map(), diagnostics };
}

function pluralForms(plurals: XmlElement, categories: Parameters<typeof formsByCategory>[0]): string[] {
  const values = new Map<string, string>();
  for (const item of plurals.children) {
    if (!isElement(item) || localName(item) !== 'item') continue;
    const quantity = item.attributes['quantity'];
    if (quantity !== undefined && !values.has(quantity)) values.set(quantity, androidValue(item));
  }
  return formsByCategory(categories, values);
}

/** The value of a `<string>` or `<item>`: unescaped text, inner markup (`<b>`, `<xliff:g>`) kept as XML. */
function androidValue(element: XmlElement): string {
  if (!element.children.some(isElement)) return unescapeAndroid(plainText(element.children), true);
  return element.children.map(markupXml).join('');
}

function plainText(nodes: readonly XmlNode[]): string {
  return nodes.filter((n): n is string => typeof n === 'string').join('');
}

function markupXml(node: XmlNode): string {
  if (typeof node === 'string') return escapeXmlText(unescapeAndroid(node, false));
  if (!isElement(node)) return `<!--${node.comment}-->`;
  const attributes = Object.entries(node.attributes).map(([k, v]) => ` ${k}="${escapeXmlText(v).replace(/"/g, '&quot;')}"`).join('');
  if (node.children.length === 0) return `<${node.name}${attributes}/>`;
  return `<${node.name}${attributes}>${node.children.map(markupXml).join('')}</${node.name}>`;
}

function error(file: string, at: XmlElement, code: DiagnosticCode, message: string): Diagnostic {
  return { file, line: at.line, column: at.column, severity: 'error', code, message };
}
