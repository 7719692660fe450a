/** The test one search applies to each row: the popup's query and filters as one predicate. */
import type { JobFilters } from '../messaging/contract';
import { isClosedAt } from './job-state';
import { epochSeconds } from './instants';
import { isDone, type JobStatus } from './job-status';
import { queryTests } from './query-terms';
import type { SearchRow } from './search-row';

function valueFilter(values: readonly string[] | undefined): ((value: string | null) => boolean) | null {
  if (!values || values.length === 0) return null;
  const allowed = new Set(values);
  return (value) => value !== null && allowed.has(value);
}

/**
 * Every query term (or a synonym) in the search text, every filter satisfied; "closed" judged at
 * `now`; "done" (handled or not relevant) from the recruiter's `marks`.
 */
export function searchMatcher(
  query: string,
  filters: JobFilters,
  now: number,
  marks: ReadonlyMap<number, JobStatus> = new Map(),
): (row: SearchRow) => boolean {
  // The filters first: a comparison of a field or two, where a query term searches up to four
  // texts (query-terms.ts); a row a filter leaves out is not searched.
  const tests: ((row: SearchRow) => boolean)[] = [];
  const fields = [
    ['province', filters.provinces],
    ['category', filters.categories],
    ['employmentType', filters.employmentTypes],
    ['seniorityLevel', filters.seniorityLevels],
    ['freelancerAllowed', filters.freelancerAllowed],
  ] as const;
  for (const [field, values] of fields) {
    const test = valueFilter(values);
    if (test) tests.push((row) => test(row[field]));
  }
  const { hoursMin = null, hoursMax = null } = filters;
  if (hoursMin !== null || hoursMax !== null) {
    const wantedLow = hoursMin ?? -Infinity;
    const wantedHigh = hoursMax ?? Infinity;
    // Ranges overlap; a bound the job does not state excludes nothing.
    tests.push((row) => {
      const [low, high] =
        row.hoursMinimum !== null && row.hoursMaximum !== null && row.hoursMinimum > row.hoursMaximum
          ? [row.hoursMaximum, row.hoursMinimum]
          : [row.hoursMinimum, row.hoursMaximum];
      return (low ?? -Infinity) <= wantedHigh && (high ?? Infinity) >= wantedLow;
    });
  }
  if (filters.hideClosed === true) {
    const nowSeconds = epochSeconds(now);
    tests.push((row) => !isClosedAt(row.closedByStatus, row.closingSeconds, nowSeconds));
  }
  if (filters.hideDone === true) tests.push((row) => !isDone(marks.get(row.id)));
  if (filters.ids) {
    const only = new Set(filters.ids);
    tests.push((row) => only.has(row.id));
  }
  const { seenAfter = null } = filters;
  if (seenAfter !== null) tests.push((row) => row.firstSeenAt > seenAfter);
  // Then each query term; a known place or job title stands for its synonyms (query-terms.ts).
  tests.push(...queryTests(query));
  // Asked of every row: no query and no filter (the list as it opens) calls nothing, one test is called as it is.
  if (tests.length === 0) return () => true;
  if (tests.length === 1) return tests[0]!;
  return (row) => tests.every((test) => test(row));
}
