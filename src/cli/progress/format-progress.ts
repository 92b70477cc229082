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

/**
 * The live line of a running stage: "model    [bar]  34%  5/14 components · 0.6/s · 15 s left · 8.2 s";
 * without a total, the count so far (once there is one), the rate and the time spent.
 */
export function formatLiveLine(stage: LiveStage, bar: (fraction: number) => string): string {
  const parts: string[] = [];
  if (stage.total !== null) {
    const fraction = stage.total > 0 ? Math.min(1, stage.done / stage.total) : 1;
    parts.push(`${formatCount(stage.done)}/${formatCount(stage.total)} ${stage.unit}`);
    if (stage.done > 0 && stage.seconds > 0) parts.push(formatRate(stage.done / stage.seconds));
    if (stage.secondsLeft !== null && stage.done > 0 && stage.done < stage.total) parts.push(`${formatTimeLeft(stage.secondsLeft)} left`);
    parts.push(`${stage.seconds.toFixed(1)} s`);
    return `${stage.name.padEnd(8)} ${bar(fraction)} ${String(Math.floor(fraction * 100)).padStart(3)}%  ${parts.join(' · ')}`;
  }
  if (stage.done > 0) parts.push(`${formatCount(stage.done)} ${stage.unit}`);
  if (stage.done > 0 && stage.seconds > 0) parts.push(formatRate(stage.done / stage.seconds));
  parts.push(`${stage.seconds.toFixed(1)} s`);
  return `${stage.name.padEnd(8)} ${parts.join(' · ')}`;
}
