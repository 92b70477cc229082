import { fingerprintOf } from '../api/lazy-item.js';
import { computePercent } from '../model/compute-stats.js';
import type { Model } from '../model/model.js';
import type { Project, Translation } from '../model/model-types.js';
import { sumCounts } from '../site/progress.js';
import { byLanguage } from '../site/site-context.js';
import { fontSubsets } from './font-subset.js';
import { fonts, PNG_COLOURS, svg287x66, svg88x31, svgOpenGraph, type PngBadgeView } from './png-widgets.js';
import { readPlannedWidgetFingerprints, writePlannedWidgetFingerprints } from './planned-widget-fingerprints.js';
import { RasterQueue } from './raster-queue.js';

/** One PNG widget file: its URL and its lazily rasterised bytes. */
export interface PlannedPngWidget {
  path: string;
  fingerprint: string;
  render: () => Promise<Buffer>;
}

/** The PNG widgets to write, and how to stop drawing them ahead once the build has ended. */
export interface PngWidgetPlan {
  widgets: PlannedPngWidget[];
  stop: () => void;
}

/**
 * Weblate's PNG widgets at its URLs, `/widgets/<p>/<l or ->/[<c>/]<name>.png`: `287x66-<colour>`,
 * `88x31-<colour>` (grey, white, black) for the project, each of its languages and each component,
 * and `open-graph` for the project and each component. A component's languages get none (their SVG badge stays): seven PNG files
 * for every translation would cost more files than the budget allows at scale. `drawAll`: the
 * build writes every file, so every widget is drawn from now on (RasterQueue). Otherwise the
 * widgets whose fingerprint the last build did not plan are drawn from now on, on the second core
 * while the API is written (at S the 20 widgets of one edit kept the writer waiting 0.45 s at the
 * end), and the others only when the writer asks for them.
 */
export function planPngWidgets(model: Model, drawAll = false): PngWidgetPlan {
  const siteName = model.site.name;
  const drawings: Drawing[] = [];
  for (const p of model.projects) {
    const all = p.components.flatMap((c) => c.translations);
    drawings.push(...scope(siteName, p, null, null, all));
    for (const g of byLanguage(all)) drawings.push(...scope(siteName, p, g.language.code, g.language.name, g.translations));
    for (const c of p.components) drawings.push(...scope(siteName, p, null, { slug: c.slug, name: c.name }, c.translations));
  }
  const planned = drawAll ? null : readPlannedWidgetFingerprints(model.cacheDir);
  writePlannedWidgetFingerprints(model.cacheDir, drawings);
  const changed = (d: Drawing): boolean => drawAll || (planned !== null && planned.get(d.path) !== d.fingerprint);
  // Each drawing goes to one of two queues: its place there is its index in that queue's list.
  const ahead: Drawing[] = [];
  const asked: Drawing[] = [];
  const places = drawings.map((d) => (changed(d) ? { ahead: true, i: ahead.push(d) - 1 } : { ahead: false, i: asked.push(d) - 1 }));
  // Drawing them all, the fonts are cut down to their characters first (font-subset.ts): the same
  // pixels, in about half the time. A rebuild draws a few: the whole fonts cost less than a cut.
  const fontFiles = drawAll ? fontSubsets(fonts(), drawings.map((d) => d.svg())) : undefined;
  const aheadQueue = new RasterQueue(ahead.map((d) => d.svg), { drawAll: true, fontFiles });
  const askedQueue = new RasterQueue(asked.map((d) => d.svg));
  const widgets = drawings.map(({ path, fingerprint }, k): PlannedPngWidget => {
    const { ahead: drawnAhead, i } = places[k]!;
    const queue = drawnAhead ? aheadQueue : askedQueue;
    return { path, fingerprint, render: () => queue.take(i) };
  });
  return {
    widgets,
    stop: () => {
      aheadQueue.stop();
      askedQueue.stop();
    },
  };
}

/** A widget before it is rasterised: its URL, fingerprint and SVG. */
interface Drawing {
  path: string;
  fingerprint: string;
  svg: () => string;
}

function scope(siteName: string, p: Project, language: string | null, narrowed: string | { slug: string; name: string } | null, translations: readonly Translation[]): Drawing[] {
  const component = typeof narrowed === 'object' ? narrowed : null;
  const dir = `/widgets/${p.slug}/${language ?? '-'}/${component === null ? '' : `${component.slug}/`}`;
  const counts = sumCounts(translations);
  const sources = translations.filter((t) => t.isSource);
  const view: PngBadgeView = {
    name: p.name,
    scope: component?.name ?? (typeof narrowed === 'string' ? narrowed : null),
    siteName,
    translated: computePercent(counts.translated, counts.total, true),
    // A language's badge counts its strings; the others the source strings, as Weblate's.
    strings: language !== null || sources.length === 0 ? counts.total : sources.reduce((n, t) => n + t.stats.total, 0),
    languages: byLanguage(translations).length,
  };
  const fingerprint = fingerprintOf(JSON.stringify({ ...view, translated: view.translated.tenths }));
  const png = (name: string, svg: () => string): Drawing => ({ path: `${dir}${name}.png`, fingerprint, svg });
  const drawings = PNG_COLOURS.flatMap((colour) => [png(`287x66-${colour}`, () => svg287x66(view, colour)), png(`88x31-${colour}`, () => svg88x31(view, colour))]);
  // The link preview picture is for a project or component, the pages a link is shared to.
  if (language === null) drawings.push(png('open-graph', () => svgOpenGraph(view)));
  return drawings;
}
