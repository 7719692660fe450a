/**
 * Reading jobs back from their packs (job-packs.ts): by id, by a page's key, and all of them for the
 * search rows. A job's current copy is in the newest pack (the highest key) that holds its id.
 */
import type { IDBPDatabase } from 'idb';
import type { FeedDb } from './index-schema';
import { unpack, unpackOne, type JobPack } from './job-packs';
import type { JobSummary } from './summary';

/** Packs read per transaction while loading the search rows (5,000 jobs): bounds the memory of one read. */
const LOAD_PACKS = 100;

/** The newest of a job's packs, which holds its current copy; null: none. */
function newestKey(keys: readonly number[]): number | null {
  return keys.length === 0 ? null : Math.max(...keys);
}

/** The jobs of `ids` as stored, in that order; a job removed meanwhile is left out rather than shown half. */
export async function readJobs(db: IDBPDatabase<FeedDb>, ids: readonly number[]): Promise<JobSummary[]> {
  const tx = db.transaction('packs');
  const packs = new Map<number, Promise<JobPack | undefined>>();
  const found = await Promise.all(
    ids.map(async (id) => {
      const key = newestKey(await tx.store.index('ids').getAllKeys(id));
      if (key === null) return null;
      if (!packs.has(key)) packs.set(key, tx.store.get(key));
      const pack = await packs.get(key);
      return pack ? unpackOne(pack, id) : null;
    }),
  );
  return found.filter((job) => job !== null);
}

/**
 * The job whose `field` is `key`, found through the packs' `index`; of several (a posting listed
 * twice in the feed), the newest listing.
 */
export async function findJob(
  db: IDBPDatabase<FeedDb>,
  index: 'urls' | 'postingKeys',
  field: 'normalizedUrl' | 'postingKey',
  key: string,
): Promise<JobSummary | null> {
  const tx = db.transaction('packs');
  const copies: { pack: number; job: JobSummary }[] = [];
  // Only a job whose JSON holds the key, as JSON writes it, is parsed.
  const quoted = JSON.stringify(key);
  const packs: JobPack[] = await tx.store.index(index).getAll(key);
  for (const pack of packs) {
    for (const json of pack.jobs) {
      const job = json.includes(quoted) ? (JSON.parse(json) as JobSummary) : null;
      if (job?.[field] === key) copies.push({ pack: pack.key!, job });
    }
  }
  // A copy that a later pack replaced (the job changed since) does not count.
  const current = await Promise.all(
    copies.map(async ({ pack, job }) => (newestKey(await tx.store.index('ids').getAllKeys(job.id)) === pack ? job : null)),
  );
  // Newest first by recency (summarize.ts).
  return current.filter((job) => job !== null).sort((a, b) => (a.recency < b.recency ? 1 : a.recency > b.recency ? -1 : 0))[0] ?? null;
}

/** Every pack's jobs, a batch of packs at a time, oldest pack first (so a job's later copy comes after). */
export async function* packedJobs(db: IDBPDatabase<FeedDb>): AsyncGenerator<JobSummary[]> {
  for (let after: number | null = null; ;) {
    const packs: JobPack[] = await db.getAll('packs', after === null ? null : IDBKeyRange.lowerBound(after, true), LOAD_PACKS);
    yield packs.flatMap(unpack);
    if (packs.length < LOAD_PACKS) return;
    after = packs[packs.length - 1]!.key!;
  }
}
