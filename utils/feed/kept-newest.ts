/**
 * The index's newest jobs (newest-jobs.ts) kept in its database, for a worker that starts on a full
 * index. Known only from the writes a worker saw since the index was empty, they were lost with each
 * worker: one woken by the sync's alarm read every search row for the snapshot it saves after the
 * sync (about 18 s and 200 MB of its heap at a million jobs), and so did the popup's list refreshed at
 * that sync's end.
 *
 * Kept with the packs they describe: the record names how many packs there were and the last one's
 * key. Every write adds packs with higher keys (the store's key generator never goes back, a clearing
 * included) and every sweep removes some, so a record that names other packs than the store holds
 * is from before a write it did not see (the worker stopped before saving it), and is not used. Read
 * as the index opens, before any write; saved at each sync's end (sync-runner.ts) and once the index
 * has been a moment without a write, never beside one (a write under way, or one that began while
 * saving, leaves it unsaved).
 */
import { unwrap, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { FeedDb } from './index-schema';
import { NewestJobs, type NewestState } from './newest-jobs';

/** The `meta` record's key (a string: the first-seen counts' keys are arrays, the job count's another string). */
const META_NEWEST = 'newest';
/** How long the index goes without a write before the newest jobs are saved. */
export const SAVE_AFTER_MS = 1_000;

interface NewestRecord extends NewestState {
  /** How many packs there were, and the last one's key, when this was saved. */
  packs: number;
  lastPack: number | null;
}

/** The packs as a record names them, which every write and sweep changes. */
async function packsNow(
  tx: IDBPTransaction<FeedDb, ['heads', 'meta'], IDBTransactionMode>,
): Promise<Omit<NewestRecord, keyof NewestState>> {
  const heads = tx.objectStore('heads');
  const [packs, last] = await Promise.all([heads.count(), heads.openKeyCursor(null, 'prev')]);
  return { packs, lastPack: last ? last.key : null };
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

  /** Takes the record's newest jobs if it describes the packs there are: as the index opens, before any write. */
  async read(): Promise<void> {
    // An index opened at an older version (a test's upgrade steps) has no packs to describe.
    if (!this.db.objectStoreNames.contains('heads')) return;
    const tx = this.db.transaction(['heads', 'meta'], 'readonly');
    const [packs, record] = await Promise.all([packsNow(tx), tx.objectStore('meta').get(META_NEWEST as never) as Promise<unknown>]);
    const kept = record as NewestRecord | undefined;
    if (kept && kept.packs === packs.packs && kept.lastPack === packs.lastPack && this.state() === null) this.restore(kept);
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
    if (!this.db.objectStoreNames.contains('heads')) return;
    const changes = this.changes;
    const tx = this.db.transaction(['heads', 'meta'], 'readwrite');
    const packs = await packsNow(tx);
    const state = this.state();
    // A write asked for since: what is known may not describe the packs just counted.
    if (state === null || changes !== this.changes || this.writing()) tx.abort();
    else unwrap(tx.objectStore('meta')).put({ ...packs, ...state } satisfies NewestRecord, META_NEWEST);
    await tx.done.catch(() => undefined);
  }
}
