/**
 * The typed client of the Job Feed API's four operations. Every URL is built here from the configured
 * base, a fixed method and path, and encoded, validated parameters (SECURITY.md#no-fetch-proxy); every body is
 * parsed once, at this edge, into our own types (credential fields dropped, SECURITY.md#credentials-dropped-at-parse).
 */
import { parseApiBaseUrl } from './base-url';
import { validateCredentials, type Credentials } from './credentials';
import { CriteriaError, criteriaToParams, type JobCriteria } from './criteria';
import { ApiError, describeApiError, isApiError, type ApiErrorInfo, type FieldError } from './errors';
import { DEFAULT_RETRY, interactive, send, sleep, type HttpOptions, type HttpResponse, type RetryPolicy } from './http';
import { readTokenClaims, type TokenClaims } from './jwt';
import { parseAuthResponse, parseCount, parseJob, parseJobList, type JobReader } from './parse';
import { readListing, type Job, type JobListing } from './schemas';

export type { Credentials };

export interface Session {
  token: string;
  claims: TokenClaims;
}

export type SortDirection = 'asc' | 'desc';
export type SortKey = [field: string, direction: SortDirection];

export interface JobPageRequest {
  page: number;
  size: number;
  sort?: SortKey[];
  criteria?: JobCriteria;
}

export interface JobPage<T = Job> {
  jobs: T[];
  /** Records in the body that were not jobs at all and were left out. */
  skipped: number;
  /** All jobs matching the criteria, when the server said (X-Total-Count or a Page object). */
  total: number | null;
  nextPage: number | null;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** A person waits on the answer: one retry, and the answer or the error within 20 s (`interactive` in http.ts). */
  interactive?: boolean;
}

export interface JobFeedClientOptions {
  baseUrl: string;
  /**
   * The bearer token for a feed operation sent to `origin`; read at each call so a refreshed session
   * is used. The holder decides whether that origin may have it.
   */
  getToken?: (origin: string) => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  sleep?: HttpOptions['sleep'];
  random?: () => number;
}

/**
 * A feed operation asked for with no token to send: refused here, before any request. Not the
 * server ending a session, so callers can tell it from a 401 by its class, not by its words.
 */
export class NoTokenError extends ApiError {
  constructor() {
    super({ kind: 'unauthorized', reason: 'Not signed in', badCredentials: false });
  }
}

const SORT_FIELD = /^[A-Za-z][A-Za-z0-9]{0,40}$/;

function localValidation(fieldErrors: FieldError[], reason: string | null = null): ApiError {
  return new ApiError({ kind: 'validation', fieldErrors, reason, local: true });
}

/** Worth retrying for an idempotent GET: the failure may pass. */
export function transient(info: ApiErrorInfo): boolean {
  return info.kind === 'network' || info.kind === 'timeout' || info.kind === 'rateLimited' || info.kind === 'server';
}

function checkJobId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) throw localValidation([{ field: 'id', message: 'must be a positive whole number' }]);
}

/**
 * Rethrows `error`, a 404 as one of a fixed path (ApiErrorInfo's `path`): the address leads elsewhere
 * than the Job Feed API. Said as "no longer in the feed", it sent the recruiter looking for a job.
 */
function pathMissing(error: unknown): never {
  if (isApiError(error) && error.info.kind === 'notFound') throw new ApiError({ ...error.info, path: true });
  throw error;
}

/**
 * A sign-in carries no token, so its 401 can only mean the server refused the username and password,
 * whatever its detail says (a proxy's, another version's or another language's words).
 */
function signInRefused(error: unknown): never {
  if (isApiError(error) && error.info.kind === 'unauthorized') throw new ApiError({ ...error.info, badCredentials: true });
  // A web site, not the API, at the address: a static host refuses the POST (405), an app's fallback
  // answers with its HTML page. "Try again later" would never help: the address is what is wrong.
  const info = isApiError(error) ? error.info : null;
  if (info && ((info.kind === 'server' && info.status === 405) || info.kind === 'malformed'))
    throw new ApiError({ kind: 'notFound', reason: describeApiError(info), path: true });
  pathMissing(error);
}

function nextPageFrom(
  response: HttpResponse,
  request: JobPageRequest,
  count: number,
  total: number | null,
  pageLast: boolean | null,
): number | null {
  const link = response.headers.get('Link');
  if (link !== null) return /rel="?next"?/.test(link) ? request.page + 1 : null;
  if (pageLast !== null) return pageLast ? null : request.page + 1;
  // The server counts pages in the size it served, which its cap may make smaller than asked: a
  // page's own length measures how far the pages so far reach (a last page shorter than the others
  // costs one more request, answered empty). Taken at the size asked, the pass would end early.
  if (total !== null) return count > 0 && (request.page + 1) * Math.min(request.size, count) < total ? request.page + 1 : null;
  // Nothing says whether more follow. A page shorter than asked may be a server's cap on the page
  // size (api-conventions.md: servers cap it) rather than the last: only an empty page ends. Taken
  // for the last, it would end a full pass early, whose sweep then removes every job not reached.
  return count > 0 ? request.page + 1 : null;
}

export class JobFeedClient {
  readonly baseUrl: URL;
  private readonly http: HttpOptions;
  private readonly getToken: (origin: string) => string | null;

  constructor(options: JobFeedClientOptions) {
    this.baseUrl = parseApiBaseUrl(options.baseUrl);
    this.getToken = options.getToken ?? (() => null);
    this.http = {
      fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
      timeoutMs: options.timeoutMs ?? 15_000,
      retry: { ...DEFAULT_RETRY, ...options.retry },
      sleep: options.sleep ?? sleep,
      random: options.random ?? Math.random,
    };
  }

  /** Authorize: POST /api/authenticate?userInterface=PLUGIN. Never retried on a 4xx. */
  async authorize(credentials: Credentials, options: RequestOptions = {}): Promise<Session> {
    const fieldErrors = validateCredentials(credentials);
    if (fieldErrors.length > 0) throw localValidation(fieldErrors);
    const url = this.url('api/authenticate');
    url.searchParams.set('userInterface', 'PLUGIN');
    const response = await send(
      {
        method: 'POST',
        url,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: credentials.username, password: credentials.password, rememberMe: credentials.rememberMe }),
        // Only a failure before any answer is retried: the server never saw the attempt.
        retryOn: (info) => info.kind === 'network',
        signal: options.signal,
      },
      // A person waits at the form: the answer or the error within 20 s, as for a job's card (interactive).
      { ...this.http, retry: interactive(this.http.retry) },
    ).catch(signInRefused);
    const token = parseAuthResponse(response.body);
    const claims = readTokenClaims(token);
    if (!claims) throw new ApiError({ kind: 'malformed', message: 'The sign-in token carries no expiry' });
    return { token, claims };
  }

  /** Count Jobs: GET /api/feed/jobs/count with criteria filters. */
  async countJobs(criteria?: JobCriteria, options: RequestOptions = {}): Promise<number> {
    const url = this.url('api/feed/jobs/count');
    this.appendCriteria(url, criteria);
    const response = await this.get(url, options).catch(pathMissing);
    return parseCount(response.body);
  }

  /**
   * Get All Jobs (GET /api/feed/jobs with page, size, sort and criteria, the JHipster list
   * convention), read as listings: only what the feed index keeps of each job (JobListingSchema, read
   * by its hand-written twin readListing). The same request and checks; parsing a page costs a
   * fraction of full records.
   */
  getJobListings(request: JobPageRequest, options: RequestOptions = {}): Promise<JobPage<JobListing>> {
    return this.jobPage(request, options, readListing);
  }

  private async jobPage<T>(request: JobPageRequest, options: RequestOptions, read: JobReader<T>): Promise<JobPage<T>> {
    if (!Number.isSafeInteger(request.page) || request.page < 0) throw localValidation([{ field: 'page', message: 'must be 0 or more' }]);
    if (!Number.isSafeInteger(request.size) || request.size < 1 || request.size > 10_000) {
      throw localValidation([{ field: 'size', message: 'must be between 1 and 10000' }]);
    }
    const url = this.url('api/feed/jobs');
    url.searchParams.set('page', String(request.page));
    url.searchParams.set('size', String(request.size));
    for (const [field, direction] of request.sort ?? []) {
      if (!SORT_FIELD.test(field) || (direction !== 'asc' && direction !== 'desc')) {
        throw localValidation([{ field: 'sort', message: `cannot sort by ${JSON.stringify(field)}` }]);
      }
      url.searchParams.append('sort', `${field},${direction}`);
    }
    this.appendCriteria(url, request.criteria);
    const response = await this.get(url, options).catch(pathMissing);
    const { jobs, skipped, page } = parseJobList(response.body, read);
    const header = response.headers.get('X-Total-Count');
    const headerTotal = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
    const total = headerTotal ?? page?.totalElements ?? null;
    const nextPage = nextPageFrom(response, request, jobs.length + skipped, total, page?.last ?? null);
    return { jobs, skipped, total, nextPage };
  }

  /** Get Job: GET /api/feed/jobs/{id}, with the client view when one is configured. */
  async getJob(id: number, params: { clientViewId?: number | null } = {}, options: RequestOptions = {}): Promise<Job> {
    checkJobId(id);
    const url = this.url(`api/feed/jobs/${encodeURIComponent(String(id))}`);
    const { clientViewId } = params;
    if (clientViewId !== undefined && clientViewId !== null) {
      if (!Number.isSafeInteger(clientViewId) || clientViewId < 0) {
        throw localValidation([{ field: 'clientViewId', message: 'must be a whole number' }]);
      }
      url.searchParams.set('clientViewId', String(clientViewId));
    }
    const response = await this.get(url, options);
    return parseJob(response.body);
  }

  private url(path: string): URL {
    return new URL(path, this.baseUrl);
  }

  private appendCriteria(url: URL, criteria: JobCriteria | undefined): void {
    try {
      for (const [name, value] of criteriaToParams(criteria)) url.searchParams.append(name, value);
    } catch (error) {
      if (error instanceof CriteriaError) throw localValidation([], error.message);
      throw error;
    }
  }

  private get(url: URL, options: RequestOptions): Promise<HttpResponse> {
    const token = this.getToken(url.origin);
    if (!token) throw new NoTokenError();
    return send(
      {
        method: 'GET',
        url,
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        retryOn: transient,
        signal: options.signal,
      },
      options.interactive ? { ...this.http, retry: interactive(this.http.retry) } : this.http,
    );
  }
}
