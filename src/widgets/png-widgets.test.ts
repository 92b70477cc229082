import { describe, expect, it } from 'vitest';
import { Percent } from '../emit/json.js';
import { rasterise, rasteriseOffThread, svg287x66, svg88x31, svgOpenGraph, type PngBadgeView } from './png-widgets.js';

const view: PngBadgeView = { name: 'Notes & <Co>', scope: null, siteName: 'Example.org Translations', translated: new Percent(853), strings: 40, languages: 5 };

/** Width and height from a PNG's IHDR chunk. */
function sizeOf(png: Buffer): [number, number] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('PNG widgets', () => {
  it('draw at Weblate sizes, with the percentage as the API prints it and escaped names', () => {
    expect(sizeOf(rasterise(svg287x66(view, 'grey')))).toEqual([287, 66]);
    expect(sizeOf(rasterise(svg88x31(view, 'black')))).toEqual([88, 31]);
    expect(sizeOf(rasterise(svgOpenGraph(view)))).toEqual([1200, 630]);
    expect(svg88x31(view, 'white')).toContain('>85.3%<');
    expect(svg287x66(view, 'white')).toContain('Notes &amp; &lt;Co&gt;');
    expect(svg287x66({ ...view, translated: new Percent(1000) }, 'white')).toContain('100.0% translated');
  });

  it('are the same bytes every time, and differ when the percentage does', () => {
    const a = rasterise(svg287x66(view, 'white'));
    expect(rasterise(svg287x66(view, 'white')).equals(a)).toBe(true);
    expect(rasterise(svg287x66({ ...view, translated: new Percent(854) }, 'white')).equals(a)).toBe(false);
  });

  it('are the same bytes rasterised off the main thread', async () => {
    for (const svg of [svg287x66(view, 'black'), svg88x31(view, 'grey'), svgOpenGraph(view)]) {
      expect((await rasteriseOffThread(svg)).equals(rasterise(svg))).toBe(true);
    }
  });

  it('refuse a drawing resvg cannot read off the main thread, and go on with the next', async () => {
    await expect(rasteriseOffThread('<svg')).rejects.toThrow();
    const svg = svg88x31(view, 'white');
    expect((await rasteriseOffThread(svg)).equals(rasterise(svg))).toBe(true);
  });

  it('draw text with the bundled font: a text changes the pixels', () => {
    const blank = rasterise('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#fff"/></svg>');
    const text = rasterise('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" font-family="DejaVu Sans"><rect width="40" height="20" fill="#fff"/><text x="2" y="15" font-size="12">85%</text></svg>');
    expect(text.equals(blank)).toBe(false);
  });
});
