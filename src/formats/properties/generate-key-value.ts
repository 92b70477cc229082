import type { GeneratedFileUnit } from '../generated-file.js';

/**
 * Key-value files for a translation without a file, as Weblate writes a new translation from the
 * base file: every key of the template in order, with the translation's value (empty when
 * untranslated).
 */

/** Java properties: `key=value`; `latin1` writes every other character as `\uXXXX` (ISO 8859-1 files). */
export function generateProperties(units: readonly GeneratedFileUnit[], latin1: boolean): string {
  const lines = units.map((u) => `${escapeProperties(u.key, true, latin1)}=${escapeProperties(u.forms[0] ?? '', false, latin1)}`);
  return lines.length === 0 ? '\n' : `${lines.join('\n')}\n`;
}

function escapeProperties(text: string, isKey: boolean, latin1: boolean): string {
  let out = '';
  for (const [i, c] of [...text].entries()) {
    const code = c.codePointAt(0)!;
    if (c === '\\') out += '\\\\';
    else if (c === '\n') out += '\\n';
    else if (c === '\t') out += '\\t';
    else if (c === '\r') out += '\\r';
    else if (c === '\f') out += '\\f';
    else if ((isKey && (c === '=' || c === ':' || c === ' ')) || (i === 0 && (c === ' ' || c === '#' || c === '!'))) out += `\\${c}`;
    else if ((latin1 && code > 0x7e) || code < 0x20) out += utf16Escapes(c);
    else out += c;
  }
  return out;
}

function utf16Escapes(c: string): string {
  let out = '';
  for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/** Apple `.strings`: `"key" = "value";`, UTF-16 with a byte-order mark (as Weblate writes `strings`) or UTF-8. */
export function generateAppleStrings(units: readonly GeneratedFileUnit[], utf16: boolean): string | Buffer {
  const text = units.map((u) => `"${escapeStrings(u.key)}" = "${escapeStrings(u.forms[0] ?? '')}";\n`).join('') || '\n';
  return utf16 ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]) : text;
}

function escapeStrings(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r');
}
