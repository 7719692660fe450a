/**
 * An error answer whose body is slow (a proxy holding the connection open, a server that sends the
 * status and headers and then stalls) is still that error: its status and headers say what happened.
 * A 401 read as a timeout never ended the session, so every sync and card said "took too long".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { DEFAULT_RETRY, send, sleep } from '../http';

const request = { method: 'GET', url: new URL('https://api.example.com/api/feed/jobs/7'), headers: {}, retryOn: () => false } as const;
const options = (fetch: typeof globalThis.fetch) => ({
  fetch,
  timeoutMs: 1_000,
  retry: { ...DEFAULT_RETRY, maxRetries: 0 },
  sleep,
  random: () => 1,
});

/** Answers at once with `status` and `headers`; the body's bytes never come, until the signal aborts. */
function stalling(status: number, headers: Record<string, string>): typeof fetch {
  return (async (_url: unknown, init?: RequestInit) => {
    const signal = init!.signal!;
    const body = new ReadableStream<Uint8Array>({
      pull: () => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })),
    });
    return new Response(body, { status, headers });
  }) as typeof fetch;
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

async function failure(fetch: typeof globalThis.fetch) {
  const pending = send(request, options(fetch)).catch((error: unknown) => error);
  await vi.advanceTimersByTimeAsync(1_100);
  const error = await pending;
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).info;
}

describe('send: an error answer whose body stalls', () => {
  it('is a 401 with the reason of its header, not a timeout', async () => {
    const info = await failure(stalling(401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }));
    expect(info).toEqual({ kind: 'unauthorized', reason: 'invalid_token', badCredentials: false });
  });

  it("is a 429 with the server's Retry-After", async () => {
    const info = await failure(stalling(429, { 'Retry-After': '120' }));
    expect(info).toMatchObject({ kind: 'rateLimited', retryAfterMs: 120_000 });
  });

  it('is a 503, and a 200 whose body stalls is still a timeout', async () => {
    expect(await failure(stalling(503, {}))).toEqual({ kind: 'server', status: 503, reason: null });
    expect(await failure(stalling(503, { 'Retry-After': '60' }))).toEqual({
      kind: 'server',
      status: 503,
      reason: null,
      retryAfterMs: 60_000,
    });
    expect(await failure(stalling(200, {}))).toEqual({ kind: 'timeout', timeoutMs: 1_000 });
  });
});
