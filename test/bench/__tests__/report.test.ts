import { describe, expect, it } from 'vitest';
import { lineChart, ratePoints, ratioChart, ratioSpread, renderReport, stats, type Row } from '../report';

const row = (over: Partial<Row>): Row => ({ case: 'c', unit: 'ms', median: 1, min: 1, max: 1, target: 't', pass: true, ...over });

describe('bench report', () => {
  it('takes the median, min and max, and refuses no values', () => {
    expect(stats([5, 1, 3, 9, 7])).toEqual({ median: 5, min: 1, max: 9 });
    expect(() => stats([])).toThrow();
  });

  it('spreads the ratio over paired runs', () => {
    expect(ratioSpread([110, 90, 120], [100, 100, 100])).toEqual({ ratioMin: 0.9, ratioMax: 1.2 });
    expect(() => ratioSpread([1, 2], [1])).toThrow();
  });

  it('turns progress samples into jobs per second, skipping samples at the same time', () => {
    expect(
      ratePoints([
        [0, 0],
        [1, 1000],
        [1, 1000],
        [3, 5000],
      ]),
    ).toEqual([
      [1, 1000],
      [3, 2000],
    ]);
  });

  it('draws one bar per ratio row with its target, and none for rows without a ratio target', () => {
    const svg = ratioChart([
      row({ case: 'overhead', ratio: 1.2, ratioTarget: 1.1, ratioMin: 1.1, ratioMax: 1.3, pass: false }),
      row({ case: 'size' }),
    ]);
    expect(svg.match(/<rect /g)).toHaveLength(1);
    expect(svg).toContain('#cf222e');
    expect(svg).toContain('1.20 (target 1.1)');
    expect(ratioChart([row({})])).toBe('');
  });

  it('plots every series of a line chart inside the drawing', () => {
    const svg = lineChart({
      title: 'progress',
      xLabel: 's',
      yLabel: 'jobs',
      series: [
        {
          label: 'run 1',
          points: [
            [0, 0],
            [10, 100],
          ],
        },
        {
          label: 'run 2',
          points: [
            [0, 0],
            [20, 50],
          ],
        },
      ],
    });
    const paths = [...svg.matchAll(/d="([^"]+)"/g)].map((m) => m[1]!);
    expect(paths).toHaveLength(2);
    for (const d of paths)
      for (const [, x, y] of d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)) {
        expect(Number(x)).toBeGreaterThanOrEqual(0);
        expect(Number(x)).toBeLessThanOrEqual(640);
        expect(Number(y)).toBeGreaterThanOrEqual(0);
        expect(Number(y)).toBeLessThanOrEqual(280);
      }
  });

  it('escapes case names and notes and marks rows judged on a second attempt', () => {
    const html = renderReport({
      quick: true,
      runs: 5,
      warmup: 1,
      date: '2026-11-23',
      rows: [row({ case: '<img src=x onerror=alert(1)>', note: 'a & b', pass: false, attempts: 2 })],
      charts: [],
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('FAIL (2nd attempt)');
    expect(html).toContain("default-src 'none'");
  });
});
