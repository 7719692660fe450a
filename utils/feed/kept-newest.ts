/**
 * The index's newest jobs (newest-jobs.ts) kept in its database, for a worker that starts on a full
 * index. Known only from the writes a worker saw since the index was empty, they were lost with each
 * worker: one woken by the sync's alarm read every search row for the snapshot it saves after the
 * sync (about 18 s and 200 MB of its heap at a million jobs), and so did the popup's list refreshed at
 * that sync's end.
 *
 * Kept with the index they describe: the record names the last pack's key and the job count. Every
 * write adds packs with higher keys (the store's key generator never goes back, a clearing included),
 * and a sweep that removes jobs lowers the count (one that removes only older copies changes no job),
 * so a record that names another last pack or count than the index has is from before a write or
 * sweep it did not see (the worker stopped before saving it), and is not used. Both are read with
 * one request each: counting the packs took a walk over tens of thousands of them at a million jobs,
 * as every worker starts. Read
 * as the index opens, before any write; saved at each sync's end (sync-runner.ts) and once the index
 * has been a moment without a write, never beside one (a write under way, or one that began while
 * saving, leaves it unsaved).
 */
import { unwrap, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { META_JOB_COUNT, type FeedDb } from './index-schema';
import { lastPackKey } from './job-packs';
import { readJobs } from './packed-reads';
import type { SearchRows } from './search-rows';
import { NEWEST_KEPT, NewestJobs, type NewestState } from './newest-jobs';

/** The `meta` record's key (a string: the first-seen counts' keys are arrays, the job count's another string). */
const META_NEWEST = 'newest';
/** How long the index goes without a write before the newest jobs are saved. */
export const SAVE_AFTER_MS = 1_000;

interface NewestRecord extends NewestState {
  /** The job count and the last pack's key when this was saved. */
  jobs: number;
  lastPack: number | null;
}

/** The index as a record names it, which every write and every sweep that removes jobs changes; null: no kept count (an old database). */
async function indexNow(
  tx: IDBPTransaction<FeedDb, ['heads', 'meta'], IDBTransactionMode>,
): Promise<Omit<NewestRecord, keyof NewestState> | null> {
  const [jobs, lastPack] = await Promise.all([tx.objectStore('meta').get(META_JOB_COUNT), lastPackKey(tx.objectStore('heads'))]);
  return jobs === undefined ? null : { jobs, lastPack };
}

export class KeptNewest extends NewestJobs {
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Changes seen (writes, removals, clearings): a save that saw one begin is not kept. */
  private changes = 0;

  constructor(
    private readonly db: IDBPDatabase<FeedDb>,
    /** A write of the index is under way. */
    private readonly writing: () => boolean,
    private readonly saveAfterMs = SAVE_AFTER_MS,
  ) {
    super();
  }

  /** Takes the record's newest jobs if it describes the index as it is: as the index opens, before any write. A failed read leaves them unknown. */
  async read(): Promise<void> {
    if (!this.hasPacks()) return;
    const tx = this.db.transaction(['heads', 'meta'], 'readonly');
    // The schema types `meta` as counts: this record is read and written apart from them.
    const read = Promise.all([indexNow(tx), tx.objectStore('meta').get(META_NEWEST as never) as Promise<NewestRecord | undefined>]);
    const [now, kept] = await read.catch(() => [null, undefined] as const);
    if (now && kept && kept.jobs === now.jobs && kept.lastPack === now.lastPack && this.state() === null) this.restore(kept);
  }

  /**
   * Learns the newest jobs from the search rows as they are read whole from the index (`rows`,
   * newest first; held-rows.ts) when none are known: a record left behind by a worker stopped before
   * saving would otherwise leave every worker after it without them. Their dates are read for the
   * first hundred; a write meanwhile wins.
   */
  async learn(rows: readonly { id: number }[]): Promise<void> {
    if (this.state() !== null || this.writing()) return;
    const changes = this.changes;
    const ids = rows.slice(0, NEWEST_KEPT).map((row) => row.id);
    // Called without awaiting it: a failed read (the index closed) leaves the list unknown.
    const jobs = await readJobs(this.db, ids).catch(() => null);
    if (jobs === null || this.state() !== null || changes !== this.changes || this.writing() || jobs.length !== ids.length) return;
    this.restore({ list: jobs.map(({ id, recency }) => ({ id, recency })), whole: rows.length <= NEWEST_KEPT });
    this.schedule();
  }

  /** The search rows were read whole from the index (held-rows.ts). */
  rowsRead(rows: SearchRows): void {
    void this.learn(rows.current());
  }

  override cleared(): void {
    super.cleared();
    this.changed();
  }

  override written(...args: Parameters<NewestJobs['written']>): void {
    super.written(...args);
    this.changed();
  }

  override removed(ids: readonly number[]): void {
    super.removed(ids);
    this.changed();
  }

  override forget(): void {
    super.forget();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** An index opened at an older version (a test's upgrade steps) has no packs, and nothing to keep. */
  private hasPacks(): boolean {
    return this.db.objectStoreNames.contains('heads');
  }

  private changed(): void {
    this.changes++;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = this.state() === null ? null : setTimeout(() => void this.save().catch(() => undefined), this.saveAfterMs);
  }

  /** Saves what is known now (a sync's end: the worker may be stopped within the second); with a write under way, after it. */
  async save(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing()) return this.schedule();
    if (!this.hasPacks()) return;
    const changes = this.changes;
    const tx = this.db.transaction(['heads', 'meta'], 'readwrite');
    const now = await indexNow(tx);
    const state = this.state();
    // A write asked for since: what is known may not describe the index just read.
    if (now === null || state === null || changes !== this.changes || this.writing()) tx.abort();
    else unwrap(tx.objectStore('meta')).put({ ...now, ...state } satisfies NewestRecord, META_NEWEST);
    await tx.done.catch(() => undefined);
  }
}
