/**
 * How many jobs were first seen after a time: the badge's "new since your last visit" (notifier.ts).
 * The count is read from the `meta` records kept per first-seen time (kept-counts.ts): one request,
 * however many jobs the index holds. The popup's list leaves muted jobs out, so the badge does too:
 * only when a mute exists and the count is not 0 are those jobs looked at, in the search rows when
 * they are held (a pass over their first-seen times, the mutes' test on the new jobs only), else read
 * alone from their packs (packed-reads.ts), never every job.
 */
import type { IDBPDatabase } from 'idb';
import { rowsOf } from './held-rows';
import { firstSeenKey, type FeedDb } from './index-schema';
import type { JobMutes } from './job-mutes';
import { jobsFirstSeenAfter } from './packed-reads';
import type { SearchRows } from './search-rows';

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
  const rows = mutedOut.held() ?? (await rowsOf(jobsFirstSeenAfter(db, time)));
  let covered = 0;
  for (const row of rows.current()) if (row.firstSeenAt > time && muted(row)) covered++;
  // A write between the two reads may leave them a job apart: never fewer than none.
  return Math.max(0, count - covered);
}
