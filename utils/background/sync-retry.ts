/**
 * When a sync run that failed is tried again (sync-runner.ts): at once for nothing, after a minute,
 * after STORAGE_RETRY_MS for a write the browser refused, after a 429's Retry-After, at most
 * MAX_SYNC_WAIT_MS; and what the pages are told of that wait.
 */
import { transient } from '../api/client';
import type { ApiErrorInfo } from '../api/errors';
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

/** How long a failed run waits for its retry when no Retry-After says how long: a minute, or STORAGE_RETRY_MS. */
export function retryWaitMs(info: ApiErrorInfo | null | undefined): number {
  return info?.kind === 'storage' ? STORAGE_RETRY_MS : MINUTE_MS;
}

/** A 429's wait as the scheduled syncs keep it (null: none said): the server's, up to MAX_SYNC_WAIT_MS. */
export function syncWaitMs(info: ApiErrorInfo): number | null {
  return info.kind === 'rateLimited' && info.retryAfterMs !== null ? Math.min(info.retryAfterMs, MAX_SYNC_WAIT_MS) : null;
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
