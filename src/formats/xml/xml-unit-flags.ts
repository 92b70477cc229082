import type { XmlElement } from './xml-tree.js';

/**
 * The flags Weblate reads from a unit's XML element (weblate/checks/flags.py, parse_flags_xml):
 * `maxwidth` with `size-unit` char or byte is `max-length:N`, without a unit or in pixels or
 * points `max-size:N`; `font="family;size;weight"` gives `font-family`, `font-size`,
 * `font-weight`; `weblate-flags` is a flag list of its own, taken as written.
 */
export function xmlUnitFlags(element: XmlElement): string[] {
  const flags: string[] = [];
  const maxwidth = element.attributes['maxwidth'];
  const unit = element.attributes['size-unit'];
  if (maxwidth) {
    if (unit === undefined || unit === 'pixel' || unit === 'point') flags.push(`max-size:${maxwidth}`);
    else if (unit === 'byte' || unit === 'char') flags.push(`max-length:${maxwidth}`);
  }
  const font = element.attributes['font'];
  if (font) {
    const [family = '', size, weight] = font.split(';');
    flags.push(`font-family:${family.trim().replace(/ /g, '_')}`);
    if (size !== undefined) flags.push(`font-size:${size.trim()}`);
    if (weight !== undefined) flags.push(`font-weight:${weight.trim()}`);
  }
  const own = element.attributes['weblate-flags']?.trim();
  if (own) flags.push(own);
  return flags;
}
