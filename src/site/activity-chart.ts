import { html, type SafeHtml } from './html.js';
import { mondayOf } from './weekly-activity.js';

export interface ActivityView {
  /** Changes per week, oldest first. */
  weeks: number[];
  /** Week number of the last column. */
  lastWeek: number;
}

/** Changes per week as an inline SVG bar chart, with its figures in the accessible name and a table fallback in `<title>`. */
export function activityChart(a: ActivityView): SafeHtml {
  const total = a.weeks.reduce((s, n) => s + n, 0);
  const max = Math.max(1, ...a.weeks);
  const bar = 10;
  const height = 60;
  const from = mondayOf(a.lastWeek - a.weeks.length + 1);
  const label = `${total} changes in the ${a.weeks.length} weeks from ${from} to the week of ${mondayOf(a.lastWeek)}; busiest week ${Math.max(0, ...a.weeks)}`;
  const bars = a.weeks.map((n, i) => {
    const h = n === 0 ? 0 : Math.max(2, Math.round((n / max) * (height - 2)));
    return html`<rect x="${i * bar + 1}" y="${height - h}" width="${bar - 2}" height="${h}"><title>${mondayOf(a.lastWeek - a.weeks.length + 1 + i)}: ${n}</title></rect>`;
  });
  return html`<figure class="activity"><svg class="chart" viewBox="0 0 ${a.weeks.length * bar} ${height}" width="${a.weeks.length * bar * 2}" height="${height}" role="img" aria-label="${label}" preserveAspectRatio="none"><line x1="0" y1="${height - 0.5}" x2="${a.weeks.length * bar}" y2="${height - 0.5}" class="axis"/>${bars}</svg><figcaption>Changes per week since ${from}: ${total} in all</figcaption></figure>`;
}
