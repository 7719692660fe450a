/**
 * The policy of a request a person waits on (a job's card or details, the popup's count): one
 * retry, a short Retry-After only, and the answer or the error within 20 s, the waits between
 * attempts included.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { DEFAULT_RETRY, interactive, send, sleep, type HttpOptions } from '../http';

const request = {
  method: 'GET',
  url: new URL('https://api.example.com/api/feed/jobs/7'),
  headers: {},
  retryOn: () => true,
} as const;

/** A fetch answering each attempt with the next of `answers`: a Response, 'network' (refused at once) or 'hang' (until aborted). */
function answering(...answers: (Response | 'network' | 'hang')[]) {
  const attempts: number[] = [];
  const fetch = ((_url: unknown, init?: RequestInit) => {
    attempts.push(Date.now());
    const answer = answers.shift() ?? 'hang';
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') return new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)));
    return Promise.resolve(answer);
  }) as typeof globalThis.fetch;
  return { fetch, attempts };
}

const options = (fetch: typeof globalThis.fetch, timeoutMs = 15_000): HttpOptions => ({
  fetch,
  timeoutMs,
  retry: interactive(DEFAULT_RETRY),
  sleep,
  random: () => 1,
});

const ok = () => new Response('{"id":7}', { status: 200 });

/** Runs `pending` on fake time; resolves to its outcome (value or error) and when it came, in ms from the start. */
async function settled(pending: Promise<unknown>) {
  const start = Date.now();
  const outcome = pending.then(
    (value) => ({ value, ms: Date.now() - start }),
    (error: unknown) => ({ value: error, ms: Date.now() - start }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('interactive', () => {
  it('keeps the sync patient: the default policy is not changed', () => {
    expect(DEFAULT_RETRY.maxRetries).toBe(3);
    expect(DEFAULT_RETRY.totalMs).toBeUndefined();
    expect(interactive({ ...DEFAULT_RETRY, maxRetries: 0 }).maxRetries).toBe(0);
  });

  it('retries a refused connection once, quickly', async () => {
    const { fetch, attempts } = answering('network', ok());
    const { value, ms } = await settled(send(request, options(fetch)));
    expect(value).toMatchObject({ status: 200, body: { id: 7 } });
    expect(attempts).toHaveLength(2);
    expect(ms).toBeLessThanOrEqual(400);
  });

  it('gives a server that never answers up at 20 s, after two attempts', async () => {
    const { fetch, attempts } = answering('hang', 'hang');
    const { value, ms } = await settled(send(request, options(fetch)));
    expect((value as ApiError).info).toEqual({ kind: 'timeout', timeoutMs: 20_000 });
    expect(ms).toBe(20_000);
    expect(attempts).toHaveLength(2);
  });

  it('ends at 20 s in the wait before the retry too, with the failure that came', async () => {
    const { fetch, attempts } = answering('hang');
    const { value, ms } = await settled(send(request, options(fetch, 19_900)));
    expect((value as ApiError).info).toEqual({ kind: 'timeout', timeoutMs: 19_900 });
    expect(ms).toBe(20_000);
    expect(attempts).toHaveLength(1);
  });

  it('waits out a Retry-After of a second, not one of 30 s: that goes to the page, to count down', async () => {
    const short = answering(new Response('', { status: 429, headers: { 'Retry-After': '1' } }), ok());
    expect((await settled(send(request, options(short.fetch)))).value).toMatchObject({ status: 200 });
    expect(short.attempts[1]! - short.attempts[0]!).toBe(1_000);

    const long = answering(new Response('', { status: 429, headers: { 'Retry-After': '30' } }), ok());
    const { value, ms } = await settled(send(request, options(long.fetch)));
    expect((value as ApiError).info).toMatchObject({ kind: 'rateLimited', retryAfterMs: 30_000 });
    expect(ms).toBe(0);
    expect(long.attempts).toHaveLength(1);
  });

  it("still ends with the caller's reason when the caller aborts during the wait", async () => {
    const controller = new AbortController();
    const { fetch } = answering(new Response('', { status: 503 }), ok());
    const pending = send({ ...request, signal: controller.signal }, options(fetch)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('closed'));
    expect(await pending).toEqual(new Error('closed'));
  });
});
