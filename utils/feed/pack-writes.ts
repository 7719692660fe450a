/**
 * A sync's two writes to the packed jobs (job-packs.ts), each one transaction with the counts kept
 * beside them (kept-counts.ts): a page of summaries, and the sweep at the end of a full pass.
 *
 * Plain IndexedDB requests and callbacks: a promise per request cost more than the writes
 * themselves. Any failed request aborts the transaction, and `tx.done` rejects, so a write is made
 * whole or not at all.
 */
import { unwrap, type IDBPDatabase } from 'idb';
import type { FeedDb } from './index-schema';
import { addPacks, findPacked, isIdRange, sweepPlan, type PackHead } from './job-packs';
import type { PackLookups } from './key-directory';
import { FirstSeenTable } from './first-seen-table';
import { KeptCounts } from './kept-counts';
import type { JobSummary } from './summary';

/**
 * Writes of a sync's pages commit without waiting for the disk: a page lost to a crash is written
 * again, because the sync's cursor is saved only after its page's transaction completed, and a
 * transaction is still applied whole or not at all.
 */
export const WRITE_OPTIONS = { durability: 'relaxed' } as const;

/** The first-seen time of each of `ids` already indexed (the others are not), known without IndexedDB. */
export type HeldFirstSeen = (ids: readonly number[]) => ReadonlyMap<number, number>;

/**
 * A write's outcome: what it wrote or removed, the job count it left (null: the database keeps none),
 * whether the index held no job before it, and the first-seen table it read (a write of spread ids
 * with none held), for the caller to keep.
 */
export interface PageWritten {
  written: JobSummary[];
  jobCount: number | null;
  wasEmpty: boolean;
  table: FirstSeenTable | null;
}

/** The stores a sync's writes change, in one transaction. */
const WRITTEN_STORES = ['packs', 'heads', 'lookups', 'meta'] as const;

/**
 * Writes the summaries in one transaction, packed, stamped with `generation`. A job already indexed
 * keeps its `firstSeenAt`: a re-sync is not news. A job listed twice is one job.
 *
 * Which jobs are indexed, and since when, is read from the packs for ids close together (a full
 * pass's page by id: one range of the index). For ids spread over the feed (an incremental page)
 * `held` gives it, when the caller has it in memory; else every pack's head is read at once into a
 * table (first-seen-table.ts) that the caller keeps: asked id by id, two requests each, a million-job
 * delta took 33.5 s.
 */
export async function writePage(
  db: IDBPDatabase<FeedDb>,
  summaries: readonly JobSummary[],
  generation: number,
  held: HeldFirstSeen | null,
  onLookups?: (lookups: PackLookups) => void,
): Promise<PageWritten> {
  const tx = db.transaction(WRITTEN_STORES, 'readwrite', WRITE_OPTIONS);
  const packs = unwrap(tx.objectStore('packs'));
  const heads = unwrap(tx.objectStore('heads'));
  const lookups = unwrap(tx.objectStore('lookups'));
  const counts = new KeptCounts(unwrap(tx.objectStore('meta')));
  const page = new Map(summaries.map((summary) => [summary.id, summary]));
  const ids = [...page.keys()];
  const written: JobSummary[] = [];
  const write = (known: ReadonlyMap<number, number>) => {
    for (const summary of page.values()) {
      const firstSeen = known.get(summary.id);
      if (firstSeen === undefined) {
        counts.job(1);
        counts.seen(summary.firstSeenAt, 1);
      }
      written.push(firstSeen === undefined ? summary : { ...summary, firstSeenAt: firstSeen });
    }
    addPacks({ packs, heads, lookups }, written, generation, onLookups);
    counts.write();
  };
  let table: FirstSeenTable | null = null;
  if (isIdRange(ids)) findPacked(packs, heads, ids, write);
  else if (held) {
    const known = held(ids);
    counts.afterRead(() => write(known));
  } else {
    const all = heads.getAll();
    all.onsuccess = () => {
      table = FirstSeenTable.fromHeads(all.result as PackHead[]);
      write(table.of(ids));
    };
  }
  await tx.done;
  return { written, jobCount: counts.jobCountAfter(), wasEmpty: counts.jobCountBefore() === 0, table };
}

/**
 * Removes, in one transaction, every pack of a generation below `generation`: the ids of the jobs
 * that left, and the keys of the packs removed.
 */
export async function sweepPacks(
  db: IDBPDatabase<FeedDb>,
  generation: number,
): Promise<{ removed: number[]; stale: number[]; jobCount: number | null }> {
  const tx = db.transaction(WRITTEN_STORES, 'readwrite', WRITE_OPTIONS);
  const packs = unwrap(tx.objectStore('packs'));
  const heads = unwrap(tx.objectStore('heads'));
  const lookups = unwrap(tx.objectStore('lookups'));
  const counts = new KeptCounts(unwrap(tx.objectStore('meta')));
  let removed: number[] = [];
  let stale: number[] = [];
  const all = heads.getAll();
  all.onsuccess = () => {
    const plan = sweepPlan(all.result as PackHead[], generation);
    removed = [...plan.removed.keys()];
    stale = plan.stale;
    for (const [, firstSeen] of plan.removed) {
      counts.job(-1);
      counts.seen(firstSeen, -1);
    }
    for (const key of plan.stale) {
      packs.delete(key);
      heads.delete(key);
      // A lookup record is keyed by the first of its packs, all of one generation: it goes with that one.
      lookups.delete(key);
    }
    counts.write();
  };
  await tx.done;
  return { removed, stale, jobCount: counts.jobCountAfter() };
}
