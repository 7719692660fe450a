/**
 * The search rows the worker holds (search-rows.ts): read from the index at the first question, or
 * built by the writes since the index was cleared, and kept up by every write after. Rows that grew
 * large with nobody asking for them are let go after a write, and read again at the next question.
 *
 * Why: a first sync of a million jobs wrote every job's row into rows nobody had asked for, and the
 * worker held about 195 MB of them (heap snapshots: about 195 bytes a job) through the sync; its
 * heap peaked at 294-330 MB (the bench's scale simulation). An idle worker is stopped after 30 s
 * (Chrome), and takes its rows with it, so rows kept for a question that may come are only worth
 * their memory while someone is asking: the popup or side panel open, a search typed.
 *
 * What a write of jobs spread over the feed asks of the rows, which jobs are indexed and since when,
 * a table of first-seen times answers once they are let go (first-seen-table.ts).
 */
import type { FirstSeenTable } from './first-seen-table';
import type { HeldFirstSeen } from './pack-writes';
import { SearchRows } from './search-rows';
import type { JobSummary } from './summary';
import { measureSince } from './user-timing';

/** A user-timing measure in the worker, which the benchmark reads: each load of the search rows from the packs. */
export const ROWS_LOAD_MEASURE = 'job-feed-companion:rows-load';

/**
 * Rows are let go when they hold more jobs than this and no question used them for `idleMs`. Jobs:
 * below it the rows cost under 50 MB (the sync case's 100,000 jobs keep theirs, which the first
 * question after a sync then finds made); idleMs: as long as Chrome lets an idle worker live.
 */
export const UNASKED_ROWS: { readonly jobs: number; readonly idleMs: number } = { jobs: 200_000, idleMs: 30_000 };

/** Rows of some jobs, not held: what the alerts scan without the rows (FeedIndex.evaluateAlerts). */
export async function rowsOf(jobs: Promise<readonly JobSummary[]>): Promise<SearchRows> {
  const rows = new SearchRows();
  await rows.load([await jobs]);
  return rows;
}

export class HeldRows {
  private rows: SearchRows | null = null;
  private loading: Promise<SearchRows> | null = null;
  /** When a question last asked for the rows (the clock's ms). */
  private askedAt = -Infinity;
  /**
   * Each job's first-seen time, read by a write of spread ids while none was held here (pack-writes.ts).
   * Not kept from an empty index on: through a first sync of a million jobs it would hold 24 MB for
   * a delta in the same worker only, where reading the heads cost about 0.3 s of the worker's time
   * (test/bench/profile-sync.ts --delta: 3.8 s in all). The bench's runs that kept it from the start
   * (13.7 and 8.6 s, against 9.8 s) measured the delta beside the popup's read of the rows.
   */
  private table: FirstSeenTable | null = null;

  constructor(
    private readonly read: () => AsyncIterable<readonly JobSummary[]>,
    private readonly limits = UNASKED_ROWS,
    private readonly now: () => number = () => performance.now(),
    /** Hears of rows read whole from the index (not built by writes from an empty one): kept-newest.ts. */
    private readonly reader?: { rowsRead(rows: SearchRows): void },
  ) {}

  /** The rows, read from the index once (SearchRows.load); writes made meanwhile are queued in them, not lost. */
  ask(): Promise<SearchRows> {
    this.askedAt = this.now();
    if (this.rows && !this.loading) return Promise.resolve(this.rows);
    this.loading ??= (async () => {
      const rows = new SearchRows();
      this.rows = rows;
      const start = performance.now();
      await rows.load(this.read());
      measureSince(ROWS_LOAD_MEASURE, start, { jobs: rows.rows.length });
      if (this.rows === rows) {
        this.loading = null;
        this.reader?.rowsRead(rows);
      }
      return rows;
    })();
    return this.loading;
  }

  /** The rows held and read whole (none being read), which know every job indexed; null: none. */
  settled(): SearchRows | null {
    return this.loading === null ? this.rows : null;
  }

  /** Which jobs are indexed, and since when, from memory: the rows read whole, or the table; null: neither. */
  firstSeen(): HeldFirstSeen | null {
    const rows = this.settled();
    if (rows) return (ids) => rows.firstSeenOf(ids);
    const table = this.table;
    return table && ((ids) => table.of(ids));
  }

  /**
   * Jobs written (committed), with the first-seen table the write read, if any: their rows replace
   * what is held; rows too large that nobody asks for are let go.
   */
  written(summaries: readonly JobSummary[], table: FirstSeenTable | null = null): void {
    this.table = table ?? this.table;
    this.table?.written(summaries);
    if (!this.rows) return;
    for (const summary of summaries) this.rows.upsert(summary);
    if (this.loading === null && this.rows.held > this.limits.jobs && this.now() - this.askedAt > this.limits.idleMs) this.rows = null;
  }

  /** Jobs removed (committed). */
  removed(ids: readonly number[]): void {
    for (const id of ids) this.rows?.remove(id);
    this.table?.removed(ids);
  }

  /** The index was cleared: empty rows, which a page written after the clearing (its transaction queued behind it) goes into. */
  cleared(): void {
    this.rows = new SearchRows();
    this.loading = null;
    this.table = null;
  }

  /** The index was closed. */
  forget(): void {
    this.rows = null;
    this.loading = null;
    this.table = null;
  }
}
