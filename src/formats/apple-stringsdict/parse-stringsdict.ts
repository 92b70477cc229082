import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedEntry, ParsedFile } from '../entry.js';
import type { FormatContext } from '../file-format.js';
import { formsByCategory, pluralCategories } from '../xml/plural-forms.js';
import { childElements, localName, textContent } from '../xml/xml-nodes.js';
import { parseXmlTree, type XmlElement } from '../xml/xml-tree.js';

const FORMAT_KEY = 'NSStringLocalizedFormatKey';
const SPEC_TYPE_KEY = 'NSStringFormatSpecTypeKey';
const PLURAL_RULE = 'NSStringPluralRuleType';

interface PlistPair {
  key: XmlElement;
  value: XmlElement | undefined;
}

/**
 * Apple `.stringsdict` (Weblate's `stringsdict`, read as translate-toolkit's StringsDictFile):
 * each entry of the top dictionary gives a unit for its `NSStringLocalizedFormatKey` (keyed by the
 * entry's key) and a plural unit for each variable dictionary (keyed `entry:variable`), whose
 * `zero`/`one`/`few`/… strings map onto the categories of the context's plural: for this format
 * Weblate's plural with zero (`formatPlural`), so `zero` is the first form in every language and a
 * variable without a `zero` string has an empty first form, as in Weblate. Anything else in an entry
 * is `stringsdict-malformed` and the entry is skipped (the toolkit rejects the whole file).
 */
export function parseStringsdict(text: string, file: string, context: FormatContext): ParsedFile {
  const { root, diagnostics } = parseXmlTree(text, file);
  const entries: ParsedEntry[] = [];
  const problem = (at: XmlElement, message: string): void => {
    diagnostics.push(error(file, at, message));
  };
  const top = root === null ? undefined : childElements(root, 'dict')[0];
  // (a file cut by malformed XML has its error already: its structure is not reported on top)
  if (root !== null && diagnostics.length === 0 && (localName(root) !== 'plist' || top === undefined)) {
    problem(root, `a stringsdict file is a <plist> holding a <dict>; found <${root.name}>${localName(root) === 'plist' ? ' without one' : ''}`);
  }
  const categories = pluralCategories(context);
  for (const { key, value } of top === undefined ? [] : dictPairs(top, problem)) {
    const name = textContent(key);
    if (value === undefined || localName(value) !== 'dict') {
      problem(value ?? key, `the entry "${name}" is not a <dict>; it is skipped`);
      continue;
    }
    const units: ParsedEntry[] = [];
    let valid = true;
    for (const inner of dictPairs(value, problem)) {
      const innerName = textContent(inner.key);
      const innerValue = inner.value;
      if (innerName === FORMAT_KEY && innerValue !== undefined && localName(innerValue) === 'string') {
        units.push(unit(name, [textContent(innerValue)], inner.key));
      } else if (innerValue !== undefined && localName(innerValue) === 'dict') {
        const forms = new Map(dictPairs(innerValue, problem).map((p) => [textContent(p.key), p.value === undefined ? '' : textContent(p.value)]));
        const spec = forms.get(SPEC_TYPE_KEY) ?? '';
        if (spec !== '' && spec !== PLURAL_RULE) {
          problem(inner.key, `"${innerName}" in "${name}" is a ${spec}; only ${PLURAL_RULE} variables are read`);
          valid = false;
        }
        units.push(unit(`${name}:${innerName}`, formsByCategory(categories, forms), inner.key));
      } else {
        problem(inner.key, `unexpected "${innerName}" in "${name}": an entry holds ${FORMAT_KEY} and plural variable dictionaries`);
        valid = false;
      }
    }
    if (valid) entries.push(...units);
  }
  return { entries: dedupeEntries(entries, file, diagnostics, true), header: new Map(), diagnostics };
}

function unit(key: string, forms: string[], at: XmlElement): ParsedEntry {
  return { source: forms, context: key, target: forms, fuzzy: false, location: '', note: '', flags: '', previousSource: '', explanation: '', line: at.line, column: at.column };
}

/** A plist `<dict>`'s `<key>`/value pairs in order; a value without its key is reported. */
function dictPairs(dict: XmlElement, problem: (at: XmlElement, message: string) => void): PlistPair[] {
  const pairs: PlistPair[] = [];
  let open: PlistPair | null = null;
  for (const element of childElements(dict)) {
    if (localName(element) === 'key') {
      if (open !== null) pairs.push(open);
      open = { key: element, value: undefined };
    } else if (open === null) {
      problem(element, `a <${element.name}> without a <key> before it; it is skipped`);
    } else {
      open.value = element;
      pairs.push(open);
      open = null;
    }
  }
  if (open !== null) pairs.push(open);
  return pairs;
}

function error(file: string, at: XmlElement, message: string): Diagnostic {
  return { file, line: at.line, column: at.column, severity: 'error', code: 'stringsdict-malformed', message };
}
