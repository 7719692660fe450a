/**
 * The API client over real HTTP against the reference server: every operation, and every error kind
 * the UI explains, produced by the server itself (faults, bad input, expired tokens).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobFeedClient } from '../../utils/api/client';
import { ApiError, type ApiErrorInfo } from '../../utils/api/errors';
import { describeApiProblem } from '../../utils/i18n/errors';
import { createTranslator } from '../../utils/i18n/translate';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';

let server: ReferenceServer;
let token: string;

const noWait = { sleep: async () => undefined, random: () => 0 };

function client(overrides: Partial<ConstructorParameters<typeof JobFeedClient>[0]> = {}): JobFeedClient {
  return new JobFeedClient({ baseUrl: server.apiUrl, getToken: () => token, ...noWait, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<ApiErrorInfo> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.info;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function faults(body: object | null): Promise<void> {
  const response = await fetch(`${server.apiUrl}/__test/faults`, {
    method: body ? 'PUT' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok).toBe(true);
}

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 600, seed: 11 });
}, 60_000);

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
  token = (await client().authorize({ username: 'demo', password: 'demo1234', rememberMe: false })).token;
  server.clearRequests();
});

describe('JobFeedClient against the reference server', () => {
  it('authorizes as PLUGIN and reads the claims; remember-me lives longer', async () => {
    const short = await client().authorize({ username: 'demo', password: 'demo1234', rememberMe: false });
    const long = await client().authorize({ username: 'demo', password: 'demo1234', rememberMe: true });
    expect(short.claims.subject).toBe('demo');
    expect(long.claims.expiresAt! - short.claims.expiresAt!).toBeGreaterThan(20 * 86_400_000);
    expect(server.requests.every((r) => r.path !== '/api/authenticate' || r.query === 'userInterface=PLUGIN')).toBe(true);
  });

  it('counts, pages through and reads jobs, with filters the server applies', async () => {
    const total = await client().countJobs();
    expect(total).toBe(server.store.ids().length);
    const page = await client().getJobListings({ page: 0, size: 250, sort: [['id', 'asc']] });
    expect(page.jobs).toHaveLength(250);
    expect(page.total).toBe(total);
    expect(page.nextPage).toBe(1);
    const last = await client().getJobListings({ page: Math.floor((total - 1) / 250), size: 250, sort: [['id', 'asc']] });
    expect(last.nextPage).toBeNull();

    const first = page.jobs[0]!;
    const job = await client().getJob(first.id, { clientViewId: 3 });
    expect(job.id).toBe(first.id);
    expect(JSON.stringify(job)).not.toContain('CANARY-');

    const province = first.province!;
    const filtered = await client().countJobs({ province: { equals: province } });
    const all = await client().getJobListings({ page: 0, size: 2000, criteria: { province: { equals: province } } });
    expect(filtered).toBe(all.jobs.length);
    expect(all.jobs.every((j) => j.province === province)).toBe(true);
    const after = await client().countJobs({ id: { greaterThan: first.id } });
    expect(after).toBe(total - 1);
  });

  it('explains bad credentials and refuses out-of-range input before sending', async () => {
    expect(await failure(client().authorize({ username: 'demo', password: 'wrong-password', rememberMe: false }))).toMatchObject({
      kind: 'unauthorized',
      badCredentials: true,
    });
    server.clearRequests();
    const local = await failure(client().authorize({ username: 'x'.repeat(51), password: 'abc', rememberMe: false }));
    expect(local).toMatchObject({ kind: 'validation', local: true });
    expect((local as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field).sort()).toEqual(['password', 'username']);
    expect(server.requests).toEqual([]);
  });

  it('ends up unauthorized without a valid token, and notFound for an unknown id', async () => {
    token = 'not-a-token';
    expect(await failure(client().countJobs())).toMatchObject({ kind: 'unauthorized', badCredentials: false });
    token = (await client().authorize({ username: 'demo', password: 'demo1234', rememberMe: false })).token;
    expect(await failure(client().getJob(999_999_999))).toMatchObject({ kind: 'notFound' });
  });

  it('maps 403 to forbidden, without retrying or ending anything', async () => {
    await faults({ status: 403 });
    const before = server.requests.filter((r) => r.path === '/api/feed/jobs').length;
    expect(await failure(client().getJobListings({ page: 0, size: 5 }))).toMatchObject({ kind: 'forbidden' });
    expect(server.requests.filter((r) => r.path === '/api/feed/jobs').length).toBe(before + 1);
  });

  it('says of a 404 from sign-in, count or list that the address is not the API, and of Get Job that the job is gone', async () => {
    // The address with a path prefix that this deployment does not have.
    const elsewhere = client({ baseUrl: `${server.apiUrl}/jobfeed/` });
    const wrongAddress = [
      await failure(elsewhere.authorize({ username: 'demo', password: 'demo1234', rememberMe: false })),
      await failure(elsewhere.countJobs()),
      await failure(elsewhere.getJobListings({ page: 0, size: 5 })),
    ];
    const gone = await failure(client().getJob(999_999_999));
    expect(wrongAddress.map((info) => [info.kind, info.kind === 'notFound' && info.path])).toEqual(Array(3).fill(['notFound', true]));
    expect(gone).toEqual({ kind: 'notFound', reason: expect.anything() });
    const say = (locale: 'en' | 'nl', info: ApiErrorInfo) => describeApiProblem(createTranslator(locale), locale, info, server.apiUrl);
    expect(say('en', wrongAddress[0]!)).toMatch(
      /^The API address does not lead to the Job Feed API .* Check the API address in the options\.$/,
    );
    expect(say('nl', wrongAddress[0]!)).toMatch(
      /^Het API-adres leidt niet naar de Job Feed API .* Controleer het API-adres in de opties\.$/,
    );
    expect(say('en', gone)).toBe('This job is no longer in the feed.');
  });

  it('maps a refused filter to a validation error', async () => {
    await faults({ refuseFilters: ['updatedDate'] });
    expect(await failure(client().countJobs({ updatedDate: { greaterThan: '2026-01-01T00:00:00Z' } }))).toMatchObject({
      kind: 'validation',
      local: false,
    });
  });

  it('retries 5xx and gives up with a server error; 429 with its Retry-After', async () => {
    await faults({ status: 503 });
    expect(await failure(client().countJobs())).toMatchObject({ kind: 'server', status: 503 });
    const attempts = server.requests.filter((r) => r.path === '/api/feed/jobs/count').length;
    expect(attempts).toBe(4);

    await faults({ status: 429, retryAfterSeconds: 120 });
    expect(await failure(client().countJobs())).toMatchObject({ kind: 'rateLimited', retryAfterMs: 120_000 });
  });

  it('reports malformed bodies and timeouts', async () => {
    await faults({ malformed: true });
    expect(await failure(client().getJobListings({ page: 0, size: 5 }))).toMatchObject({ kind: 'malformed' });
    await faults({ latencyMs: 1500 });
    expect(await failure(client({ timeoutMs: 200, retry: { maxRetries: 0 } }).countJobs())).toMatchObject({ kind: 'timeout' });
  });

  it('reads a body that keeps coming for longer than the timeout, and ends one that stops coming after its first bytes', async () => {
    // The headers and a first part at once, then 15 parts 100 ms apart: 1.5 s in all, against a timeout of 1 s.
    await faults({ bodyChunkDelayMs: 100 });
    const slow = client({ timeoutMs: 1_000, retry: { maxRetries: 0 } });
    expect((await slow.getJobListings({ page: 0, size: 50 })).jobs).toHaveLength(50);
    await faults({ bodyChunkDelayMs: 1_500 });
    expect(await failure(slow.getJobListings({ page: 0, size: 50 }))).toMatchObject({ kind: 'timeout', timeoutMs: 1_000 });
  });

  it('rides out 30% server errors on idempotent GETs, and reports non-JSON answers', async () => {
    await faults({ errorRate: 0.3 });
    for (let i = 0; i < 10; i++) expect(await client().countJobs()).toBe(server.store.ids().length);
    await faults({ nonJson: true });
    expect(await failure(client().getJob(server.store.ids()[0]!))).toMatchObject({ kind: 'malformed' });
  });

  it('reports an unreachable server as a network error', async () => {
    const gone = new JobFeedClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => token, ...noWait, retry: { maxRetries: 1 } });
    expect(await failure(gone.countJobs())).toMatchObject({ kind: 'network' });
  });

  it('never puts the token into an error message', async () => {
    const secret = token.slice('eyJ'.length, 40);
    for (const status of [500, 503, 401, 400, 429]) {
      // The answer repeats the token, in its body and a header.
      await faults({ status, echoAuthorization: true });
      const raw = await fetch(`${server.apiUrl}/api/feed/jobs?page=0&size=5`, { headers: { Authorization: `Bearer ${token}` } });
      expect(`${JSON.stringify([...raw.headers])} ${await raw.text()}`, `status ${status}`).toContain(secret);
      const info = await failure(client().getJobListings({ page: 0, size: 5 }));
      expect(JSON.stringify(info), `status ${status}`).not.toContain(secret);
    }
  });
});
