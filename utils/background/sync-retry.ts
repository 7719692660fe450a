/**
 * When a sync run that failed is tried again (sync-runner.ts): at once for nothing, after a minute
 * doubled for each run failed in a row before it (up to MAX_RETRY_WAIT_MS), after STORAGE_RETRY_MS
 * for a write the browser refused, after a 429's or a 503's Retry-After, at most MAX_SYNC_WAIT_MS; and what the
 * pages are told of that wait.
 */
import { transient } from '../api/client';
import { serverWaitMs, type ApiErrorInfo } from '../api/errors';
import type { SyncState } from '../storage';

export const MINUTE_MS = 60_000;

/**
 * The longest Retry-After the scheduled syncs wait for: a stored time further off (a server's odd
 * header, or a value planted in storage.local) would stop them for longer than a day's work.
 */
export const MAX_SYNC_WAIT_MS = 6 * 60 * MINUTE_MS;

/**
 * Worth an alarm-paced retry of the whole run: what a request retries (the API may come back), and
 * a malformed page, which a server mid-deploy can give.
 */
export function worthRetrying(info: ApiErrorInfo): boolean {
  return transient(info) || info.kind === 'malformed' || info.kind === 'storage';
}

/** A write the browser refused is tried again after this long: a full disk is not freed in a minute. */
const STORAGE_RETRY_MS = 15 * MINUTE_MS;

/**
 * The longest wait between the retries of runs failing in a row: the default sync interval. A run is
 * many requests (each retried three times), so an outage asked a whole sync each minute for as long
 * as it lasted, from every browser, where the periodic sync asks once in this long.
 */
const MAX_RETRY_WAIT_MS = 15 * MINUTE_MS;

/** The count of failed runs in a row as stored (syncFailuresItem), checked: content scripts can write storage.local. */
export function failuresInRow(stored: unknown): number {
  // 16 is past MAX_RETRY_WAIT_MS's doubling, and keeps 2 ** n small.
  return typeof stored === 'number' && Number.isSafeInteger(stored) && stored > 0 ? Math.min(stored, 16) : 0;
}

/**
 * How long a failed run waits for its retry when no Retry-After says how long: STORAGE_RETRY_MS for a
 * write refused; else a minute after the first failure of a row (`failures`), doubled for each after it.
 */
export function retryWaitMs(info: ApiErrorInfo | null | undefined, failures: unknown = 1): number {
  if (info?.kind === 'storage') return STORAGE_RETRY_MS;
  return Math.min(MAX_RETRY_WAIT_MS, MINUTE_MS * 2 ** (Math.max(1, failuresInRow(failures)) - 1));
}

/** A 429's or a 503's wait as the scheduled syncs keep it (null: none said): the server's, up to MAX_SYNC_WAIT_MS. */
export function syncWaitMs(info: ApiErrorInfo): number | null {
  const wait = serverWaitMs(info);
  return wait === null ? null : Math.min(wait, MAX_SYNC_WAIT_MS);
}

/**
 * `state` as the pages are to show it: a 429's wait cut to when the sync goes again (they count it
 * down, and only once it is over try again on opening); null when it is shown as it is.
 */
export function withSyncWait(state: SyncState): SyncState | null {
  const { error } = state;
  const wait = error ? syncWaitMs(error) : null;
  return error?.kind === 'rateLimited' && wait !== error.retryAfterMs ? { ...state, error: { ...error, retryAfterMs: wait } } : null;
}
