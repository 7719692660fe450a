/**
 * FeedSync: brings the feed index up to date with the API, page by page.
 *
 * - Full: every job, by id (keyset: `id.greaterThan` the last id written), stamped with a new
 *   generation; jobs of older generations are swept only after the whole pass, so the index is never
 *   half-replaced. The ids may be fetched as several ranges side by side (sync-stripes.ts).
 * - Incremental: jobs updated since the high-water mark (minus an overlap), newest first (sync-state.ts,
 *   pageRequest), upserted.
 *
 * All progress is in the saved SyncState, written after a page's jobs are in the index (each page's,
 * or at most one in `saveEveryMs`): a worker stopped at any point (SECURITY.md#worker-may-stop)
 * resumes from the cursor saved, and a page fetched twice is merely written twice.
 *
 * Three parties share the work of a page: the server builds it, the worker parses and summarizes
 * it, the browser's IndexedDB writes it. So they overlap: the next page is requested as soon as a
 * page is parsed, and is received and parsed while the browser writes the ones before. (By id, a
 * request names the last id of the page before, so a range's pages cannot be asked for further
 * ahead: several ranges keep the server busy while the worker parses. By page number, the page after
 * the next is asked as well.)
 */
import type { JobPageRequest } from '../api/client';
import { isApiError, type ApiError } from '../api/errors';
import type { SyncState } from '../storage';
import { toJobSummary } from './summarize';
import { KNOWN_FROM_START } from './new-jobs';
import type { FeedSyncOptions, SyncRunOptions } from './sync-options';
import { SyncPageWrites } from './sync-page-writes';
import { PageRequests } from './sync-requests';
import { NumberedPages } from './numbered-pages';
import {
  afterStripePage,
  finished,
  fullDue,
  isResumable,
  pageRequest,
  restartPass,
  startFull,
  startIncremental,
  storageRefusal,
  stripeRequest,
} from './sync-state';
import { CEILING_REQUEST, splitStripe } from './sync-stripes';
import { measureSince } from './user-timing';

/**
 * User-timing measures in the worker, which the sync's profile reads (test/bench/profile-sync.ts):
 * each wait for a page from the API, and each wait for IndexedDB to take another page.
 */
export const SYNC_WAIT_PAGE_MEASURE = 'job-feed-companion:sync-wait-page';
export const SYNC_WAIT_WRITE_MEASURE = 'job-feed-companion:sync-wait-write';

/**
 * Jobs per Get All Jobs request, shared among the id ranges fetched side by side (each range asks for
 * this many divided by their number), so that the pages parsed and waiting hold as many jobs together
 * as one page does. Measured in Chromium on 30,000 jobs (npm run bench, probe of the worker's heap):
 * 2,000 per page peaked at 96 MB of worker heap, 1,000 at 44 MB and 500 at 42 MB, at the same wall
 * time; a page's parsed body is the worker's largest allocation. At 100,000 jobs, two ranges of 1,000
 * each peaked at 114 MB (median of 5 runs) where one range had 90 MB.
 */
export const DEFAULT_PAGE_SIZE = 1000;

/**
 * Id ranges a full pass fetches side by side in the extension (sync-stripes.ts): two keep the server
 * building a page while the worker parses one, on a machine of two cores.
 */
export const SYNC_STRIPES = 2;

/**
 * The extension saves a pass's progress at most once a second (FeedSyncOptions.saveEveryMs), not after
 * each page: each save is a write to extension storage and a progress event to every open page (each of
 * which then asks the worker for the status). In Chromium at 100,000 jobs (203 pages) the saves took
 * 59 ms each while the sync ran; once a second, about 25 saves. It fetches no faster: the sync's wall
 * time did not move measurably (the bench's 27.7-28.5 s against 24.8-27.6 s before), since a page's
 * save ran beside the next page's transaction. A worker stopped fetches again at most that second's pages.
 */
export const SYNC_SAVE_EVERY_MS = 1000;

/** The server answered 400 to a request of ours: it does not accept that filter. */
function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.info.kind === 'validation' && !error.info.local;
}

export class FeedSync {
  /** The pages of each id range: the ranges share one page's worth of jobs between them. */
  private readonly pageSize: number;
  /** The pages of a pass by page numbers (an incremental one): one request at a time, so a whole page. */
  private readonly numberedPageSize: number;
  private readonly stripes: number;

  constructor(private readonly options: FeedSyncOptions) {
    this.stripes = Math.max(1, options.stripes ?? 1);
    this.pageSize = options.pageSize ?? Math.ceil(DEFAULT_PAGE_SIZE / this.stripes);
    this.numberedPageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  }

  /**
   * The page size of a pass by page numbers at `state`: its own from its first page on (its saved
   * `page` counts pages of that size); a pass saved before sizes were kept goes on with the ranges'
   * size, what it had then (a pass saved with larger pages reads some jobs again, never skips one).
   */
  private numberedSize(state: SyncState): number {
    return state.page === 0 ? this.numberedPageSize : (state.pageSize ?? this.pageSize);
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
    // One with no full pass yet (the initial state, read where the stored one was lost) is not below the index's packs: its pass would sweep none.
    const kept = state.lastFullAt === null ? ((await this.options.index.generation?.()) ?? 0) : 0;
    const base = { ...state, generation: Math.max(state.generation, kept) };
    return this.pass(fullDue(base, full, now) ? startFull(base, now) : startIncremental(base, now), signal);
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
    // How many id ranges may be fetched side by side: one once the server did not take a range's bound.
    let stripes = this.stripes;
    // Each page under way, by its request. The next page of a range is requested as soon as a page
    // of it is parsed, and is received and parsed while the browser writes the ones before.
    const local = new AbortController();
    const fetchSignal = signal ? AbortSignal.any([signal, local.signal]) : local.signal;
    const requests = new PageRequests((request, options) => this.options.client.getAllJobs(request, options), fetchSignal);
    const requestsOf = (s: SyncState): JobPageRequest[] =>
      byPage ? [pageRequest(s, this.numberedSize(s))] : s.stripes.map((stripe) => stripeRequest(stripe, this.pageSize));
    // A pass by page numbers asks for the page after the next too, when the server's total says it
    // exists: the server builds it while the worker takes in the next (one request at a time, the
    // server's time and the worker's added up; the million-job delta's pages took about 0.2 s each
    // on the server and 0.3 s in the worker).
    const aheadOf = (s: SyncState): JobPageRequest[] => {
      const size = this.numberedSize(s);
      return byPage && s.expected !== null && (s.page + 1) * size < s.expected
        ? [pageRequest({ ...s, page: s.page + 1, pageSize: size }, size)]
        : [];
    };
    let ceiling: number | null = null;
    const writes = new SyncPageWrites();
    const numbered = new NumberedPages();
    const { index } = this.options;
    let savedAt = Number.NEGATIVE_INFINITY;
    /** `next` is written; saved unless `whenDue` and the last save is less than saveEveryMs old. */
    const saveCommitted = async (next: SyncState, whenDue = false) => {
      committed = next;
      const now = this.options.now();
      if (whenDue && now - savedAt < (this.options.saveEveryMs ?? 0)) return;
      savedAt = now;
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
      // Asked for before the first page, so that it is answered first: the first page is cut with it.
      // Only a range without an upper bound is cut up to it.
      if (!byPage && stripes > 1 && state.stripes.some((stripe) => stripe.upTo === null)) {
        this.options.client
          .getAllJobs(CEILING_REQUEST, { signal: fetchSignal })
          .then((page) => (ceiling = page.jobs[0]?.id ?? null))
          // Without a ceiling the last range is merely not cut: nothing is lost.
          .catch(() => undefined);
      }
      for (;;) {
        signal?.throwIfAborted();
        const keys = requests.ask(requestsOf(state));
        // A resumed pass by id whose ranges were all written: only its end is left.
        if (keys.length === 0) break;
        const ahead = requests.ask(aheadOf(state));
        requests.keepOnly([...keys, ...ahead]);
        const waiting = performance.now();
        const arrival = await requests.first(keys);
        measureSince(SYNC_WAIT_PAGE_MEASURE, waiting);
        const at = keys.indexOf(arrival.key);
        if (!arrival.page) {
          const { error } = arrival;
          if (!isRefusal(error) || signal?.aborted) throw error;
          if (state.mode === 'incremental') {
            await commit(startFull({ ...state, incrementalRefused: true }, this.options.now()));
            index.fill?.(true);
            byPage = false;
          } else if (!byPage && (state.stripes[at]?.upTo ?? null) !== null) {
            await commit(restartPass(state));
            stripes = 1;
          } else if (!byPage && (state.stripes[at]?.afterId ?? null) !== null) {
            await commit(restartPass(state));
            byPage = true;
          } else {
            throw error;
          }
          continue;
        }
        const { page } = arrival;
        let next: SyncState;
        let done: boolean;
        if (byPage) {
          ({ next, done } = numbered.after(state, page, this.numberedSize(state)));
        } else {
          const outcome = afterStripePage(state, at, page);
          if (outcome.kind === 'stuck') {
            await commit(restartPass(state));
            byPage = true;
            continue;
          }
          if (outcome.kind === 'unbounded') {
            await commit(restartPass(state));
            stripes = 1;
            continue;
          }
          ({ next, done } = outcome);
          // A free place for a range, and this one goes on: it is cut.
          if (!done && next.stripes.length === state.stripes.length && next.stripes.length < stripes) {
            const limits = { ceiling, minWidth: this.pageSize, minJobs: this.pageSize };
            next = { ...next, stripes: splitStripe(next.stripes, at, stripes - next.stripes.length + 1, limits) };
          }
        }
        if (!done) requests.ask([...requestsOf(next), ...aheadOf(next)]);
        // The first sync of an empty feed brings the feed as it is: not news (new-jobs.ts).
        const seenAt = state.lastSuccessAt === null ? KNOWN_FROM_START : this.options.now();
        const adapters = this.options.adapters();
        const summaries = page.jobs.map((job) => toJobSummary(job, adapters, seenAt));
        const waitingForWrite = performance.now();
        await writes.room();
        measureSince(SYNC_WAIT_WRITE_MEASURE, waitingForWrite);
        const { generation } = state;
        writes.add(
          () => index.putMany(summaries, generation),
          () => saveCommitted(next, true),
        );
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
      const info = isApiError(error) ? error.info : storageRefusal(error);
      state = { ...state, status: info?.kind === 'unauthorized' ? 'paused' : 'failed', error: info };
      await this.save(state);
      throw error;
    }
  }

  /**
   * After the last page. The cursor stays until the end is saved: a failure here only repeats the end.
   * The feed's count is asked for at best: one the API does not give (a server without Count Jobs, a
   * body it cannot read, a 5xx) keeps the count stored, and the next run asks again. A pass held back
   * by its count alone would be resumed by every run after it, fetch nothing, and never end. A 401 or
   * the run's cancelling still stops it here.
   */
  private async finish(state: SyncState, signal: AbortSignal | undefined): Promise<SyncState> {
    const full = state.mode === 'full';
    if (full) await this.options.index.sweep(state.generation);
    const count = await this.options.client.countJobs(undefined, { signal }).catch((error: unknown) => {
      if (signal?.aborted || !isApiError(error) || error.info.kind === 'unauthorized') throw error;
      return null;
    });
    if (count !== null) await this.options.saveCount({ count, countedAt: this.options.now() });
    const done = finished(state, this.options.now());
    await this.save(done);
    return done;
  }
}
