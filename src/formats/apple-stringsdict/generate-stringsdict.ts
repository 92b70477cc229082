import type { GeneratedFileContext, GeneratedFileUnit } from '../generated-file.js';

/** One top-level entry: its format string and its plural variables, in unit order. */
interface Entry {
  formatKey: string | null;
  variables: { name: string; forms: readonly string[] }[];
}

/** A printf conversion of a number in a plural form (`%d`, `%1$ld`, `%lu`…): the variable's value type. */
const NUMBER_SPECIFIER = /%(?:\d+\$)?(?:[-+ 0#]*\d*(?:\.\d+)?)((?:hh|h|ll|l|q|z|t|j)?[diouxX]|[feEgGaA])/;

/**
 * A `.stringsdict` for a translation without a file, as translate-toolkit's StringsDictFile
 * writes one (Python's plistlib layout): each entry's `NSStringLocalizedFormatKey`, then one
 * `NSStringPluralRuleType` dictionary per plural variable (unit key `entry:variable`, split at its
 * last colon as the toolkit does) holding the non-empty forms under the categories of the
 * translation's plural — for this format Weblate's plural with zero, so the `zero` form is written
 * back first. The reader does not keep `NSStringFormatValueTypeKey`: it is taken from the first
 * number conversion of the variable's forms (`d` for `%d`), and left out when there is none.
 */
export function generateStringsdict(units: readonly GeneratedFileUnit[], context: GeneratedFileContext): string {
  const entries = new Map<string, Entry>();
  const entryOf = (key: string): Entry => {
    let entry = entries.get(key);
    if (entry === undefined) entries.set(key, (entry = { formatKey: null, variables: [] }));
    return entry;
  };
  for (const unit of units) {
    const split = unit.key.lastIndexOf(':');
    if (unit.plural && split > 0) entryOf(unit.key.slice(0, split)).variables.push({ name: unit.key.slice(split + 1), forms: unit.forms });
    else entryOf(unit.key).formatKey = unit.forms[0] ?? '';
  }
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
  ];
  if (entries.size === 0) lines.push('<dict/>');
  else {
    lines.push('<dict>');
    for (const [key, entry] of entries) {
      lines.push(`\t<key>${xml(key)}</key>`, '\t<dict>');
      if (entry.formatKey !== null) lines.push('\t\t<key>NSStringLocalizedFormatKey</key>', `\t\t${string(entry.formatKey)}`);
      for (const variable of entry.variables) {
        lines.push(`\t\t<key>${xml(variable.name)}</key>`, '\t\t<dict>');
        lines.push('\t\t\t<key>NSStringFormatSpecTypeKey</key>', '\t\t\t<string>NSStringPluralRuleType</string>');
        const valueType = variable.forms.map((form) => NUMBER_SPECIFIER.exec(form)?.[1]).find((type) => type !== undefined);
        if (valueType !== undefined) lines.push('\t\t\t<key>NSStringFormatValueTypeKey</key>', `\t\t\t<string>${valueType}</string>`);
        for (const [i, category] of context.categories.entries()) {
          const form = variable.forms[i] ?? '';
          if (form !== '') lines.push(`\t\t\t<key>${category}</key>`, `\t\t\t${string(form)}`);
        }
        lines.push('\t\t</dict>');
      }
      lines.push('\t</dict>');
    }
    lines.push('</dict>');
  }
  lines.push('</plist>', '');
  return lines.join('\n');
}

function string(text: string): string {
  return text === '' ? '<string></string>' : `<string>${xml(text)}</string>`;
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
