/**
 * A sync's saved state (SyncState) at each step of a pass: which pass is due, its start, the
 * request for its next page, the state once a page is written, and its end. Pure functions: the
 * engine (sync.ts) decides when each step happens and saves what they return.
 */
import type { JobPage, JobPageRequest } from '../api/client';
import type { JobListing } from '../api/schemas';
import type { SyncState } from '../storage';

/** A full pass at least this often: it is what removes jobs deleted from the feed. */
export const FULL_SYNC_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Incremental syncs look this far behind the high-water mark: writes landing out of order, clock skew. */
export const INCREMENTAL_OVERLAP_MS = 2 * 60 * 1000;

/** A sync that stopped before its end and can continue from its cursor. */
export function isResumable(state: SyncState): boolean {
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

/** A full pass is asked for (`full`), or due: never run, too long ago, or no incremental possible. */
export function fullDue(state: SyncState, full: boolean, now: number): boolean {
  return (
    full ||
    state.incrementalRefused ||
    state.lastFullAt === null ||
    now - state.lastFullAt >= FULL_SYNC_INTERVAL_MS ||
    !isInstant(state.highWaterMark)
  );
}

export function startFull(state: SyncState, now: number): SyncState {
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
    startedAt: now,
    // The pass's own maximum; settled against its start time at the end.
    highWaterMark: null,
    error: null,
  };
}

export function startIncremental(state: SyncState, now: number): SyncState {
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
    startedAt: now,
    error: null,
  };
}

/** A full pass switching to page numbers starts over: offsets and the id cursor do not line up. */
export function restartByPage(state: SyncState): SyncState {
  return { ...state, afterId: null, page: 0, fetched: 0, expected: null };
}

/** The request for the pass's next page: by page number (`byPage`), else after the id cursor. */
export function pageRequest(state: SyncState, byPage: boolean, size: number): JobPageRequest {
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

export type PageOutcome =
  /** `next`: the state once the page is written; `done`: it was the pass's last page. */
  | { stuck: false; next: SyncState; done: boolean }
  /** By id, the cursor cannot move (the server ignores the filter, or a page holds no valid job). */
  | { stuck: true };

/** What a page received in `state` moves the pass to. */
export function afterPage(state: SyncState, page: JobPage<JobListing>, byPage: boolean): PageOutcome {
  const received = page.jobs.length + page.skipped;
  // By id, `total` counts what is left after the cursor, so the page holding all of it is the last:
  // this holds even when the server silently caps the page size.
  const done = received === 0 || (!byPage && page.total !== null ? received >= page.total : page.nextPage === null);
  const maxId = page.jobs.reduce((max, job) => Math.max(max, job.id), 0);
  if (!byPage && !done && (page.jobs.length === 0 || (state.afterId !== null && maxId <= state.afterId))) return { stuck: true };
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
  return { stuck: false, next, done };
}

/** The state of a pass that ended at `now`: idle, its cursor cleared, the high-water mark settled. */
export function finished(state: SyncState, now: number): SyncState {
  const full = state.mode === 'full';
  let highWaterMark = state.highWaterMark;
  if (full && highWaterMark !== null && state.startedAt !== null) {
    // A job updated during the pass, after its id was passed, may be older than the newest date seen
    // later in the pass; the next incremental sync must still reach back to it.
    const started = new Date(state.startedAt).toISOString();
    if (started < highWaterMark) highWaterMark = started;
  }
  return {
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
}
