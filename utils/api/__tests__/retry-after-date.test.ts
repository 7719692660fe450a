/**
 * A Retry-After given as an HTTP date is a time on the server's clock. Read against the computer's
 * own clock, one set five minutes ahead took "in two minutes" for "now" (and retried at once, and
 * the page said "You can try again now"); one behind stretched the wait. The answer's Date header
 * says what time the server meant it from.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { DEFAULT_RETRY, send, sleep } from '../http';

const request = { method: 'GET', url: new URL('https://api.example.com/api/feed/jobs'), headers: {}, retryOn: () => false } as const;
const served = Date.parse('2026-11-22T10:00:00Z');

async function waitFor429(headers: Record<string, string>) {
  const fetch = (async () => new Response('', { status: 429, headers })) as typeof globalThis.fetch;
  const error = await send(request, { fetch, timeoutMs: 1_000, retry: DEFAULT_RETRY, sleep, random: () => 1 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).info;
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('send: a 429 whose Retry-After is an HTTP date', () => {
  const headers = { Date: 'Sun, 22 Nov 2026 10:00:00 GMT', 'Retry-After': 'Sun, 22 Nov 2026 10:02:00 GMT' };

  it("waits two minutes from the server's Date, with the computer's clock five minutes ahead", async () => {
    vi.setSystemTime(served + 5 * 60_000);
    expect(await waitFor429(headers)).toMatchObject({ kind: 'rateLimited', retryAfterMs: 120_000 });
  });

  it('and with it five minutes behind', async () => {
    vi.setSystemTime(served - 5 * 60_000);
    expect(await waitFor429(headers)).toMatchObject({ kind: 'rateLimited', retryAfterMs: 120_000 });
  });

  it("reads it against the computer's clock when the answer has no readable Date", async () => {
    vi.setSystemTime(served + 60_000);
    expect(await waitFor429({ 'Retry-After': headers['Retry-After'] })).toMatchObject({ retryAfterMs: 60_000 });
    expect(await waitFor429({ ...headers, Date: 'yesterday' })).toMatchObject({ retryAfterMs: 60_000 });
  });
});
