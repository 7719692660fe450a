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

  /** A job added (1) or removed (-1). */
  job(delta: number): void {
    this.jobs += delta;
  }

  /** A job now first seen at `time` (1), or no longer (-1). */
  seen(time: unknown, delta: number): void {
    if (isTime(time)) this.firstSeen.set(time, (this.firstSeen.get(time) ?? 0) + delta);
  }

  write(): void {
    const count: unknown = this.jobCount.result;
    if (this.jobs !== 0 && typeof count === 'number') this.meta.put(count + this.jobs, META_JOB_COUNT);
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
