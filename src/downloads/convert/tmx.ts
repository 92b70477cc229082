import { isTranslated, type TranslationView } from '../translation-view.js';
import { XML_DECLARATION, xmlText } from './xml-text.js';

/**
 * TMX 1.4 as Weblate's `tmx` export writes it (TMXExporter over translate-toolkit's tmxfile):
 * a header naming the tool and the source language, one `<tu>` per unit with a `<tuv>` for
 * the source and one for the target, and the developer note. A translation memory holds
 * translations, so only translated units are written (not empty or fuzzy ones, which a tool
 * reusing the memory would take for good translations). Plurals keep their first form.
 */
export function generateTmx(view: TranslationView): Uint8Array {
  const source = xmlText(view.sourceLanguage.code);
  const target = xmlText(view.targetLanguage.code);
  const [tool, ...version] = view.generator.split(' ');
  const lines = [
    XML_DECLARATION.trimEnd(),
    '<!DOCTYPE tmx SYSTEM "tmx14.dtd">',
    '<tmx version="1.4">',
    `  <header creationtool="${xmlText(tool ?? '')}" creationtoolversion="${xmlText(version.join(' '))}" segtype="sentence" o-tmf="UTF-8" adminlang="en" srclang="${source}" datatype="PlainText"/>`,
    '  <body>',
  ];
  for (const unit of view.units) {
    const text = unit.target[0] ?? '';
    if (!isTranslated(unit) || text === '') continue;
    lines.push('    <tu>');
    lines.push(`      <tuv xml:lang="${source}">`, `        <seg>${xmlText(unit.source[0] ?? '')}</seg>`, '      </tuv>');
    lines.push(`      <tuv xml:lang="${target}">`, `        <seg>${xmlText(text)}</seg>`, '      </tuv>');
    if (unit.note !== '') lines.push(`      <note>${xmlText(unit.note)}</note>`);
    lines.push('    </tu>');
  }
  lines.push('  </body>', '</tmx>', '');
  return Buffer.from(lines.join('\n'), 'utf8');
}
