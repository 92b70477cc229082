import { dedupeEntries } from '../dedupe-entries.js';
import type { ParsedFile } from '../entry.js';
import type { FileFormat } from '../file-format.js';
import { decodePo } from './decode-po.js';
import { parsePo } from './parse-po.js';

/**
 * Weblate's `po-mono`: gettext PO used as key → value. The unit key is the msgid (Weblate's
 * PoMonoUnit.context: `msgctxt.msgid` when both are set, stripped of surrounding spaces), the
 * msgstr forms are the value; `#, fuzzy` stays fuzzy, comments, references and flags stay.
 */
export const PO_MONO = {
  id: 'po-mono',
  name: 'gettext PO file (monolingual)',
  extensions: ['po'],
  contentType: 'text/x-po',
  monolingual: true,
  glossary: false,
  decode: decodePo,
  parse: (text, file) => parsePoMono(text, file),
} as const satisfies FileFormat;

export function parsePoMono(text: string, file: string): ParsedFile {
  const parsed = parsePo(text, file);
  const entries = parsed.entries.map((e) => {
    const context = e.context.trim();
    const source = (e.source[0] ?? '').trim();
    const key = source !== '' && context !== '' ? `${context}.${source}` : source || context;
    return { ...e, context: key, source: e.target };
  });
  return { ...parsed, entries: dedupeEntries(entries, file, parsed.diagnostics, true) };
}
