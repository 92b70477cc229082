import {
  STATE_APPROVED,
  STATE_FUZZY,
  STATE_TRANSLATED,
  type TranslationView,
  type ViewUnit,
} from '../translation-view.js';
import { XML_DECLARATION, stripControls, xmlText } from './xml-text.js';

/**
 * XLIFF 1.2 as Weblate's two XLIFF exports write it (PoXliffExporter `xliff`, XliffExporter
 * `xliff11`, over translate-toolkit's writers): one `<file>` with the source and target
 * languages, one `<trans-unit xml:space="preserve">` per unit whose id is the context, or the
 * checksum when there is none, developer notes, and the state:
 *   empty      approved="no"  <target state="needs-translation"/>
 *   fuzzy      approved="no"  state="needs-review-translation"
 *   translated approved="yes" state="translated"
 *   approved / read-only      approved="yes" state="final"
 * (translate-toolkit counts a unit without approved="yes" as fuzzy, so translated units carry it).
 * `xliff` (gettext extensions) keeps plurals as a `<group restype="x-gettext-plurals">` of one
 * trans-unit per form (`id[0]`, `id[1]` …) and the flags in `weblate-flags` (and `maxwidth`);
 * `xliff11` keeps only the first form of a plural and no flags, as translate-toolkit's plain
 * XLIFF writer does. `original` is translate-toolkit's default "NoName", as in Weblate's files.
 */
export function generateXliff(view: TranslationView): Uint8Array {
  return render(view, true);
}

export function generateXliff11(view: TranslationView): Uint8Array {
  return render(view, false);
}

function render(view: TranslationView, gettextExtensions: boolean): Uint8Array {
  const lines = [
    XML_DECLARATION.trimEnd(),
    '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">',
    `  <file original="NoName" source-language="${xmlText(view.sourceLanguage.code)}" datatype="plaintext" target-language="${xmlText(view.targetLanguage.code)}">`,
    '    <body>',
  ];
  for (const unit of view.units) {
    const id = unit.context !== '' ? stripControls(unit.context) : unit.checksum;
    const plural = gettextExtensions && unit.source.length > 1;
    if (plural) lines.push(...pluralGroup(unit, id, view.plural.number));
    else lines.push(...transUnit(unit, id, unit.source[0] ?? '', unit.target[0] ?? '', gettextExtensions, '      '));
  }
  lines.push('    </body>', '  </file>', '</xliff>', '');
  return Buffer.from(lines.join('\n'), 'utf8');
}

function pluralGroup(unit: ViewUnit, id: string, nplurals: number): string[] {
  const lines = [`      <group restype="x-gettext-plurals" id="${xmlText(id)}"${approved(unit)}${flagAttributes(unit)}>`];
  const forms = Math.max(nplurals, unit.target.length, 1);
  for (let i = 0; i < forms; i++) {
    const source = unit.source[Math.min(i, 1)] ?? '';
    lines.push(...transUnit(unit, `${id}[${i}]`, source, unit.target[i] ?? '', false, '        '));
  }
  lines.push('      </group>');
  return lines;
}

function transUnit(unit: ViewUnit, id: string, source: string, target: string, withFlags: boolean, indent: string): string[] {
  const attributes = `xml:space="preserve"${approved(unit)} id="${xmlText(id)}"${withFlags ? flagAttributes(unit) : ''}`;
  const lines = [`${indent}<trans-unit ${attributes}><source>${xmlText(source)}</source>`];
  if (unit.state < STATE_FUZZY || target === '') lines.push(`${indent}  <target state="needs-translation"/>`);
  else lines.push(`${indent}  <target state="${targetState(unit.state)}">${xmlText(target)}</target>`);
  if (unit.note !== '') lines.push(`${indent}  <note from="developer">${xmlText(unit.note)}</note>`);
  lines.push(`${indent}</trans-unit>`);
  return lines;
}

function approved(unit: ViewUnit): string {
  return unit.state >= STATE_TRANSLATED ? ' approved="yes"' : ' approved="no"';
}

function targetState(state: number): string {
  if (state >= STATE_APPROVED) return 'final';
  if (state >= STATE_TRANSLATED) return 'translated';
  return 'needs-review-translation';
}

function flagAttributes(unit: ViewUnit): string {
  if (unit.flags.length === 0) return '';
  const maxLength = unit.flags.find((flag) => /^max-length:\d+$/.test(flag));
  const width = maxLength ? ` maxwidth="${maxLength.slice('max-length:'.length)}"` : '';
  return `${width} weblate-flags="${xmlText(unit.flags.join(', '))}"`;
}
