/**
 * A sync's saved state (SyncState) at each step of a pass: which pass is due, its start, the
 * request for its next page, the state once a page is written, and its end. Pure functions: the
 * engine (sync.ts) decides when each step happens and saves what they return.
 */
import type { JobPage, JobPageRequest } from '../api/client';
import type { ApiErrorInfo } from '../api/errors';
import type { JobListing } from '../api/schemas';
import { z } from 'zod/mini';
import { INITIAL_SYNC_STATE, type IdStripe, type SyncState } from '../storage';
import { numberedStep } from './numbered-step';

/** A full pass at least this often: it is what removes jobs deleted from the feed. */
export const FULL_SYNC_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Incremental syncs look this far behind the high-water mark: writes landing out of order, clock skew. */
export const INCREMENTAL_OVERLAP_MS = 2 * 60 * 1000;

/** A sync that stopped before its end and can continue from its cursor. */
export function isResumable(state: SyncState): boolean {
  if (state.status === 'idle' || state.mode === null) return false;
  return state.mode === 'full' || state.since !== null;
}

/**
 * The high-water mark a run starts from, against which what it brought counts as changed
 * (notifier.ts): the saved one; for a pass resumed after a stop, the one the pass began from, not
 * what its pages written before the stop raised it to. An incremental pass took its `since` from it;
 * a full pass kept none (null: every job it brings may be a change).
 */
export function startingMark(state: SyncState): string | null {
  if (!isResumable(state)) return state.highWaterMark;
  if (state.mode === 'full') return null;
  const since = Date.parse(state.since ?? '');
  return Number.isNaN(since) ? state.highWaterMark : new Date(since + INCREMENTAL_OVERLAP_MS).toISOString();
}

/**
 * Whether a run that started at `before` and ended at `after` brought jobs the feed changed since the
 * run before it: its high-water mark moved past the one it started from (the board pages check
 * themselves again then, notifier.ts).
 */
export function broughtChanges(before: SyncState, after: SyncState): boolean {
  const from = startingMark(before);
  return after.highWaterMark !== null && (from === null || Date.parse(after.highWaterMark) > Date.parse(from));
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

/** A full pass is asked for (`full`), or due: never run, too long ago or dated ahead (the clock set back), or no incremental possible. */
export function fullDue(state: SyncState, full: boolean, now: number): boolean {
  return (
    full ||
    state.incrementalRefused ||
    state.lastFullAt === null ||
    now - state.lastFullAt >= FULL_SYNC_INTERVAL_MS ||
    state.lastFullAt > now ||
    !isInstant(state.highWaterMark)
  );
}

export function startFull(state: SyncState, now: number): SyncState {
  return {
    ...state,
    status: 'running',
    mode: 'full',
    generation: state.generation + 1,
    stripes: [{ afterId: null, upTo: null, left: null }],
    page: 0,
    // The mark before the pass, a time on the server's clock (its start is on the computer's): see `finished`.
    since: isInstant(state.highWaterMark) ? state.highWaterMark : null,
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
    stripes: [],
    page: 0,
    since,
    fetched: 0,
    expected: null,
    startedAt: now,
    error: null,
  };
}

/**
 * A full pass starting over from its first job as one id range: when it switches to page numbers
 * (offsets and id cursors do not line up; a pass resumed at page 0 tries the id cursor once more), or
 * when the server did not take a range's upper bound (found at the first bounded page, so little is
 * fetched again, and the count of fetched jobs stays a count of jobs).
 */
export function restartPass(state: SyncState): SyncState {
  return { ...state, stripes: [{ afterId: null, upTo: null, left: null }], page: 0, fetched: 0, expected: null };
}

/** The request for the next page of an id range: after its cursor, up to its bound. */
export function stripeRequest({ afterId, upTo }: IdStripe, size: number): JobPageRequest {
  const id = { ...(afterId === null ? {} : { greaterThan: afterId }), ...(upTo === null ? {} : { lessThanOrEqual: upTo }) };
  return { page: 0, size, sort: [['id', 'asc']], criteria: afterId === null && upTo === null ? undefined : { id } };
}

/**
 * The request for the pass's next page by page number: an incremental pass, or a full one on a server
 * refusing the id cursor.
 *
 * An incremental pass reads the newest changes first. A job the feed changes while the pass runs then
 * moves to the front of the order, before the pages still to come: they keep their place, or move
 * one on (a job read twice), and its new version is past the high-water mark, for the next run. In
 * the oldest-first order it moved to the end instead, every job after its old place moved one back,
 * and the first job of the next page was never read, while the mark went past it.
 */
export function pageRequest(state: SyncState, size: number): JobPageRequest {
  if (state.mode === 'incremental') {
    return {
      page: state.page,
      size,
      sort: [
        ['updatedDate', 'desc'],
        ['id', 'desc'],
      ],
      criteria: { updatedDate: { greaterThan: state.since ?? '' } },
    };
  }
  return { page: state.page, size, sort: [['id', 'asc']] };
}

function withJobsOf(state: SyncState, page: JobPage<JobListing>): Pick<SyncState, 'fetched' | 'highWaterMark'> {
  return {
    fetched: state.fetched + page.jobs.length + page.skipped,
    highWaterMark: latest(
      state.highWaterMark,
      page.jobs.map((job) => job.updatedDate),
    ),
  };
}

/** A page received by page number: the state once it is written (numbered-step.ts), and whether it was the pass's last. */
export function afterNumberedPage(state: SyncState, page: JobPage<JobListing>, size: number): { next: SyncState; done: boolean } {
  const received = page.jobs.length + page.skipped;
  const counted = withJobsOf(state, page);
  const { back, ...at } = numberedStep(state, { total: page.total, received, size, fetched: counted.fetched });
  const done = !back && (received === 0 || page.nextPage === null);
  const next: SyncState = { ...state, ...counted, ...at, pageSize: size, expected: page.total ?? state.expected };
  return { next, done };
}

export type StripeOutcome =
  /** `next`: the state once the page is written; `done`: it was the pass's last page. */
  | { kind: 'moved'; next: SyncState; done: boolean }
  /** The cursor cannot move (the server ignores the id filter, or a page holds no valid job). */
  | { kind: 'stuck' }
  /** The page holds jobs above its range's bound: the server ignores `id.lessThanOrEqual`. */
  | { kind: 'unbounded' };

/** What a page of id range `at` moves the pass to. */
export function afterStripePage(state: SyncState, at: number, page: JobPage<JobListing>): StripeOutcome {
  const stripe = state.stripes[at]!;
  const received = page.jobs.length + page.skipped;
  // `total` counts what is left in the range after its cursor, so the page holding all of it is the
  // range's last: this holds even when the server silently caps the page size.
  const ended = received === 0 || (page.total !== null ? received >= page.total : page.nextPage === null);
  const maxId = page.jobs.reduce((max, job) => Math.max(max, job.id), 0);
  // More jobs than the range has ids, or one above its bound: the server ignored the bound.
  const room = stripe.upTo !== null && stripe.afterId !== null ? stripe.upTo - stripe.afterId : Infinity;
  if ((stripe.upTo !== null && maxId > stripe.upTo) || (page.total ?? 0) > room) return { kind: 'unbounded' };
  if (!ended && (page.jobs.length === 0 || (stripe.afterId !== null && maxId <= stripe.afterId))) return { kind: 'stuck' };
  const stripes = [...state.stripes];
  if (ended) stripes.splice(at, 1);
  else {
    const afterId = page.jobs.length > 0 ? maxId : stripe.afterId;
    stripes[at] = { afterId, upTo: stripe.upTo, left: page.total === null ? null : page.total - received };
  }
  const counted = withJobsOf(state, page);
  const left = stripes.every((s) => s.left !== null) ? stripes.reduce((sum, s) => sum + s.left!, 0) : null;
  const next: SyncState = { ...state, ...counted, stripes, page: 0, expected: left === null ? state.expected : counted.fetched + left };
  return { kind: 'moved', next, done: stripes.length === 0 };
}

/** The state of a pass that ended at `now`: idle, its cursor cleared, the high-water mark settled. */
export function finished(state: SyncState, now: number): SyncState {
  const full = state.mode === 'full';
  let highWaterMark = state.highWaterMark;
  if (full && highWaterMark !== null && state.startedAt !== null) {
    // A job updated during the pass, after its id was passed, may be older than the newest date seen
    // later in the pass; the next incremental sync must still reach back to it.
    // Nor past the mark before it: a computer's clock ahead of the server's put its start after such a job.
    const started = [new Date(state.startedAt).toISOString(), ...(state.since === null ? [] : [state.since])];
    for (const time of started) if (time < highWaterMark) highWaterMark = time;
  }
  if (highWaterMark !== null && state.startedAt !== null) {
    // A job dated ahead (a server clock ahead, a wrong date) comes again with every incremental pass;
    // as the mark it would hold each one past the changes made meanwhile, until the next full pass.
    // No further than the overlap past the start: the next pass then reaches back to this one's start.
    const ceiling = new Date(state.startedAt + INCREMENTAL_OVERLAP_MS).toISOString();
    if (ceiling < highWaterMark) highWaterMark = ceiling;
  }
  return {
    ...state,
    status: 'idle',
    stripes: [],
    page: 0,
    since: null,
    highWaterMark,
    error: null,
    lastSuccessAt: now,
    lastFullAt: full ? now : state.lastFullAt,
    // A refusal holds until the full pass after it succeeds: a 400 may pass (a proxy, a deploy).
    incrementalRefused: state.incrementalRefused && !full,
  };
}

// Numbers as the code writes them, no narrower: a range's jobs left may come out below 0 when the
// server's total falls behind what it sent. A value refused here costs a full pass.
const count = z.int().check(z.nonnegative());
const stamp = z.nullable(z.number());
const numberOrNull = z.nullable(z.number());
const reason = z.nullable(z.string());
/** Each kind with the fields the popup reads to say it (i18n/errors.ts). */
export const ApiErrorInfoSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('network'), message: z.string() }),
  z.object({ kind: z.literal('timeout'), timeoutMs: z.number() }),
  z.object({ kind: z.literal('unauthorized'), reason, badCredentials: z.boolean() }),
  z.object({ kind: z.literal('forbidden'), reason }),
  z.object({ kind: z.literal('notFound'), reason, path: z.optional(z.literal(true)) }),
  z.object({
    kind: z.literal('validation'),
    fieldErrors: z.array(z.object({ field: z.string(), message: z.string() })),
    reason,
    local: z.boolean(),
  }),
  z.object({ kind: z.literal('rateLimited'), retryAfterMs: z.nullable(z.number()), at: z.optional(z.number()) }),
  z.object({ kind: z.literal('server'), status: z.number(), reason, retryAfterMs: z.optional(numberOrNull) }),
  z.object({ kind: z.literal('malformed'), message: z.string() }),
  z.object({ kind: z.literal('storage'), name: z.string() }),
]);
const SyncStateSchema = z.object({
  status: z.enum(['idle', 'running', 'paused', 'failed']),
  mode: z.nullable(z.enum(['full', 'incremental'])),
  generation: count,
  stripes: z.array(z.object({ afterId: numberOrNull, upTo: numberOrNull, left: numberOrNull })),
  page: count,
  pageSize: z.optional(z.int().check(z.positive())),
  since: z.nullable(z.string()),
  fetched: z.number(),
  expected: numberOrNull,
  startedAt: stamp,
  highWaterMark: z.nullable(z.string()),
  lastSuccessAt: stamp,
  lastFullAt: stamp,
  error: z.nullable(ApiErrorInfoSchema),
  incrementalRefused: z.boolean(),
});

/**
 * A write the browser refused (IndexedDB's DOMException: QuotaExceededError with the disk full, an
 * aborted transaction), which the recruiter is told of; a bug of ours is not theirs to read.
 */
export function storageRefusal(error: unknown): ApiErrorInfo | null {
  return error instanceof DOMException ? { kind: 'storage', name: error.name } : null;
}

/**
 * The stored sync state, or null when it is not one: damaged, or planted (content scripts can write
 * storage.local). A sync resumed from it would throw at every run, Sync now included.
 */
export function checkedSyncState(value: unknown): SyncState | null {
  const parsed = SyncStateSchema.safeParse(value);
  return parsed.success ? (parsed.data as SyncState) : null;
}

/**
 * What a sync starts from in place of a stored state that was not one: nothing known of the feed,
 * so its first pass is a full one, and of a generation above every pack's (`generation`, the
 * index's highest), so that pass sweeps every job it does not see again.
 */
export function freshSyncState(generation: number): SyncState {
  return { ...INITIAL_SYNC_STATE, generation };
}
