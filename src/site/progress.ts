import { formatPercent } from '../widgets/percent-text.js';
import { addCounts, computePercent, emptyCounts } from '../model/compute-stats.js';
import type { Translation, UnitCounts } from '../model/model-types.js';
import { html, type SafeHtml } from './html.js';

/** What a page shows of a set of translations' counts: the API's own percentages (§11.2). */
export interface ProgressView {
  total: number;
  totalWords: number;
  translated: number;
  fuzzy: number;
  failing: number;
  translatedPercent: string;
  fuzzyPercent: string;
  failingPercent: string;
}

export function progressOf(counts: UnitCounts): ProgressView {
  return {
    total: counts.total,
    totalWords: counts.totalWords,
    translated: counts.translated,
    fuzzy: counts.fuzzy,
    failing: counts.failing,
    translatedPercent: formatPercent(computePercent(counts.translated, counts.total, true)),
    fuzzyPercent: formatPercent(computePercent(counts.fuzzy, counts.total)),
    failingPercent: formatPercent(computePercent(counts.failing, counts.total)),
  };
}

export function sumCounts(translations: readonly Translation[]): UnitCounts {
  const counts = emptyCounts();
  for (const t of translations) addCounts(counts, t.stats);
  return counts;
}

/**
 * A stacked bar (translated, then needing editing, with failing checks marked below) that works
 * without CSS images or scripts; its figures are also in text for screen readers.
 */
export function progressBar(p: ProgressView): SafeHtml {
  const label = `${p.translatedPercent} % translated, ${p.fuzzyPercent} % needs editing, ${p.failingPercent} % failing checks`;
  return html`<div class="progress" role="img" aria-label="${label}"><span class="bar-translated" style="width:${p.translatedPercent}%"></span><span class="bar-fuzzy" style="width:${p.fuzzyPercent}%"></span></div>${
    p.failing > 0 ? html`<div class="progress progress-checks" aria-hidden="true"><span class="bar-failing" style="width:${p.failingPercent}%"></span></div>` : ''
  }`;
}

/** The figures under a bar. */
export function progressFigures(p: ProgressView): SafeHtml {
  return html`<dl class="figures"><div><dt>Translated</dt><dd>${p.translatedPercent} %</dd></div><div><dt>Strings</dt><dd>${p.total}</dd></div><div><dt>Words</dt><dd>${p.totalWords}</dd></div><div><dt>Needs editing</dt><dd>${p.fuzzy}</dd></div><div><dt>Failing checks</dt><dd>${p.failing}</dd></div></dl>`;
}
