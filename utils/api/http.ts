/**
 * One HTTP exchange with the Job Feed API: timeout (of the answer, then of each stretch of its body
 * without bytes), retry with jittered backoff, and the mapping of every failure to an ApiError.
 * Knows nothing of the operations; client.ts builds the requests.
 */
import { ApiError, serverWaitMs, type ApiErrorInfo, type FieldError } from './errors';
import { jsonText } from './json-text';
import { retryAfterOf } from './retry-after';

export interface RetryPolicy {
  /** Further attempts after the first. */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the error goes to the caller to schedule. */
  maxRetryAfterMs: number;
  /** The whole exchange, attempts and the waits between them, ends by then (a timeout error). */
  totalMs?: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxRetries: 3,
  baseDelayMs: 400,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 30_000,
};

/**
 * For a request a person waits on (a job's card or details, the popup's count): one retry, a short
 * Retry-After only, and the answer or the error within 20 s, where a hung server kept them on
 * "Loading…" for a minute (4 timeouts of 15 s); a longer Retry-After goes to the page to count down.
 */
export function interactive(policy: RetryPolicy): RetryPolicy {
  return {
    ...policy,
    maxRetries: Math.min(1, policy.maxRetries),
    maxRetryAfterMs: Math.min(2_000, policy.maxRetryAfterMs),
    totalMs: 20_000,
  };
}

export interface HttpOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  retry: RetryPolicy;
  /** Injected for tests; defaults to a timer that honours the abort signal. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
  /** Which failures are worth another attempt for this request. */
  retryOn: (error: ApiErrorInfo) => boolean;
  signal?: AbortSignal;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined for an empty body. */
  body: unknown;
}

const JWT_LIKE = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
/** An Authorization header's credentials (RFC 6750 token68), whatever the token looks like. */
const BEARER = /\bBearer\s+[\w\-.~+/]+=*/gi;

/** Server texts and errors end up in the UI and logs; a token in them must not (token redaction). */
export function redactTokens(text: string): string {
  return text.replace(BEARER, 'Bearer [redacted]').replace(JWT_LIKE, '[redacted]');
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Exponential backoff with full jitter, capped; a server's Retry-After wins when it is longer. */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number, retryAfterMs: number | null): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  const jittered = exponential / 2 + random() * (exponential / 2);
  return retryAfterMs === null ? jittered : Math.max(retryAfterMs, jittered);
}

export async function send(request: HttpRequest, options: HttpOptions): Promise<HttpResponse> {
  const { totalMs } = options.retry;
  // Never put back: it ends the exchange at totalMs however the attempts go.
  const deadline = totalMs === undefined ? null : new ProgressTimeout(totalMs);
  const waits = [request.signal, deadline?.signal].filter((signal) => signal !== undefined);
  try {
    for (let attempt = 0; ; attempt++) {
      const outcome = await sendOnce(request, options, deadline);
      if (!(outcome instanceof ApiError)) return outcome;
      const info = outcome.info;
      const retryAfterMs = serverWaitMs(info);
      const worthRetrying =
        attempt < options.retry.maxRetries &&
        request.retryOn(info) &&
        (retryAfterMs === null || retryAfterMs <= options.retry.maxRetryAfterMs);
      if (!worthRetrying) throw outcome;
      const delay = backoffDelay(attempt, options.retry, options.random, retryAfterMs);
      await options.sleep(delay, waits.length > 1 ? AbortSignal.any(waits) : waits[0]).catch((reason: unknown) => {
        // The deadline, not the caller, ended the wait: the caller gets the last failure.
        throw request.signal?.aborted ? reason : outcome;
      });
    }
  } finally {
    deadline?.stop();
  }
}

/**
 * Aborts after `ms` without progress, or after `ms * WHOLE_EXCHANGE_FACTOR` in all. A sync page is
 * 7.5 MB: read on a slow link it takes longer than any wait for an answer should, while bytes keep
 * coming. A plain timer (not AbortSignal.timeout) so that each chunk can put it back.
 */
class ProgressTimeout {
  private readonly controller = new AbortController();
  private readonly whole: ReturnType<typeof setTimeout>;
  private idle: ReturnType<typeof setTimeout>;
  readonly signal = this.controller.signal;
  timeoutMs: number;

  constructor(private readonly ms: number) {
    this.timeoutMs = ms;
    this.idle = setTimeout(() => this.abort(ms), ms);
    this.whole = setTimeout(() => this.abort(ms * WHOLE_EXCHANGE_FACTOR), ms * WHOLE_EXCHANGE_FACTOR);
  }

  /** Bytes came: the wait for the next starts again. */
  progressed(): void {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.abort(this.ms), this.ms);
  }

  stop(): void {
    clearTimeout(this.idle);
    clearTimeout(this.whole);
  }

  private abort(after: number): void {
    this.timeoutMs = after;
    this.stop();
    this.controller.abort(new DOMException('The API took too long', 'TimeoutError'));
  }
}

/** However steadily a body comes, the whole exchange ends after this many times the timeout (2.5 minutes at 15 s). */
const WHOLE_EXCHANGE_FACTOR = 10;

/**
 * The body's bytes, read chunk by chunk so that each one tells `progressed`, each copied as it comes
 * into one buffer sized by Content-Length (grown when the body is longer, as a compressed one is):
 * the chunks are not all held beside the whole.
 */
async function readBody(response: Response, progressed: () => void): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  // Taken at its word up to a bound: a header claiming gigabytes does not reserve them.
  const declared = Number(response.headers.get('Content-Length'));
  let bytes = new Uint8Array(Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, MAX_PRESIZE) : 64 * 1024);
  let length = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    if (length + chunk.byteLength > bytes.byteLength) {
      const grown = new Uint8Array(Math.max(bytes.byteLength * 2, length + chunk.byteLength));
      grown.set(bytes.subarray(0, length));
      bytes = grown;
    }
    bytes.set(chunk, length);
    length += chunk.byteLength;
    progressed();
  }
  return bytes.subarray(0, length);
}

/** The most a Content-Length reserves before the bytes come: four times a sync page. */
const MAX_PRESIZE = 32 * 1024 * 1024;

async function sendOnce(request: HttpRequest, options: HttpOptions, deadline: ProgressTimeout | null): Promise<HttpResponse | ApiError> {
  const timeout = new ProgressTimeout(options.timeoutMs);
  const limits = deadline ? [timeout, deadline] : [timeout];
  const signals = [request.signal, ...limits.map((limit) => limit.signal)].filter((signal) => signal !== undefined);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : timeout.signal;
  try {
    const response = await options.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
      credentials: 'omit',
      cache: 'no-store',
      redirect: 'error',
    });
    timeout.progressed();
    // An error is what its status says (a 401 ends the session): a body that stalls does not make it a timeout.
    const bytes = await readBody(response, () => timeout.progressed()).catch((error: unknown) => {
      if (response.ok || request.signal?.aborted) throw error;
      return new Uint8Array(0);
    });
    // The body decoded as response.text() would, but as ASCII: JSON.parse reads it faster (json-text.ts).
    return interpret(response, jsonText(bytes));
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    const ran = limits.find((limit) => limit.signal.aborted);
    if (ran) return new ApiError({ kind: 'timeout', timeoutMs: ran.timeoutMs });
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError({ kind: 'network', message: redactTokens(message) });
  } finally {
    timeout.stop();
  }
}

type ProblemBody = Partial<Record<'detail' | 'title' | 'message' | 'fieldErrors', unknown>>;

function interpret(response: Response, text: string): HttpResponse | ApiError {
  const status = response.status;
  let body: unknown;
  let bodyIsJson = true;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      bodyIsJson = false;
    }
  }
  if (status >= 200 && status < 300) {
    if (!bodyIsJson) return new ApiError({ kind: 'malformed', message: `The ${status} response body is not JSON` });
    return { status, headers: response.headers, body };
  }
  const problem: ProblemBody = bodyIsJson && body !== null && typeof body === 'object' ? (body as ProblemBody) : {};
  const reason = problemReason(problem, response.headers);
  return new ApiError(errorInfoFor(status, problem, reason, response.headers));
}

function errorInfoFor(status: number, problem: ProblemBody, reason: string | null, headers: Headers): ApiErrorInfo {
  switch (status) {
    case 400:
    case 422:
      return { kind: 'validation', fieldErrors: fieldErrorsOf(problem), reason, local: false };
    case 401:
      return { kind: 'unauthorized', reason, badCredentials: reason === 'Bad credentials' };
    case 403:
      return { kind: 'forbidden', reason };
    case 404:
      return { kind: 'notFound', reason };
    case 429:
      return { kind: 'rateLimited', retryAfterMs: retryAfterOf(headers), at: Date.now() };
    case 503: {
      // Only when said: a 503 without one is any other 5xx.
      const retryAfterMs = retryAfterOf(headers);
      return retryAfterMs === null ? { kind: 'server', status, reason } : { kind: 'server', status, reason, retryAfterMs };
    }
    default:
      return { kind: 'server', status, reason };
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? redactTokens(value.trim()).slice(0, 300) : null;
}

/** The most specific human text the server gave: problem detail, title, or WWW-Authenticate's. */
function problemReason(problem: ProblemBody, headers: Headers): string | null {
  const fromBody = stringOrNull(problem.detail) ?? stringOrNull(problem.title);
  if (fromBody) return fromBody;
  const challenge = headers.get('WWW-Authenticate');
  if (!challenge) return null;
  const description = /error_description="([^"]*)"/.exec(challenge)?.[1];
  const code = /error="([^"]*)"/.exec(challenge)?.[1];
  return stringOrNull(description) ?? stringOrNull(code);
}

function fieldErrorsOf(problem: ProblemBody): FieldError[] {
  if (!Array.isArray(problem.fieldErrors)) return [];
  return problem.fieldErrors.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return [];
    const { field, message } = entry as { field?: unknown; message?: unknown };
    const fieldName = stringOrNull(field);
    return fieldName ? [{ field: fieldName, message: stringOrNull(message) ?? 'is invalid' }] : [];
  });
}
