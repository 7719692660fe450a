/**
 * The feed index's database: its stores, the keys of the counts kept in `meta`, and the upgrade
 * steps that bring a database of an older version to the current one.
 *
 * Costs measured in Chromium, where IndexedDB's work is done in the browser process: a record
 * written costs about 70-150 µs there whatever its size, and each index entry about 10-20 µs more;
 * `IDBObjectStore.count()` walks every record (about 1 s at 100,000 jobs). So the jobs are stored
 * packed, many to a record (job-packs.ts), with only the index entries lookups need, and the counts
 * the popup and the badge ask for are kept in `meta` records (kept-counts.ts), updated in the
 * transactions that change them.
 */
import { deleteDB, openDB, unwrap, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { StatusRecord } from './job-status';
import type { NoteRecord } from './job-note';
import type { MuteRecord } from './mute-rule';
import type { StoredSearch } from './saved-search';
import { packSlices, type JobPack, type PackHead } from './job-packs';
import { lookupHashes, lookupRecord, type PackLookups } from './key-directory';
import type { JobSummary } from './summary';
import { markAllows, META_OLDEST_READER } from './format-mark';

/** A summary as versions 1 to 5 stored it: a record per job, stamped with the generation of the sync that last saw it. */
export type StoredJob = JobSummary & { generation: number };

export interface FeedDb extends DBSchema {
  /** Versions 1 to 5 only: version 6 moves the jobs into packs. */
  jobs: {
    key: number;
    value: StoredJob;
    indexes: { normalizedUrl: string; postingKey: string; generation: number };
  };
  /** The jobs, many to a record (job-packs.ts); from version 6. `urls` and `postingKeys`: version 6 only. */
  packs: {
    key: number;
    value: JobPack;
    indexes: { ids: number; urls: string; postingKeys: string };
  };
  /** Per pack, its ids and first-seen times: what the counts and the sweep read. */
  heads: {
    key: number;
    value: PackHead;
  };
  /** Per write of packs, its jobs' lookup keys hashed, by pack (key-directory.ts); from version 7. */
  lookups: {
    key: number;
    value: PackLookups;
  };
  /** Counts kept of the jobs: how many there are, and how many were first seen at each time. */
  meta: {
    key: MetaKey;
    value: number;
  };
  /** The recruiter's marks on jobs (job-statuses.ts), apart from the jobs a sync rewrites and sweeps. */
  statuses: {
    key: number;
    value: StatusRecord;
  };
  /** The recruiter's notes on jobs and employers (job-notes.ts). */
  notes: {
    key: string;
    value: NoteRecord;
  };
  /** The employers and keywords the recruiter muted (job-mutes.ts). */
  mutes: {
    key: string;
    value: MuteRecord;
  };
  /** The recruiter's saved searches and what their alerts found (saved-searches.ts). */
  searches: {
    key: string;
    value: StoredSearch;
  };
}

type MetaKey = typeof META_JOB_COUNT | [typeof META_FIRST_SEEN, number];

/** The number of records in `jobs`, kept by every write: a count of the store itself walks it all. */
export const META_JOB_COUNT = 'jobCount';
/**
 * `[META_FIRST_SEEN, time]`: how many jobs have `firstSeenAt` equal to `time` (no record when none).
 * The badge's "new since your last visit" sums those after the visit: a few records, where an index
 * on `firstSeenAt` cost every job written an index entry.
 */
const META_FIRST_SEEN = 'firstSeen';

export function firstSeenKey(time: number): [typeof META_FIRST_SEEN, number] {
  return [META_FIRST_SEEN, time];
}

export type UpgradeTransaction = IDBPTransaction<FeedDb, StoreNames<FeedDb>[], 'versionchange'>;

/**
 * Brings a database from the version before it to its own. Runs inside the upgrade transaction:
 * a request that fails aborts the whole upgrade, the database stays at the version it had, whole,
 * and the next open retries. A step that reads before it writes returns a promise, settled once its
 * last request is made (in a request's callback, so the transaction is still active): the next step
 * starts then, and its requests come after all of this one's.
 */
export type UpgradeStep = (db: IDBPDatabase<FeedDb>, tx: UpgradeTransaction) => void | Promise<void>;

/** Version 1: the jobs, with the indexes lookups and the sweep need, and the kept counts. */
const createStores: UpgradeStep = (db, tx) => {
  const jobs = db.createObjectStore('jobs', { keyPath: 'id' });
  // Records whose key is null are left out of an index, so jobs without a URL or key cost nothing.
  jobs.createIndex('normalizedUrl', 'normalizedUrl');
  jobs.createIndex('postingKey', 'postingKey');
  jobs.createIndex('generation', 'generation');
  db.createObjectStore('meta');
  void tx.objectStore('meta').put(0, META_JOB_COUNT);
};

/**
 * One step per version, oldest first; the database version is the number of steps. A database at
 * version N runs the steps after its N-th, so a later version migrates the index it finds instead
 * of wiping it: append a step, never change one that shipped.
 */
/** Version 2: the recruiter's marks on jobs, in a store a sync never writes. */
const createStatuses: UpgradeStep = (db) => {
  db.createObjectStore('statuses', { keyPath: 'id' });
};

/** Version 3: the recruiter's notes on jobs and employers, in a store a sync never writes. */
const createNotes: UpgradeStep = (db) => {
  db.createObjectStore('notes', { keyPath: 'key' });
};

/** Version 4: the employers and keywords the recruiter muted, in a store a sync never writes. */
const createMutes: UpgradeStep = (db) => {
  db.createObjectStore('mutes', { keyPath: 'key' });
};

/** Version 5: the recruiter's saved searches and their alerts, in a store a sync never writes. */
const createSearches: UpgradeStep = (db) => {
  db.createObjectStore('searches', { keyPath: 'id' });
};

/** Rows of the old jobs store read at a time while they are packed (bounds the upgrade's memory). */
const PACKING_BATCH = 5000;

function distinct(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/** Packs as version 6 wrote them: with their jobs' lookup keys, for its two indexes. */
function addVersion6Packs(packs: IDBObjectStore, heads: IDBObjectStore, summaries: readonly JobSummary[], generation: number): void {
  for (const { part, ids, jsons } of packSlices(summaries)) {
    const pack: JobPack = {
      generation,
      ids,
      urls: distinct(part.map((summary) => summary.normalizedUrl)),
      postingKeys: distinct(part.map((summary) => summary.postingKey)),
      jobs: jsons,
    };
    const added = packs.add(pack);
    added.onsuccess = () => {
      const head: PackHead = { key: added.result as number, generation, ids, firstSeen: part.map((summary) => summary.firstSeenAt) };
      heads.put(head);
    };
  }
}

/**
 * Version 6: the jobs packed many to a record (job-packs.ts), a sync writing a fiftieth of the
 * records it did. The jobs of the old store are packed by generation, in id order, within the
 * upgrade, and the old store is dropped; the kept counts stay as they were (the same jobs).
 */
const packJobs: UpgradeStep = (db, tx) =>
  new Promise<void>((resolve) => {
    const packStore = db.createObjectStore('packs', { keyPath: 'key', autoIncrement: true });
    packStore.createIndex('ids', 'ids', { multiEntry: true });
    packStore.createIndex('urls', 'urls', { multiEntry: true });
    packStore.createIndex('postingKeys', 'postingKeys', { multiEntry: true });
    db.createObjectStore('heads', { keyPath: 'key' });
    const packs = unwrap(packStore);
    const heads = unwrap(tx.objectStore('heads'));
    const jobs = unwrap(tx.objectStore('jobs'));
    const readFrom = (after: number | null) => {
      const read = jobs.getAll(after === null ? null : IDBKeyRange.lowerBound(after, true), PACKING_BATCH);
      read.onsuccess = () => {
        const records = read.result as StoredJob[];
        const byGeneration = new Map<number, JobSummary[]>();
        for (const { generation, ...summary } of records) {
          const list = byGeneration.get(generation) ?? [];
          list.push(summary);
          byGeneration.set(generation, list);
        }
        for (const [generation, summaries] of byGeneration) addVersion6Packs(packs, heads, summaries, generation);
        if (records.length === PACKING_BATCH) readFrom(records[records.length - 1]!.id);
        else {
          db.deleteObjectStore('jobs');
          resolve();
        }
      };
    };
    readFrom(null);
  });

/** Packs read at a time while their lookup records are made (bounds the upgrade's memory: 5,000 jobs). */
const LOOKUP_BATCH = 100;

/**
 * Version 7: page matching goes through lookup records (key-directory.ts) instead of the packs' `urls`
 * and `postingKeys` indexes, two IndexedDB entries a job that were most of a sync page's cost to the
 * browser. The records are made from the keys version 6 kept in each pack: one for each run of packs
 * of one generation in a batch (the sweep removes a record with its first pack).
 */
const lookupRecords: UpgradeStep = (db, tx) =>
  new Promise<void>((resolve) => {
    db.createObjectStore('lookups', { keyPath: 'key' });
    const packStore = tx.objectStore('packs');
    packStore.deleteIndex('urls');
    packStore.deleteIndex('postingKeys');
    const packs = unwrap(packStore);
    const lookups = unwrap(tx.objectStore('lookups'));
    const readFrom = (after: number | null) => {
      const read = packs.getAll(after === null ? null : IDBKeyRange.lowerBound(after, true), LOOKUP_BATCH);
      read.onsuccess = () => {
        const batch = read.result as JobPack[];
        for (let start = 0; start < batch.length;) {
          let end = start + 1;
          while (end < batch.length && batch[end]!.generation === batch[start]!.generation) end++;
          const run = batch
            .slice(start, end)
            .map((pack) => ({ key: pack.key!, hashes: lookupHashes(pack.urls ?? [], pack.postingKeys ?? []) }));
          lookups.put(lookupRecord(run));
          start = end;
        }
        if (batch.length === LOOKUP_BATCH) readFrom(batch[batch.length - 1]!.key!);
        else resolve();
      };
    };
    readFrom(null);
  });

export const UPGRADE_STEPS: readonly UpgradeStep[] = [
  createStores,
  createStatuses,
  createNotes,
  createMutes,
  createSearches,
  packJobs,
  lookupRecords,
];

export const FEED_INDEX_VERSION = UPGRADE_STEPS.length;

/** Opens (creating or upgrading) the database at the version `steps` define. */
export async function openFeedDb(name: string, steps: readonly UpgradeStep[] = UPGRADE_STEPS): Promise<IDBPDatabase<FeedDb>> {
  const open = () =>
    openDB<FeedDb>(name, steps.length, {
      upgrade(db, oldVersion, _newVersion, tx) {
        // A failed step rejects the open itself; the transaction's own promise would report the
        // failure a second time, as unhandled.
        tx.done.catch(() => undefined);
        void (async () => {
          for (let version = oldVersion; version < steps.length; version++) await steps[version]!(db, tx);
        })().catch(() => {
          // A step that threw: nothing of the upgrade is kept (unless the transaction has ended already).
          try {
            tx.abort();
          } catch {
            // Ended: its own failure rejects the open.
          }
        });
      },
    });
  try {
    return await open();
  } catch (error) {
    // A database newer than this code (an older build installed over a newer one) cannot be opened
    // at this version. It holds the recruiter's marks, notes, mutes and searches beside the feed: one with every store and
    // index this code reads, and no format mark above this code, is used as it is; only another is dropped (the feed is
    // fetched again), rather than leaving the extension without an index.
    if (!(error instanceof DOMException && error.name === 'VersionError')) throw error;
    const newer = await openDB<FeedDb>(name);
    if (await readableByThisCode(newer, steps.length)) return newer;
    newer.close();
    await deleteDB(name);
    return open();
  }
}

/** The stores this code reads and writes, and the one index it asks: what a newer database must still have. */
const USED_STORES = ['packs', 'heads', 'lookups', 'meta', 'statuses', 'notes', 'mutes', 'searches'] as const;

export { clearMetaButMark, META_OLDEST_READER } from './format-mark';

async function readableByThisCode(db: IDBPDatabase<FeedDb>, version: number): Promise<boolean> {
  if (!USED_STORES.every((store) => db.objectStoreNames.contains(store))) return false;
  const tx = db.transaction(['packs', 'meta']);
  const hasIds = tx.objectStore('packs').indexNames.contains('ids');
  const oldestReader: unknown = await tx.objectStore('meta').get(META_OLDEST_READER as never); // `meta` is typed as counts
  return hasIds && markAllows(oldestReader, version);
}
