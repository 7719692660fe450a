/**
 * How well the extension groups the same vacancy posted on several boards (issue 17), measured on a
 * reference server started with the vacancies dataset (test/server/vacancies.ts): every page of Get
 * All Jobs read with the extension's own client and parser, summaries built as the index builds them,
 * grouped by utils/feed/vacancy-groups.ts, and the pairs of each group compared with the ground truth
 * (GET /__test/vacancies). Run through vitest (the extension's modules), by the bench case
 * grouping.case.ts and by test/server/__tests__/vacancies.test.ts.
 *
 * Besides the grouping with its limits, it measures rules (1) and (2) alone, sweeps each limit of
 * rule (3) so that they can be chosen from measurements, and gives the Hamming distances of the agency
 * copies' fingerprints to their own vacancy's nearest posting and to other vacancies' nearest.
 */
import { JobFeedClient } from '../../utils/api/client';
import { KEY_ADAPTERS } from '../../utils/boards/enabled';
import { hashHalves } from '../../utils/feed/description-hash';
import { toJobSummary } from '../../utils/feed/summarize';
import type { JobSummary } from '../../utils/feed/summary';
import { NEAR_IDENTICAL_BITS, SAME_TITLE_BITS, groupVacancies, type GroupingLimits } from '../../utils/feed/vacancy-groups';
import { demoToken } from './feed-pages.ts';
import { comparePairs, examples, type ExampleJob, type PairReport, type PairScore } from './vacancy-pairs.ts';

export interface SweepRow extends PairScore {
  bits: number;
}

export interface GroupingQuality extends PairReport {
  jobs: number;
  vacancies: number;
  limits: Required<GroupingLimits>;
  /** Rules (1) and (2) alone: no job has a fingerprint. */
  withoutDescriptions: PairReport;
  /** Each limit of rule (3) from 0 bits up, the other at its default. */
  sweep: { nearIdenticalBits: SweepRow[]; sameTitleBits: SweepRow[] };
  /**
   * Histograms (index: bits, 0 to 64) over the jobs without an employer that have a fingerprint: the
   * distance to the nearest other posting of their vacancy, to the nearest posting of another vacancy
   * with the same title key, and of any other vacancy.
   */
  distances: { sameVacancy: number[]; otherVacancySameTitle: number[]; otherVacancy: number[] };
  examples: { falsePositives: ExampleJob[][]; falseNegatives: ExampleJob[][] };
}

const PAGE_SIZE = 2000;
const SWEEP_BITS = 16;

/** Every job of the feed as the index summarizes it, read page by page in id order. */
async function readSummaries(baseUrl: string, token: string): Promise<JobSummary[]> {
  const client = new JobFeedClient({ baseUrl, getToken: () => token });
  const summaries: JobSummary[] = [];
  for (let after = 0; ;) {
    const page = await client.getJobListings({ page: 0, size: PAGE_SIZE, sort: [['id', 'asc']], criteria: { id: { greaterThan: after } } });
    if (page.jobs.length === 0) return summaries;
    for (const listing of page.jobs) summaries.push(toJobSummary(listing, KEY_ADAPTERS, 0));
    after = page.jobs[page.jobs.length - 1]!.id;
  }
}

async function readTruth(baseUrl: string): Promise<Map<number, number>> {
  const response = await fetch(new URL('__test/vacancies', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`));
  if (!response.ok) throw new Error(`GET /__test/vacancies: ${response.status}; was the server started with dataset 'vacancies'?`);
  const { truth } = (await response.json()) as { truth: Record<string, number> };
  return new Map(Object.entries(truth).map(([id, vacancy]) => [Number(id), vacancy]));
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

function distances(summaries: readonly JobSummary[], truth: ReadonlyMap<number, number>): GroupingQuality['distances'] {
  const hashed = summaries.flatMap((s) => {
    const halves = hashHalves(s.descriptionHash);
    return halves && truth.has(s.id) ? [{ s, halves, vacancy: truth.get(s.id)! }] : [];
  });
  const high = Uint32Array.from(hashed, (h) => h.halves[0]);
  const low = Uint32Array.from(hashed, (h) => h.halves[1]);
  const histogram = () => new Array<number>(65).fill(0);
  const result = { sameVacancy: histogram(), otherVacancySameTitle: histogram(), otherVacancy: histogram() };
  hashed.forEach((job, i) => {
    if (job.s.vacancyEmployer !== null) return;
    let [same, sameTitle, other] = [65, 65, 65];
    for (let j = 0; j < hashed.length; j++) {
      if (j === i) continue;
      const d = bitCount((high[i]! ^ high[j]!) >>> 0) + bitCount((low[i]! ^ low[j]!) >>> 0);
      if (hashed[j]!.vacancy === job.vacancy) same = Math.min(same, d);
      else {
        other = Math.min(other, d);
        if (job.s.vacancyTitle !== null && hashed[j]!.s.vacancyTitle === job.s.vacancyTitle) sameTitle = Math.min(sameTitle, d);
      }
    }
    if (same <= 64) result.sameVacancy[same]!++;
    if (sameTitle <= 64) result.otherVacancySameTitle[sameTitle]!++;
    if (other <= 64) result.otherVacancy[other]!++;
  });
  return result;
}

/** The grouping's precision and recall on the server's feed, pair by pair, with a sweep of its limits. */
export async function measureGroupingQuality(baseUrl: string, token?: string): Promise<GroupingQuality> {
  const summaries = await readSummaries(baseUrl, token ?? (await demoToken(baseUrl)));
  const truth = await readTruth(baseUrl);
  const agency = new Set(summaries.filter((s) => s.vacancyEmployer === null).map((s) => s.id));
  const compare = (groups: Map<number, number>) => comparePairs(groups, truth, (id) => agency.has(id));
  const limits = { nearIdenticalBits: NEAR_IDENTICAL_BITS, sameTitleBits: SAME_TITLE_BITS };
  const groups = groupVacancies(summaries, limits);
  const sweepOf = (limit: keyof GroupingLimits): SweepRow[] =>
    Array.from({ length: SWEEP_BITS + 1 }, (_, bits) => {
      const { precision, recall, pairs } = compare(groupVacancies(summaries, { ...limits, [limit]: bits }));
      return { bits, precision, recall, pairs };
    });
  const facts = new Map(
    summaries.map((s) => [s.id, { id: s.id, employer: s.employer, title: s.title, publishDate: s.publishDate, postingKey: s.postingKey }]),
  );
  return {
    ...compare(groups),
    jobs: summaries.length,
    vacancies: new Set(summaries.map((s) => truth.get(s.id))).size,
    limits,
    withoutDescriptions: compare(groupVacancies(summaries.map((s) => ({ ...s, descriptionHash: null })))),
    sweep: { nearIdenticalBits: sweepOf('nearIdenticalBits'), sameTitleBits: sweepOf('sameTitleBits') },
    distances: distances(summaries, truth),
    examples: examples(groups, truth, facts, 5),
  };
}

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
const counts = (s: PairScore) => `TP ${s.pairs.truePositive}, FP ${s.pairs.falsePositive}, FN ${s.pairs.falseNegative}`;

/** Cumulative share of a histogram at or below each of `marks` bits. */
function atOrBelow(histogram: number[], marks: number[]): string {
  const total = histogram.reduce((a, b) => a + b, 0) || 1;
  return marks.map((m) => `≤${m}: ${pct(histogram.slice(0, m + 1).reduce((a, b) => a + b, 0) / total)}`).join(', ');
}

/** The measurement as text: totals, by pair kind, the sweep table, distances and a few examples. */
export function formatQuality(q: GroupingQuality): string {
  const lines = [
    `Vacancy grouping on ${q.jobs} jobs, ${q.vacancies} vacancies, ${q.groups} groups (limits: near-identical ${q.limits.nearIdenticalBits} bits, same title ${q.limits.sameTitleBits} bits)`,
    `  all pairs: precision ${pct(q.precision)}, recall ${pct(q.recall)} (${counts(q)})`,
    ...Object.entries(q.byKind).map(
      ([kind, s]) => `  ${kind} pairs: precision ${pct(s.precision)}, recall ${pct(s.recall)} (${counts(s)})`,
    ),
    `  rules 1 and 2 alone: precision ${pct(q.withoutDescriptions.precision)}, recall ${pct(q.withoutDescriptions.recall)} (${counts(q.withoutDescriptions)})`,
    '  bits | near-identical: precision  recall   | same title: precision  recall',
    ...q.sweep.nearIdenticalBits.map((row, i) => {
      const title = q.sweep.sameTitleBits[i]!;
      return `  ${String(row.bits).padStart(4)} | ${pct(row.precision).padStart(22)} ${pct(row.recall).padStart(7)} | ${pct(title.precision).padStart(21)} ${pct(title.recall).padStart(7)}`;
    }),
    `  agency copies, nearest posting of the same vacancy: ${atOrBelow(q.distances.sameVacancy, [3, 6, 10, 14, 20])}`,
    `  agency copies, nearest other vacancy, same title: ${atOrBelow(q.distances.otherVacancySameTitle, [3, 6, 10, 14, 20])}`,
    `  agency copies, nearest other vacancy: ${atOrBelow(q.distances.otherVacancy, [3, 6, 10, 14, 20])}`,
  ];
  const job = (j: ExampleJob) =>
    `    #${j.id} vacancy ${j.vacancy} group ${j.group}: ${JSON.stringify(j.employer)} | ${j.title} | ${j.publishDate?.slice(0, 10)} | ${j.postingKey}`;
  for (const [name, list] of [
    ['false positives (one group, several vacancies)', q.examples.falsePositives],
    ['false negatives (one vacancy, several groups)', q.examples.falseNegatives],
  ] as const) {
    lines.push(`  examples of ${name}:`);
    for (const group of list.slice(0, 3)) lines.push(...group.slice(0, 6).map(job), '    --');
  }
  return lines.join('\n');
}
