/**
 * The bench's report: the rows it measured and the series it sampled, as JSON and as an HTML page
 * with a table and hand-made SVG charts (no charting service, nothing fetched), so the numbers can
 * be looked at: `.output/bench/report.json` and `.output/bench/report.html`.
 */

export interface Row {
  case: string;
  unit: string;
  median: number;
  min: number;
  max: number;
  target: string;
  pass: boolean | null;
  baseline?: number;
  ratio?: number;
  /** The bound a ratio row is judged on (`ratio < ratioTarget`, or `<=` where the target says so). */
  ratioTarget?: number;
  /** The spread of the ratio over paired runs (each run divided by the baseline measured beside it). */
  ratioMin?: number;
  ratioMax?: number;
  /** 2 when the row failed once and was measured again before it was judged. */
  attempts?: number;
  note?: string;
}

export interface Series {
  label: string;
  points: [number, number][];
}

export interface Chart {
  title: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
}

export interface BenchReport {
  quick: boolean;
  runs: number;
  warmup: number;
  date: string;
  rows: Row[];
  charts: Chart[];
}

export function stats(values: number[]): { median: number; min: number; max: number } {
  if (values.length === 0) throw new Error('stats of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** Min and max of value[i] / baseline[i]: how far the ratio moved between runs of one sitting. */
export function ratioSpread(values: number[], baselines: number[]): { ratioMin: number; ratioMax: number } {
  if (values.length !== baselines.length || values.length === 0) throw new Error('ratio spread needs paired runs');
  const ratios = values.map((v, i) => v / baselines[i]!);
  return { ratioMin: Math.min(...ratios), ratioMax: Math.max(...ratios) };
}

/** Jobs per second between consecutive progress samples of one run. */
export function ratePoints(progress: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 1; i < progress.length; i++) {
    const [t0, n0] = progress[i - 1]!;
    const [t1, n1] = progress[i]!;
    if (t1 > t0) out.push([t1, (n1 - n0) / (t1 - t0)]);
  }
  return out;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const COLOURS = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#0a7d8c', '#57606a'];
const W = 640;
const H = 280;
const PAD = { left: 64, right: 16, top: 32, bottom: 44 };
/** Legend entries a line of a line chart's legend holds, and the height of a line. */
const LEGEND_PER_LINE = 4;
const LEGEND_LINE_H = 14;
/** The most characters of a legend entry that fit its 140 px at 11 px. */
const LEGEND_CHARS = 22;
/** Width kept right of the ratio chart's bars for a bar's figure, at 10 px. */
const FIGURE_W = 100;
/** The most characters of a case's name that fit the ratio chart's label column at 11 px (about 6 px each). */
const LABEL_CHARS = 52;

/** `text` cut to `chars` characters, its end replaced by an ellipsis when it was longer. */
function shortened(text: string, chars: number): string {
  return text.length <= chars ? text : `${text.slice(0, chars - 1).trimEnd()}…`;
}

/** A number for an axis: at most 3 significant digits, no exponent. */
function tick(n: number): string {
  if (n === 0) return '0';
  const abs = Math.abs(n);
  return abs >= 100 ? n.toFixed(0) : abs >= 10 ? n.toFixed(1) : abs >= 1 ? n.toFixed(2) : n.toPrecision(2);
}

/** A line chart of one or more series sharing axes that start at 0. */
export function lineChart(chart: Chart): string {
  // The legend above the drawing, LEGEND_PER_LINE entries a line: a full run's 5 syncs take two.
  const legendLines = Math.max(1, Math.ceil(chart.series.length / LEGEND_PER_LINE));
  const top = PAD.top + (legendLines - 1) * LEGEND_LINE_H;
  const height = H + (legendLines - 1) * LEGEND_LINE_H;
  const all = chart.series.flatMap((s) => s.points);
  const maxX = Math.max(1e-9, ...all.map((p) => p[0]));
  const maxY = Math.max(1e-9, ...all.map((p) => p[1]));
  const x = (v: number) => PAD.left + (v / maxX) * (W - PAD.left - PAD.right);
  const y = (v: number) => height - PAD.bottom - (v / maxY) * (height - top - PAD.bottom);
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (f) =>
        `<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(f * maxY)}" y2="${y(f * maxY)}" stroke="#d0d7de"/>` +
        `<text x="${PAD.left - 6}" y="${y(f * maxY) + 4}" text-anchor="end">${tick(f * maxY)}</text>` +
        `<text x="${x(f * maxX)}" y="${height - PAD.bottom + 16}" text-anchor="middle">${tick(f * maxX)}</text>`,
    )
    .join('');
  const lines = chart.series
    .map((s, i) => {
      const d = s.points.map((p, j) => `${j === 0 ? 'M' : 'L'}${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`).join('');
      return `<path d="${d}" fill="none" stroke="${COLOURS[i % COLOURS.length]}" stroke-width="1.5"><title>${escapeHtml(s.label)}</title></path>`;
    })
    .join('');
  const legend = chart.series
    .map(
      (s, i) =>
        `<text x="${PAD.left + 8 + (i % LEGEND_PER_LINE) * 140}" y="${PAD.top - 10 + Math.floor(i / LEGEND_PER_LINE) * LEGEND_LINE_H}" fill="${COLOURS[i % COLOURS.length]}">${escapeHtml(shortened(s.label, LEGEND_CHARS))}</text>`,
    )
    .join('');
  return (
    `<figure><figcaption>${escapeHtml(chart.title)}</figcaption>` +
    `<svg viewBox="0 0 ${W} ${height}" width="${W}" height="${height}" role="img" aria-label="${escapeHtml(chart.title)}" font-size="11" font-family="system-ui, sans-serif">` +
    grid +
    lines +
    legend +
    `<text x="${(PAD.left + W - PAD.right) / 2}" y="${height - 8}" text-anchor="middle">${escapeHtml(chart.xLabel)}</text>` +
    `<text transform="translate(14 ${(top + height - PAD.bottom) / 2}) rotate(-90)" text-anchor="middle">${escapeHtml(chart.yLabel)}</text>` +
    `</svg></figure>`
  );
}

/** One bar per row judged on a ratio: the ratio, its spread over runs, and the target line. */
export function ratioChart(rows: Row[]): string {
  const judged = rows.filter((r) => r.ratio !== undefined && r.ratioTarget !== undefined);
  if (judged.length === 0) return '';
  const rowH = 30;
  const labelW = 330;
  const height = PAD.top + judged.length * rowH + 24;
  const maxV = Math.max(...judged.flatMap((r) => [r.ratio!, r.ratioMax ?? r.ratio!, r.ratioTarget!])) * 1.05;
  // Room on the right of the longest bar for its figure ("2.74 (target 1.5)").
  const x = (v: number) => labelW + (v / maxV) * (W + 200 - labelW - PAD.right - FIGURE_W);
  const bars = judged
    .map((r, i) => {
      const top = PAD.top + i * rowH;
      const ok = r.pass === true;
      const spread =
        r.ratioMin !== undefined && r.ratioMax !== undefined
          ? `<line x1="${x(r.ratioMin)}" x2="${x(r.ratioMax)}" y1="${top + 10}" y2="${top + 10}" stroke="#24292f" stroke-width="2"/>`
          : '';
      return (
        `<text x="${labelW - 8}" y="${top + 14}" text-anchor="end"><title>${escapeHtml(r.case)}</title>${escapeHtml(shortened(r.case, LABEL_CHARS))}</text>` +
        `<rect x="${labelW}" y="${top + 3}" width="${x(r.ratio!) - labelW}" height="14" fill="${ok ? '#2da44e' : '#cf222e'}"><title>${r.ratio!.toFixed(3)}</title></rect>` +
        spread +
        `<line x1="${x(r.ratioTarget!)}" x2="${x(r.ratioTarget!)}" y1="${top}" y2="${top + 20}" stroke="#24292f" stroke-dasharray="3 2"/>` +
        // Beside the bar, its spread and its target, on the bar's own line (below it, it met the next bar).
        `<text x="${Math.max(x(r.ratio!), x(r.ratioMax ?? r.ratio!), x(r.ratioTarget!)) + 6}" y="${top + 14}" font-size="10">${r.ratio!.toFixed(2)} (target ${r.ratioTarget})</text>`
      );
    })
    .join('');
  return (
    `<figure><figcaption>Ratios against their targets (bar: median ratio; black line: spread over runs; dashed: target)</figcaption>` +
    `<svg viewBox="0 0 ${W + 200} ${height}" width="${W + 200}" height="${height}" role="img" aria-label="Ratios against their targets" font-size="11" font-family="system-ui, sans-serif">${bars}</svg></figure>`
  );
}

const fmt = (n: number | undefined, digits = 2): string => (n === undefined ? '' : n >= 100 ? n.toFixed(0) : n.toFixed(digits));

export function renderReport(report: BenchReport): string {
  const head = ['case', 'median', 'min', 'max', 'baseline', 'ratio', 'ratio spread', 'target', 'result', 'note'];
  const body = report.rows
    .map((r) => {
      const result = r.pass === null ? 'report' : r.pass ? 'pass' : 'FAIL';
      const cells = [
        r.case,
        `${fmt(r.median)} ${r.unit}`,
        fmt(r.min),
        fmt(r.max),
        fmt(r.baseline),
        r.ratio === undefined ? '' : r.ratio.toFixed(3),
        r.ratioMin === undefined ? '' : `${r.ratioMin.toFixed(3)} – ${r.ratioMax!.toFixed(3)}`,
        r.target,
        r.attempts === 2 ? `${result} (2nd attempt)` : result,
        r.note ?? '',
      ];
      return `<tr class="${result === 'FAIL' ? 'fail' : ''}">${cells.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Job Feed Companion bench ${escapeHtml(report.date)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1f2328; }
table { border-collapse: collapse; margin-bottom: 24px; }
th, td { border: 1px solid #d0d7de; padding: 4px 8px; text-align: left; vertical-align: top; }
td:nth-child(n+2):nth-child(-n+7) { text-align: right; white-space: nowrap; }
tr.fail td { background: #ffebe9; }
figure { margin: 0 0 24px; } figcaption { font-weight: 600; margin-bottom: 4px; }
</style></head><body>
<h1>Bench report</h1>
<p>${escapeHtml(report.date)}; ${report.quick ? 'quick' : 'full'} run, ${report.runs} runs after ${report.warmup} warm-up per timing row. Ratios are against a baseline measured in the same run; a failing row is measured once more before it is judged.</p>
<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>
${body}
</tbody></table>
${ratioChart(report.rows)}
${report.charts.map(lineChart).join('\n')}
</body></html>
`;
}
