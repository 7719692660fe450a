/**
 * How many jobs were first seen after a time: the badge's "new since your last visit" (notifier.ts).
 * The count is read from the `meta` records kept per first-seen time (kept-counts.ts): one request,
 * however many jobs the index holds. The popup's list leaves muted jobs out, so the badge does too:
 * only when a mute exists and the count is not 0 are those jobs looked at, in the search rows when
 * they are held (a pass over their first-seen times, the mutes' test on the new jobs only), else read
 * alone from their packs (packed-reads.ts), never every job.
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
import { countJobsFirstSeenAfter } from './packed-reads';
import type { SearchRows } from './search-rows';
import { cachedCategoryWords, searchFieldsOf } from './search-text';

/** What leaving the muted jobs out needs: the mutes, and the search rows when they are held whole. */
export interface MutedOut {
  mutes: Pick<JobMutes, 'tester'>;
  held: () => SearchRows | null;
}

/** Jobs first seen after `time` (epoch ms), without those a mute covers when `mutedOut` is given. */
export async function countSeenAfter(db: IDBPDatabase<FeedDb>, time: number, mutedOut: MutedOut | null): Promise<number> {
  const after = await db.getAll('meta', IDBKeyRange.bound(firstSeenKey(time), firstSeenKey(Infinity), true, false));
  const count = after.reduce((sum, jobsAt) => sum + jobsAt, 0);
  const muted = mutedOut !== null && count > 0 ? await mutedOut.mutes.tester() : null;
  if (mutedOut === null || muted === null) return count;
  const rows = mutedOut.held();
  let covered = 0;
  if (rows) {
    for (const row of rows.current()) if (row.firstSeenAt > time && muted(row)) covered++;
  } else {
    // A category's words made once for all its jobs, as the rows make them.
    const words = cachedCategoryWords((text) => text);
    covered = await countJobsFirstSeenAfter(db, time, (job) => job.firstSeenAt > time && muted(searchFieldsOf(job, words)));
  }
  // A write between the two reads may leave them a job apart: never fewer than none.
  return Math.max(0, count - covered);
}
