import { STATE_FUZZY, splitLocations, type TranslationView, type ViewUnit } from '../translation-view.js';
import { poHeaderText } from './po-header.js';

/**
 * gettext PO as Weblate's `po` export writes it (PoExporter over translate-toolkit's pofile):
 * the header Weblate sets (Project-Id-Version `<language> (<project>)`, Language-Team
 * `<language> <url>`, Language, Plural-Forms, X-Generator), then per unit the developer
 * comments (`#.`), locations (`#:`), flags and fuzzy (`#,`), msgctxt, msgid, msgid_plural and
 * msgstr or msgstr[n]. Differences kept on purpose: POT-Creation-Date is the content's time
 * (`revised`), not the clock's, and long lines are not wrapped at 77 columns (only after `\n`).
 */
export function generatePo(view: TranslationView): Uint8Array {
  const out: string[] = [headerEntry(view)];
  for (const unit of view.units) out.push(unitEntry(unit, view.plural.number));
  return Buffer.from(out.join('\n'), 'utf8');
}

function headerEntry(view: TranslationView): string {
  const lines = ['msgid ""', 'msgstr ""'];
  for (const line of poHeaderText(view).split(/(?<=\n)/)) lines.push(quote(line)[0]!);
  return lines.join('\n') + '\n';
}

function unitEntry(unit: ViewUnit, nplurals: number): string {
  const lines: string[] = [];
  if (unit.note !== '') for (const line of unit.note.split('\n')) lines.push(line === '' ? '#.' : `#. ${line}`);
  const locations = splitLocations(unit.location);
  if (locations.length > 0) lines.push(`#: ${locations.join(' ')}`);
  const flags = [...unit.flags];
  if (unit.state === STATE_FUZZY) flags.push('fuzzy');
  if (flags.length > 0) lines.push(`#, ${flags.join(', ')}`);
  if (unit.context !== '') lines.push(...keyword('msgctxt', unit.context));
  lines.push(...keyword('msgid', unit.source[0] ?? ''));
  if (unit.source.length > 1) {
    lines.push(...keyword('msgid_plural', unit.source[1] ?? ''));
    const forms = Math.max(nplurals, unit.target.length, 1);
    for (let i = 0; i < forms; i++) lines.push(...keyword(`msgstr[${i}]`, unit.target[i] ?? ''));
  } else {
    lines.push(...keyword('msgstr', unit.target[0] ?? ''));
  }
  return lines.join('\n') + '\n';
}

function keyword(name: string, text: string): string[] {
  const parts = quote(text);
  if (parts.length === 1) return [`${name} ${parts[0]!}`];
  return [`${name} ""`, ...parts];
}

/** The string as PO quoted lines, broken after each `\n` as msgcat does. */
function quote(text: string): string[] {
  const pieces = text.split(/(?<=\n)/);
  return pieces.filter((piece) => piece !== '' || pieces.length === 1).map((piece) => `"${escapePo(piece)}"`);
}

function escapePo(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\\"\n\t\r\x07\b\f\v]/g, (c) => ESCAPES[c] ?? c);
}

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\x07': '\\a',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
};
