/**
 * The recruiter's own mark on a job: Shortlisted, Handled or Not relevant (none: new). Kept in the
 * feed index's database, in a store of its own (index-schema.ts, version 2), so a sync, a sweep or a
 * worker restart never touches it, and a job that leaves the feed keeps its mark until it returns.
 * Cleared with the index (another user or API, "Clear local data"). A copy of every mark is kept in
 * memory once read: search filters on it and lists show it without a read per row.
 */
import type { IDBPDatabase } from 'idb';
import type { FeedDb } from './index-schema';
import type { JobStatus, StatusRecord } from './job-status';
import { KeptCopy } from './kept-copy';

export { isDone, JOB_STATUSES, type JobStatus, type StatusRecord } from './job-status';

export class JobStatuses {
  private readonly marks: KeptCopy<Map<number, JobStatus>>;

  constructor(private readonly db: IDBPDatabase<FeedDb>) {
    this.marks = new KeptCopy(async () => new Map((await db.getAll('statuses')).map((record) => [record.id, record.status])));
  }

  /** Every mark, read once from the database, then kept current by `set` and `clear`. */
  load(): Promise<ReadonlyMap<number, JobStatus>> {
    return this.marks.get();
  }

  async of(ids: readonly number[]): Promise<Record<number, JobStatus>> {
    const marks = await this.load();
    const found: Record<number, JobStatus> = {};
    for (const id of ids) {
      const status = marks.get(id);
      if (status) found[id] = status;
    }
    return found;
  }

  /** Sets (or, with null, removes) the mark of one job; the memory follows once the write is done. */
  async set(id: number, status: JobStatus | null, at: number): Promise<void> {
    const marks = await this.marks.get();
    if (status === null) {
      await this.db.delete('statuses', id);
      marks.delete(id);
    } else {
      // The same mark set again (a vacancy marked again from another of its postings) keeps what its reminder sent.
      const tx = this.db.transaction('statuses', 'readwrite');
      const before = await tx.store.get(id);
      await tx.store.put(
        before?.status === status && before.remindedFor !== undefined
          ? { id, status, at, remindedFor: before.remindedFor }
          : { id, status, at },
      );
      await tx.done;
      marks.set(id, status);
    }
  }

  /** Every mark's record, with when it was set. */
  all(): Promise<StatusRecord[]> {
    return this.db.getAll('statuses');
  }

  /** The records of the jobs marked `status`, with what their reminders sent. */
  async withStatus(status: JobStatus): Promise<StatusRecord[]> {
    return (await this.all()).filter((record) => record.status === status);
  }

  /** Notes that a closing reminder was sent for the job's `closingAt`; a job no longer marked is left alone. */
  async reminded(id: number, closingAt: number): Promise<void> {
    const tx = this.db.transaction('statuses', 'readwrite');
    const record = await tx.store.get(id);
    if (record) await tx.store.put({ ...record, remindedFor: closingAt });
    await tx.done;
  }

  async clear(): Promise<void> {
    await this.db.clear('statuses');
    this.marks.set(new Map());
  }
}
