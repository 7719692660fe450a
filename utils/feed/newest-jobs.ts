/**
 * The index's newest jobs, a hundred at most, kept by its writes: what the popup's snapshot and a
 * blank list refreshed at a sync's end list (popup-snapshot.ts, use-feed.ts) when the search rows
 * are not held (held-rows.ts). The snapshot is saved after every sync; at a million jobs, reading the
 * rows for it took 12 s and about 200 MB of the worker's heap, which the rows let go during the sync
 * had saved.
 *
 * Known from an empty index on (a clearing, or a write to an index that held no job), or from what
 * the last worker saved (kept-newest.ts); else a snapshot reads the rows as before. What is known is
 * exact: the newest jobs of the index, in the order of their `recency` (summarize.ts), which the
 * rows' order follows (search-row.ts). A removal (a sweep, or a job written again with an older
 * date) leaves one fewer known, since the job behind the last is not; `newest(n)` answers only while
 * it knows n, or the whole index.
 */
import type { JobSummary } from './summary';

export type Recency = Pick<JobSummary, 'id' | 'recency'>;

/** What is known, as kept-newest.ts saves it: the list, newest first, and whether the index holds no more. */
export interface NewestState {
  list: Recency[];
  whole: boolean;
}

/** How many are kept: the snapshot's 20, with room for removals. */
export const NEWEST_KEPT = 100;

export class NewestJobs {
  /** Newest first; null: not known. */
  private list: Recency[] | null = null;
  /** The index holds no job beyond the list. */
  private whole = false;

  constructor(private readonly kept = NEWEST_KEPT) {}

  /** The ids of the `count` newest jobs (fewer when the index holds fewer); null: not known. */
  newest(count: number): number[] | null {
    if (this.list === null || (this.list.length < count && !this.whole)) return null;
    return this.list.slice(0, count).map((job) => job.id);
  }

  /** What is known (a copy); null: nothing. */
  state(): NewestState | null {
    return this.list === null ? null : { list: this.list.map((job) => ({ ...job })), whole: this.whole };
  }

  /** Knows `state` again (as saved by kept-newest.ts, for the index as it is). */
  restore(state: NewestState): void {
    this.list = state.list.slice(0, this.kept).map(({ id, recency }) => ({ id, recency }));
    this.whole = state.whole && state.list.length <= this.kept;
  }

  /** The index holds nothing (cleared, or found empty by a write): every job it will hold is written here. */
  cleared(): void {
    this.list = [];
    this.whole = true;
  }

  /** The index was closed. */
  forget(): void {
    this.list = null;
    this.whole = false;
  }

  /**
   * Jobs written (committed), each replacing its older copy; `toEmpty`: to an index that held none
   * before them, whose newest jobs they make known (a first sync in a worker that never cleared it).
   */
  written(summaries: readonly Recency[], toEmpty = false): void {
    if (toEmpty) this.cleared();
    const list = this.list;
    if (list === null) return;
    for (const { id, recency } of summaries) {
      const held = list.findIndex((other) => other.id === id);
      // Written again in its place (a delta fetches the jobs of its overlap again): known where it was.
      if (held >= 0 && list[held]!.recency === recency) continue;
      if (held >= 0) list.splice(held, 1);
      const last = list.at(-1);
      // Beyond the last known, a job may be older than others the list does not know.
      if (!this.whole && (last === undefined || recency < last.recency)) continue;
      let at = list.length;
      while (at > 0 && recency > list[at - 1]!.recency) at--;
      list.splice(at, 0, { id, recency });
      if (list.length > this.kept) {
        list.pop();
        this.whole = false;
      }
    }
  }

  /** Jobs removed (committed). */
  removed(ids: readonly number[]): void {
    if (this.list === null || ids.length === 0) return;
    const gone = new Set(ids);
    this.list = this.list.filter((job) => !gone.has(job.id));
  }
}
