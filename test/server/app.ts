/**
 * The reference Job Feed API server and its demo job board, started together. Tests, the demo and
 * the benchmarks start it in-process (`startReferenceServer`); `main.ts` runs it from the command line.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiHandler, type RecordedRequest } from './api.ts';
import { DEFAULT_JWT_SECRET, TokenIssuer } from './auth.ts';
import { handleBoard, type BoardContext } from './board.ts';
import { DAY_MS } from './data.ts';
import type { Faults, UnauthorizedStyle } from './faults.ts';
import { JobStore, type Dataset } from './store.ts';

export type { RecordedRequest } from './api.ts';
export type { Faults } from './faults.ts';
export { JobStore, type Dataset } from './store.ts';

export interface ReferenceServerOptions {
  /** API port; 0 picks a free one. Default 8787. */
  port?: number;
  /** Demo board port; 0 picks a free one. Default 8788. */
  boardPort?: number;
  /** API host. Default 127.0.0.1. */
  host?: string;
  /**
   * Number of seeded jobs. Default 2000. A million is fine: the default dataset's jobs are generated
   * on demand (seeded-rows.ts), and `store.touch(100)` (POST /__test/jobs/touch) marks 1% changed.
   */
  jobs?: number;
  seed?: number;
  tokenTtlSeconds?: number;
  rememberMeTtlSeconds?: number;
  maxPageSize?: number;
  jwtSecret?: string;
  /** The 401 style (JHipster 7 problem body, or 8 empty body with WWW-Authenticate). Default '7'. */
  unauthorizedStyle?: UnauthorizedStyle;
  /** The day the dates are spread around (UTC midnight of it). Default today. */
  referenceDate?: Date;
  /**
   * The seeded data: 'default', or 'vacancies', vacancies posted on several boards with the ground
   * truth of which job is which vacancy at GET /__test/vacancies (test/server/vacancies.ts).
   */
  dataset?: Dataset;
}

export interface ReferenceServer {
  /** http://127.0.0.1:PORT */
  apiUrl: string;
  /** http://localhost:BOARDPORT */
  boardUrl: string;
  /** API requests in arrival order (not /__test, not CORS preflights). */
  requests: RecordedRequest[];
  clearRequests(): void;
  store: JobStore;
  setFaults(faults: Faults): void;
  clearFaults(): void;
  close(): Promise<void>;
}

export const DEFAULTS = {
  port: 8787,
  boardPort: 8788,
  host: '127.0.0.1',
  jobs: 2000,
  seed: 42,
  tokenTtlSeconds: 86_400,
  rememberMeTtlSeconds: 2_592_000,
  maxPageSize: 2000,
} as const;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen({ port, host, ipv6Only: false }, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The board on `localhost`: one dual-stack socket on `::` (so both ::1 and 127.0.0.1 answer, as
 * browsers try either for localhost), or 127.0.0.1 alone where IPv6 is unavailable.
 */
async function listenLocalhost(handler: Handler, port: number): Promise<{ servers: Server[]; port: number }> {
  const dual = createServer(handler);
  try {
    return { servers: [dual], port: await listen(dual, port, '::') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL' && code !== 'EINVAL') throw error;
  }
  const v4 = createServer(handler);
  return { servers: [v4], port: await listen(v4, port, '127.0.0.1') };
}

function positiveInteger(value: number, name: string, min = 1): number {
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not ${value}`);
  return value;
}

export async function startReferenceServer(options: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const jobs = positiveInteger(options.jobs ?? DEFAULTS.jobs, 'jobs', 0);
  const seed = positiveInteger(options.seed ?? DEFAULTS.seed, 'seed', 0);
  const maxPageSize = positiveInteger(options.maxPageSize ?? DEFAULTS.maxPageSize, 'maxPageSize');
  const host = options.host ?? DEFAULTS.host;
  const reference = options.referenceDate ?? new Date();
  const anchorMs = Math.floor(reference.getTime() / DAY_MS) * DAY_MS;

  const requests: RecordedRequest[] = [];
  // The board's port must be known before the data, whose URLs point at it.
  let context: BoardContext | null = null;
  const board = await listenLocalhost((req, res) => {
    if (context) handleBoard(context, req, res);
    else res.writeHead(503).end();
  }, options.boardPort ?? DEFAULTS.boardPort);
  const boardUrl = `http://localhost:${board.port}`;

  const dataset = options.dataset ?? 'default';
  if (dataset !== 'default' && dataset !== 'vacancies')
    throw new Error(`dataset must be 'default' or 'vacancies', not ${JSON.stringify(dataset)}`);
  const store = new JobStore({ jobs, seed, anchorMs, boardUrl, dataset });
  context = { store, boardUrl };
  const issuer = new TokenIssuer({
    secret: options.jwtSecret ?? DEFAULT_JWT_SECRET,
    tokenTtlSeconds: positiveInteger(options.tokenTtlSeconds ?? DEFAULTS.tokenTtlSeconds, 'tokenTtlSeconds'),
    rememberMeTtlSeconds: positiveInteger(options.rememberMeTtlSeconds ?? DEFAULTS.rememberMeTtlSeconds, 'rememberMeTtlSeconds'),
  });
  const clearRequests = () => {
    requests.length = 0;
  };
  const api: ApiHandler = new ApiHandler(
    { store, issuer, maxPageSize, unauthorizedStyle: options.unauthorizedStyle ?? '7', requests },
    () => {
      store.reset();
      api.clearFaults();
      clearRequests();
    },
  );
  const apiServer = createServer((req, res) => void api.handle(req, res));
  let apiPort: number;
  try {
    apiPort = await listen(apiServer, options.port ?? DEFAULTS.port, host);
  } catch (error) {
    await Promise.all(board.servers.map(close));
    throw error;
  }
  // A wildcard address is reached through loopback.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const apiHost = reachable.includes(':') ? `[${reachable}]` : reachable;

  return {
    apiUrl: `http://${apiHost}:${apiPort}`,
    boardUrl,
    requests,
    clearRequests,
    store,
    setFaults: (faults) => api.setFaults(faults),
    clearFaults: () => api.clearFaults(),
    close: async () => {
      await Promise.all([close(apiServer), ...board.servers.map(close)]);
    },
  };
}
