/**
 * Finding places in the search rows (search-rows.ts), which are sorted newest first by their
 * recency: a job's recency names it (dates, then its id: summarize.ts recencyKey), so binary searches
 * find a job's row, or where a new one goes, without a pass over every row.
 */

/** What a row needs here. */
interface Sorted {
  id: number;
  recency: string;
}

/** Writes placed by position while they are at most this fraction of the rows (1/32); more take a pass. */
export const FEW_CHANGES = 32;

/** Where the row of job `id`, whose recency is `recency`, is in `rows` (newest first), or -1. */
export function positionOf(rows: readonly Sorted[], id: number, recency: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]!.recency > recency) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < rows.length && rows[i]!.recency === recency; i++) if (rows[i]!.id === id) return i;
  return -1;
}

/** Where a new row of `recency` goes in `rows` (newest first): after every row at least as new. */
export function insertionPoint(rows: readonly Sorted[], recency: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]!.recency >= recency) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Ids up to this go through a bit set in a merge; a larger one (no feed has them) through the map. */
const BITSET_IDS = 1 << 26;

/**
 * Whether a row's id is among the changed ones: asked of every row at each merge, so a bit set over
 * the ids (a bit per id up to the largest changed one; 8 MB at most) rather than a map lookup, which
 * was most of a merge's time at a million rows.
 */
export function changedTest(changed: ReadonlyMap<number, unknown>): (id: number) => boolean {
  let largest = 0;
  for (const id of changed.keys()) {
    if (!Number.isInteger(id) || id < 0 || id >= BITSET_IDS) return (row) => changed.has(row);
    largest = Math.max(largest, id);
  }
  const bits = new Uint32Array((largest >>> 5) + 1);
  for (const id of changed.keys()) bits[id >>> 5]! |= 1 << (id & 31);
  // A row's id outside the set's range, or not an integer, is no changed id (all of those are in it).
  return (id) => id >= 0 && id <= largest && (bits[id >>> 5]! & (1 << (id & 31))) !== 0 && changed.has(id);
}
