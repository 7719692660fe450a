/**
 * FeedSync: brings the feed index up to date with the API, page by page.
 *
 * - Full: every job, by id (keyset: `id.greaterThan` the last id written), stamped with a new
 *   generation; jobs of older generations are swept only after the whole pass, so the index is never
 *   half-replaced.
 * - Incremental: jobs updated since the high-water mark (minus an overlap), upserted.
 *
 * All progress is in the saved SyncState, written after each page's jobs are in the index: a worker
 * stopped at any point (SECURITY.md#worker-may-stop) resumes from the cursor, and a page fetched twice is merely
 * written twice.
 *
 * Three parties share the work of a page: the server builds it, the worker parses and summarizes
 * it, the browser's IndexedDB writes it. So they overlap: the next page is requested as soon as a
 * page is parsed, and is received and parsed while the browser writes the ones before. (By id, a
 * request names the last id of the page before, so pages cannot be asked for further ahead.)
 */
import type { JobFeedClient, JobPage, JobPageRequest, RequestOptions } from '../api/client';
import { isApiError, type ApiError } from '../api/errors';
import type { JobListing } from '../api/schemas';
import type { BoardAdapter } from '../boards';
import type { FeedCount, SyncState } from '../storage';
import type { FeedIndex } from './feed-index';
import { toJobSummary } from './summarize';
import { KNOWN_FROM_START } from './new-jobs';
import { SyncPageWrites } from './sync-page-writes';
import { afterPage, finished, fullDue, isResumable, pageRequest, restartByPage, startFull, startIncremental } from './sync-state';

/**
 * User-timing measures in the worker, which the sync's profile reads (test/bench/profile-sync.ts):
 * each wait for a page from the API, and each wait for IndexedDB to take another page.
 */
export const SYNC_WAIT_PAGE_MEASURE = 'job-feed-companion:sync-wait-page';
export const SYNC_WAIT_WRITE_MEASURE = 'job-feed-companion:sync-wait-write';

/** Records the time since `start` under `name` (where user timing exists). */
function measureSince(name: string, start: number): void {
  performance.measure?.(name, { start, end: performance.now() });
}

/**
 * Jobs per Get All Jobs request. Measured in Chromium on 30,000 jobs (npm run bench, probe of the
 * worker's heap): 2,000 per page peaked at 96 MB of worker heap, 1,000 at 44 MB and 500 at 42 MB,
 * at the same wall time; a page's parsed body is the worker's largest allocation.
 */
export const DEFAULT_PAGE_SIZE = 1000;

export interface FeedSyncOptions {
  /** Count Jobs, and Get All Jobs read as listings (`JobFeedClient.getJobListings`). */
  client: {
    countJobs: JobFeedClient['countJobs'];
    getAllJobs(request: JobPageRequest, options?: RequestOptions): Promise<JobPage<JobListing>>;
  };
  /** `fill`, where there is one, hears when a full pass starts and ends writing (FeedIndex.fill). */
  index: Pick<FeedIndex, 'putMany' | 'sweep'> & Partial<Pick<FeedIndex, 'fill'>>;
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

export class FeedSync {
  private readonly pageSize: number;

  constructor(private readonly options: FeedSyncOptions) {
    this.pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  }

  /**
   * Runs a sync and resolves with the final state: 'idle' when done, 'paused' when aborted. Rejects
   * with the ApiError that stopped it (state 'paused' for a 401, else 'failed'; the cursor is kept).
   * One run at a time shares the saved state: the worker's SyncRunner starts a run only when none
   * is under way, with a FeedSync of its own.
   */
  async run({ full = false, signal }: SyncRunOptions = {}): Promise<SyncState> {
    const state = await this.options.loadState();
    if (isResumable(state)) {
      const resumedMode = state.mode;
      const resumed = await this.pass(state, signal);
      if (resumed.status !== 'idle' || resumedMode === 'full') return resumed;
      // A finished incremental does not stand in for a full pass that was asked for or is due.
      const now = this.options.now();
      return fullDue(resumed, full, now) ? this.pass(startFull(resumed, now), signal) : resumed;
    }
    const now = this.options.now();
    return this.pass(fullDue(state, full, now) ? startFull(state, now) : startIncremental(state, now), signal);
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
    const writes = new SyncPageWrites();
    const { index } = this.options;
    const saveCommitted = async (next: SyncState) => {
      committed = next;
      await this.save(next);
    };
    /** Moves the pass to `next` once the pages under way are written, and saves it. */
    const commit = async (next: SyncState) => {
      await writes.settle();
      state = next;
      await saveCommitted(next);
    };
    try {
      await commit(state);
      index.fill?.(state.mode === 'full');
      for (;;) {
        signal?.throwIfAborted();
        let page: JobPage<JobListing>;
        try {
          const request = pageRequest(state, byPage, this.pageSize);
          const key = JSON.stringify(request);
          const pending = ahead?.key === key ? ahead : fetchPage(request);
          ahead = null;
          const waiting = performance.now();
          page = await pending.page;
          measureSince(SYNC_WAIT_PAGE_MEASURE, waiting);
        } catch (error) {
          if (!isRefusal(error) || signal?.aborted) throw error;
          if (state.mode === 'incremental') {
            await commit(startFull({ ...state, incrementalRefused: true }, this.options.now()));
            index.fill?.(true);
            byPage = false;
          } else if (!byPage && state.afterId !== null) {
            await commit(restartByPage(state));
            byPage = true;
          } else {
            throw error;
          }
          continue;
        }

        const outcome = afterPage(state, page, byPage);
        if (outcome.stuck) {
          await commit(restartByPage(state));
          byPage = true;
          continue;
        }
        const { next, done } = outcome;
        if (!done) ahead = fetchPage(pageRequest(next, byPage, this.pageSize));
        // The first sync of an empty feed brings the feed as it is: not news (new-jobs.ts).
        const seenAt = state.lastSuccessAt === null ? KNOWN_FROM_START : this.options.now();
        const adapters = this.options.adapters();
        const summaries = page.jobs.map((job) => toJobSummary(job, adapters, seenAt));
        const waiting = performance.now();
        await writes.room();
        measureSince(SYNC_WAIT_WRITE_MEASURE, waiting);
        writes.add(index.putMany(summaries, state.generation), () => saveCommitted(next));
        state = next;
        if (done) break;
      }
      await writes.settle();
      index.fill?.(false);
      return await this.finish(state, signal);
    } catch (error) {
      index.fill?.(false);
      local.abort();
      // Writes under way end one way or the other before the state is saved; a page counts only if
      // its state was saved.
      await writes.settle().catch(() => undefined);
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
    const done = finished(state, this.options.now());
    await this.save(done);
    return done;
  }
}
