/**
 * FeedSync: brings the feed index up to date with the API, page by page.
 *
 * - Full: every job, by id (keyset: `id.greaterThan` the last id written), stamped with a new
 *   generation; jobs of older generations are swept only after the whole pass, so the index is never
 *   half-replaced.
 * - Incremental: jobs updated since the high-water mark (minus an overlap), upserted.
 *
 * All progress is in the saved SyncState, written after each page's jobs are in the index: a worker
 * stopped at any point (security rule 2) resumes from the cursor, and a page fetched twice is merely
 * written twice.
 *
 * Three parties share the work of a page: the server builds it, the worker parses and summarizes
 * it, the browser's IndexedDB writes it. So they overlap: the next page is requested as soon as a
 * page is parsed, and is received and parsed while the browser writes the ones before. (By id, a
 * request names the last id of the page before, so pages cannot be asked for further ahead.)
 */
import type { JobFeedClient, JobPage, JobPageRequest, RequestOptions } from '../api/client';
import type { JobListing } from '../api/schemas';
import { isApiError, type ApiError } from '../api/errors';
import type { BoardAdapter } from '../boards';
import type { FeedCount, SyncState } from '../storage';
import type { FeedIndex } from './feed-index';
import { toJobSummary } from './summarize';

/**
 * Jobs per Get All Jobs request. Measured in Chromium on 30,000 jobs (npm run bench, probe of the
 * worker's heap): 2,000 per page peaked at 96 MB of worker heap, 1,000 at 44 MB and 500 at 42 MB,
 * at the same wall time; a page's parsed body is the worker's largest allocation.
 */
export const DEFAULT_PAGE_SIZE = 1000;
/** Pages handed to IndexedDB and not yet written: one being written, one queued behind it. */
const MAX_PAGES_WRITING = 2;
/** A full pass at least this often: it is what removes jobs deleted from the feed. */
export const FULL_SYNC_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Incremental syncs look this far behind the high-water mark: writes landing out of order, clock skew. */
export const INCREMENTAL_OVERLAP_MS = 2 * 60 * 1000;

export interface FeedSyncOptions {
  /** Count Jobs, and Get All Jobs read as listings (`JobFeedClient.getJobListings`). */
  client: {
    countJobs: JobFeedClient['countJobs'];
    getAllJobs(request: JobPageRequest, options?: RequestOptions): Promise<JobPage<JobListing>>;
  };
  index: Pick<FeedIndex, 'putMany' | 'sweep'>;
  loadState(): Promise<SyncState>;
  saveState(state: SyncState): Promise<void>;
  saveCount(count: FeedCount): Promise<void>;
  /** The adapters posting keys are computed with. */
  adapters(): readonly BoardAdapter[];
  now(): number;
  pageSize?: number;
  /** After each saved step: the start, every page, the end. */
  onProgress?(state: SyncState): void;
}

export interface SyncRunOptions {
  /** Run a full pass even when an incremental one would do (a sync under way is still resumed first). */
  full?: boolean;
  /** Stops the sync between or during requests; its state is kept, paused, for the next run. */
  signal?: AbortSignal;
}

/** The server answered 400 to a request of ours: it does not accept that filter. */
function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.info.kind === 'validation' && !error.info.local;
}

/** A sync that stopped before its end and can continue from its cursor. */
function isResumable(state: SyncState): boolean {
  if (state.status === 'idle' || state.mode === null) return false;
  return state.mode === 'full' || state.since !== null;
}

function isInstant(value: string | null): value is string {
  return value !== null && !Number.isNaN(Date.parse(value));
}

/** The later of ISO instants (UTC ISO strings compare as text). */
function latest(current: string | null, candidates: readonly (string | null)[]): string | null {
  let result = current;
  for (const candidate of candidates) if (candidate !== null && (result === null || candidate > result)) result = candidate;
  return result;
}

export class FeedSync {
  private running: Promise<SyncState> | null = null;
  private readonly pageSize: number;

  constructor(private readonly options: FeedSyncOptions) {
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  }

  /**
   * Runs a sync and resolves with the final state: 'idle' when done, 'paused' when aborted. Rejects
   * with the ApiError that stopped it (state 'paused' for a 401, else 'failed'; the cursor is kept).
   * Concurrent calls share the run under way.
   */
  run(options: SyncRunOptions = {}): Promise<SyncState> {
    this.running ??= this.execute(options.full ?? false, options.signal).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async execute(full: boolean, signal: AbortSignal | undefined): Promise<SyncState> {
    const state = await this.options.loadState();
    if (isResumable(state)) {
      const resumedMode = state.mode;
      const resumed = await this.pass(state, signal);
      // A finished incremental does not stand in for a full pass that was asked for or is due.
      if (resumed.status !== 'idle' || resumedMode === 'full' || !this.fullDue(resumed, full)) return resumed;
      return this.pass(this.startFull(resumed), signal);
    }
    return this.pass(this.fullDue(state, full) ? this.startFull(state) : this.startIncremental(state), signal);
  }

  private fullDue(state: SyncState, full: boolean): boolean {
    return (
      full ||
      state.incrementalRefused ||
      state.lastFullAt === null ||
      this.options.now() - state.lastFullAt >= FULL_SYNC_INTERVAL_MS ||
      !isInstant(state.highWaterMark)
    );
  }

  private startFull(state: SyncState): SyncState {
    return {
      ...state,
      status: 'running',
      mode: 'full',
      generation: state.generation + 1,
      afterId: null,
      page: 0,
      since: null,
      fetched: 0,
      expected: null,
      startedAt: this.options.now(),
      // The pass's own maximum; settled against its start time at the end.
      highWaterMark: null,
      error: null,
    };
  }

  private startIncremental(state: SyncState): SyncState {
    const since = new Date(Date.parse(state.highWaterMark ?? '') - INCREMENTAL_OVERLAP_MS).toISOString();
    return {
      ...state,
      status: 'running',
      mode: 'incremental',
      afterId: null,
      page: 0,
      since,
      fetched: 0,
      expected: null,
      startedAt: this.options.now(),
      error: null,
    };
  }

  /** A full pass switching to page numbers starts over: offsets and the id cursor do not line up. */
  private restartByPage(state: SyncState): SyncState {
    return { ...state, afterId: null, page: 0, fetched: 0, expected: null };
  }

  private request(state: SyncState, byPage: boolean): JobPageRequest {
    const size = this.pageSize;
    if (state.mode === 'incremental') {
      return {
        page: state.page,
        size,
        sort: [
          ['updatedDate', 'asc'],
          ['id', 'asc'],
        ],
        criteria: { updatedDate: { greaterThan: state.since ?? '' } },
      };
    }
    if (byPage) return { page: state.page, size, sort: [['id', 'asc']] };
    return { page: 0, size, sort: [['id', 'asc']], criteria: state.afterId === null ? undefined : { id: { greaterThan: state.afterId } } };
  }

  private async save(state: SyncState): Promise<void> {
    await this.options.saveState(state);
    this.options.onProgress?.(state);
  }

  private async pass(initial: SyncState, signal: AbortSignal | undefined): Promise<SyncState> {
    // `state` is where the pass has got to; `committed` the last state saved, whose pages are all in
    // the index. They differ while a page is being written.
    let state: SyncState = { ...initial, status: 'running', error: null };
    let committed = state;
    // Page numbers for incremental syncs, and for full ones once the server refused the id cursor.
    let byPage = state.mode === 'incremental' || state.page > 0;
    // The next page is requested while this one is written: the server's time and ours overlap.
    const local = new AbortController();
    const fetchSignal = signal ? AbortSignal.any([signal, local.signal]) : local.signal;
    let ahead: { key: string; page: Promise<JobPage<JobListing>> } | null = null;
    const fetchPage = (request: JobPageRequest) => {
      const page = this.options.client.getAllJobs(request, { signal: fetchSignal });
      // Handled where it is awaited; a page fetched ahead of a failure is never awaited at all.
      page.catch(() => undefined);
      return { key: JSON.stringify(request), page };
    };
    // Pages being written, oldest first, each followed by the save of its state. Up to two: the
    // browser writes one while the next is queued behind it, so it never waits for the worker to
    // come back from parsing. IndexedDB runs the transactions in order, and each save waits for
    // the one before it, so saves keep the order of pages.
    const writes: Promise<void>[] = [];
    /** Waits for every write under way; throws the first failure once all have ended. */
    const settle = async () => {
      const results = await Promise.allSettled(writes.splice(0));
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
    };
    const saveCommitted = async (next: SyncState) => {
      committed = next;
      await this.save(next);
    };
    /** Moves the pass to `next` once the pages under way are written, and saves it. */
    const commit = async (next: SyncState) => {
      await settle();
      state = next;
      await saveCommitted(next);
    };
    try {
      await commit(state);
      for (;;) {
        signal?.throwIfAborted();
        let page: JobPage<JobListing>;
        try {
          const request = this.request(state, byPage);
          const key = JSON.stringify(request);
          const pending = ahead?.key === key ? ahead : fetchPage(request);
          ahead = null;
          page = await pending.page;
        } catch (error) {
          if (!isRefusal(error) || signal?.aborted) throw error;
          if (state.mode === 'incremental') {
            await commit(this.startFull({ ...state, incrementalRefused: true }));
            byPage = false;
          } else if (!byPage && state.afterId !== null) {
            await commit(this.restartByPage(state));
            byPage = true;
          } else {
            throw error;
          }
          continue;
        }

        const received = page.jobs.length + page.skipped;
        // By id, `total` counts what is left after the cursor, so the page holding all of it is the last:
        // this holds even when the server silently caps the page size.
        const done = received === 0 || (!byPage && page.total !== null ? received >= page.total : page.nextPage === null);
        const maxId = page.jobs.reduce((max, job) => Math.max(max, job.id), 0);
        if (!byPage && !done && (page.jobs.length === 0 || (state.afterId !== null && maxId <= state.afterId))) {
          // The cursor cannot move (the server ignores the filter, or a page holds no valid job).
          await commit(this.restartByPage(state));
          byPage = true;
          continue;
        }

        const next: SyncState = {
          ...state,
          afterId: byPage ? null : page.jobs.length > 0 ? maxId : state.afterId,
          page: byPage ? state.page + 1 : 0,
          fetched: state.fetched + received,
          expected: page.total === null ? state.expected : byPage ? page.total : state.fetched + page.total,
          highWaterMark: latest(
            state.highWaterMark,
            page.jobs.map((job) => job.updatedDate),
          ),
        };
        if (!done) ahead = fetchPage(this.request(next, byPage));
        const now = this.options.now();
        const adapters = this.options.adapters();
        const summaries = page.jobs.map((job) => toJobSummary(job, adapters, now));
        if (writes.length >= MAX_PAGES_WRITING) await writes.shift();
        const written = this.options.index.putMany(summaries, state.generation);
        const before = writes.at(-1);
        state = next;
        // Not awaited here: while the browser writes this page, the next one is received and parsed.
        const saved = (async () => {
          await written;
          await before;
          await saveCommitted(next);
        })();
        // A failure is handled where the write is awaited, not reported as unhandled meanwhile.
        saved.catch(() => undefined);
        writes.push(saved);
        if (done) break;
      }
      await settle();
      return await this.finish(state, signal);
    } catch (error) {
      local.abort();
      // Writes under way end one way or the other before the state is saved; a page counts only if
      // its state was saved.
      await settle().catch(() => undefined);
      state = committed;
      if (signal?.aborted) {
        state = { ...state, status: 'paused', error: null };
        await this.save(state);
        return state;
      }
      const info = isApiError(error) ? error.info : null;
      state = { ...state, status: info?.kind === 'unauthorized' ? 'paused' : 'failed', error: info };
      await this.save(state);
      throw error;
    }
  }

  /** After the last page. The cursor stays until the end is saved: a failure here only repeats the end. */
  private async finish(state: SyncState, signal: AbortSignal | undefined): Promise<SyncState> {
    const full = state.mode === 'full';
    if (full) await this.options.index.sweep(state.generation);
    const count = await this.options.client.countJobs(undefined, { signal });
    await this.options.saveCount({ count, countedAt: this.options.now() });
    const now = this.options.now();
    let highWaterMark = state.highWaterMark;
    if (full && highWaterMark !== null && state.startedAt !== null) {
      // A job updated during the pass, after its id was passed, may be older than the newest date seen
      // later in the pass; the next incremental sync must still reach back to it.
      const started = new Date(state.startedAt).toISOString();
      if (started < highWaterMark) highWaterMark = started;
    }
    const done: SyncState = {
      ...state,
      status: 'idle',
      afterId: null,
      page: 0,
      since: null,
      highWaterMark,
      error: null,
      lastSuccessAt: now,
      lastFullAt: full ? now : state.lastFullAt,
    };
    await this.save(done);
    return done;
  }
}
