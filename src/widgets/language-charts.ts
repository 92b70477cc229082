import type { Percent } from '../emit/json.js';
import { formatPercent } from './percent-text.js';
import { colourOf, textWidth, xml, type WidgetColour } from './svg-text.js';

export interface LanguageBar {
  name: string;
  translated: Percent;
}

const FONT = 'font-family="Verdana,DejaVu Sans,sans-serif" font-size="11"';

/** `multi-<colour>.svg`: one row per language, its name, a bar and the API's percentage. */
export function renderMultiChart(bars: readonly LanguageBar[], colour: WidgetColour): string {
  const nameWidth = Math.max(60, ...bars.map((b) => textWidth(b.name))) + 10;
  const barWidth = 120;
  const w = nameWidth + barWidth + 60;
  const h = Math.max(1, bars.length) * 20 + 4;
  const rows = bars.map((b, i) => {
    const y = i * 20 + 4;
    const fill = Math.round((b.translated.tenths / 1000) * barWidth);
    return `<text x="${nameWidth - 6}" y="${y + 12}" text-anchor="end">${xml(b.name)}</text>`
      + `<rect x="${nameWidth}" y="${y + 2}" width="${barWidth}" height="12" fill="#ddd"/>`
      + `<rect x="${nameWidth}" y="${y + 2}" width="${fill}" height="12" fill="${colourOf(b.translated.tenths, colour)}"/>`
      + `<text x="${nameWidth + barWidth + 6}" y="${y + 12}">${formatPercent(b.translated)}%</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" role="img" aria-label="Translation status per language"><title>Translation status per language</title>`
    + `<rect width="${w}" height="${h}" fill="#fff"/><g fill="#222" ${FONT}>${rows.join('')}</g></svg>\n`;
}

/** `horizontal-<colour>.svg`: one column per language, laid side by side, names turned upright. */
export function renderHorizontalChart(bars: readonly LanguageBar[], colour: WidgetColour): string {
  const col = 28;
  const barHeight = 100;
  const nameHeight = Math.max(60, ...bars.map((b) => textWidth(b.name))) + 8;
  const w = Math.max(1, bars.length) * col + 8;
  const h = 16 + barHeight + nameHeight;
  const columns = bars.map((b, i) => {
    const x = i * col + 8;
    const fill = Math.round((b.translated.tenths / 1000) * barHeight);
    return `<text x="${x + col / 2 - 4}" y="12" text-anchor="middle" font-size="9">${Math.floor(b.translated.tenths / 10)}%</text>`
      + `<rect x="${x}" y="16" width="${col - 8}" height="${barHeight}" fill="#ddd"/>`
      + `<rect x="${x}" y="${16 + barHeight - fill}" width="${col - 8}" height="${fill}" fill="${colourOf(b.translated.tenths, colour)}"><title>${xml(`${b.name}: ${formatPercent(b.translated)}%`)}</title></rect>`
      + `<text transform="translate(${x + col / 2},${20 + barHeight}) rotate(90)">${xml(b.name)}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" role="img" aria-label="Translation status per language"><title>Translation status per language</title>`
    + `<rect width="${w}" height="${h}" fill="#fff"/><g fill="#222" ${FONT}>${columns.join('')}</g></svg>\n`;
}
