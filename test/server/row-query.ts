/**
 * Get All Jobs' and Count Jobs' answers over the jobs (job-rows.ts) without holding them all: by id
 * (ascending or descending) within an `id.greaterThan` / `id.lessThanOrEqual` range the page is read
 * by position; any other filter reads the rows one at a time within that range (or only the changed
 * ones, when the filter rules out every job as seeded), keeping the page; any other order keeps the
 * best rows up to the page's end.
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

function isIdDescending(sort: readonly SortOrder[]): boolean {
  return sort.length === 1 && sort[0]!.field === 'id' && sort[0]!.direction === -1;
}

interface Scan {
  /** The positions the matching rows lie within, [start, end), and their ids' range (after, atMost]. */
  start: number;
  end: number;
  after: number;
  atMost: number;
  /** The predicates left to test on each row. */
  rest: Predicate[];
}

function scanOf(rows: JobRows, predicates: readonly Predicate[]): Scan {
  let after = -Infinity;
  let atMost = Infinity;
  const rest: Predicate[] = [];
  for (const predicate of predicates) {
    if (predicate.idAbove !== undefined) after = Math.max(after, predicate.idAbove);
    else if (predicate.idAtMost !== undefined) atMost = Math.min(atMost, predicate.idAtMost);
    else rest.push(predicate);
  }
  const start = after === -Infinity ? 0 : rows.positionAbove(after);
  const end = atMost === Infinity ? rows.size : Math.max(start, rows.positionAbove(atMost));
  return { start, end, after, atMost, rest };
}

/** Each row matching every predicate of `scan`, in id order. */
function* matching(rows: JobRows, { start, end, after, atMost, rest }: Scan): Generator<JobRow> {
  const few = rows.fewCanMatch(rest);
  if (few) {
    for (const row of few) if (row.id > after && row.id <= atMost && rest.every((p) => p(row))) yield row;
    return;
  }
  for (let position = start; position < end; position++) {
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
  if (scan.rest.length === 0 && isIdDescending(sort)) {
    const page: JobRow[] = [];
    for (let position = scan.end - 1 - offset; position >= Math.max(scan.start, scan.end - end); position--)
      page.push(rows.rowAt(position));
    return { total: scan.end - scan.start, rows: page };
  }
  if (isIdAscending(sort)) {
    if (scan.rest.length === 0) {
      const page: JobRow[] = [];
      for (let position = scan.start + offset; position < Math.min(scan.end, scan.start + end); position++) page.push(rows.rowAt(position));
      return { total: scan.end - scan.start, rows: page };
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
  if (scan.rest.length === 0) return scan.end - scan.start;
  let total = 0;
  for (const _row of matching(rows, scan)) total++;
  return total;
}
