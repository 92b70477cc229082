import { describe, expect, it } from 'vitest';
import { Percent } from '../emit/json.js';
import { renderHorizontalChart, renderMultiChart } from './language-charts.js';
import { formatPercent } from './percent-text.js';
import { renderSvgBadge } from './svg-badge.js';

describe('widgets', () => {
  it('print the percentage as the API does (one decimal, floored)', () => {
    expect(formatPercent(new Percent(853))).toBe('85.3');
    expect(formatPercent(new Percent(1000))).toBe('100.0');
    expect(formatPercent(new Percent(1))).toBe('0.1');
  });

  it('draw the badge with its figure in text and in its accessible name', () => {
    const svg = renderSvgBadge(new Percent(769));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('aria-label="translated: 76.9%"');
    expect(svg).toContain('>76.9%</text>');
    expect(renderSvgBadge(new Percent(769))).toBe(svg);
  });

  it('escape language names in the charts and give each language its bar', () => {
    const bars = [{ name: 'A & <B>', translated: new Percent(500) }, { name: 'Italian', translated: new Percent(1000) }];
    for (const svg of [renderMultiChart(bars, 'auto'), renderHorizontalChart(bars, 'blue')]) {
      expect(svg).toContain('A &amp; &lt;B&gt;');
      expect(svg).not.toContain('<B>');
      expect(svg).toContain('Italian');
    }
    expect(renderMultiChart(bars, 'auto')).toContain('>50.0%</text>');
    expect(renderMultiChart(bars, 'red')).toContain('fill="#e05d44"');
  });
});
