/**
 * A recruiter waits on Get Job (the overlay card, a job's details) and on the count asked at the
 * popup's opening: on a server that never answers, they show "Loading…" (the card and the details)
 * or the saved count until the request gives up, and only then the local summary, the error and Try
 * again. So those requests give up within 20 s, and a 429's wait is shown counting down, not waited
 * out in silence; the sync, which nobody watches, keeps retrying patiently.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import type { Result } from '@/utils/messaging/contract';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { fakeApi } from './fake-api';
import { fullJob } from '@/test/fixtures';

const now = () => Date.parse('2026-11-20T10:00:00Z');

beforeEach(() => fakeBrowser.reset());
afterEach(() => void vi.useRealTimers());

type Fault = 'hang' | 'rateLimited' | 'rateLimitedOnce' | 'serverError' | null;

/** A worker over the fake API whose feed requests meet `fault`: never answered (until aborted), 429 with Retry-After: 30 (rateLimitedOnce: the first request, then job 7), or 503. */
function worker(name: string) {
  const api = fakeApi(now);
  const state = { fault: null as Fault, feedRequests: [] as string[] };
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (!url.pathname.startsWith('/api/feed/') || state.fault === null) return api.fetch(input, init);
    state.feedRequests.push(url.pathname + url.search);
    if (state.fault === 'rateLimited') return Promise.resolve(new Response('', { status: 429, headers: { 'Retry-After': '30' } }));
    if (state.fault === 'rateLimitedOnce') {
      // The first request a 429; the next ones job 7's record.
      if (state.feedRequests.length > 1)
        return Promise.resolve(new Response(JSON.stringify({ ...(fullJob as object), id: 7 }), { status: 200 }));
      return Promise.resolve(new Response('', { status: 429, headers: { 'Retry-After': '30' } }));
    }
    if (state.fault === 'serverError') return Promise.resolve(new Response('', { status: 503 }));
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
  }) as typeof globalThis.fetch;
  const service = new BackgroundService({
    defaultApiBaseUrl: 'https://api.example.com/',
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: name,
    fetch,
    now,
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  const ask = (message: unknown) => dispatch(message, POPUP_SENDER);
  return { service, ask, state };
}

/** Fake time, in steps of 250 ms, until `pending` settles (at most two minutes): how long it took, and its result. */
async function timed<T>(pending: Promise<T>): Promise<{ ms: number; result: T }> {
  let settled: { result: T } | null = null;
  void pending.then((result) => (settled = { result }));
  let ms = 0;
  while (settled === null && ms < 120_000) {
    await vi.advanceTimersByTimeAsync(250);
    ms += 250;
  }
  if (settled === null) throw new Error('Still waiting after two minutes');
  return { ms, result: (settled as { result: T }).result };
}

async function signedIn(name: string) {
  const w = worker(name);
  const result = await w.ask({ type: 'session.signIn', username: 'alice', password: 'secret12', rememberMe: false });
  expect(result.ok).toBe(true);
  // The sync that signing in starts is over before the server fails.
  await w.service.sync.start(false);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return w;
}

describe('a request a person waits on, on a server that never answers', () => {
  it("gives a job's details or card up within 20 s, after at most two attempts", async () => {
    const { ask, state } = await signedIn('hung-job');
    state.fault = 'hang';
    const { ms, result } = await timed(ask({ type: 'jobs.get', id: 7 }));
    expect((result as Result<unknown>).ok).toBe(false);
    expect(result).toMatchObject({ error: { code: 'api', api: { kind: 'timeout' } } });
    expect(ms).toBeLessThanOrEqual(20_000);
    expect(state.feedRequests.length).toBeLessThanOrEqual(2);
  });

  it("gives the popup's count up within 20 s, the saved count kept", async () => {
    const { ask, state } = await signedIn('hung-count');
    state.fault = 'hang';
    const { ms, result } = await timed(ask({ type: 'jobs.count', refresh: true }));
    expect(result).toMatchObject({ ok: true, value: { error: { kind: 'timeout' } } });
    expect(ms).toBeLessThanOrEqual(20_000);
  });
});

describe('a 429 with a long Retry-After on a request a person waits on', () => {
  it('is answered at once with the wait, for the page to count down', async () => {
    const { ask, state } = await signedIn('limited-job');
    state.fault = 'rateLimited';
    const { ms, result } = await timed(ask({ type: 'jobs.get', id: 7 }));
    expect(result).toMatchObject({ ok: false, error: { api: { kind: 'rateLimited', retryAfterMs: 30_000 } } });
    expect(ms).toBeLessThanOrEqual(1_000);
    expect(state.feedRequests).toHaveLength(1);
  });
});

describe('the sync, which nobody waits on', () => {
  it('still retries a failing server three times', async () => {
    const { service, state } = await signedIn('patient-sync');
    state.fault = 'serverError';
    await timed(service.sync.start(false));
    const asked = new Map<string, number>();
    for (const request of state.feedRequests) asked.set(request, (asked.get(request) ?? 0) + 1);
    // Its two first requests go together; the one that fails first ends the other's retries.
    expect(Math.max(...asked.values())).toBe(4);
  });
});

describe('a job opened while the export reads it', () => {
  it("leaves the export its patient load: a 429 the card shows at once is waited out for the export's row", async () => {
    const { ask, state } = await signedIn('limited-card-export');
    state.fault = 'rateLimitedOnce';
    // The recruiter opens job 7's card as the export reaches it: the server answers the first request with a 429.
    const card = ask({ type: 'jobs.get', id: 7 });
    const exporting = ask({ type: 'jobs.get', id: 7, opened: false });
    expect((await timed(card)).result).toMatchObject({ ok: false, error: { api: { kind: 'rateLimited' } } });
    expect((await timed(exporting)).result).toMatchObject({ ok: true, value: { id: 7 } });
  });

  it("is given up within 20 s, not after the export's patient load", async () => {
    const { ask, state } = await signedIn('hung-export-card');
    state.fault = 'hang';
    // The export reads job 7 (patient: four 15 s timeouts), and the recruiter opens its card meanwhile.
    const exporting = ask({ type: 'jobs.get', id: 7, opened: false });
    const { ms, result } = await timed(ask({ type: 'jobs.get', id: 7 }));
    expect(result).toMatchObject({ ok: false, error: { code: 'api', api: { kind: 'timeout' } } });
    expect(ms).toBeLessThanOrEqual(20_000);
    await timed(exporting);
  });
});
