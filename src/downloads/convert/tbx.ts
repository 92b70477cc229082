import type { TranslationView } from '../translation-view.js';
import { XML_DECLARATION, stripControls, xmlText } from './xml-text.js';

/**
 * TBX as Weblate's `tbx` export writes it (TBXExporter over translate-toolkit's tbxfile): a
 * MARTIF document, one `<termEntry>` per unit (its id the context when there is one) with a
 * `<langSet>` for the source term and one for the target term, and the developer note. Plural
 * units keep their first form, as the writer does. An untranslated unit keeps an empty target
 * term, so the entry stays a term of the glossary.
 */
export function generateTbx(view: TranslationView): Uint8Array {
  const source = xmlText(view.sourceLanguage.code);
  const target = xmlText(view.targetLanguage.code);
  const lines = [
    XML_DECLARATION.trimEnd(),
    '<!DOCTYPE martif PUBLIC "ISO 12200:1999A//DTD MARTIF core (DXFcdV04)//EN" "TBXcdv04.dtd">',
    `<martif type="TBX" xml:lang="${source}">`,
    '    <martifHeader>',
    '        <fileDesc>',
    '            <sourceDesc>',
    `                <p>${xmlText(view.generator)}</p>`,
    '            </sourceDesc>',
    '        </fileDesc>',
    '    </martifHeader>',
    '    <text>',
    '        <body>',
  ];
  for (const unit of view.units) {
    const id = stripControls(unit.context);
    lines.push(id !== '' ? `            <termEntry id="${xmlText(id)}">` : '            <termEntry>');
    lines.push(`                <langSet xml:lang="${source}"><tig><term>${xmlText(unit.source[0] ?? '')}</term></tig></langSet>`);
    lines.push(`                <langSet xml:lang="${target}"><tig><term>${xmlText(unit.target[0] ?? '')}</term></tig></langSet>`);
    if (unit.note !== '') lines.push(`                <note from="developer">${xmlText(unit.note)}</note>`);
    lines.push('            </termEntry>');
  }
  lines.push('        </body>', '    </text>', '</martif>', '');
  return Buffer.from(lines.join('\n'), 'utf8');
}
