import { computePercent } from '../model/compute-stats.js';
import type { Model } from '../model/model.js';
import type { Project, Translation } from '../model/model-types.js';
import { sumCounts } from '../site/progress.js';
import { byLanguage } from '../site/site-context.js';
import { fingerprintOf } from '../api/lazy-item.js';
import { renderHorizontalChart, renderMultiChart, type LanguageBar } from './language-charts.js';
import { renderSvgBadge } from './svg-badge.js';
import { WIDGET_COLOURS } from './svg-text.js';

/** One widget file: its URL (a file name, not a folder) and its lazily rendered SVG. */
export interface PlannedWidget {
  path: string;
  fingerprint: string;
  render: () => string;
}

function widget(path: string, inputs: unknown, render: () => string): PlannedWidget {
  return { path, fingerprint: fingerprintOf(JSON.stringify(inputs)), render };
}

/**
 * Weblate's widgets at Weblate's URLs: `/widgets/<p>/<l or ->/[<c>/]svg-badge.svg` for the
 * project, each language, each component and each component's language; the per-language charts
 * (`multi-*`, `horizontal-*`) for the project and each component.
 */
export function* planWidgets(model: Model): Generator<PlannedWidget> {
  for (const p of model.projects) {
    const all = p.components.flatMap((c) => c.translations);
    yield* scope(p, null, null, all);
    for (const g of byLanguage(all)) yield* scope(p, g.language.code, null, g.translations);
    for (const c of p.components) {
      yield* scope(p, null, c.slug, c.translations);
      for (const t of c.translations) yield* scope(p, t.language.code, c.slug, [t]);
    }
  }
}

function* scope(p: Project, language: string | null, component: string | null, translations: readonly Translation[]): Generator<PlannedWidget> {
  const dir = `/widgets/${p.slug}/${language ?? '-'}/${component === null ? '' : `${component}/`}`;
  const counts = sumCounts(translations);
  const percent = computePercent(counts.translated, counts.total, true);
  yield widget(`${dir}svg-badge.svg`, percent.tenths, () => renderSvgBadge(percent));
  if (language !== null) return;
  const bars: LanguageBar[] = byLanguage(translations).map((g) => {
    const c = sumCounts(g.translations);
    return { name: g.language.name, translated: computePercent(c.translated, c.total, true) };
  });
  const inputs = bars.map((b) => [b.name, b.translated.tenths]);
  for (const colour of WIDGET_COLOURS) {
    yield widget(`${dir}multi-${colour}.svg`, inputs, () => renderMultiChart(bars, colour));
    yield widget(`${dir}horizontal-${colour}.svg`, inputs, () => renderHorizontalChart(bars, colour));
  }
}
