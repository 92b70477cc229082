import type { TranslationView } from '../translation-view.js';

/**
 * The PO header Weblate's PoExporter writes (translate-toolkit's default fields, updated with
 * Weblate's), as the text of the empty msgid's msgstr; the MO export carries the same.
 * POT-Creation-Date is the content's time (`revised`), so the same content gives the same bytes.
 */
export function poHeaderText(view: TranslationView): string {
  const language = view.targetLanguage;
  const fields: [string, string][] = [
    ['Project-Id-Version', `${language.name} (${view.project.name})`],
    ['Report-Msgid-Bugs-To', ''],
    ['POT-Creation-Date', poDate(view.revised)],
    ['PO-Revision-Date', 'YEAR-MO-DA HO:MI+ZONE'],
    ['Last-Translator', 'FULL NAME <EMAIL@ADDRESS>'],
    ['Language-Team', `${language.name} <${view.webUrl}>`],
    ['Language', language.code],
    ['MIME-Version', '1.0'],
    ['Content-Type', 'text/plain; charset=UTF-8'],
    ['Content-Transfer-Encoding', '8bit'],
    ['Plural-Forms', `nplurals=${view.plural.number}; plural=${view.plural.formula};`],
    ['X-Generator', view.generator],
  ];
  return fields.map(([key, value]) => `${key}: ${oneLine(value)}\n`).join('');
}

/** A header value cannot span lines. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

/** `2024-05-01T12:00:00Z` → `2024-05-01 12:00+0000`, the PO header's date form. */
function poDate(iso: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return 'YEAR-MO-DA HO:MI+ZONE';
  const text = when.toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 16)}+0000`;
}
