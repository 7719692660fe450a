/**
 * FeedIndex: the local index of the feed's jobs (JobSummary records) in IndexedDB. Pages are matched against it without any
 * request (SECURITY.md#visited-urls-stay-local), through the key directory (key-directory.ts). Search and facets run over the
 * search rows held in memory while asked for (held-rows.ts), kept current by every write; counts are `meta` records (kept-counts.ts).
 */
import type { IDBPDatabase } from 'idb';
import type { Facets, JobFilters } from '../messaging/contract';
import { clearMetaButMark, META_JOB_COUNT, openFeedDb, UPGRADE_STEPS, type FeedDb, type UpgradeStep } from './index-schema';
import { findJobs, jobsForAlerts, packedJobs, readJobs, readLookups } from './packed-reads';
import { countSeenAfter, type LeftOut } from './first-seen-count';
import { HeldKeys, type LookupKind } from './key-directory';
import { JobMutes } from './job-mutes';
import { SavedSearches } from './saved-searches';
import { ALERTS_PART_MEASURE, closedOutOf, evaluateAlerts, newsAfter, partTimer, type AlertFinding } from './search-alerts';
import { JobNotes } from './job-notes';
import { isDone, JobStatuses } from './job-statuses';
import { MarkedVacancies } from './marked-vacancies';
import { KnownJobCount } from './kept-counts';
import { IndexOwnerRecord, keepOwner } from './index-owner';
import { sweepPacks, writePage, WRITE_OPTIONS } from './pack-writes';
import { searchMatcher } from './search-matcher';
import { scanRows, type ScanResult } from './search-scan';
import { employerOfRow, employerStats, type EmployerView } from './employer-view';
import { HeldRows, rowsOf, UNASKED_ROWS } from './held-rows';
import { KeptNewest } from './kept-newest';
import { searchFieldsOf, type SearchTextFields } from './search-text';
import type { JobSummary } from './summary';

export interface SearchQuery {
  query: string;
  filters: JobFilters;
  offset: number;
  limit: number;
  /** The time "closed" is judged at (epoch ms); the current time unless a test fixes it. */
  now?: number;
  /**
   * 'if-built': no grouping built for it (the snapshot: a first paint); 'if-held': a list refreshed, a blank one from the newest
   * jobs if no rows are held, and none built either: a sync's writes can leave the grouping to build again (16 s at a million jobs).
   */
  grouping?: 'build' | 'if-built' | 'if-held';
}

/** A page of the search: its jobs, and what the list says beside them (search-scan.ts); `ungrouped`: a row per posting. */
export type SearchPage = Omit<ScanResult, 'ids'> & { jobs: JobSummary[]; ungrouped?: true };

export class FeedIndex {
  /** The search rows in memory (held-rows.ts). */
  private readonly rows: HeldRows;
  /** The newest jobs, for a blank list without the rows (newest-jobs.ts), kept in the database (kept-newest.ts). */
  readonly newest: KeptNewest;
  /** A full pass is filling the index: searches keep up a grouping that exists, never build one. */
  private filling = false;
  /** The kept job count, answered without waiting for the writes queued in IndexedDB (kept-counts.ts). */
  private readonly jobCount = new KnownJobCount();
  /** This index's writes under way (pages and sweeps). */
  private writes = 0;
  /** Which packs may hold a normalized URL or posting key (key-directory.ts). */
  private readonly keys: HeldKeys;

  /** The recruiter's marks on jobs, kept beside the index and cleared with it. */
  readonly statuses: JobStatuses;
  /** The vacancies those marks are on: what a mark applies to, and what takes one after a sync. */
  readonly marks: MarkedVacancies;
  readonly notes: JobNotes;
  readonly mutes: JobMutes;
  readonly searches: SavedSearches;
  readonly owner: IndexOwnerRecord;

  private constructor(
    private readonly db: IDBPDatabase<FeedDb>,
    unasked: typeof UNASKED_ROWS,
  ) {
    this.keys = new HeldKeys(() => readLookups(db));
    this.newest = new KeptNewest(db, () => this.writes > 0);
    this.rows = new HeldRows(() => packedJobs(db), unasked, undefined, this.newest);
    this.searches = new SavedSearches(db);
    this.owner = new IndexOwnerRecord(db);
    this.statuses = new JobStatuses(db);
    this.marks = new MarkedVacancies(db, this.rows, this.statuses, () => this.writes > 0);
    this.notes = new JobNotes(db, this.rows);
    this.mutes = new JobMutes(db);
  }

  /** `steps`: the database's upgrade steps; a test passes a later version's list, or smaller rows' limits. */
  static async open(name = 'job-feed-index', steps: readonly UpgradeStep[] = UPGRADE_STEPS, unasked = UNASKED_ROWS): Promise<FeedIndex> {
    const index = new FeedIndex(await openFeedDb(name, steps), unasked);
    await index.newest.read();
    return index;
  }

  /**
   * Writes the summaries in one transaction, packed (pack-writes.ts), stamped with `generation`. A
   * job already indexed keeps its `firstSeenAt`: a re-sync is not news. A job listed twice is one job.
   */
  async putMany(summaries: readonly JobSummary[], generation: number): Promise<void> {
    if (summaries.length === 0) return;
    // With no write under way, memory knows which jobs are indexed and since when: each write, its only writer's, updates it once committed.
    const held = this.writes === 0 ? this.rows.firstSeen() : null;
    this.writes++;
    try {
      const { written, jobCount, wasEmpty, table } = await writePage(this.db, summaries, generation, held, (record) =>
        this.keys.added(record),
      );
      this.jobCount.committed(jobCount);
      this.rows.written(written, table);
      this.newest.written(written, wasEmpty);
    } finally {
      this.writes--;
    }
  }

  /** While a full pass writes (`on`): grouping the growing index at each search would hold it through the sync. */
  fill(on: boolean): void {
    this.filling = on;
  }

  /** The highest generation of a sync that wrote a pack (0: none). */
  async generation(): Promise<number> {
    return Math.max(0, ...(await this.db.getAll('heads')).map((head) => head.generation));
  }

  /** Removes, in one transaction, every pack of a generation below `generation` (no search counts its jobs new); answers how many left. */
  async sweep(generation: number): Promise<number> {
    this.writes++;
    try {
      const { removed, stale, jobCount } = await this.notes.keepLeaving(generation).then(() => sweepPacks(this.db, generation));
      this.jobCount.committed(jobCount);
      this.keys.removed(new Set(stale));
      this.rows.removed(removed);
      this.newest.removed(removed);
      if (removed.length > 0) await Promise.all([this.marks.unwatch(removed), this.searches.forgetJobs(removed)]);
      return removed.length;
    } finally {
      this.writes--;
    }
  }

  async get(id: number): Promise<JobSummary | null> {
    return (await readJobs(this.db, [id]))[0] ?? null;
  }

  /** The number of jobs indexed: the kept count, or (for a database without one) the ids of every pack. */
  async count(): Promise<number> {
    const kept = await this.jobCount.read(() => this.db.get('meta', META_JOB_COUNT));
    return kept ?? new Set((await this.db.getAll('heads')).flatMap((head) => head.ids)).size;
  }

  /** Jobs first seen after `time` (epoch ms), without the muted, the closed at `openAt` or the marked done, as asked (first-seen-count.ts). */
  countFirstSeenAfter(time: number, leftOut: LeftOut = {}): Promise<number> {
    return countSeenAfter(this.db, time, leftOut, { mutes: this.mutes, statuses: this.statuses, held: () => this.rows.settled() });
  }

  async findByNormalizedUrl(url: string): Promise<JobSummary | null> {
    return (await this.findByNormalizedUrls([url])).get(url) ?? null;
  }

  async findByPostingKey(key: string): Promise<JobSummary | null> {
    return (await this.findByPostingKeys([key])).get(key) ?? null;
  }

  /** The jobs of those `urls` (normalized) that the index holds, by URL: one transaction for all of them. */
  findByNormalizedUrls(urls: readonly string[]): Promise<Map<string, JobSummary>> {
    return this.find('normalizedUrl', urls);
  }

  /** The jobs of those posting `keys` that the index holds, by key: one transaction for all of them. */
  findByPostingKeys(keys: readonly string[]): Promise<Map<string, JobSummary>> {
    return this.find('postingKey', keys);
  }

  /** Matches of query and filters, newest first, one row per vacancy (search-scan.ts), and how many there are in all. */
  async search(params: SearchQuery): Promise<SearchPage> {
    const { query, filters, offset, limit, now = Date.now(), grouping = 'build' } = params;
    const newest = grouping !== 'build' && this.rows.settled() === null ? await this.newestPage(params) : null;
    if (newest) return newest;
    const [searchRows, marks, muted] = await Promise.all([this.rows.ask(), this.statuses.load(), this.mutes.tester()]);
    const groups = this.filling || grouping !== 'build' ? searchRows.builtGroups() : searchRows.groups();
    const { ids, ...found } = scanRows(searchRows.current(), {
      test: searchMatcher(query, { ...filters, hideDone: false }, now),
      marks,
      muted,
      groups,
      hideDone: filters.hideDone === true,
      showMuted: filters.showMuted === true,
      offset,
      limit,
      now,
    });
    return { jobs: await readJobs(this.db, ids), ...found, ...(groups === null ? { ungrouped: true as const } : {}) };
  }

  /** A page without rows (the snapshot, a blank list refreshed): a blank search, no mutes, from the newest jobs (newest-jobs.ts); null: the rows answer. */
  private async newestPage({ query, filters, offset, limit }: SearchQuery): Promise<SearchPage | null> {
    const blank = query.trim() === '' && Object.values(filters).every((value) => value === undefined);
    if (!blank || this.newest.newest(offset + limit) === null) return null;
    const [marks, muted, matches] = await Promise.all([this.statuses.load(), this.mutes.tester(), this.count()]);
    const ids = this.newest.newest(offset + limit);
    if (ids === null || muted !== null) return null;
    const done = [...marks].filter(([, status]) => isDone(status)).map(([id]) => id);
    const [jobs, doneJobs] = await Promise.all([readJobs(this.db, ids.slice(offset)), readJobs(this.db, done)]);
    return { jobs, matches, worked: { done: doneJobs.length, of: matches }, mutedOut: 0, mutedIds: [], boards: {}, ungrouped: true };
  }

  /**
   * Runs the saved searches' alerts over the jobs first seen since each last ran and those they keep as closed, with the mutes and
   * the marks (search-alerts.ts; with no rows held, only those jobs are read: packed-reads.ts): the searches with alerts on that
   * found something, and the write of what they keep, under way. The finds need not wait for it: after a sync's writes IndexedDB may
   * take a second to commit even this small one (the bench's slow rounds), and a find announced twice, should the worker stop
   * before the write, replaces its own.
   */
  async evaluateAlerts(now: number): Promise<{ found: AlertFinding[]; saved: Promise<void> }> {
    const part = partTimer(ALERTS_PART_MEASURE);
    const searches = await this.searches.list();
    if (searches.length === 0) return { found: [], saved: Promise.resolve() };
    const rows = this.rows.settled() ?? rowsOf(jobsForAlerts(this.db, newsAfter(searches), closedOutOf(searches)));
    const [news, muted, marks] = await Promise.all([rows, this.mutes.tester(), this.statuses.load()]);
    part('read');
    const current = news.current();
    part('merge');
    const { next, found } = evaluateAlerts(searches, current, muted, now, marks);
    part('scan');
    const changed = next.filter((search, i) => search !== searches[i]);
    const fresh = new Map(found.map((finding) => [finding.search.id, finding.fresh]));
    const saved = changed.length > 0 ? this.searches.keepFound(changed, fresh).then(() => part('write')) : Promise.resolve();
    saved.catch(() => undefined); // awaited by the caller; not reported as unhandled meanwhile
    return { found, saved };
  }

  /** Whether a mute covers the job: the lists and the markers leave it out. */
  async isMuted(job: SearchTextFields): Promise<boolean> {
    const muted = await this.mutes.tester();
    return muted !== null && muted(searchFieldsOf(job));
  }

  /** The employer of job `id` across the feed (employer-view.ts); null: the job is not indexed or names no employer. */
  async employer(id: number, now: number, limit = 50): Promise<EmployerView | null> {
    const searchRows = await this.rows.ask();
    const rows = searchRows.current();
    const row = searchRows.rowOf(id);
    const key = row ? employerOfRow(row) : null;
    if (key === null) return null;
    const stats = employerStats(rows, searchRows.groups(), key, now);
    const open = await readJobs(this.db, stats.openIds.slice(0, limit));
    const name = (await this.get(id))?.employer?.trim() || key;
    return { ...stats, name, open };
  }

  /** The jobs of `id`'s vacancy (vacancy-groups.ts), itself included; none when it is not indexed. */
  async vacancy(id: number): Promise<JobSummary[]> {
    return readJobs(this.db, (await this.rows.ask()).groups().groupOf(id));
  }

  /** The values in the index for each filter, sorted, categories labelled; `ifHeld`: from rows held only, else null. */
  async facets(ifHeld = false): Promise<Facets | null> {
    return (ifHeld ? this.rows.settled() : await this.rows.ask())?.facets() ?? null;
  }

  async clear(): Promise<void> {
    this.writes++;
    try {
      const tx = this.db.transaction(['packs', 'heads', 'lookups', 'meta'], 'readwrite', WRITE_OPTIONS);
      const meta = tx.objectStore('meta');
      // The owner goes last, after the recruiter's work: a clear stopped before then keeps it, and another user's sign-in clears again.
      await Promise.all([
        keepOwner(meta),
        tx.objectStore('packs').clear(),
        tx.objectStore('heads').clear(),
        tx.objectStore('lookups').clear(),
        clearMetaButMark(meta),
        meta.put(0, META_JOB_COUNT),
        tx.done,
      ]);
      this.jobCount.committed(0);
      this.keys.reset();
      this.rows.cleared();
      this.newest.cleared();
    } finally {
      this.writes--;
    }
    await Promise.all([this.statuses.clear(), this.notes.clear(), this.mutes.clear(), this.searches.clear()]);
    await this.owner.set(null);
  }

  close(): void {
    this.db.close();
    this.keys.forget();
    this.rows.forget();
    this.newest.forget();
  }

  /** The lookup directory is read at the first lookup only: a worker woken for anything else never reads it. */
  private async find(field: LookupKind, keys: readonly string[]): Promise<Map<string, JobSummary>> {
    if (keys.length === 0) return new Map();
    try {
      return await findJobs(this.db, await this.keys.get(keys.length), field, keys);
    } finally {
      this.keys.lookedUp();
    }
  }
}
