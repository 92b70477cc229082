import type { GeneratedFileContext, GeneratedFileUnit } from '../generated-file.js';

/**
 * An Android string resource for a translation without a file: Weblate's new file
 * (`<resources></resources>`) with the translated strings; empty and read-only strings are left
 * out, as Weblate's "blank" clean-up add-on (installed with every Android component) leaves them
 * out, so that the app falls back to the default resource. Plurals are `<plurals>` with one `<item>`
 * per CLDR category of the language.
 */
export function generateAndroid(units: readonly GeneratedFileUnit[], context: GeneratedFileContext): string {
  const lines = ['<?xml version="1.0" encoding="utf-8"?>', '<resources>'];
  for (const unit of units) {
    if (unit.readOnly || unit.forms.every((f) => f === '')) continue;
    if (!unit.plural) {
      lines.push(`    <string name="${attribute(unit.key)}">${escapeAndroid(unit.forms[0] ?? '')}</string>`);
      continue;
    }
    lines.push(`    <plurals name="${attribute(unit.key)}">`);
    for (const [i, category] of context.categories.entries()) {
      lines.push(`        <item quantity="${category}">${escapeAndroid(unit.forms[i] ?? '')}</item>`);
    }
    lines.push('    </plurals>');
  }
  lines.push('</resources>', '');
  return lines.join('\n');
}

/** The inverse of unescape-android.ts for plain text: XML and Android escapes, spaces kept by `\u0020`-free quoting. */
export function escapeAndroid(text: string): string {
  let out = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t');
  if (out.startsWith('@') || out.startsWith('?')) out = `\\${out}`;
  // Android folds runs of spaces and trims the ends outside double quotes: quote such a value.
  if (/^ | $| {2}/.test(out)) out = `"${out}"`;
  return out;
}

function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
