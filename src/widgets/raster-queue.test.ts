import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Percent } from '../emit/json.js';
import { fontSubsets } from './font-subset.js';
import { fonts, rasterise, rasteriseOffThread, svg287x66, svg88x31, svgOpenGraph, type PngBadgeView } from './png-widgets.js';
import { RasterQueue } from './raster-queue.js';

const view: PngBadgeView = { name: 'Notes', scope: null, siteName: 'Example.org', translated: new Percent(853), strings: 40, languages: 5 };

describe('the raster queue', () => {
  it('gives each drawing’s PNG, taken in order or not, started ahead or not', async () => {
    const svgs = Array.from({ length: 12 }, (_, i) => () => (i % 3 === 0 ? svgOpenGraph({ ...view, strings: i }) : svg287x66({ ...view, strings: i }, 'grey')));
    const queue = new RasterQueue(svgs);
    for (const i of [0, 1, 5, 2, 11, 3]) expect((await queue.take(i)).equals(rasterise(svgs[i]!()))).toBe(true);
  });

  it('draws nothing until asked, then a few ahead of the one asked for', async () => {
    const drawn: number[] = [];
    const queue = new RasterQueue(Array.from({ length: 30 }, (_, i) => () => (drawn.push(i), svg287x66({ ...view, strings: i }, 'grey'))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawn).toEqual([]);
    await queue.take(10);
    expect(drawn[0]).toBe(10);
    expect(Math.max(...drawn)).toBeLessThan(18);
  });

  it('draws every drawing from the start when told to draw all, and gives the same PNGs', async () => {
    const drawn: number[] = [];
    const svgs = Array.from({ length: 12 }, (_, i) => () => (drawn.push(i), svg287x66({ ...view, strings: i }, 'white')));
    const queue = new RasterQueue(svgs, { drawAll: true });
    await vi.waitFor(() => expect(drawn).toHaveLength(12), { timeout: 10_000 });
    expect(drawn).toEqual([...Array(12).keys()]);
    for (let i = 0; i < 12; i++) expect((await queue.take(i)).equals(rasterise(svgs[i]!()))).toBe(true);
    expect(drawn).toHaveLength(12 + 12); // the comparisons' own calls: nothing was drawn twice
  });

  it('draws with the fonts it is given once they are made, on the thread', async () => {
    const svgs = ['Ж', 'é'].map((name) => () => svg287x66({ ...view, name }, 'grey'));
    // Fonts cut to the first drawing's characters: the second's "é" is missing from them.
    const queue = new RasterQueue(svgs, { drawAll: true, fontFiles: fontSubsets(fonts(), [svgs[0]!()]) });
    expect((await queue.take(0)).equals(rasterise(svgs[0]!()))).toBe(true);
    expect((await queue.take(1)).equals(rasterise(svgs[1]!()))).toBe(false);
  });

  it('starts nothing more unasked once stopped, and still gives what is asked for', async () => {
    const drawn: number[] = [];
    const svgs = Array.from({ length: 40 }, (_, i) => () => (drawn.push(i), svg88x31({ ...view, strings: i }, 'black')));
    const queue = new RasterQueue(svgs, { drawAll: true });
    expect(drawn).toEqual([...Array(8).keys()]); // the thread's share, at once
    queue.stop();
    const png = await queue.take(39);
    // The eight in the thread were drawn before it, and started nothing when they ended.
    expect(drawn).toEqual([...Array(8).keys(), 39]);
    expect(png.equals(rasterise(svgs[39]!()))).toBe(true);
  });

  it('pauses drawing all while the finished images not taken hold its bound, and goes on as they are taken', async () => {
    const drawn: number[] = [];
    const svgs = Array.from({ length: 40 }, (_, i) => () => (drawn.push(i), svg88x31({ ...view, strings: i }, 'grey')));
    const queue = new RasterQueue(svgs, { drawAll: true, waitingBytes: 1 });
    await queue.take(0);
    // The thread draws in order: once this is drawn, so are the eight started after the first.
    await rasteriseOffThread(svg88x31(view, 'white'));
    // The first was taken before it was drawn, so one more started; then images waited.
    expect(drawn).toEqual([...Array(9).keys()]);
    for (let i = 1; i < 40; i++) expect((await queue.take(i)).equals(rasterise(svgs[i]!()))).toBe(true);
  });

  // In a process of its own, on the compiled modules: the test runner's memory is not the build's.
  const compiled = path.join(process.cwd(), 'lib/widgets/raster-queue.js');
  it.skipIf(!existsSync(compiled) && process.env.CI !== 'true')('keeps the memory of the images it rendered bounded, however many', () => {
    // 200 open-graph images, 600 MB of pixels: without collections they stayed in the process.
    // Rendered on the raster threads, which collect their own heaps, it grows by about 15 MB (the
    // bound was 150 MB when libuv's threads rendered them and the main thread collected).
    const script = `
      const { RasterQueue } = await import(${JSON.stringify(compiled)});
      const { svgOpenGraph } = await import(${JSON.stringify(path.join(process.cwd(), 'lib/widgets/png-widgets.js'))});
      const view = { name: 'P', scope: null, siteName: 'S', translated: { tenths: 500 }, strings: 1, languages: 1 };
      const queue = new RasterQueue(Array.from({ length: 200 }, (_, i) => () => svgOpenGraph({ ...view, strings: i })));
      await queue.take(0);
      const before = process.memoryUsage().rss;
      let peak = before;
      for (let i = 1; i < 200; i++) { await queue.take(i); peak = Math.max(peak, process.memoryUsage().rss); }
      console.log(Math.round((peak - before) / 1e6));`;
    const grown = Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim());
    expect(grown).toBeLessThan(60);
  });
});
