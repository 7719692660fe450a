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

  it("shortens a long case's label to the label column, keeps its whole name as the label's title, and puts the figure inside the drawing", () => {
    const name = 'sync 10,000 jobs from an API 50 ms away: 2 id ranges side by side, alternated';
    const svg = ratioChart([row({ case: name, ratio: 3, ratioTarget: 0.8, ratioMin: 2, ratioMax: 4, pass: false })]);
    const label = /<text x="([\d.]+)" y="([\d.]+)" text-anchor="end"><title>([^<]*)<\/title>([^<]*)<\/text>/.exec(svg);
    expect(label?.[3]).toBe(name);
    expect(label![4]!.length).toBeLessThanOrEqual(52);
    expect(label![4]!.endsWith('…')).toBe(true);
    const width = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
    const figure = /<text x="([\d.]+)" y="([\d.]+)" font-size="10">3\.00 \(target 0\.8\)<\/text>/.exec(svg);
    // On the bar's own line, right of its spread, and short of the drawing's right edge.
    expect(figure?.[2]).toBe(label![2]);
    expect(Number(figure![1]) + 90).toBeLessThanOrEqual(width);
  });

  it("gives a line chart's legend a second line for a fifth series, above the drawing", () => {
    const series = [1, 2, 3, 4, 5].map((n) => ({
      label: `run ${n}`,
      points: [
        [0, 0],
        [n, 100],
      ] as [number, number][],
    }));
    const svg = lineChart({ title: 'progress', xLabel: 's', yLabel: 'jobs', series });
    const legend = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" fill="[^"]+">(run \d)<\/text>/g)].map((m) => ({
      at: `${m[1]},${m[2]}`,
      y: Number(m[2]),
    }));
    expect(legend).toHaveLength(5);
    expect(new Set(legend.map((l) => l.at)).size).toBe(5);
    const lowest = Math.max(...legend.map((l) => l.y));
    for (const [, , y] of svg.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)) expect(Number(y)).toBeGreaterThan(lowest);
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
