/**
 * The bench report's rows of the vacancy grouping quality (grouping.case.ts writes the measurement):
 * precision and recall judged against their targets, and the sweep of rule (3)'s limits as a chart.
 * Plain Node: it reads the measurement, not the extension's modules.
 */
import type { Chart, Row } from './report.ts';
import type { GroupingQuality } from './vacancy-quality.ts';

export const PRECISION_TARGET = 0.98;
export const RECALL_TARGET = 0.9;

export function groupingRows(quality: GroupingQuality): { rows: Row[]; chart: Chart } {
  const { jobs, vacancies, groups, pairs, limits } = quality;
  const note = `${vacancies} vacancies in ${groups} groups; pairs: ${pairs.truePositive} right, ${pairs.falsePositive} wrongly joined, ${pairs.falseNegative} missed; limits: near-identical ${limits.nearIdenticalBits} bits, same title ${limits.sameTitleBits} bits`;
  const row = (measure: string, value: number, target: number): Row => ({
    case: `vacancy grouping quality (${jobs.toLocaleString('en')} jobs): ${measure}`,
    unit: '%',
    median: value * 100,
    min: value * 100,
    max: value * 100,
    target: `>= ${target * 100} %`,
    pass: value >= target,
    note,
  });
  const series = (label: string, sweep: GroupingQuality['sweep']['sameTitleBits'], of: 'precision' | 'recall') => ({
    label,
    points: sweep.map((r): [number, number] => [r.bits, r[of] * 100]),
  });
  return {
    rows: [row('precision', quality.precision, PRECISION_TARGET), row('recall', quality.recall, RECALL_TARGET)],
    chart: {
      title: `Vacancy grouping on ${jobs.toLocaleString('en')} jobs: precision and recall by rule (3)'s limit, the other at its default`,
      xLabel: 'bits',
      yLabel: '%',
      series: [
        series('precision, near-identical limit', quality.sweep.nearIdenticalBits, 'precision'),
        series('recall, near-identical limit', quality.sweep.nearIdenticalBits, 'recall'),
        series('precision, same-title limit', quality.sweep.sameTitleBits, 'precision'),
        series('recall, same-title limit', quality.sweep.sameTitleBits, 'recall'),
      ],
    },
  };
}
