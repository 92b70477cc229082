import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import { childElements, firstChild, innerXml, localName, textContent } from '../xml/xml-nodes.js';
import { parseXmlTree, type XmlElement } from '../xml/xml-tree.js';
import { xmlUnitFlags } from '../xml/xml-unit-flags.js';

/** Target states Weblate reads as "needs editing" (weblate/formats/ttkit.py, XLIFF_FUZZY_STATES). */
const FUZZY_STATES = new Set(['new', 'needs-translation', 'needs-adaptation', 'needs-l10n']);

export interface XliffReading {
  /**
   * `xliff` (with placeables): inline elements such as `<x/>` stay in the strings as XML and a
   * target of only such elements is a translation; `plainxliff`: only the text counts.
   */
  placeables: boolean;
}

/**
 * XLIFF 1.2 as Weblate reads it (XliffUnit / RichXliffUnit over translate-toolkit's xlifffile).
 * Every `<trans-unit>` of every `<file>`'s body (in groups too) with a non-empty source is a unit.
 * Its context is `resname`, else its id prefixed with the `<file original>` and `///`. A target
 * whose `state` is new, needs-translation, needs-adaptation or needs-l10n is fuzzy (needs-review-*
 * and final are translated); `translate="no"` is read-only. The same entries serve a bilingual
 * component and one with a template (whose entries the model matches by context).
 */
export function parseXliff(text: string, file: string, reading: XliffReading): ParsedFile {
  const { root, diagnostics } = parseXmlTree(text, file);
  const entries: ParsedEntry[] = [];
  if (root !== null && localName(root) !== 'xliff') {
    diagnostics.push({ file, line: root.line, column: root.column, severity: 'error', code: 'xliff-unknown-root', message: `the root element is <${root.name}>; an XLIFF file has an <xliff> root` });
    return { entries, header: new Map(), diagnostics };
  }
  const version = root?.attributes['version'];
  if (root !== null && version?.startsWith('2.')) {
    diagnostics.push({ file, line: root.line, column: root.column, severity: 'error', code: 'xliff-version-mismatch', message: `the file is XLIFF ${version}; this component's file_format reads XLIFF 1.2 (use xliff2-placeables or xliff2 for XLIFF 2.0)` });
    return { entries, header: new Map(), diagnostics };
  }
  const read = (element: XmlElement | undefined): string => {
    if (element === undefined) return '';
    return reading.placeables ? innerXml(element) : textContent(element);
  };
  for (const fileElement of root === null ? [] : childElements(root, 'file')) {
    const original = fileElement.attributes['original'] ?? '';
    for (const unit of transUnits(fileElement)) {
      const source = read(firstChild(unit, 'source'));
      if (source === '') continue;
      const targetElement = firstChild(unit, 'target');
      const target = read(targetElement);
      const id = unit.attributes['id'] ?? '';
      const flags = xmlUnitFlags(unit);
      if (reading.placeables) flags.push('xml-text');
      if (unit.attributes['translate']?.toLowerCase() === 'no') flags.push('read-only');
      entries.push({
        source: [source],
        context: unit.attributes['resname'] || (original ? `${original}///${id}` : id),
        target: [target],
        fuzzy: target !== '' && FUZZY_STATES.has(targetElement?.attributes['state'] ?? ''),
        location: id !== '' && id !== source ? id : '',
        note: notes(unit),
        flags: flags.join(', '),
        previousSource: '',
        explanation: '',
        line: unit.line,
        column: unit.column,
      });
    }
  }
  return { entries: dedupeEntries(entries, file, diagnostics), header: new Map(), diagnostics };
}

/** The trans-units of a `<file>`, in document order, inside groups at any depth. */
function transUnits(element: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of childElements(element)) {
    const name = localName(child);
    if (name === 'trans-unit') found.push(child);
    else if (name === 'body' || name === 'group') found.push(...transUnits(child));
  }
  return found;
}

/** The unit's `<note>`s in order, each once (as translate-toolkit lists them). */
function notes(unit: XmlElement): string {
  const seen = new Set<string>();
  for (const note of childElements(unit, 'note')) seen.add(textContent(note));
  return [...seen].join('\n');
}
