import { describe, expect, it } from 'vitest';
import { formatFigures, formatLiveLine, formatRate, formatStageLine, formatTimeLeft } from './format-progress.js';

describe('progress formatting', () => {
  it('names figures with thousands separators and singular nouns for one', () => {
    expect(formatFigures({ projects: 1, components: 14, 'translation files': 1, units: 1_187_000, written: 1 })).toBe(
      '1 project, 14 components, 1 translation file, 1,187,000 units, 1 written',
    );
    expect(formatStageLine('content', {}, 0.04)).toBe('content: 0.0 s');
  });

  it('gives time left coarser as it grows, and small rates a decimal', () => {
    expect([formatTimeLeft(0.2), formatTimeLeft(59), formatTimeLeft(125), formatTimeLeft(3 * 3600 + 4 * 60 + 9)]).toEqual(['1 s', '59 s', '2 min 05 s', '3 h 04 min']);
    expect([formatRate(0.43), formatRate(12.4), formatRate(4830.2)]).toEqual(['0.4/s', '12/s', '4,830/s']);
  });

  it('shows a stage with a total as a bar, a count, the time left and a rate, within the width', () => {
    const bar = (f: number, width: number) => '#'.repeat(Math.round(f * width)).padEnd(width, '.');
    const model = { name: 'model', unit: 'components', total: 14, done: 5, seconds: 8.2, secondsLeft: 15 };
    expect(formatLiveLine(model, bar, 200)).toBe(`model    ${'#'.repeat(9)}${'.'.repeat(15)}  35%  5/14 components · 15 s left · 0.6/s · 8.2 s`);
    // A narrower terminal: a shorter bar, the same through the stage, then the last figures left out; no bar when very narrow.
    const at = (done: number, secondsLeft: number | null, width: number) => formatLiveLine({ ...model, done, secondsLeft }, bar, width);
    expect(at(5, 15, 80)).toBe('model    #######.............  35%  5/14 components · 15 s left · 0.6/s · 8.2 s');
    expect(at(0, null, 80)).toBe('model    ....................   0%  0/14 components · 8.2 s');
    expect(at(5, 15, 60)).toBe('model    ####......  35%  5/14 components · 15 s left');
    expect(at(5, 15, 40)).toBe('model     35%  5/14 components');
    expect(at(5, 15, 20)).toBe('model     35%  5/14 ');
    // Nothing done yet: no rate nor estimate; all done: no time left.
    expect(formatLiveLine({ name: 'write', unit: 'units', total: 10, done: 0, seconds: 0, secondsLeft: 3 }, bar, 100)).toBe(
      `write    ${'.'.repeat(24)}   0%  0/10 units · 0.0 s`,
    );
    expect(formatLiveLine({ name: 'write', unit: 'units', total: 10, done: 10, seconds: 2, secondsLeft: 0 }, bar, 100)).toBe(
      `write    ${'#'.repeat(24)} 100%  10/10 units · 5.0/s · 2.0 s`,
    );
  });

  it('shows a stage without a total as its count so far, rate and time spent', () => {
    const bar = () => 'never drawn';
    expect(formatLiveLine({ name: 'history', unit: 'commits read', total: null, done: 0, seconds: 1.25, secondsLeft: null }, bar, 100)).toBe('history  1.3 s');
    expect(formatLiveLine({ name: 'history', unit: 'commits read', total: null, done: 1234, seconds: 2, secondsLeft: null }, bar, 100)).toBe(
      'history  1,234 commits read · 617/s · 2.0 s',
    );
  });
});
