/**
 * Pairwise precision and recall of a grouping against a ground truth: the pairs of jobs put in one
 * group against the pairs of jobs that are one vacancy. Counted per group and per vacancy (n jobs
 * make n(n-1)/2 pairs), never over all pairs of jobs. Plus the groups and vacancies that went wrong,
 * as examples to read.
 */

export interface PairCounts {
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
}

export interface PairScore {
  precision: number;
  recall: number;
  pairs: PairCounts;
}

/** What the two jobs of a pair carry: both an employer, one of them (an agency's copy and another), neither. */
export type PairKind = 'employer' | 'mixed' | 'agency';
export const PAIR_KINDS: readonly PairKind[] = ['employer', 'mixed', 'agency'];

export interface ExampleJob {
  id: number;
  vacancy: number;
  group: number;
  employer: string | null;
  title: string | null;
  publishDate: string | null;
  postingKey: string | null;
}

export interface JobFacts {
  id: number;
  employer: string | null;
  title: string | null;
  publishDate: string | null;
  postingKey: string | null;
}

/** Employer and agency jobs of one cell (group, vacancy, or both). */
interface Tally {
  employer: number;
  agency: number;
}

const pairsOf = (n: number) => (n * (n - 1)) / 2;

function kindPairs(t: Tally): Record<PairKind, number> {
  return { employer: pairsOf(t.employer), mixed: t.employer * t.agency, agency: pairsOf(t.agency) };
}

function add(tallies: Map<string | number, Tally>, key: string | number, agency: boolean): void {
  const tally = tallies.get(key) ?? { employer: 0, agency: 0 };
  if (agency) tally.agency++;
  else tally.employer++;
  tallies.set(key, tally);
}

function sum(tallies: Map<string | number, Tally>): Record<PairKind, number> {
  const total = { employer: 0, mixed: 0, agency: 0 };
  for (const tally of tallies.values()) {
    const pairs = kindPairs(tally);
    for (const kind of PAIR_KINDS) total[kind] += pairs[kind];
  }
  return total;
}

export function score(pairs: PairCounts): PairScore {
  const predicted = pairs.truePositive + pairs.falsePositive;
  const actual = pairs.truePositive + pairs.falseNegative;
  return { precision: predicted === 0 ? 1 : pairs.truePositive / predicted, recall: actual === 0 ? 1 : pairs.truePositive / actual, pairs };
}

export interface PairReport extends PairScore {
  byKind: Record<PairKind, PairScore>;
  groups: number;
}

/**
 * The grouping's pairs against the truth's, in all and by kind. Jobs the truth does not know (added
 * by a test) are left out; `agency` says which jobs carry no employer.
 */
export function comparePairs(
  groups: ReadonlyMap<number, number>,
  truth: ReadonlyMap<number, number>,
  agency: (id: number) => boolean,
): PairReport {
  const byGroup = new Map<string | number, Tally>();
  const byVacancy = new Map<string | number, Tally>();
  const byCell = new Map<string | number, Tally>();
  for (const [id, group] of groups) {
    const vacancy = truth.get(id);
    if (vacancy === undefined) continue;
    const isAgency = agency(id);
    add(byGroup, group, isAgency);
    add(byVacancy, vacancy, isAgency);
    add(byCell, `${group}|${vacancy}`, isAgency);
  }
  const [predicted, actual, both] = [sum(byGroup), sum(byVacancy), sum(byCell)];
  const counts = (kind: PairKind): PairCounts => ({
    truePositive: both[kind],
    falsePositive: predicted[kind] - both[kind],
    falseNegative: actual[kind] - both[kind],
  });
  const byKind = Object.fromEntries(PAIR_KINDS.map((kind) => [kind, score(counts(kind))])) as Record<PairKind, PairScore>;
  const total = PAIR_KINDS.map(counts).reduce((a, b) => ({
    truePositive: a.truePositive + b.truePositive,
    falsePositive: a.falsePositive + b.falsePositive,
    falseNegative: a.falseNegative + b.falseNegative,
  }));
  return { ...score(total), byKind, groups: byGroup.size };
}

/**
 * Up to `limit` groups that join several vacancies (false positives) and vacancies split over several
 * groups (false negatives), each with its jobs.
 */
export function examples(
  groups: ReadonlyMap<number, number>,
  truth: ReadonlyMap<number, number>,
  jobs: ReadonlyMap<number, JobFacts>,
  limit: number,
): { falsePositives: ExampleJob[][]; falseNegatives: ExampleJob[][] } {
  const members = new Map<number, number[]>();
  const postings = new Map<number, number[]>();
  for (const [id, group] of groups) {
    const vacancy = truth.get(id);
    if (vacancy === undefined) continue;
    members.set(group, [...(members.get(group) ?? []), id]);
    postings.set(vacancy, [...(postings.get(vacancy) ?? []), id]);
  }
  const describe = (id: number): ExampleJob => {
    const job = jobs.get(id)!;
    return { ...job, vacancy: truth.get(id)!, group: groups.get(id)! };
  };
  const falsePositives = [...members.values()]
    .filter((ids) => new Set(ids.map((id) => truth.get(id))).size > 1)
    .slice(0, limit)
    .map((ids) => ids.map(describe));
  const falseNegatives = [...postings.values()]
    .filter((ids) => new Set(ids.map((id) => groups.get(id))).size > 1)
    .slice(0, limit)
    .map((ids) => ids.map(describe));
  return { falsePositives, falseNegatives };
}
