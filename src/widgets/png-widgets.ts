import { createRequire } from 'node:module';
import path from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import type * as ResvgModule from '@resvg/resvg-js';
import { lazyModule } from '../lazy-module.js';
import type { Percent } from '../emit/json.js';
import { formatPercent } from './percent-text.js';
import { RasterThread } from './raster-thread.js';

const resvg = lazyModule<typeof ResvgModule>('@resvg/resvg-js');
import { xml } from './svg-text.js';

/** What a PNG badge shows: a project (or one of its components or languages) and its figures. */
export interface PngBadgeView {
  name: string;
  /** The component or language the badge is narrowed to, if any. */
  scope: string | null;
  siteName: string;
  translated: Percent;
  strings: number;
  languages: number;
}

/** Weblate's background colours of the 287x66 and 88x31 badges. */
export type PngColour = 'grey' | 'white' | 'black';
export const PNG_COLOURS: readonly PngColour[] = ['grey', 'white', 'black'];

const PALETTE: Record<PngColour, { bg: string; fg: string; muted: string; track: string }> = {
  grey: { bg: '#eeeeee', fg: '#1b1f24', muted: '#57606a', track: '#d0d7de' },
  white: { bg: '#ffffff', fg: '#1b1f24', muted: '#57606a', track: '#e1e4e8' },
  black: { bg: '#1b1f24', fg: '#ffffff', muted: '#c9d1d9', track: '#444c56' },
};
const GREEN = '#2a8a2a';

// DejaVu Sans from the dejavu-fonts-ttf package (Bitstream Vera licence): the same glyphs on every
// machine, so the bytes do not depend on the fonts installed where the build runs.
let fontFiles: string[] | null = null;
export function fonts(): string[] {
  if (fontFiles === null) {
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fontFiles = [path.join(dir, 'DejaVuSans.ttf'), path.join(dir, 'DejaVuSans-Bold.ttf')];
  }
  return fontFiles;
}

/** An SVG drawn by this module as PNG bytes: the bundled font only (or `fontFiles`), no system font, no metadata. */
export function rasterise(svg: string, fontFiles?: readonly string[]): Buffer {
  return new (resvg().Resvg)(svg, options(fontFiles)).render().asPng();
}

let thread: RasterThread | null = null;

/**
 * `rasterise` on a thread of its own (raster-thread.ts): the same bytes. Most of its time is
 * laying out the text (resvg's parsing), which then leaves the main thread free. `fontFiles`:
 * the bundled fonts cut down to the drawing's characters (font-subset.ts), which draw the same
 * pixels in a third of the time.
 */
export function rasteriseOffThread(svg: string, fontFiles?: readonly string[]): Promise<Buffer> {
  return (thread ??= new RasterThread(options())).rasterise(svg, fontFiles);
}

function options(fontFiles: readonly string[] = fonts()): ResvgRenderOptions {
  return { font: { fontFiles: [...fontFiles], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' }, fitTo: { mode: 'original' } };
}

/** Cuts a text to `max` characters, with an ellipsis. */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function bar(x: number, y: number, width: number, height: number, p: Percent, track: string): string {
  const filled = Math.round((width * p.tenths) / 1000);
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${track}"/><rect x="${x}" y="${y}" width="${filled}" height="${height}" rx="${height / 2}" fill="${GREEN}"/>`;
}

const svgOpen = (w: number, h: number, bg: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="DejaVu Sans"><rect width="${w}" height="${h}" fill="${bg}"/>`;

/** `287x66-<colour>.png`: the name, the translated percentage with a bar, strings and languages. */
export function svg287x66(v: PngBadgeView, colour: PngColour): string {
  const c = PALETTE[colour];
  const title = cut(v.scope === null ? v.name : `${v.name} / ${v.scope}`, 30);
  return `${svgOpen(287, 66, c.bg)}<rect x="0.5" y="0.5" width="286" height="65" fill="none" stroke="${c.track}"/>`
    + `<text x="10" y="20" font-size="13" font-weight="bold" fill="${c.fg}">${xml(title)}</text>`
    + `<text x="10" y="38" font-size="11" fill="${c.muted}">${xml(`${formatPercent(v.translated)}% translated · ${v.strings} strings · ${v.languages} languages`)}</text>`
    + `${bar(10, 47, 267, 8, v.translated, c.track)}</svg>`;
}

/** `88x31-<colour>.png`: the percentage and "translated", as the classic 88x31 button. */
export function svg88x31(v: PngBadgeView, colour: PngColour): string {
  const c = PALETTE[colour];
  return `${svgOpen(88, 31, c.bg)}<rect x="0.5" y="0.5" width="87" height="30" fill="none" stroke="${c.track}"/>`
    + `<text x="44" y="14" font-size="12" font-weight="bold" text-anchor="middle" fill="${c.fg}">${xml(`${formatPercent(v.translated)}%`)}</text>`
    + `<text x="44" y="25" font-size="8" text-anchor="middle" fill="${c.muted}">translated</text>`
    + `${bar(6, 27, 76, 2, v.translated, c.track)}</svg>`;
}

/** `open-graph.png` (1200x630): the picture a link to the project shows in a chat or a feed. */
export function svgOpenGraph(v: PngBadgeView): string {
  const c = PALETTE.white;
  return `${svgOpen(1200, 630, c.bg)}<rect x="0" y="0" width="1200" height="16" fill="${GREEN}"/>`
    + `<text x="80" y="130" font-size="36" fill="${c.muted}">${xml(cut(v.siteName, 50))}</text>`
    + `<text x="80" y="230" font-size="72" font-weight="bold" fill="${c.fg}">${xml(cut(v.name, 26))}</text>`
    + (v.scope === null ? '' : `<text x="80" y="300" font-size="44" fill="${c.fg}">${xml(cut(v.scope, 40))}</text>`)
    + `<text x="80" y="420" font-size="56" font-weight="bold" fill="${GREEN}">${xml(`${formatPercent(v.translated)}% translated`)}</text>`
    + `<text x="80" y="490" font-size="36" fill="${c.muted}">${xml(`${v.strings} strings · ${v.languages} languages`)}</text>`
    + `${bar(80, 530, 1040, 24, v.translated, c.track)}</svg>`;
}
