import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import { childElements, firstChild, innerXml, localName, textContent } from '../xml/xml-nodes.js';
import { parseXmlTree, type XmlElement } from '../xml/xml-tree.js';
import { xmlUnitFlags } from '../xml/xml-unit-flags.js';
import type { XliffReading } from './parse-xliff.js';

/** Joins a unit id and a segment id into a unit key, as translate-toolkit's Xliff2Unit.getid does. */
const SEGMENT_SEPARATOR = '::';

/**
 * XLIFF 2.0 as Weblate reads it (`xliff2`, `xliff2-placeables`, over translate-toolkit's xliff2,
 * where each `<segment>` is a unit). Every segment of every `<unit>` (in `<group>`s too) with a
 * non-empty source is a unit. Its context is the unit id, or `unit::segment` when the segment has
 * an id, or `unit::segment-N` (N from 1) for a segment without id in a unit of several segments.
 * A non-empty target whose segment's `state` is `initial` is fuzzy; `translated`, `reviewed`,
 * `final` or no state are translated. `translate="no"` on the unit, a group or the file around it
 * makes it read-only (the attribute is inherited, XLIFF 2.0 §4.3.1.47). The unit's `<notes>` are
 * the note of each of its segments.
 */
export function parseXliff2(text: string, file: string, reading: XliffReading): ParsedFile {
  const { root, diagnostics } = parseXmlTree(text, file);
  const entries: ParsedEntry[] = [];
  if (root === null) return { entries, header: new Map(), diagnostics };
  if (localName(root) !== 'xliff') {
    diagnostics.push({ file, line: root.line, column: root.column, severity: 'error', code: 'xliff-unknown-root', message: `the root element is <${root.name}>; an XLIFF file has an <xliff> root` });
    return { entries, header: new Map(), diagnostics };
  }
  const version = root.attributes['version'];
  if (version !== undefined && !version.startsWith('2.')) {
    diagnostics.push({ file, line: root.line, column: root.column, severity: 'error', code: 'xliff-version-mismatch', message: `the file is XLIFF ${version}; this component's file_format reads XLIFF 2.0 (use xliff for XLIFF 1.2)` });
    return { entries, header: new Map(), diagnostics };
  }
  const read = (element: XmlElement | undefined): string => {
    if (element === undefined) return '';
    return reading.placeables ? innerXml(element) : textContent(element);
  };
  for (const fileElement of childElements(root, 'file')) {
    for (const { unit, readOnly } of units(fileElement, isNotTranslatable(fileElement, false))) {
      const segments = childElements(unit, 'segment');
      const unitId = unit.attributes['id'] ?? '';
      const note = notes(unit);
      const flags = xmlUnitFlags(unit);
      if (reading.placeables) flags.push('xml-text');
      if (readOnly) flags.push('read-only');
      segments.forEach((segment, index) => {
        const source = read(firstChild(segment, 'source'));
        if (source === '') return;
        const target = read(firstChild(segment, 'target'));
        const segmentId = segment.attributes['id'];
        let context = unitId;
        if (segmentId) context = `${unitId}${SEGMENT_SEPARATOR}${segmentId}`;
        else if (segments.length > 1) context = `${unitId}${SEGMENT_SEPARATOR}segment-${index + 1}`;
        // one segment: the unit's position; several: each segment's own
        const at = segments.length > 1 ? segment : unit;
        entries.push({
          source: [source],
          context,
          target: [target],
          fuzzy: target !== '' && segment.attributes['state'] === 'initial',
          location: context !== source ? context : '',
          note,
          flags: flags.join(', '),
          previousSource: '',
          explanation: '',
          line: at.line,
          column: at.column,
        });
      });
    }
  }
  return { entries: dedupeEntries(entries, file, diagnostics), header: new Map(), diagnostics };
}

/** Whether an element is not to be translated: its own `translate`, else what it inherits. */
function isNotTranslatable(element: XmlElement, inherited: boolean): boolean {
  const translate = element.attributes['translate'];
  return translate === undefined ? inherited : translate.toLowerCase() === 'no';
}

/** The `<unit>`s of a `<file>` or `<group>` in document order, inside groups at any depth. */
function units(element: XmlElement, readOnly: boolean): { unit: XmlElement; readOnly: boolean }[] {
  const found: { unit: XmlElement; readOnly: boolean }[] = [];
  for (const child of childElements(element)) {
    const name = localName(child);
    if (name === 'unit') found.push({ unit: child, readOnly: isNotTranslatable(child, readOnly) });
    else if (name === 'group') found.push(...units(child, isNotTranslatable(child, readOnly)));
  }
  return found;
}

/** The texts of the unit's `<notes><note>`s in order, empty ones left out (as translate-toolkit's getnotes). */
function notes(unit: XmlElement): string {
  const container = firstChild(unit, 'notes');
  if (container === undefined) return '';
  return childElements(container, 'note').map(textContent).filter((t) => t !== '').join('\n');
}
