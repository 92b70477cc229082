import type { StageFigures } from '../../build-progress.js';

/** A count with thousands separators, the same on every machine: 187,000. */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/**
 * "14 components, 187,000 units"; for a count of one, the plural noun loses the first "s" that ends
 * one of its words ("1 commit read", "1 translation file").
 */
export function formatFigures(figures: StageFigures): string {
  return Object.entries(figures)
    .map(([noun, n]) => `${formatCount(n)} ${n === 1 ? noun.replace(/s\b/, '') : noun}`)
    .join(', ');
}

/** The closing line of a stage: "history: 1,234 commits in 2.3 s". */
export function formatStageLine(stage: string, figures: StageFigures, seconds: number): string {
  const what = formatFigures(figures);
  return `${stage}: ${what === '' ? '' : `${what} in `}${seconds.toFixed(1)} s`;
}

/** A time left, coarser as it grows: "8 s", "2 min 05 s", "1 h 04 min". */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** Work per second, with a decimal only while it is small: "0.4/s", "12/s", "4,830/s". */
export function formatRate(perSecond: number): string {
  return `${perSecond < 10 ? perSecond.toFixed(1) : formatCount(perSecond)}/s`;
}

/** What the live line of a running stage shows. */
export interface LiveStage {
  name: string;
  unit: string;
  total: number | null;
  done: number;
  seconds: number;
  /** Estimated seconds left, when there is an estimate. */
  secondsLeft: number | null;
}

/** The widest bar drawn; a narrower terminal gets a shorter one, down to MIN_BAR_WIDTH. */
export const BAR_WIDTH = 24;
const MIN_BAR_WIDTH = 10;
/** Under this width, no bar: the figures matter more. */
const BAR_FROM_WIDTH = 50;

/**
 * The live line of a running stage, at most `width` characters:
 * "model    ██████░░░░░░  34%  5/14 components · 15 s left · 0.6/s · 8.2 s", the least useful
 * figures last (cut first). The bar keeps one width through the stage: as wide as leaves room for
 * the figures at their widest, within MIN_BAR_WIDTH..BAR_WIDTH. Without a total: the count so far
 * (once there is one), the rate and the time spent.
 */
export function formatLiveLine(stage: LiveStage, bar: (fraction: number, width: number) => string, width: number): string {
  const name = stage.name.padEnd(8);
  const parts: string[] = [];
  if (stage.total === null) {
    if (stage.done > 0) parts.push(`${formatCount(stage.done)} ${stage.unit}`, formatRate(stage.done / Math.max(stage.seconds, 1e-3)));
    parts.push(`${stage.seconds.toFixed(1)} s`);
    return fitLine(`${name} `, parts, width);
  }
  const fraction = stage.total > 0 ? Math.min(1, stage.done / stage.total) : 1;
  parts.push(`${formatCount(stage.done)}/${formatCount(stage.total)} ${stage.unit}`);
  if (stage.secondsLeft !== null && stage.done > 0 && stage.done < stage.total) parts.push(`${formatTimeLeft(stage.secondsLeft)} left`);
  if (stage.done > 0 && stage.seconds > 0) parts.push(formatRate(stage.done / stage.seconds));
  parts.push(`${stage.seconds.toFixed(1)} s`);
  const percent = `${String(Math.floor(fraction * 100)).padStart(3)}%  `;
  if (width < BAR_FROM_WIDTH) return fitLine(`${name} ${percent}`, parts, width);
  const widest = `100%  ${formatCount(stage.total)}/${formatCount(stage.total)} ${stage.unit} · 9 min 59 s left · 9,999/s`;
  const room = Math.max(MIN_BAR_WIDTH, Math.min(BAR_WIDTH, width - name.length - widest.length - 2));
  return fitLine(`${name} ${bar(fraction, room)} ${percent}`, parts, width);
}

/** `head` and as many of `parts` as fit in `width`, whole; the first part cut if even it does not fit. */
function fitLine(head: string, parts: string[], width: number): string {
  let line = head + (parts[0] ?? '');
  for (const part of parts.slice(1)) {
    if (line.length + 3 + part.length > width) break;
    line += ` · ${part}`;
  }
  return line.slice(0, width);
}
