/**
 * One pass of the search over the rows, newest first: which jobs a page lists, and what the list
 * says beside them. A vacancy posted on several boards (vacancy-groups.ts) is listed once, as its
 * newest posting that matches, with how many boards it is on; its other postings are not counted
 * again. A vacancy on one board only (reposted there) keeps a row per posting: a row that stands
 * for others says so ("3 boards"), and a board's own reposts are each a page of their own there.
 * Such a vacancy listed as a closed posting is shown as its newest open one that matches, in the
 * same place: one board's posting closing does not close the vacancy on the others.
 * Muted jobs are left out (and counted) unless shown; done ones are counted in the queue's progress
 * even where the filters hide them.
 */
import type { Worked } from '../messaging/contract';
import { epochSeconds } from './instants';
import { isClosedAt } from './job-state';
import { isDone, type JobStatus } from './job-status';
import type { SearchRow } from './search-row';
import type { VacancyGrouping } from './vacancy-groups';

/** What the scan asks of a vacancy grouping (loose-jobs.ts answers it for one a regrouping is pending of). */
export type ListedGroups = Pick<VacancyGrouping, 'onSeveralBoards' | 'root' | 'boardsOf'>;

export interface ScanOptions {
  test: (row: SearchRow) => boolean;
  marks: ReadonlyMap<number, JobStatus>;
  /** Whether a mute covers the row; null: no mutes. */
  muted: ((row: SearchRow) => boolean) | null;
  /** Null: no grouping yet, so every posting is a row of its own. */
  groups: ListedGroups | null;
  hideDone: boolean;
  showMuted: boolean;
  offset: number;
  limit: number;
  /** The time "closed" is judged at (epoch ms). */
  now: number;
}

export interface ScanResult {
  /** The page's jobs, in order. */
  ids: number[];
  /** Rows matching (a vacancy on several boards is one). */
  matches: number;
  worked: Worked;
  mutedOut: number;
  mutedIds: number[];
  /** Of the page's jobs, those whose vacancy is on more than one board: how many. */
  boards: Record<number, number>;
}

export function scanRows(rows: readonly SearchRow[], options: ScanOptions): ScanResult {
  const { test, marks, muted, groups, hideDone, showMuted, offset, limit } = options;
  const nowSeconds = epochSeconds(options.now);
  const open = (row: SearchRow) => !isClosedAt(row.closedByStatus, row.closingSeconds, nowSeconds);
  /** Per vacancy of the page listed as a closed posting, its place in `ids`. */
  const closedAt = new Map<number, number>();
  const ids: number[] = [];
  const mutedIds: number[] = [];
  const listed = new Set<number>();
  let matches = 0;
  let mutedOut = 0;
  const worked = { done: 0, of: 0 };
  for (const row of rows) {
    if (!test(row)) continue;
    // A muted posting left out claims no vacancy: the vacancy is listed as its newest posting not
    // muted, whichever board's posting is the newest.
    const isMuted = muted !== null && muted(row);
    if (isMuted && !showMuted) {
      mutedOut++;
      continue;
    }
    let vacancy: number | null = null;
    if (groups !== null && groups.onSeveralBoards(row.id)) {
      vacancy = groups.root(row.id);
      if (listed.has(vacancy)) {
        const at = closedAt.get(vacancy);
        if (at !== undefined && !isMuted && open(row)) {
          closedAt.delete(vacancy);
          if (mutedIds.includes(ids[at]!)) mutedIds.splice(mutedIds.indexOf(ids[at]!), 1);
          ids[at] = row.id;
        }
        continue;
      }
      listed.add(vacancy);
    }
    worked.of++;
    if (isDone(marks.get(row.id))) {
      worked.done++;
      if (hideDone) continue;
    }
    if (matches >= offset && ids.length < limit) {
      if (vacancy !== null && !open(row)) closedAt.set(vacancy, ids.length);
      ids.push(row.id);
      if (isMuted) mutedIds.push(row.id);
    }
    matches++;
  }
  const boards: Record<number, number> = {};
  if (groups !== null) {
    for (const id of ids) {
      const count = groups.boardsOf(id);
      if (count > 1) boards[id] = count;
    }
  }
  return { ids, matches, worked, mutedOut, mutedIds, boards };
}
