/**
 * How many jobs were first seen after a time: the badge's "new since your last visit" (notifier.ts).
 * The count is read from the `meta` records kept per first-seen time (kept-counts.ts): one request,
 * however many jobs the index holds. The popup's list leaves muted jobs out, so the badge does too;
 * and a job already closed when the badge is counted is no news, as the alerts have it (job-state.ts,
 * the one rule), nor one marked handled or not relevant (isDone, the lists' "hide done"), as the
 * alerts have it too: mostly a vacancy's new posting on another board, which took the vacancy's mark
 * (mark-spread.ts). Only when the count is not 0 are those jobs looked at, in the search rows when
 * they are held (a pass over their first-seen times, the tests on the new jobs only), else read alone
 * from their packs (packed-reads.ts), never every job.
 *
 * Read from their packs, each new job is tested on its search fields alone (as its row holds them)
 * and let go. Search rows made of them all, kept with the jobs until the count was done, took about
 * half the time when every job was new: test/bench/first-seen-count.case.ts, 10,000 new jobs in
 * fake-indexeddb, a median of 250 ms then, 120 now (5 runs of 9 each, on a machine shared with
 * other work; the first of each, a cold start, 390-420 ms then, 190-255 now).
 */
import type { IDBPDatabase } from 'idb';
import { firstSeenKey, type FeedDb } from './index-schema';
import type { JobMutes } from './job-mutes';
import { isDone, type JobStatuses } from './job-statuses';
import { jobState } from './job-state';
import { countJobsFirstSeenAfter } from './packed-reads';
import { searchMatcher } from './search-matcher';
import type { SearchRows } from './search-rows';
import { cachedCategoryWords, searchFieldsOf } from './search-text';
import type { JobSummary } from './summary';

/** Which jobs to leave out: `unmuted`, those a mute covers; `openAt`, those closed then (epoch ms); `undone`, those marked done. */
export interface LeftOut {
  unmuted?: boolean;
  openAt?: number | null;
  undone?: boolean;
}

/** Where leaving jobs out reads: the mutes, the recruiter's marks, and the search rows when they are held whole. */
export interface LeftOutSources {
  mutes: Pick<JobMutes, 'tester'>;
  statuses: Pick<JobStatuses, 'load'>;
  held: () => SearchRows | null;
}

/** Jobs first seen after `time` (epoch ms), without those `leftOut` asks to leave out. */
export async function countSeenAfter(
  db: IDBPDatabase<FeedDb>,
  time: number,
  { unmuted = false, openAt = null, undone = false }: LeftOut,
  sources: LeftOutSources,
): Promise<number> {
  const after = await db.getAll('meta', IDBKeyRange.bound(firstSeenKey(time), firstSeenKey(Infinity), true, false));
  const count = after.reduce((sum, jobsAt) => sum + jobsAt, 0);
  if (count === 0) return count;
  const muted = unmuted ? await sources.mutes.tester() : null;
  const marks = undone ? await sources.statuses.load() : null;
  if (muted === null && openAt === null && (marks === null || marks.size === 0)) return count;
  const done = (id: number) => marks !== null && isDone(marks.get(id));
  // The lists' "Hide closed" (the rule of job-state.ts) on a row; on a job read from its pack, the same rule.
  const open = openAt === null ? null : searchMatcher('', { hideClosed: true }, openAt);
  const closedJob = (job: JobSummary) => openAt !== null && jobState(job, openAt).closed;
  const rows = sources.held();
  let covered = 0;
  if (rows) {
    for (const row of rows.current())
      if (row.firstSeenAt > time && ((muted?.(row) ?? false) || open?.(row) === false || done(row.id))) covered++;
  } else {
    // A category's words made once for all its jobs, as the rows make them.
    const words = cachedCategoryWords((text) => text);
    covered = await countJobsFirstSeenAfter(
      db,
      time,
      (job) => job.firstSeenAt > time && ((muted?.(searchFieldsOf(job, words)) ?? false) || closedJob(job) || done(job.id)),
    );
  }
  // A write between the two reads may leave them a job apart: never fewer than none.
  return Math.max(0, count - covered);
}
