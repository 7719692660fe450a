/**
 * A search row: what search and facets need of a job, in memory (search-rows.ts), made in one place
 * so that every row has one object layout, and the order rows are kept in.
 */
import { epochSeconds } from './instants';
import type { SearchFields } from './search-text';
import type { VacancyKeys } from './vacancy-key';

/**
 * What search and facets need of a job, and what vacancy grouping reads of it (vacancy-key.ts). Of
 * its search fields (search-text.ts) only the title's text is its own: the employer's, place's and
 * category's are interned, one string for all the jobs that share it (search-rows.ts).
 */
export interface SearchRow extends VacancyKeys, SearchFields {
  id: number;
  /**
   * The order rows are kept in (`newestFirst`): the publish and created instants in seconds since
   * 2020 (`orderSeconds`, instants.ts), -Infinity for none. The summary's `recency` string
   * (summarize.ts) orders the same way, but held in each row its 66 characters were 57 bytes a job
   * of the worker's 544 (a heap snapshot after syncing 100,000 jobs: test/bench/heap-profile.ts).
   */
  publishedSeconds: number;
  createdSeconds: number;
  province: string | null;
  category: string | null;
  employmentType: string | null;
  seniorityLevel: string | null;
  freelancerAllowed: string | null;
  hoursMinimum: number | null;
  hoursMaximum: number | null;
  /**
   * The two inputs of the open-or-closed rule (job-state.ts), the status read once per job; the
   * closing instant in seconds since 2020 (instants.ts), to compare with a time in the same.
   */
  closedByStatus: boolean;
  closingSeconds: number | null;
  /** When the job first came into the index (new-jobs.ts). */
  firstSeenAt: number;
}

/**
 * A row as held: every row object is made here, so all of them share one object layout (V8's hidden
 * class), which is set up at load (below) to take any number or null in each field.
 */
export function makeRow(row: SearchRow): SearchRow {
  return {
    id: row.id,
    publishedSeconds: row.publishedSeconds,
    createdSeconds: row.createdSeconds,
    titleText: row.titleText,
    employerKey: row.employerKey,
    placeText: row.placeText,
    categoryText: row.categoryText,
    province: row.province,
    category: row.category,
    employmentType: row.employmentType,
    seniorityLevel: row.seniorityLevel,
    freelancerAllowed: row.freelancerAllowed,
    hoursMinimum: row.hoursMinimum,
    hoursMaximum: row.hoursMaximum,
    closedByStatus: row.closedByStatus,
    closingSeconds: row.closingSeconds,
    firstSeenAt: row.firstSeenAt,
    postingKey: row.postingKey,
    vacancyKey: row.vacancyKey,
    titleKey: row.titleKey,
    placedSeconds: row.placedSeconds,
    hashHigh: row.hashHigh,
    hashMiddle: row.hashMiddle,
    hashLow: row.hashLow,
    employerless: row.employerless,
    board: row.board,
    cityKey: row.cityKey,
  };
}

/**
 * Two throwaway rows at load, with a fraction and then null in each number field, so that those
 * fields take any value from the start. V8 keeps a field that has only seen small integers (the first
 * load's `firstSeenAt` of 0, 40 hours) unboxed; the first row with an epoch time or a fraction there
 * changes the layout, and V8 then rewrites every row already held, one at a time at its next touch.
 * In a 300,000-job delta, Chromium's trace of object migrations (--js-flags=--trace-migration) listed
 * 299,993 rows rewritten, and the first pass over the rows took 469 ms against 61 for the next.
 */
const NUMBER_FIELDS: (keyof SearchRow)[] = [
  'id',
  'publishedSeconds',
  'createdSeconds',
  'hoursMinimum',
  'hoursMaximum',
  'closingSeconds',
  'firstSeenAt',
  'placedSeconds',
];
for (const value of [0.5, null]) makeRow(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, value])) as unknown as SearchRow);

/** An instant (epoch ms; null: none) as a row orders by it: instants.ts, -Infinity for none. */
export function orderSeconds(ms: number | null): number {
  return ms === null ? -Infinity : epochSeconds(ms);
}

type Recency = Pick<SearchRow, 'publishedSeconds' | 'createdSeconds' | 'id'>;

/**
 * Newest first: by publish date, then created date, then id, as the summaries' `recency` strings
 * sort (summarize.ts), whose dates are all one width (normalized ISO instants) and ids padded.
 */
export function newestFirst(a: Recency, b: Recency): number {
  if (a.publishedSeconds !== b.publishedSeconds) return a.publishedSeconds < b.publishedSeconds ? 1 : -1;
  if (a.createdSeconds !== b.createdSeconds) return a.createdSeconds < b.createdSeconds ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * Where a new row goes among rows newest first, from `from` on: before the first row older than it,
 * so after the rows of equal recency. Found by halving, so a merge compares each new row with a
 * score of rows, not every row with the new ones (a million string comparisons in a 1% delta).
 */
export function placeOf(rows: readonly SearchRow[], row: SearchRow, from: number): number {
  let low = from;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (newestFirst(row, rows[middle]!) < 0) high = middle;
    else low = middle + 1;
  }
  return low;
}
