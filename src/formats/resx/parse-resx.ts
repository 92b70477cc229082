import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import { childElements, firstChild, isElement, localName, textContent } from '../xml/xml-nodes.js';
import { parseXmlTree, type XmlElement } from '../xml/xml-tree.js';
import { xmlUnitFlags } from '../xml/xml-unit-flags.js';

/**
 * .NET RESX as Weblate reads it (translate-toolkit's RESXFile): every `<data>` child of `<root>`
 * is a unit keyed by its `name`, its value the text of `<value>` and its note the `<comment>`. One
 * whose value is empty is blank, not a unit (a translation lacking it is untranslated all the same).
 */
export function parseResx(text: string, file: string): ParsedFile {
  const { root, diagnostics } = parseXmlTree(text, file);
  const entries: ParsedEntry[] = [];
  if (root !== null && localName(root) !== 'root') {
    diagnostics.push({ file, line: root.line, column: root.column, severity: 'error', code: 'resx-unknown-root', message: `the root element is <${root.name}>; a RESX file has a <root> root` });
    return { entries, header: new Map(), diagnostics };
  }
  for (const data of root === null ? [] : childElements(root, 'data')) {
    const name = data.attributes['name'] ?? '';
    const value = directText(firstChild(data, 'value'));
    if (name === '' || value === '') continue;
    entries.push({
      source: [value],
      context: name,
      target: [value],
      fuzzy: false,
      location: name,
      note: directText(firstChild(data, 'comment')),
      flags: xmlUnitFlags(data).join(', '),
      previousSource: '',
      explanation: '',
      line: data.line,
      column: data.column,
    });
  }
  return { entries: dedupeEntries(entries, file, diagnostics, true), header: new Map(), diagnostics };
}

/** The element's text before any child element (lxml's `.text`, which the toolkit reads). */
function directText(element: XmlElement | undefined): string {
  if (element === undefined) return '';
  const firstElement = element.children.findIndex(isElement);
  if (firstElement === -1) return textContent(element);
  return element.children.slice(0, firstElement).filter((c): c is string => typeof c === 'string').join('');
}
