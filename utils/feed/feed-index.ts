/**
 * FeedIndex: the local index of the feed's jobs (JobSummary records) in IndexedDB. Pages are matched
 * against it without any request (SECURITY.md#visited-urls-stay-local), and the popup lists and searches it.
 *
 * Lookups by URL or posting key go straight to IndexedDB indexes (index-schema.ts). Search and
 * facets run over the rows kept in memory (search-rows.ts), loaded once and kept current by every
 * write. The counts the popup and the badge ask for are kept in `meta` records (kept-counts.ts).
 */
import { unwrap, type IDBPDatabase } from 'idb';
import type { Facets, JobFilters } from '../messaging/contract';
import { firstSeenKey, META_JOB_COUNT, openFeedDb, UPGRADE_STEPS, type FeedDb, type StoredJob, type UpgradeStep } from './index-schema';
import { JobMutes } from './job-mutes';
import { employerKeyOf } from './fold-text';
import { SavedSearches } from './saved-searches';
import { evaluateAlerts, type AlertFinding } from './search-alerts';
import { JobNotes } from './job-notes';
import { JobStatuses } from './job-statuses';
import { KeptCounts } from './kept-counts';
import { searchMatcher } from './search-matcher';
import { scanRows, type ScanResult } from './search-scan';
import { employerOfRow, employerStats, type EmployerView } from './employer-view';
import { newestFirst, SearchRows } from './search-rows';
import type { JobSummary } from './summary';

/**
 * Writes of a sync's pages commit without waiting for the disk: a page lost to a crash is written
 * again, because the sync's cursor is saved only after its page's transaction completed, and a
 * transaction is still applied whole or not at all.
 */
const WRITE_OPTIONS = { durability: 'relaxed' } as const;

export interface SearchQuery {
  query: string;
  filters: JobFilters;
  offset: number;
  limit: number;
  /** The time "closed" is judged at (epoch ms); the current time unless a test fixes it. */
  now?: number;
  /** 'if-built': collapse vacancies only with a grouping already built (the snapshot: a first paint, not a question). */
  grouping?: 'build' | 'if-built';
}

/** A page of the search: its jobs, and what the list says beside them (search-scan.ts). */
export type SearchPage = Omit<ScanResult, 'ids'> & { jobs: JobSummary[] };

/** Rows read per transaction while loading the search rows: bounds the memory of one read. */
const LOAD_BATCH = 5000;

function toSummary(stored: StoredJob): JobSummary {
  const { generation: _generation, ...summary } = stored;
  return summary;
}

export class FeedIndex {
  private searchRows: SearchRows | null = null;
  private loading: Promise<SearchRows> | null = null;
  /** A full pass is filling the index: searches keep up a grouping that exists, never build one. */
  private filling = false;

  /** The recruiter's marks on jobs, kept beside the index and cleared with it. */
  readonly statuses: JobStatuses;
  readonly notes: JobNotes;
  readonly mutes: JobMutes;
  readonly searches: SavedSearches;

  private constructor(private readonly db: IDBPDatabase<FeedDb>) {
    this.searches = new SavedSearches(db);
    this.statuses = new JobStatuses(db);
    this.notes = new JobNotes(db);
    this.mutes = new JobMutes(db);
  }

  /** `steps`: the database's upgrade steps; a test passes a later version's list. */
  static async open(name = 'job-feed-index', steps: readonly UpgradeStep[] = UPGRADE_STEPS): Promise<FeedIndex> {
    return new FeedIndex(await openFeedDb(name, steps));
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
    for (const stored of written) this.searchRows?.upsert(stored);
  }

  /** Removes, in one transaction, every job stamped with a generation below `generation`. */
  /** While a full pass writes (`on`): grouping the growing index at each search would hold it through the sync. */
  fill(on: boolean): void {
    this.filling = on;
  }

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
    for (const id of removed) this.searchRows?.remove(id);
    return removed.length;
  }

  async get(id: number): Promise<JobSummary | null> {
    return (await this.read([id]))[0] ?? null;
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

  /** Matches of query and filters, newest first, one row per vacancy (search-scan.ts), and how many there are in all. */
  async search({ query, filters, offset, limit, now = Date.now(), grouping = 'build' }: SearchQuery): Promise<SearchPage> {
    const [searchRows, marks, muted] = await Promise.all([this.loadSearchRows(), this.statuses.load(), this.mutes.tester()]);
    const rows = searchRows.current();
    const { ids, ...found } = scanRows(rows, {
      test: searchMatcher(query, { ...filters, hideDone: false }, now),
      marks,
      muted,
      groups: this.filling || grouping === 'if-built' ? searchRows.builtGroups() : searchRows.groups(),
      hideDone: filters.hideDone === true,
      showMuted: filters.showMuted === true,
      offset,
      limit,
    });
    return { jobs: await this.read(ids), ...found };
  }

  /** The jobs of `ids` as stored, in that order; a job removed meanwhile is left out rather than shown half. */
  private async read(ids: readonly number[]): Promise<JobSummary[]> {
    const tx = this.db.transaction('jobs');
    const found = await Promise.all(ids.map((id) => tx.store.get(id)));
    return found.filter((stored): stored is StoredJob => stored !== undefined).map(toSummary);
  }

  /**
   * Runs the saved searches' alerts over the jobs first seen since each last ran (search-alerts.ts),
   * keeps what they found, and answers the searches with alerts on that found something.
   */
  async evaluateAlerts(now: number): Promise<AlertFinding[]> {
    const searches = await this.searches.list();
    if (searches.length === 0) return [];
    const [rows, muted] = await Promise.all([this.loadSearchRows(), this.mutes.tester()]);
    const { next, found } = evaluateAlerts(searches, rows.current(), muted, now);
    const changed = next.filter((search, i) => search !== searches[i]);
    if (changed.length > 0) await this.searches.putAll(changed);
    return found;
  }

  /** Whether a mute covers the job: the lists and the markers leave it out. */
  async isMuted(job: Pick<JobSummary, 'employer' | 'searchText'>): Promise<boolean> {
    const muted = await this.mutes.tester();
    return muted !== null && muted({ employerKey: employerKeyOf(job.employer), searchText: job.searchText });
  }

  /**
   * The jobs a mark on `id` applies to: every posting of its vacancy when that is on several boards
   * (the list shows them as one row), else the job alone (a board's reposts keep their own rows).
   */
  async markedWith(id: number): Promise<number[]> {
    const groups = (await this.loadSearchRows()).groups();
    return groups.boardsOf(id) > 1 ? [...groups.groupOf(id)] : [id];
  }

  /** The employer of job `id` across the feed (employer-view.ts); null: the job is not indexed or names no employer. */
  async employer(id: number, now: number, limit = 50): Promise<EmployerView | null> {
    const searchRows = await this.loadSearchRows();
    const rows = searchRows.current();
    const row = rows.find((candidate) => candidate.id === id);
    const key = row ? employerOfRow(row) : null;
    if (key === null) return null;
    const stats = employerStats(rows, searchRows.groups(), key, now);
    const open = await this.read(stats.openIds.slice(0, limit));
    const name = (await this.get(id))?.employer?.trim() || key;
    return { ...stats, name, open };
  }

  /** The jobs of `id`'s vacancy (vacancy-groups.ts), itself included; none when it is not indexed. */
  async vacancy(id: number): Promise<JobSummary[]> {
    return this.read((await this.loadSearchRows()).groups().groupOf(id));
  }

  /** The values present in the index for each filter, sorted; categories with their labels. */
  async facets(): Promise<Facets> {
    return (await this.loadSearchRows()).facets();
  }

  async clear(): Promise<void> {
    const tx = this.db.transaction(['jobs', 'meta'], 'readwrite', WRITE_OPTIONS);
    const meta = tx.objectStore('meta');
    await Promise.all([tx.objectStore('jobs').clear(), meta.clear(), meta.put(0, META_JOB_COUNT), tx.done]);
    await this.statuses.clear();
    await this.notes.clear();
    await this.mutes.clear();
    await this.searches.clear();
    this.searchRows = new SearchRows();
    this.loading = null;
  }

  close(): void {
    this.db.close();
    this.searchRows = null;
    this.loading = null;
  }

  private async findBy(index: 'normalizedUrl' | 'postingKey', key: string): Promise<JobSummary | null> {
    const found = await this.db.getAllFromIndex('jobs', index, key);
    // The same posting listed twice in the feed: the newest listing is the one to show.
    const newest = found.sort(newestFirst)[0];
    return newest ? toSummary(newest) : null;
  }

  /** The search rows, read once (SearchRows.load); writes made meanwhile are queued in them, not lost. */
  private loadSearchRows(): Promise<SearchRows> {
    if (this.searchRows && !this.loading) return Promise.resolve(this.searchRows);
    this.loading ??= (async () => {
      const searchRows = new SearchRows();
      this.searchRows = searchRows;
      await searchRows.load(
        (after) => this.db.getAll('jobs', after === null ? null : IDBKeyRange.lowerBound(after, true), LOAD_BATCH),
        LOAD_BATCH,
      );
      if (this.searchRows === searchRows) this.loading = null;
      return searchRows;
    })();
    return this.loading;
  }
}
