import type { Percent } from '../emit/json.js';
import { formatPercent } from './percent-text.js';
import { colourOf, textWidth, xml } from './svg-text.js';

/** `svg-badge.svg`: "translated | 85.3%", the percentage exactly as the API's `translated_percent`. */
export function renderSvgBadge(translated: Percent): string {
  const label = 'translated';
  const value = `${formatPercent(translated)}%`;
  const lw = textWidth(label) + 10;
  const vw = textWidth(value) + 10;
  const w = lw + vw;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${xml(`${label}: ${value}`)}"><title>${xml(`${label}: ${value}`)}</title>`
    + `<rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${vw}" height="20" fill="${colourOf(translated.tenths, 'auto')}"/>`
    + `<g fill="#fff" text-anchor="middle" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11">`
    + `<text x="${lw / 2}" y="14">${label}</text><text x="${lw + vw / 2}" y="14">${xml(value)}</text></g></svg>\n`;
}
