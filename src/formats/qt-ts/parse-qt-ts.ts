import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import type { FormatContext } from '../file-format.js';
import { pluralCategories } from '../xml/plural-forms.js';
import { childElements, firstChild, localName, textContent } from '../xml/xml-nodes.js';
import { parseXmlTree, type XmlElement } from '../xml/xml-tree.js';
import { xmlUnitFlags } from '../xml/xml-unit-flags.js';

/** A location Qt writes relative to the previous one (`line="+3"`): Weblate shows none of them. */
const RELATIVE_LINE = /^[+-]/;

/**
 * Qt Linguist `.ts` as Weblate reads it (TSUnit over translate-toolkit's tsfile). Every
 * `<message>` of every `<context>` is a unit unless its translation is `obsolete` or `vanished`
 * or its source is empty. Its context is the context's name, the message's `<comment>` and its
 * `id`, joined with newlines. `type="unfinished"` with a translation is fuzzy, without one
 * untranslated; a finished message with an empty translation means "use the source" and is
 * translated with the source as its text. A `numerus="yes"` message has the source's singular and
 * plural ("(s)" dropped, then made "s") and one `<numerusform>` per form.
 */
export function parseQtTs(text: string, file: string, context: FormatContext): ParsedFile {
  const { root, diagnostics } = parseXmlTree(text, file);
  const entries: ParsedEntry[] = [];
  if (root !== null && localName(root) !== 'TS') {
    diagnostics.push({ file, line: root.line, column: root.column, severity: 'error', code: 'ts-unknown-root', message: `the root element is <${root.name}>; a Qt Linguist file has a <TS> root` });
    return { entries, header: new Map(), diagnostics };
  }
  const formCount = pluralCategories(context).length;
  for (const contextElement of root === null ? [] : childElements(root, 'context')) {
    const contextName = textOf(firstChild(contextElement, 'name'));
    for (const message of childElements(contextElement, 'message')) {
      const translation = firstChild(message, 'translation');
      const type = translation?.attributes['type'];
      if (type === 'obsolete' || type === 'vanished') continue;
      const sourceText = textOf(firstChild(message, 'source'));
      if (sourceText === '') continue;
      const numerus = message.attributes['numerus'] === 'yes';
      const source = numerus ? [sourceText.replace(/\(s\)/g, ''), sourceText.replace(/\(s\)/g, 's')] : [sourceText];
      let target = numerus ? numerusForms(translation, formCount) : [textOf(translation)];
      const unfinished = type === 'unfinished';
      if (!unfinished && (target[0] ?? '') === '') target = source;
      const flags = xmlUnitFlags(message);
      entries.push({
        source,
        context: [contextName, textOf(firstChild(message, 'comment')), message.attributes['id'] ?? ''].filter((s) => s !== '').join('\n'),
        target,
        fuzzy: unfinished && (target[0] ?? '') !== '',
        location: locations(message),
        note: ['extracomment', 'translatorcomment'].map((name) => textOf(firstChild(message, name))).filter((s) => s !== '').join('\n'),
        flags: flags.join(', '),
        previousSource: '',
        explanation: '',
        line: message.line,
        column: message.column,
      });
    }
  }
  return { entries: dedupeEntries(entries, file, diagnostics), header: new Map(), diagnostics };
}

function textOf(element: XmlElement | undefined): string {
  return element === undefined ? '' : textContent(element);
}

/** The `<numerusform>`s in order, at least one per plural form of the language (missing ones ""). */
function numerusForms(translation: XmlElement | undefined, formCount: number): string[] {
  const forms = translation === undefined ? [] : childElements(translation, 'numerusform').map(textContent);
  while (forms.length < formCount) forms.push('');
  return forms;
}

/** `file:line` of each `<location>`, joined with ", "; none when Qt wrote them relative. */
function locations(message: XmlElement): string {
  const found: string[] = [];
  for (const location of childElements(message, 'location')) {
    const line = location.attributes['line'] ?? '';
    if (RELATIVE_LINE.test(line)) return '';
    const filename = location.attributes['filename'] ?? '';
    const at = line === '' ? filename : filename === '' ? line : `${filename}:${line}`;
    if (at !== '') found.push(at);
  }
  return found.join(', ');
}
