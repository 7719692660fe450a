/**
 * FeedIndex: the local index of the feed's jobs (JobSummary records) in IndexedDB. Pages are matched
 * against it without any request (security rule 11), and the popup lists and searches it.
 *
 * Lookups by URL or posting key go straight to IndexedDB indexes. Search and facets run over an
 * in-memory snapshot (one slim row per job, newest first), loaded once and kept current by every
 * write, so a keystroke costs a scan of an array rather than a cursor over the database.
 *
 * Costs measured in Chromium, where IndexedDB's work is done in the browser process: a job written
 * costs about 150 µs there, and each index entry about 20 µs more; `IDBObjectStore.count()` walks
 * every record (about 1 s at 100,000 jobs). So the jobs carry only the IndexedDB indexes that
 * lookups and the sweep need, and the counts the popup and the badge ask for are kept in `meta`
 * records, updated in the transactions that change them.
 */
import { openDB, unwrap, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { Facets, JobFilters } from '../messaging/contract';
import { foldText } from './fold-text';
import { closingInstant, isClosedAt, statusSaysClosed } from './job-state';
import { searchTextOf } from './search-text';
import type { JobSummary } from './summary';

/** A summary as stored: stamped with the generation of the sync that last saw the job. */
export type StoredJob = JobSummary & { generation: number };

interface FeedDb extends DBSchema {
  jobs: {
    key: number;
    value: StoredJob;
    indexes: { normalizedUrl: string; postingKey: string; generation: number };
  };
  /** Counts kept of the jobs: how many there are, and how many were first seen at each time. */
  meta: {
    key: MetaKey;
    value: number;
  };
}

type MetaKey = typeof META_JOB_COUNT | [typeof META_FIRST_SEEN, number];

type UpgradeTransaction = IDBPTransaction<FeedDb, StoreNames<FeedDb>[], 'versionchange'>;

/** The number of records in `jobs`, kept by every write: a count of the store itself walks it all. */
const META_JOB_COUNT = 'jobCount';
/**
 * `[META_FIRST_SEEN, time]`: how many jobs have `firstSeenAt` equal to `time` (no record when none).
 * The badge's "new since your last visit" sums those after the visit: a few records, where an index
 * on `firstSeenAt` cost every job written an index entry.
 */
const META_FIRST_SEEN = 'firstSeen';

function firstSeenKey(time: number): [typeof META_FIRST_SEEN, number] {
  return [META_FIRST_SEEN, time];
}

/**
 * Writes of a sync's pages commit without waiting for the disk: a page lost to a crash is written
 * again, because the sync's cursor is saved only after its page's transaction completed, and a
 * transaction is still applied whole or not at all.
 */
const WRITE_OPTIONS = { durability: 'relaxed' } as const;

/**
 * One step per version; a database at version N runs steps N.. so a later version migrates the
 * index instead of wiping it. The database version is the number of steps.
 */
const MIGRATIONS: ((db: IDBPDatabase<FeedDb>, tx: UpgradeTransaction) => void)[] = [
  (db) => {
    const jobs = db.createObjectStore('jobs', { keyPath: 'id' });
    // Records whose key is null are left out of an index, so jobs without a URL or key cost nothing.
    jobs.createIndex('normalizedUrl', 'normalizedUrl');
    jobs.createIndex('postingKey', 'postingKey');
    // v1 to v2 only: the snapshot loader paged through it (v3 removes it).
    unwrap(jobs).createIndex('recency', 'recency');
    jobs.createIndex('generation', 'generation');
    // v1 to v2 only: the badge's "new since your last visit" counted a key range of it (v3 keeps counts).
    unwrap(jobs).createIndex('firstSeenAt', 'firstSeenAt');
  },
  // v2: the search text also holds the category as the popup's rows name it (search-text.ts). The
  // jobs indexed under v1 get theirs derived again from their own fields, in the upgrade
  // transaction, so the whole index searches alike at once instead of after the next full sync.
  // A failed write aborts the upgrade: the database stays at v1, whole, and the next open retries.
  (_db, tx) => {
    const store = unwrap(tx.objectStore('jobs'));
    const request = store.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      const stored = cursor.value as StoredJob;
      let searchText: string | null = null;
      try {
        searchText = searchTextOf(stored);
      } catch {
        // A record this code cannot read is kept as it is (the next sync rewrites it), never lost.
      }
      if (searchText !== null && stored.searchText !== searchText) cursor.update({ ...stored, searchText });
      cursor.continue();
    };
  },
  // v3: the counts the popup and the badge ask for kept in `meta` (the popup asks for the job count
  // several times a second while a sync runs), and no `recency` and `firstSeenAt` indexes: the
  // snapshot sorts its rows itself, and every index costs each job written a request more. Records
  // are kept as they are.
  (db, tx) => {
    const jobs = unwrap(tx.objectStore('jobs'));
    jobs.deleteIndex('recency');
    const meta = unwrap(db.createObjectStore('meta'));
    // Queued after the v2 step's requests: it counts what the upgrade leaves.
    const counted = jobs.count();
    counted.onsuccess = () => meta.put(counted.result, META_JOB_COUNT);
    // The first-seen counts from the index they replace: a request per distinct time, not per job.
    const firstSeen = jobs.index('firstSeenAt');
    const times = firstSeen.openKeyCursor(null, 'nextunique');
    times.onsuccess = () => {
      const cursor = times.result;
      if (!cursor) {
        jobs.deleteIndex('firstSeenAt');
        return;
      }
      const time = cursor.key;
      if (isTime(time)) {
        const jobsAt = firstSeen.count(IDBKeyRange.only(time));
        jobsAt.onsuccess = () => meta.put(jobsAt.result, firstSeenKey(time));
      }
      cursor.continue();
    };
  },
];

export const FEED_INDEX_VERSION = MIGRATIONS.length;

export interface SearchQuery {
  query: string;
  filters: JobFilters;
  offset: number;
  limit: number;
  /** The time "closed" is judged at (epoch ms); the current time unless a test fixes it. */
  now?: number;
}

export interface SearchPage {
  jobs: JobSummary[];
  matches: number;
}

/** What search and facets need of a job; the full summaries of a result page come from IndexedDB. */
interface Row {
  id: number;
  recency: string;
  searchText: string;
  province: string | null;
  category: string | null;
  employmentType: string | null;
  seniorityLevel: string | null;
  freelancerAllowed: string | null;
  hoursMinimum: number | null;
  hoursMaximum: number | null;
  /** The two inputs of the open-or-closed rule (job-state.ts), the status read once per job. */
  closedByStatus: boolean;
  closingAt: number | null;
}

/** Rows read per transaction while loading the snapshot: bounds the memory of one read. */
const LOAD_BATCH = 5000;

function toSummary(stored: StoredJob): JobSummary {
  const { generation: _generation, ...summary } = stored;
  return summary;
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(value);
}

/**
 * The kept counts within one write transaction: the job count is read at once, changes are added up
 * as the jobs are written, and `write()` stores them once the writes are made. Requests run in the
 * order they were made, so the job count read has completed by then. A database without a kept job
 * count (never the case after the v3 step) is left without one: `count()` then counts the store.
 */
class KeptCounts {
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

/** By recency, newest first. */
function newestFirst(a: { recency: string }, b: { recency: string }): number {
  return a.recency < b.recency ? 1 : a.recency > b.recency ? -1 : 0;
}

function valueFilter(values: readonly string[] | undefined): ((value: string | null) => boolean) | null {
  if (!values || values.length === 0) return null;
  const allowed = new Set(values);
  return (value) => value !== null && allowed.has(value);
}

/** The row test of one search: every query term in the search text, every filter satisfied. */
function matcher(query: string, filters: JobFilters, now: number): (row: Row) => boolean {
  const terms = foldText(query)
    .split(' ')
    .filter((term) => term !== '');
  const tests: ((row: Row) => boolean)[] = [];
  if (terms.length > 0) tests.push((row) => terms.every((term) => row.searchText.includes(term)));
  const fields = [
    ['province', filters.provinces],
    ['category', filters.categories],
    ['employmentType', filters.employmentTypes],
    ['seniorityLevel', filters.seniorityLevels],
    ['freelancerAllowed', filters.freelancerAllowed],
  ] as const;
  for (const [field, values] of fields) {
    const test = valueFilter(values);
    if (test) tests.push((row) => test(row[field]));
  }
  const { hoursMin = null, hoursMax = null } = filters;
  if (hoursMin !== null || hoursMax !== null) {
    const wantedLow = hoursMin ?? -Infinity;
    const wantedHigh = hoursMax ?? Infinity;
    // Ranges overlap; a bound the job does not state excludes nothing.
    tests.push((row) => {
      const [low, high] =
        row.hoursMinimum !== null && row.hoursMaximum !== null && row.hoursMinimum > row.hoursMaximum
          ? [row.hoursMaximum, row.hoursMinimum]
          : [row.hoursMinimum, row.hoursMaximum];
      return (low ?? -Infinity) <= wantedHigh && (high ?? Infinity) >= wantedLow;
    });
  }
  if (filters.hideClosed === true) tests.push((row) => !isClosedAt(row.closedByStatus, row.closingAt, now));
  return (row) => tests.every((test) => test(row));
}

/**
 * Rows newest first, with the writes made since they were read. Writes only queue changes; the next
 * search merges them in one pass, so a sync writing page after page never re-sorts the whole list.
 */
class Snapshot {
  rows: Row[] = [];
  /** Per job id: the new row, or null when the job was removed. */
  private pending = new Map<number, Row | null>();
  /** Category labels for facets: the latest a category came with. */
  labels = new Map<string, { en: string | null; nl: string | null }>();
  /** Interned enumeration values: thousands of rows share a few strings. */
  private strings = new Map<string, string>();

  private intern(value: string | null): string | null {
    if (value === null) return null;
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }

  row(summary: JobSummary): Row {
    if (summary.category !== null && summary.categoryLabel !== null) {
      this.labels.set(summary.category, summary.categoryLabel);
    }
    return {
      id: summary.id,
      recency: summary.recency,
      searchText: summary.searchText,
      province: this.intern(summary.province),
      category: this.intern(summary.category),
      employmentType: this.intern(summary.employmentType),
      seniorityLevel: this.intern(summary.seniorityLevel),
      freelancerAllowed: this.intern(summary.freelancerAllowed),
      hoursMinimum: summary.hoursMinimum,
      hoursMaximum: summary.hoursMaximum,
      closedByStatus: statusSaysClosed(summary.status),
      closingAt: closingInstant(summary.closingDate),
    };
  }

  upsert(summary: JobSummary): void {
    this.pending.set(summary.id, this.row(summary));
  }

  remove(id: number): void {
    this.pending.set(id, null);
  }

  current(): Row[] {
    if (this.pending.size === 0) return this.rows;
    const changed = this.pending;
    this.pending = new Map();
    const added = [...changed.values()].filter((row): row is Row => row !== null).sort(newestFirst);
    const kept = this.rows.filter((row) => !changed.has(row.id));
    const merged: Row[] = new Array<Row>(kept.length + added.length);
    let i = 0;
    let j = 0;
    for (let k = 0; k < merged.length; k++) {
      const next = j >= added.length || (i < kept.length && newestFirst(kept[i]!, added[j]!) <= 0) ? kept[i++]! : added[j++]!;
      merged[k] = next;
    }
    this.rows = merged;
    return merged;
  }
}

export class FeedIndex {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;

  private constructor(private readonly db: IDBPDatabase<FeedDb>) {}

  static async open(name = 'job-feed-index'): Promise<FeedIndex> {
    const db = await openDB<FeedDb>(name, FEED_INDEX_VERSION, {
      upgrade(database, oldVersion, _newVersion, transaction) {
        for (let version = oldVersion; version < MIGRATIONS.length; version++) MIGRATIONS[version]!(database, transaction);
      },
    });
    return new FeedIndex(db);
  }

  /**
   * Writes the summaries in one transaction, stamped with `generation`. A job already indexed keeps
   * its `firstSeenAt`: a re-sync is not news.
   */
  async putMany(summaries: readonly JobSummary[], generation: number): Promise<void> {
    if (summaries.length === 0) return;
    const tx = this.db.transaction(['jobs', 'meta'], 'readwrite', WRITE_OPTIONS);
    // Plain IndexedDB requests and callbacks for the page's thousands of reads and writes: a promise
    // per request cost more than the writes themselves. Any failed request aborts the transaction,
    // and `tx.done` rejects, so a page is written whole or not at all.
    const store = unwrap(tx.objectStore('jobs'));
    const counts = new KeptCounts(unwrap(tx.objectStore('meta')));
    const written: StoredJob[] = [];
    // The first-seen time each job has after the writes so far: a job listed twice in one page is
    // one record, counted once.
    const firstSeen = new Map<number, unknown>();
    const write = (summary: JobSummary, existing: StoredJob | undefined) => {
      const stored: StoredJob = { ...summary, firstSeenAt: existing?.firstSeenAt ?? summary.firstSeenAt, generation };
      const before = firstSeen.has(stored.id) ? firstSeen.get(stored.id) : existing?.firstSeenAt;
      if (!existing && !firstSeen.has(stored.id)) counts.job(1);
      if (before !== stored.firstSeenAt) {
        counts.seen(before, -1);
        counts.seen(stored.firstSeenAt, 1);
      }
      firstSeen.set(stored.id, stored.firstSeenAt);
      written.push(stored);
      store.put(stored);
    };
    const ids = summaries.map((summary) => summary.id);
    const ascending = ids.every((id, i) => i === 0 || id > ids[i - 1]!);
    if (ascending && ids.length > 1) {
      // A page of a full pass comes in id order: one read of its id range finds the jobs already
      // indexed (their first-seen time is kept), instead of a read per job.
      const read = store.getAll(IDBKeyRange.bound(ids[0]!, ids[ids.length - 1]!));
      read.onsuccess = () => {
        const known = new Map((read.result as StoredJob[]).map((stored) => [stored.id, stored]));
        for (const summary of summaries) write(summary, known.get(summary.id));
        counts.write();
      };
    } else {
      let unread = summaries.length;
      for (const summary of summaries) {
        const read = store.get(summary.id);
        read.onsuccess = () => {
          write(summary, read.result as StoredJob | undefined);
          if (--unread === 0) counts.write();
        };
      }
    }
    await tx.done;
    for (const stored of written) this.snapshot?.upsert(stored);
  }

  /** Removes, in one transaction, every job stamped with a generation below `generation`. */
  async sweep(generation: number): Promise<number> {
    const tx = this.db.transaction(['jobs', 'meta'], 'readwrite', WRITE_OPTIONS);
    const store = unwrap(tx.objectStore('jobs'));
    const counts = new KeptCounts(unwrap(tx.objectStore('meta')));
    let removed: number[] = [];
    // The records, not only their ids: their first-seen times are counted down.
    const stale = store.index('generation').getAll(IDBKeyRange.upperBound(generation, true));
    stale.onsuccess = () => {
      const records = stale.result as StoredJob[];
      removed = records.map((record) => record.id);
      for (const record of records) {
        store.delete(record.id);
        counts.job(-1);
        counts.seen(record.firstSeenAt, -1);
      }
      counts.write();
    };
    await tx.done;
    for (const id of removed) this.snapshot?.remove(id);
    return removed.length;
  }

  async get(id: number): Promise<JobSummary | null> {
    const stored = await this.db.get('jobs', id);
    return stored ? toSummary(stored) : null;
  }

  /** The number of jobs indexed: the kept count, or (for a database without one) a count of the store. */
  async count(): Promise<number> {
    const kept = await this.db.get('meta', META_JOB_COUNT);
    return kept ?? this.db.count('jobs');
  }

  /** Jobs first seen after `time` (epoch ms): the badge's "new since your last visit". */
  async countFirstSeenAfter(time: number): Promise<number> {
    const after = await this.db.getAll('meta', IDBKeyRange.bound(firstSeenKey(time), firstSeenKey(Infinity), true, false));
    return after.reduce((sum, jobsAt) => sum + jobsAt, 0);
  }

  findByNormalizedUrl(url: string): Promise<JobSummary | null> {
    return this.findBy('normalizedUrl', url);
  }

  findByPostingKey(key: string): Promise<JobSummary | null> {
    return this.findBy('postingKey', key);
  }

  /** Matches of query and filters, newest first, and how many there are in all. */
  async search({ query, filters, offset, limit, now = Date.now() }: SearchQuery): Promise<SearchPage> {
    const rows = (await this.loadSnapshot()).current();
    const test = matcher(query, filters, now);
    const ids: number[] = [];
    let matches = 0;
    for (const row of rows) {
      if (!test(row)) continue;
      if (matches >= offset && ids.length < limit) ids.push(row.id);
      matches++;
    }
    const tx = this.db.transaction('jobs');
    const found = await Promise.all(ids.map((id) => tx.store.get(id)));
    // A job removed between the scan and the read is left out rather than shown half.
    const jobs = found.filter((stored): stored is StoredJob => stored !== undefined).map(toSummary);
    return { jobs, matches };
  }

  /** The values present in the index for each filter, sorted; categories with their labels. */
  async facets(): Promise<Facets> {
    const snapshot = await this.loadSnapshot();
    const rows = snapshot.current();
    const distinct = (field: 'province' | 'category' | 'employmentType' | 'seniorityLevel' | 'freelancerAllowed'): string[] => {
      const values = new Set<string>();
      for (const row of rows) {
        const value = row[field];
        if (value !== null) values.add(value);
      }
      return [...values].sort();
    };
    return {
      provinces: distinct('province'),
      categories: distinct('category').map((value) => ({
        value,
        en: snapshot.labels.get(value)?.en ?? null,
        nl: snapshot.labels.get(value)?.nl ?? null,
      })),
      employmentTypes: distinct('employmentType'),
      seniorityLevels: distinct('seniorityLevel'),
      freelancerAllowed: distinct('freelancerAllowed'),
    };
  }

  async clear(): Promise<void> {
    const tx = this.db.transaction(['jobs', 'meta'], 'readwrite', WRITE_OPTIONS);
    const meta = tx.objectStore('meta');
    await Promise.all([tx.objectStore('jobs').clear(), meta.clear(), meta.put(0, META_JOB_COUNT), tx.done]);
    this.snapshot = new Snapshot();
    this.loading = null;
  }

  close(): void {
    this.db.close();
    this.snapshot = null;
    this.loading = null;
  }

  private async findBy(index: 'normalizedUrl' | 'postingKey', key: string): Promise<JobSummary | null> {
    const found = await this.db.getAllFromIndex('jobs', index, key);
    // The same posting listed twice in the feed: the newest listing is the one to show.
    const newest = found.sort(newestFirst)[0];
    return newest ? toSummary(newest) : null;
  }

  /**
   * Reads the rows batch by batch in id order, then sorts them newest first. Writes made while it
   * reads are queued in the snapshot (it is registered first) and merged over what was read, so none
   * is lost.
   */
  private loadSnapshot(): Promise<Snapshot> {
    if (this.snapshot && !this.loading) return Promise.resolve(this.snapshot);
    this.loading ??= (async () => {
      const snapshot = new Snapshot();
      this.snapshot = snapshot;
      const rows: Row[] = [];
      let after: number | null = null;
      for (;;) {
        const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
        const batch: StoredJob[] = await this.db.getAll('jobs', range, LOAD_BATCH);
        for (const stored of batch) rows.push(snapshot.row(stored));
        if (batch.length < LOAD_BATCH) break;
        after = batch[batch.length - 1]!.id;
      }
      snapshot.rows = rows.sort(newestFirst);
      if (this.snapshot === snapshot) this.loading = null;
      return snapshot;
    })();
    return this.loading;
  }
}
