/**
 * Get All Jobs' and Count Jobs' answers over the jobs (job-rows.ts) without holding them all: by id
 * ascending from an `id.greaterThan` cursor the page is read by position; any other filter reads the
 * rows one at a time from the cursor on (or only the changed ones, when the filter rules out every
 * job as seeded), keeping the page; any other order keeps the best rows up to the page's end.
 */
import { comparatorFor, type Predicate, type SortOrder } from './criteria.ts';
import type { JobRow } from './data.ts';
import type { JobRows } from './job-rows.ts';

export interface ListResult {
  total: number;
  rows: JobRow[];
}

/** Below this many rows kept for a sorted page, the buffer is not trimmed. */
const MIN_SORT_BUFFER = 4096;

function isIdAscending(sort: readonly SortOrder[]): boolean {
  return sort.length === 0 || (sort.length === 1 && sort[0]!.field === 'id' && sort[0]!.direction === 1);
}

interface Scan {
  /** The position the matching rows start from, and the id they are above (id.greaterThan). */
  start: number;
  after: number;
  /** The predicates left to test on each row. */
  rest: Predicate[];
}

function scanOf(rows: JobRows, predicates: readonly Predicate[]): Scan {
  let after = -Infinity;
  const rest: Predicate[] = [];
  for (const predicate of predicates) {
    if (predicate.idAbove === undefined) rest.push(predicate);
    else after = Math.max(after, predicate.idAbove);
  }
  return { start: after === -Infinity ? 0 : rows.positionAbove(after), after, rest };
}

/** Each row matching every predicate of `scan`, in id order. */
function* matching(rows: JobRows, { start, after, rest }: Scan): Generator<JobRow> {
  const few = rows.onlyChangedCanMatch(rest);
  if (few) {
    for (const row of few) if (row.id > after && rest.every((p) => p(row))) yield row;
    return;
  }
  for (let position = start; position < rows.size; position++) {
    const row = rows.rowAt(position);
    if (rest.every((p) => p(row))) yield row;
  }
}

/** The rows matching every predicate, sorted, and the page of them asked for. */
export function listRows(
  rows: JobRows,
  predicates: readonly Predicate[],
  sort: readonly SortOrder[],
  offset: number,
  limit: number,
): ListResult {
  const scan = scanOf(rows, predicates);
  const end = offset + limit;
  if (isIdAscending(sort)) {
    if (scan.rest.length === 0) {
      const page: JobRow[] = [];
      for (let position = scan.start + offset; position < Math.min(rows.size, scan.start + end); position++)
        page.push(rows.rowAt(position));
      return { total: rows.size - scan.start, rows: page };
    }
    const page: JobRow[] = [];
    let total = 0;
    for (const row of matching(rows, scan)) if (total++ >= offset && total <= end) page.push(row);
    return { total, rows: page };
  }
  // The rows up to the page's end in the order asked for: sorted and cut whenever twice that many.
  const compare = comparatorFor(sort);
  let best: JobRow[] = [];
  const trim = () => {
    best.sort(compare);
    if (best.length > end) best = best.slice(0, end);
  };
  let total = 0;
  for (const row of matching(rows, scan)) {
    total++;
    best.push(row);
    if (best.length >= Math.max(2 * end, MIN_SORT_BUFFER)) trim();
  }
  trim();
  return { total, rows: best.slice(offset, end) };
}

export function countRows(rows: JobRows, predicates: readonly Predicate[]): number {
  const scan = scanOf(rows, predicates);
  if (scan.rest.length === 0) return rows.size - scan.start;
  let total = 0;
  for (const _row of matching(rows, scan)) total++;
  return total;
}
