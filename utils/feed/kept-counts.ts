/**
 * The counts the feed index keeps in its `meta` store (index-schema.ts), changed within the write
 * transaction that changes the jobs: the job count is read at once, changes are added up as the jobs
 * are written, and `write()` stores them once the writes are made. Requests run in the order they
 * were made, so the job count read has completed by then. A database without a kept job count is
 * left without one: the index then counts the store.
 */
import { firstSeenKey, META_JOB_COUNT } from './index-schema';

function isTime(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

export class KeptCounts {
  private jobs = 0;
  private readonly firstSeen = new Map<number, number>();
  private readonly jobCount: IDBRequest;

  constructor(private readonly meta: IDBObjectStore) {
    this.jobCount = meta.get(META_JOB_COUNT);
  }

  /** Calls `then` once the job count is read, in a callback of the transaction: `write()` may be called from then on. */
  afterRead(then: () => void): void {
    this.jobCount.addEventListener('success', then);
  }

  /** A job added (1) or removed (-1). */
  job(delta: number): void {
    this.jobs += delta;
  }

  /** A job now first seen at `time` (1), or no longer (-1). */
  seen(time: unknown, delta: number): void {
    if (isTime(time)) this.firstSeen.set(time, (this.firstSeen.get(time) ?? 0) + delta);
  }

  /** The job count read before this transaction's changes; null: the database keeps none. */
  jobCountBefore(): number | null {
    const count: unknown = this.jobCount.result;
    return typeof count === 'number' ? count : null;
  }

  /** The job count with this transaction's changes (what `write()` stores); null: the database keeps none. */
  jobCountAfter(): number | null {
    const count = this.jobCountBefore();
    return count === null ? null : count + this.jobs;
  }

  write(): void {
    const count = this.jobCountAfter();
    if (this.jobs !== 0 && count !== null) this.meta.put(count, META_JOB_COUNT);
    for (const [time, delta] of this.firstSeen) {
      if (delta === 0) continue;
      const key = firstSeenKey(time);
      const read = this.meta.get(key);
      read.onsuccess = () => {
        const jobsAt = (typeof read.result === 'number' ? read.result : 0) + delta;
        if (jobsAt > 0) this.meta.put(jobsAt, key);
        else this.meta.delete(key);
      };
    }
  }
}

/**
 * The job count as this index last read or committed it. The worker is the index's only writer, so
 * what its own write transactions committed is the count: a page asking for it while a sync writes
 * (the popup's and the side panel's progress, at each progress event) is answered at once, where a
 * read of `meta` waited behind the page transactions queued in IndexedDB (about 250 ms at the median
 * in a 100,000-job first sync: test/bench/profile-sync.ts).
 */
export class KnownJobCount {
  private value: number | null = null;
  private commits = 0;

  /** What a write transaction committed; null: the database keeps no count. */
  committed(count: number | null): void {
    this.commits++;
    this.value = count;
  }

  /** The count, read with `load` when not known; a read that a commit overtook does not replace what it committed. */
  async read(load: () => Promise<number | undefined>): Promise<number | undefined> {
    if (this.value !== null) return this.value;
    const commits = this.commits;
    const kept = await load();
    if (kept !== undefined && this.commits === commits) this.value = kept;
    return kept;
  }
}
