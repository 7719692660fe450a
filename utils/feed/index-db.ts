/**
 * FeedIndex: the local index of the feed's jobs (JobSummary records) in IndexedDB. Pages are matched
 * against it without any request (security rule 11), and the popup lists and searches it.
 *
 * Lookups by URL or posting key go straight to IndexedDB indexes. Search and facets run over an
 * in-memory snapshot (one slim row per job, newest first), loaded once and kept current by every
 * write, so a keystroke costs a scan of an array rather than a cursor over the database.
 */
import { openDB, unwrap, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { Facets, JobFilters } from '../messaging/contract';
import { foldText } from './fold-text';
import { searchTextOf } from './search-text';
import type { JobSummary } from './summary';

/** A summary as stored: stamped with the generation of the sync that last saw the job. */
export type StoredJob = JobSummary & { generation: number };

interface FeedDb extends DBSchema {
  jobs: {
    key: number;
    value: StoredJob;
    indexes: { normalizedUrl: string; postingKey: string; recency: string; generation: number; firstSeenAt: number };
  };
}

type UpgradeTransaction = IDBPTransaction<FeedDb, StoreNames<FeedDb>[], 'versionchange'>;

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
    // Unique by construction (it ends with the id): the snapshot loader pages through it by key.
    jobs.createIndex('recency', 'recency');
    jobs.createIndex('generation', 'generation');
    // The badge's "new since your last visit" is a key-range count, without loading the snapshot.
    jobs.createIndex('firstSeenAt', 'firstSeenAt');
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
];

export const FEED_INDEX_VERSION = MIGRATIONS.length;

export interface SearchQuery {
  query: string;
  filters: JobFilters;
  offset: number;
  limit: number;
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
}

/** Rows read per transaction while loading the snapshot: bounds the memory of one read. */
const LOAD_BATCH = 5000;

function toSummary(stored: StoredJob): JobSummary {
  const { generation: _generation, ...summary } = stored;
  return summary;
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
function matcher(query: string, filters: JobFilters): (row: Row) => boolean {
  const terms = foldText(query).split(' ').filter((term) => term !== '');
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
      const [low, high] = row.hoursMinimum !== null && row.hoursMaximum !== null && row.hoursMinimum > row.hoursMaximum ? [row.hoursMaximum, row.hoursMinimum] : [row.hoursMinimum, row.hoursMaximum];
      return (low ?? -Infinity) <= wantedHigh && (high ?? Infinity) >= wantedLow;
    });
  }
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
    const tx = this.db.transaction('jobs', 'readwrite');
    // Plain IndexedDB requests and callbacks for the page's thousands of reads and writes: a promise
    // per request cost more than the writes themselves. Any failed request aborts the transaction,
    // and `tx.done` rejects, so a page is written whole or not at all.
    const store = unwrap(tx.store);
    const written: StoredJob[] = [];
    const write = (summary: JobSummary, existing: StoredJob | undefined) => {
      const stored: StoredJob = { ...summary, firstSeenAt: existing?.firstSeenAt ?? summary.firstSeenAt, generation };
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
      };
    } else {
      for (const summary of summaries) {
        const read = store.get(summary.id);
        read.onsuccess = () => write(summary, read.result as StoredJob | undefined);
      }
    }
    await tx.done;
    for (const stored of written) this.snapshot?.upsert(toSummary(stored));
  }

  /** Removes, in one transaction, every job stamped with a generation below `generation`. */
  async sweep(generation: number): Promise<number> {
    const tx = this.db.transaction('jobs', 'readwrite');
    const removed: number[] = [];
    let cursor = await tx.store.index('generation').openKeyCursor(IDBKeyRange.upperBound(generation, true));
    while (cursor) {
      removed.push(cursor.primaryKey);
      await tx.store.delete(cursor.primaryKey);
      cursor = await cursor.continue();
    }
    await tx.done;
    for (const id of removed) this.snapshot?.remove(id);
    return removed.length;
  }

  async get(id: number): Promise<JobSummary | null> {
    const stored = await this.db.get('jobs', id);
    return stored ? toSummary(stored) : null;
  }

  count(): Promise<number> {
    return this.db.count('jobs');
  }

  /** Jobs first seen after `time` (epoch ms): the badge's "new since your last visit". */
  countFirstSeenAfter(time: number): Promise<number> {
    return this.db.countFromIndex('jobs', 'firstSeenAt', IDBKeyRange.lowerBound(time, true));
  }

  findByNormalizedUrl(url: string): Promise<JobSummary | null> {
    return this.findBy('normalizedUrl', url);
  }

  findByPostingKey(key: string): Promise<JobSummary | null> {
    return this.findBy('postingKey', key);
  }

  /** Matches of query and filters, newest first, and how many there are in all. */
  async search({ query, filters, offset, limit }: SearchQuery): Promise<SearchPage> {
    const rows = (await this.loadSnapshot()).current();
    const test = matcher(query, filters);
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
      categories: distinct('category').map((value) => ({ value, en: snapshot.labels.get(value)?.en ?? null, nl: snapshot.labels.get(value)?.nl ?? null })),
      employmentTypes: distinct('employmentType'),
      seniorityLevels: distinct('seniorityLevel'),
      freelancerAllowed: distinct('freelancerAllowed'),
    };
  }

  async clear(): Promise<void> {
    await this.db.clear('jobs');
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
   * Reads the rows in recency order, batch by batch. Writes made while it reads are queued in the
   * snapshot (it is registered first) and merged over what was read, so none is lost.
   */
  private loadSnapshot(): Promise<Snapshot> {
    if (this.snapshot && !this.loading) return Promise.resolve(this.snapshot);
    this.loading ??= (async () => {
      const snapshot = new Snapshot();
      this.snapshot = snapshot;
      const rows: Row[] = [];
      let after: string | null = null;
      for (;;) {
        const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
        const batch: StoredJob[] = await this.db.getAllFromIndex('jobs', 'recency', range, LOAD_BATCH);
        for (const stored of batch) rows.push(snapshot.row(stored));
        if (batch.length < LOAD_BATCH) break;
        after = batch[batch.length - 1]!.recency;
      }
      // A job rewritten with a new recency between two batches was read twice; its queued write settles it.
      snapshot.rows = rows.reverse();
      if (this.snapshot === snapshot) this.loading = null;
      return snapshot;
    })();
    return this.loading;
  }
}
