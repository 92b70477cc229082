import { formatOf } from '../formats/registry.js';
import type { Translation, Unit } from '../model/model-types.js';

/**
 * compatibility.md §9.6: the file served for a translation that has none of its own: in the
 * component's format when the format can write one (`FileFormat.generate`: the template's keys
 * with the translation's values), else PO, or TBX for a glossary.
 */
export function renderGeneratedFile(t: Translation, units: readonly Unit[]): string | Buffer {
  const format = formatOf(t.component.format);
  if (format.generate) {
    const generated = units.map((u) => ({
      key: u.context,
      forms: u.target,
      plural: u.source.length > 1,
      readOnly: u.flags.split(',').some((f) => f.trim() === 'read-only'),
    }));
    return format.generate(generated, { languageCode: t.languageCode, categories: t.plural.categories });
  }
  return t.component.format === 'po' ? renderPo(t, units) : renderTbx(t, units);
}

function renderPo(t: Translation, units: readonly Unit[]): string {
  const plural = t.plural;
  const header = [
    'Content-Type: text/plain; charset=UTF-8',
    `Language: ${t.language.code}`,
    `Plural-Forms: nplurals=${plural.number}; plural=${plural.formula};`,
  ];
  const lines = ['msgid ""', 'msgstr ""', ...header.map((h) => `"${h}\\n"`), ''];
  for (const u of units) {
    if (u.context !== '') lines.push(`msgctxt ${poString(u.context)}`);
    lines.push(`msgid ${poString(u.source[0] ?? '')}`);
    if (u.source.length > 1) {
      lines.push(`msgid_plural ${poString(u.source[1] ?? '')}`);
      u.target.forEach((form, i) => lines.push(`msgstr[${i}] ${poString(form)}`));
    } else {
      lines.push(`msgstr ${poString(u.target[0] ?? '')}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

function poString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r')}"`;
}

function renderTbx(t: Translation, units: readonly Unit[]): string {
  const source = t.component.sourceLanguage.code;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<martif type="TBX" xml:lang="' + xml(source) + '">',
    '  <text>',
    '    <body>',
  ];
  for (const u of units) {
    lines.push(u.context !== '' ? `      <termEntry id="${xml(u.context)}">` : '      <termEntry>');
    lines.push(`        <langSet xml:lang="${xml(source)}"><tig><term>${xml(u.source[0] ?? '')}</term></tig></langSet>`);
    if (!t.isSource) {
      lines.push(`        <langSet xml:lang="${xml(t.language.code)}"><tig><term>${xml(u.target[0] ?? '')}</term></tig></langSet>`);
    }
    lines.push('      </termEntry>');
  }
  lines.push('    </body>', '  </text>', '</martif>', '');
  return lines.join('\n');
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
