/**
 * The Job Feed API's routes, answering as a JHipster 7 backend does (docs/api-conventions.md): the
 * authenticate endpoint, the feed's list/count/get with criteria filters, problem bodies for every
 * error, CORS for extension origins. The test-control routes under /__test, which are not recorded
 * in the request log, are control.ts's; the HTTP plumbing is http.ts's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TokenIssuer, validateLogin, type FieldError } from './auth.ts';
import { CriteriaError, parseQuery } from './criteria.ts';
import { handleTestControl, type TestControl } from './control.ts';
import { BODY_CHUNKS, type Faults, type UnauthorizedStyle } from './faults.ts';
import {
  CONSTRAINT_VIOLATION_TYPE,
  HttpProblem,
  integerParam,
  linkHeader,
  malformedText,
  readJson,
  sendEmpty,
  sendJson,
  sendJsonText,
  sendProblem,
  sleep,
} from './http.ts';
import type { JobStore } from './store.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The raw query string without '?', '' when none. */
  query: string;
  status: number;
  /** Whether an Authorization header was sent (never its value). */
  authorization: boolean;
  /** `performance.now()` when it came in and when its answer was sent: where a sync waits (test/bench/profile-sync.ts). */
  receivedAt: number;
  answeredAt: number | null;
}

export interface ApiContext {
  store: JobStore;
  issuer: TokenIssuer;
  maxPageSize: number;
  /** The 401 style when no fault says otherwise. */
  unauthorizedStyle: UnauthorizedStyle;
  requests: RecordedRequest[];
}

const EXPOSED_HEADERS = 'X-Total-Count, Link, Authorization, Retry-After, WWW-Authenticate';
const USER_INTERFACES = new Set(['PLUGIN', 'DASHBOARD', 'PLUGIN_OLD', 'DASHBOARD_OLD']);

export class ApiHandler {
  private readonly context: ApiContext;
  private faults: Faults = {};
  /** Feed requests left before the token counts as revoked (failAfterRequests), or null. */
  private revokeIn: number | null = null;
  /** What the /__test routes act on. */
  private readonly control: TestControl;

  constructor(context: ApiContext, resetData: () => void) {
    this.context = context;
    const { store, requests } = context;
    this.control = { store, requests, resetData, faults: () => this.faults, setFaults: (faults) => this.setFaults(faults) };
  }

  setFaults(faults: Faults): void {
    this.faults = faults;
    this.revokeIn = faults.failAfterRequests ?? null;
    this.feedRequests = 0;
  }

  /** Feed requests since the faults were set: errorRate fails request n when ⌊(n+1)·rate⌋ > ⌊n·rate⌋. */
  private feedRequests = 0;

  private failsByRate(): boolean {
    const rate = this.faults.errorRate;
    const n = this.feedRequests++;
    return rate !== undefined && Math.floor((n + 1) * rate) > Math.floor(n * rate);
  }

  clearFaults(): void {
    this.setFaults({});
  }

  /** Handles a request to the API server; never throws. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
    if (req.method === 'OPTIONS') {
      // A preflight: permissive for the extension's origins; not an API request, so not recorded.
      sendEmpty(res, 204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Accept'),
        'Access-Control-Max-Age': '600',
      });
      return;
    }
    try {
      if (path.startsWith('/__test/')) {
        await handleTestControl(this.control, req, res, path);
        return;
      }
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        query: url.search.startsWith('?') ? url.search.slice(1) : url.search,
        status: 0,
        authorization: req.headers.authorization !== undefined,
        receivedAt: performance.now(),
        answeredAt: null,
      };
      this.context.requests.push(record);
      res.on('finish', () => {
        record.status = res.statusCode;
        record.answeredAt = performance.now();
      });
      if (this.faults.latencyMs) await sleep(this.faults.latencyMs);
      await this.route(req, res, url);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpProblem) {
        sendProblem(res, error.status, path, error.detail, {}, error.headers);
      } else {
        sendProblem(res, 500, path, 'Internal server error');
      }
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    if (path === '/api/authenticate') {
      if (req.method !== 'POST') throw new HttpProblem(405, `Request method '${req.method}' not supported`, { Allow: 'POST' });
      await this.authenticate(req, res, url);
      return;
    }
    if (path.startsWith('/api/feed/')) {
      await this.feed(req, res, url);
      return;
    }
    throw new HttpProblem(404, '404 NOT_FOUND');
  }

  private async authenticate(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const userInterface = url.searchParams.get('userInterface');
    if (userInterface !== null && !USER_INTERFACES.has(userInterface)) {
      throw new HttpProblem(
        400,
        `Failed to convert value of type 'java.lang.String' to required type 'UserInterface'; No enum constant ${userInterface}`,
      );
    }
    const body = await readJson(req);
    const validation = validateLogin(body);
    if (!validation.ok) {
      this.constraintViolation(res, url.pathname, validation.fieldErrors);
      return;
    }
    const { username, password, rememberMe } = validation.login;
    const user = this.context.issuer.authenticate(username, password);
    if (!user) throw new HttpProblem(401, 'Bad credentials');
    const token = await this.context.issuer.issue(user.login, user.authorities, rememberMe, this.faults.tokenTtlSeconds);
    sendJson(res, 200, { id_token: token }, { Authorization: `Bearer ${token}` });
  }

  private constraintViolation(res: ServerResponse, path: string, fieldErrors: FieldError[]): void {
    sendJson(
      res,
      400,
      { type: CONSTRAINT_VIOLATION_TYPE, title: 'Method argument not valid', status: 400, path, message: 'error.validation', fieldErrors },
      {},
      'application/problem+json',
    );
  }

  private unauthorized(res: ServerResponse, path: string, reason: 'missing' | 'invalid' | 'expired'): void {
    const style = this.faults.unauthorizedStyle ?? this.context.unauthorizedStyle;
    if (style === '8') {
      const challenge =
        reason === 'missing'
          ? 'Bearer'
          : `Bearer error="invalid_token", error_description="${reason === 'expired' ? 'Jwt expired' : 'An error occurred while attempting to decode the Jwt: Signed JWT rejected: Invalid signature'}", error_uri="https://tools.ietf.org/html/rfc6750#section-3.1"`;
      sendEmpty(res, 401, { 'WWW-Authenticate': challenge });
      return;
    }
    sendProblem(res, 401, path, 'Full authentication is required to access this resource');
  }

  private async feed(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    const { status, retryAfterSeconds, echoAuthorization } = this.faults;
    if (status !== undefined) {
      const headers: Record<string, string> = retryAfterSeconds !== undefined ? { 'Retry-After': String(retryAfterSeconds) } : {};
      const echoed = echoAuthorization ? (req.headers.authorization ?? '') : '';
      if (echoed) headers['WWW-Authenticate'] = `Bearer error="invalid_request", error_description="${echoed.replace(/"/g, '')}"`;
      const detail = `${status >= 500 ? 'Injected server fault' : 'Injected fault'}${echoed ? `: rejected request with ${echoed}` : ''}`;
      if (status === 401 && !echoed) this.unauthorized(res, path, 'invalid');
      else sendProblem(res, status, path, detail, {}, headers);
      return;
    }
    if (this.failsByRate()) {
      sendProblem(res, 500, path, 'Injected server fault');
      return;
    }
    if (this.revokeIn !== null) {
      if (this.revokeIn <= 0) {
        this.unauthorized(res, path, 'invalid');
        return;
      }
      this.revokeIn--;
    }

    const header = req.headers.authorization;
    if (header === undefined || !header.startsWith('Bearer ') || header.length <= 7) {
      this.unauthorized(res, path, header === undefined ? 'missing' : 'invalid');
      return;
    }
    const verification = await this.context.issuer.verify(header.slice(7).trim());
    if (!verification.ok) {
      this.unauthorized(res, path, verification.reason);
      return;
    }

    const match = /^\/api\/feed\/jobs(?:\/([^/]+))?\/?$/.exec(path);
    if (!match) throw new HttpProblem(404, '404 NOT_FOUND');
    if (req.method !== 'GET') throw new HttpProblem(405, `Request method '${req.method}' not supported`, { Allow: 'GET' });
    const segment = match[1];
    if (segment === undefined) this.list(req, res, url);
    else if (segment === 'count') this.count(res, url);
    else this.getJob(res, url, segment);
  }

  private refused(): ReadonlySet<string> {
    return new Set(this.faults.refuseFilters ?? []);
  }

  private parse(url: URL) {
    try {
      return parseQuery(url.searchParams, this.refused());
    } catch (error) {
      if (error instanceof CriteriaError) throw new HttpProblem(400, error.message);
      throw error;
    }
  }

  /** A feed answer, given as its JSON (text or UTF-8 bytes); the faults that damage answers apply here. */
  private send(res: ServerResponse, json: string | Buffer, headers: Record<string, string> = {}): void {
    if (this.faults.nonJson) {
      const html = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': Buffer.byteLength(html) });
      res.end(html);
      return;
    }
    if (this.faults.malformed) {
      const text = malformedText(typeof json === 'string' ? json : json.toString('utf8'));
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
      res.end(text);
      return;
    }
    if (this.faults.bodyChunkDelayMs !== undefined) {
      void this.trickle(res, typeof json === 'string' ? Buffer.from(json, 'utf8') : json, headers, this.faults.bodyChunkDelayMs);
      return;
    }
    sendJsonText(res, 200, json, headers);
  }

  /** The headers and the body's first part at once, then the other parts `delayMs` apart; given up when the client goes. */
  private async trickle(res: ServerResponse, bytes: Buffer, headers: Record<string, string>, delayMs: number): Promise<void> {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': bytes.length, 'Cache-Control': 'no-store', ...headers });
    const part = Math.ceil(bytes.length / BODY_CHUNKS);
    for (let at = 0; at < bytes.length && !res.destroyed; at += part) {
      if (at > 0) await sleep(delayMs);
      if (!res.destroyed) res.write(bytes.subarray(at, at + part));
    }
    if (!res.destroyed) res.end();
  }

  private list(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const params = url.searchParams;
    const page = integerParam(params, 'page', 0);
    const requestedSize = integerParam(params, 'size', 20);
    if (page < 0) throw new HttpProblem(400, 'Page index must not be less than zero');
    if (requestedSize < 1) throw new HttpProblem(400, 'Page size must not be less than one');
    const size = Math.min(requestedSize, this.context.maxPageSize);
    const query = this.parse(url);
    const { total, rows } = this.context.store.list(query.predicates, query.sort, page * size, size);
    const base = `http://${req.headers.host ?? 'localhost'}${url.pathname}`;
    const paging = this.faults.listPaging;
    this.send(res, this.context.store.listJson(rows), {
      ...(paging !== 'none' && { 'X-Total-Count': String(total) }),
      ...(paging === undefined && { Link: linkHeader(base, params, page, size, total) }),
    });
  }

  private count(res: ServerResponse, url: URL): void {
    const query = this.parse(url);
    this.send(res, JSON.stringify(this.context.store.count(query.predicates)));
  }

  private getJob(res: ServerResponse, url: URL, segment: string): void {
    if (!/^\d{1,15}$/.test(segment))
      throw new HttpProblem(
        400,
        `Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; For input string: "${segment}"`,
      );
    const clientViewId = url.searchParams.get('clientViewId');
    if (clientViewId !== null && !/^-?\d{1,15}$/.test(clientViewId)) {
      throw new HttpProblem(
        400,
        `Failed to convert value of type 'java.lang.String' to required type 'java.lang.Long'; For input string: "${clientViewId}"`,
      );
    }
    const job = this.context.store.get(Number(segment));
    if (!job) throw new HttpProblem(404, '404 NOT_FOUND');
    this.send(res, JSON.stringify(job));
  }
}
