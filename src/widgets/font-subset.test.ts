import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Percent } from '../emit/json.js';
import { fontSubsets } from './font-subset.js';
import { fonts, PNG_COLOURS, rasterise, svg287x66, svg88x31, svgOpenGraph, type PngBadgeView } from './png-widgets.js';

/** Names in several scripts, with what XML escapes, kerning pairs, ligature candidates, and characters DejaVu Sans lacks (CJK, an emoji). */
const NAMES = ['Météo “Station”', 'Погода & Co', 'Καιρός <beta>', "AVAWAY Te'st office", '天气 🌦 Wetter', 'Ǆemal ŉ ﬁ'];

const views: PngBadgeView[] = NAMES.map((name, i) => ({ name, scope: i % 2 ? 'Android app' : null, siteName: 'Übersetzungen', translated: new Percent(i * 197), strings: 40 + i, languages: 5 }));
const drawings = views.flatMap((v) => [...PNG_COLOURS.flatMap((c) => [svg287x66(v, c), svg88x31(v, c)]), svgOpenGraph(v)]);

describe('font subsets', () => {
  it('draw the same PNG bytes as the whole fonts, in files a fraction of their size', async () => {
    const subsets = await fontSubsets(fonts(), drawings);
    expect(subsets).not.toEqual(fonts());
    for (const [i, file] of subsets.entries()) expect(fs.statSync(file).size * 5).toBeLessThan(fs.statSync(fonts()[i]!).size);
    for (const svg of drawings) expect(rasterise(svg, subsets).equals(rasterise(svg)), svg).toBe(true);
  });

  it('lack what their texts lack: the drawing shows it', async () => {
    const svg = svg287x66({ ...views[0]!, name: 'Ж' }, 'white');
    const [withIt, without] = [await fontSubsets(fonts(), [svg]), await fontSubsets(fonts(), [svg.replace('Ж', 'é')])];
    expect(rasterise(svg, withIt).equals(rasterise(svg))).toBe(true);
    expect(rasterise(svg, without).equals(rasterise(svg))).toBe(false);
  });

  it('are made once per set of characters, whatever their order', async () => {
    const first = await fontSubsets(fonts(), ['bÅa']);
    const made = first.map((file) => fs.statSync(file).mtimeMs);
    const again = await fontSubsets(fonts(), ['a', 'Åb']);
    expect(again).toEqual(first);
    expect(again.map((file) => fs.statSync(file).mtimeMs)).toEqual(made);
  });

  it('are the given files when these cannot be cut', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-subset-'));
    try {
      const notAFont = path.join(dir, 'font.ttf');
      fs.writeFileSync(notAFont, 'not a font');
      expect(await fontSubsets([notAFont], ['x'])).toEqual([notAFont]);
      expect(await fontSubsets([path.join(dir, 'missing.ttf')], ['x'])).toEqual([path.join(dir, 'missing.ttf')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
