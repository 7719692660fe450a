/**
 * One employer in the feed, from the local index only: its open jobs, how many of its vacancies were
 * posted more than once, how long its jobs stay open (median days), and the boards it uses. The
 * employer is matched as vacancy grouping matches it (legal forms, case and punctuation aside:
 * vacancy-key.ts), so "Acme B.V." and "ACME bv" are one employer.
 */
import { DAY_SECONDS, epochSeconds } from './instants';
import { isClosedAt } from './job-state';
import type { JobSummary } from './summary';
import type { VacancyGrouping } from './vacancy-groups';
import { employerGroupKey, type VacancyKeys } from './vacancy-key';

/** What the numbers read of a search row (search-rows.ts). */
interface EmployerRow extends Pick<VacancyKeys, 'vacancyKey' | 'board'> {
  id: number;
  /** The employer folded (search-text.ts): what names it where no date places the job in a vacancy key. */
  employerKey?: string | null;
  /** The publish instant (search-row.ts: -Infinity for none); not `placedSeconds`, which is the closing date of a job without one. */
  publishedSeconds: number;
  closedByStatus: boolean;
  closingSeconds: number | null;
}

export interface EmployerStats {
  /** Its jobs in the feed, open and closed. */
  jobs: number;
  /** Its open jobs, newest first. */
  openIds: number[];
  /** Vacancies among its open jobs (a vacancy on several boards counts once). */
  openVacancies: number;
  /** Of those, the ones posted more than once. */
  reposted: number;
  /** Days from a job's publish date to its closing (to now while open), the median over its jobs; null: no dates. */
  medianDaysOpen: number | null;
  /** The boards its jobs are on, most used first. */
  boards: { board: string; jobs: number }[];
}

export interface EmployerView extends EmployerStats {
  /** The employer's name as the job it was asked for writes it. */
  name: string;
  /** The first of its open jobs (up to a page), as the index holds them. */
  open: JobSummary[];
}

/**
 * The employer part of a row's vacancy key (vacancy-groups.ts); null: no employer. A job without a
 * title or a date has no vacancy key, and is its employer's job all the same: its employer as the key
 * would write it.
 */
export function employerOfRow(row: Pick<EmployerRow, 'vacancyKey' | 'employerKey'>): string | null {
  const key = row.vacancyKey;
  if (key === null) return row.employerKey ? employerGroupKey(row.employerKey) : null;
  return key.slice(0, key.indexOf('\u0000'));
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The employer's numbers over `rows` (newest first), with `groups` the index's vacancies. */
export function employerStats(rows: readonly EmployerRow[], groups: VacancyGrouping, employer: string, now: number): EmployerStats {
  const openIds: number[] = [];
  const vacancies = new Set<number>();
  let reposted = 0;
  let jobs = 0;
  const days: number[] = [];
  const boards = new Map<string, number>();
  // The rows' instants are in seconds since 2020 (instants.ts).
  const nowSeconds = epochSeconds(now);
  for (const row of rows) {
    if (employerOfRow(row) !== employer) continue;
    jobs++;
    const closed = isClosedAt(row.closedByStatus, row.closingSeconds, nowSeconds);
    const start = Number.isFinite(row.publishedSeconds) ? row.publishedSeconds : null;
    const end = closed ? (row.closingSeconds ?? null) : nowSeconds;
    if (start !== null && end !== null && end >= start) days.push(Math.round((end - start) / DAY_SECONDS));
    const board = row.board;
    if (board !== null) boards.set(board, (boards.get(board) ?? 0) + 1);
    if (closed) continue;
    openIds.push(row.id);
    const vacancy = groups.root(row.id);
    if (vacancies.has(vacancy)) continue;
    vacancies.add(vacancy);
    if (groups.groupOf(row.id).length > 1) reposted++;
  }
  return {
    jobs,
    openIds,
    openVacancies: vacancies.size,
    reposted,
    medianDaysOpen: median(days),
    boards: [...boards].map(([board, count]) => ({ board, jobs: count })).sort((a, b) => b.jobs - a.jobs || a.board.localeCompare(b.board)),
  };
}
