/**
 * Every way an API call can fail, as one discriminated union the UI can explain.
 * Messages never contain the token (SECURITY.md#session-end-clears-token): they are built from status codes and the
 * server's own problem fields, never from request headers.
 */

export interface FieldError {
  field: string;
  message: string;
}

export type ApiErrorInfo =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; timeoutMs: number }
  /** 401. `reason` is the server's detail ("Bad credentials", "invalid_token", ...) when it gave one. */
  | { kind: 'unauthorized'; reason: string | null; badCredentials: boolean }
  | { kind: 'forbidden'; reason: string | null }
  /**
   * 404. `path`: of an operation whose path is fixed (sign-in, count, list): the address is not the
   * Job Feed API's (a wrong or missing path prefix), where Get Job's 404 is a job gone.
   */
  | { kind: 'notFound'; reason: string | null; path?: true }
  /** 400, or input refused by our own checks before sending (`local: true`). */
  | { kind: 'validation'; fieldErrors: FieldError[]; reason: string | null; local: boolean }
  /**
   * 429. `retryAfterMs` from the Retry-After header when present; `at`: when the answer came (epoch ms),
   * so that a page counts the wait down from then (utils/i18n/errors.ts), also one opened later.
   */
  | { kind: 'rateLimited'; retryAfterMs: number | null; at?: number }
  /**
   * 5xx. `retryAfterMs`: a 503's Retry-After when present (RFC 9110 10.2.3: how long the service is
   * expected to be unavailable), which the retries and the scheduled syncs wait for as for a 429's.
   */
  | { kind: 'server'; status: number; reason: string | null; retryAfterMs?: number | null }
  /** The body is not what the operation returns (not JSON, truncated, wrong shape). */
  | { kind: 'malformed'; message: string }
  /**
   * Not the API's: the browser refused to store what it sent (IndexedDB's QuotaExceededError with the
   * disk full, an aborted transaction). `name` is the DOMException's. Kept with the sync's state.
   */
  | { kind: 'storage'; name: string };

export type ApiErrorKind = ApiErrorInfo['kind'];

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly info: ApiErrorInfo;

  constructor(info: ApiErrorInfo) {
    super(describeApiError(info));
    this.info = info;
  }

  get kind(): ApiErrorKind {
    return this.info.kind;
  }

  /** Plain data for messages between extension parts (Error objects do not survive cloning). */
  toJSON(): ApiErrorInfo {
    return this.info;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A short developer-facing description; the UI builds its own localized sentences from `info`. */
export function describeApiError(info: ApiErrorInfo): string {
  switch (info.kind) {
    case 'network':
      return `Network error: ${info.message}`;
    case 'timeout':
      return `No answer within ${info.timeoutMs} ms`;
    case 'unauthorized':
      return info.badCredentials ? 'Bad credentials' : `Unauthorized${info.reason ? `: ${info.reason}` : ''}`;
    case 'forbidden':
      return `Forbidden${info.reason ? `: ${info.reason}` : ''}`;
    case 'notFound':
      return `Not found${info.path ? ' (no such path at this API address)' : ''}${info.reason ? `: ${info.reason}` : ''}`;
    case 'validation':
      return info.fieldErrors.length > 0
        ? `Invalid input: ${info.fieldErrors.map((e) => `${e.field} ${e.message}`).join('; ')}`
        : `Invalid request${info.reason ? `: ${info.reason}` : ''}`;
    case 'rateLimited':
      return info.retryAfterMs === null ? 'Rate limited' : `Rate limited; retry after ${info.retryAfterMs} ms`;
    case 'server':
      return `Server error ${info.status}${info.reason ? `: ${info.reason}` : ''}`;
    case 'storage':
      return `The browser could not store the feed: ${info.name}`;
    case 'malformed':
      return `Malformed response: ${info.message}`;
  }
}

/** The wait the server asked for with an error (a 429's or a 503's Retry-After), in ms; null: none. */
export function serverWaitMs(info: ApiErrorInfo): number | null {
  if (info.kind === 'rateLimited' || info.kind === 'server') return info.retryAfterMs ?? null;
  return null;
}
