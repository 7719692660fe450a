/**
 * Reading jobs back from their packs (job-packs.ts): by id, by a page's key, and all of them for the
 * search rows. A job's current copy is in the newest pack (the highest key) that holds its id.
 */
import type { IDBPDatabase } from 'idb';
import type { FeedDb } from './index-schema';
import { unpack, unpackOne, type JobPack } from './job-packs';
import type { KeyFinder, LookupKind, PackLookups } from './key-directory';
import type { JobSummary } from './summary';

/**
 * Packs read per transaction while loading the search rows: bounds the memory of one read, about
 * 5,000 jobs. A pack holds 80 to 160 KB of them (PACK_CHARS, job-packs.ts): 80 or more of the
 * reference server's feed, whose summaries are about 1,000 characters.
 */
const LOAD_PACKS = 60;

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
 * For each of `keys` that a job's `field` holds, that job; of several (a posting listed twice in the
 * feed), the newest listing. The directory names the packs that may hold each key (key-directory.ts);
 * each job there whose JSON holds the key is parsed and its field compared, so a hash that two keys
 * share never matches the wrong job. One transaction for all the keys, their reads asked at once (a
 * result page's markers ask for 200: 288 ms from navigation start to the markers shown when each was
 * a transaction of its own, then 150), each pack read once and each job's newest pack asked once
 * however many keys lead to them.
 */
export async function findJobs(
  db: IDBPDatabase<FeedDb>,
  directory: KeyFinder,
  field: LookupKind,
  keys: readonly string[],
): Promise<Map<string, JobSummary>> {
  const found = new Map<string, JobSummary>();
  if (keys.length === 0) return found;
  const tx = db.transaction('packs');
  const newest = new Map<number, Promise<number | null>>();
  const newestOf = (id: number): Promise<number | null> => {
    let key = newest.get(id);
    if (key === undefined) newest.set(id, (key = tx.store.index('ids').getAllKeys(id).then(newestKey)));
    return key;
  };
  const packs = new Map<number, Promise<JobPack | undefined>>();
  const packOf = (key: number): Promise<JobPack | undefined> => {
    let pack = packs.get(key);
    if (pack === undefined) packs.set(key, (pack = tx.store.get(key)));
    return pack;
  };
  await Promise.all(
    [...new Set(keys)].map(async (key) => {
      const copies: { pack: number; job: JobSummary }[] = [];
      // Only a job whose JSON holds the key, as JSON writes it, is parsed.
      const quoted = JSON.stringify(key);
      for (const pack of await Promise.all(directory.find(field, key).map(packOf))) {
        for (const json of pack?.jobs ?? []) {
          const job = json.includes(quoted) ? (JSON.parse(json) as JobSummary) : null;
          if (job?.[field] === key) copies.push({ pack: pack!.key!, job });
        }
      }
      // A copy that a later pack replaced (the job changed since) does not count.
      const current = await Promise.all(copies.map(async ({ pack, job }) => ((await newestOf(job.id)) === pack ? job : null)));
      // Newest first by recency (summarize.ts).
      const job = current.filter((copy) => copy !== null).sort((a, b) => (a.recency < b.recency ? 1 : a.recency > b.recency ? -1 : 0))[0];
      if (job) found.set(key, job);
    }),
  );
  return found;
}

/**
 * The jobs first seen after `after` (epoch ms), each from its newest copy: every pack's head (its ids
 * and first-seen times, small), then only the packs that hold those jobs. What the saved searches'
 * alerts read after a sync when no search rows are held: at a million jobs the rows took 15-20 s of
 * the worker to read, and about 300 MB of its heap, for the few jobs a sync brings.
 */
export async function jobsFirstSeenAfter(db: IDBPDatabase<FeedDb>, after: number): Promise<JobSummary[]> {
  const read = await packsFirstSeenAfter(db, after);
  return read.flatMap(({ pack, ids }) => (pack ? ids.map((id) => unpackOne(pack, id)).filter((job) => job !== null) : []));
}

/**
 * What an alert's evaluation reads with no search rows held: the jobs first seen after `after`, and
 * those of `ids`, the matches kept as closed when they came (search-alerts.ts).
 */
export async function jobsForAlerts(db: IDBPDatabase<FeedDb>, after: number, ids: readonly number[]): Promise<JobSummary[]> {
  const [fresh, older] = await Promise.all([jobsFirstSeenAfter(db, after), ids.length > 0 ? readJobs(db, ids) : []]);
  const read = new Set(fresh.map((job) => job.id));
  return [...fresh, ...older.filter((job) => !read.has(job.id))];
}

/**
 * How many of the jobs first seen after `after` pass `test`, each parsed from its newest copy and let
 * go at once, never all held: the badge's count without the muted ones (first-seen-count.ts).
 */
export async function countJobsFirstSeenAfter(
  db: IDBPDatabase<FeedDb>,
  after: number,
  test: (job: JobSummary) => boolean,
): Promise<number> {
  let count = 0;
  for (const { pack, ids } of await packsFirstSeenAfter(db, after)) {
    if (!pack) continue;
    for (const id of ids) {
      const job = unpackOne(pack, id);
      if (job !== null && test(job)) count++;
    }
  }
  return count;
}

/** The packs that hold the current copies of the jobs first seen after `after`, each with those jobs' ids. */
async function packsFirstSeenAfter(db: IDBPDatabase<FeedDb>, after: number): Promise<{ pack: JobPack | undefined; ids: number[] }[]> {
  const tx = db.transaction(['heads', 'packs']);
  /** Each such job's newest pack: heads come by key, oldest first, so a later copy replaces an earlier one. */
  const packOf = new Map<number, number>();
  for (const head of await tx.objectStore('heads').getAll()) {
    head.ids.forEach((id, i) => {
      // The first-seen time of a job's newest copy is its own (as FirstSeenTable reads the heads).
      if (head.firstSeen[i]! > after) packOf.set(id, head.key);
      else packOf.delete(id);
    });
  }
  const idsOf = new Map<number, number[]>();
  for (const [id, key] of packOf) {
    const ids = idsOf.get(key);
    if (ids) ids.push(id);
    else idsOf.set(key, [id]);
  }
  const packs = tx.objectStore('packs');
  return Promise.all([...idsOf].map(async ([key, ids]) => ({ pack: await packs.get(key), ids })));
}

/** Every pack's lookup record (key-directory.ts), in one transaction. */
export function readLookups(db: IDBPDatabase<FeedDb>): Promise<PackLookups[]> {
  return db.getAll('lookups');
}

/**
 * Every pack's jobs, a batch of packs at a time, oldest pack first (so a job's later copy comes after).
 * The next batch is asked for before this one is parsed, so IndexedDB reads it while the worker parses.
 */
export async function* packedJobs(db: IDBPDatabase<FeedDb>): AsyncGenerator<JobSummary[]> {
  const read = (after: number | null): Promise<JobPack[]> =>
    db.getAll('packs', after === null ? null : IDBKeyRange.lowerBound(after, true), LOAD_PACKS);
  for (let next = read(null); ;) {
    const packs = await next;
    const full = packs.length === LOAD_PACKS;
    if (full) {
      next = read(packs[packs.length - 1]!.key!);
      // Not reported as unhandled should the reader stop early; awaited above, it still throws.
      next.catch(() => undefined);
    }
    yield packs.flatMap(unpack);
    if (!full) return;
  }
}
