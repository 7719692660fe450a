import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { backoffDelay, DEFAULT_RETRY, redactTokens, send, sleep } from '../http';
import { parseRetryAfter } from '../retry-after';

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });
  it('gives null for absent or unreadable values', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('')).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
  it('reads hundreds of digits as a long wait, not as Infinity', () => {
    const wait = parseRetryAfter('9'.repeat(400));
    expect(Number.isFinite(wait)).toBe(true);
    expect(wait).toBeGreaterThan(365 * 24 * 3_600_000);
  });
});

describe('send: the timeout', () => {
  const request = { method: 'GET', url: new URL('https://api.example.com/api/feed/jobs'), headers: {}, retryOn: () => false } as const;
  const options = (fetch: typeof globalThis.fetch) => ({
    fetch,
    timeoutMs: 1_000,
    retry: { ...DEFAULT_RETRY, maxRetries: 0 },
    sleep,
    random: Math.random,
  });

  /** A fetch that answers at once with `parts` of a body, each `gapMs` after the one before; it stops when the signal aborts, as a browser's does. */
  function trickling(parts: string[], gapMs: number, { headersAfterMs = 0, headers = {} as Record<string, string> } = {}): typeof fetch {
    return (async (_url: unknown, init?: RequestInit) => {
      const signal = init!.signal!;
      if (headersAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, headersAfterMs));
      const left = [...parts];
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve, reject) => {
            const timer = setTimeout(resolve, gapMs);
            signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true });
          });
          const part = left.shift();
          if (part === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(part));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
    }) as typeof fetch;
  }

  const numbers = (count: number) => ['[', ...Array.from({ length: count }, (_, i) => `${i},`), '-1]'];
  const outcome = (pending: Promise<unknown>) =>
    pending.then(
      (value) => value,
      (error: unknown) => error,
    );

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets a body that keeps coming take longer than the timeout', async () => {
    const pending = outcome(send(request, options(trickling(numbers(10), 600))));
    await vi.advanceTimersByTimeAsync(10_000);
    const response = (await pending) as { body: number[] };
    expect(response.body).toHaveLength(11);
  });

  it('ends a body that stops coming for the timeout', async () => {
    const pending = outcome(send(request, options(trickling(['[1,', '2,', '3]'], 1_500))));
    await vi.advanceTimersByTimeAsync(1_100);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).info).toEqual({ kind: 'timeout', timeoutMs: 1_000 });
  });

  it('gives the first bytes a wait of their own after the answer', async () => {
    const pending = outcome(send(request, options(trickling(numbers(1), 900, { headersAfterMs: 900 }))));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(((await pending) as { body: number[] }).body).toEqual([0, -1]);
  });

  it('reads a body longer than its Content-Length (a compressed one) and one without, whole', async () => {
    for (const headers of [{ 'Content-Length': '3' }, {}] as Record<string, string>[]) {
      const parts = numbers(20_000);
      const pending = outcome(
        send(request, options(trickling([parts.slice(0, 10_000).join(''), parts.slice(10_000).join('')], 10, { headers }))),
      );
      await vi.advanceTimersByTimeAsync(100);
      expect(((await pending) as { body: number[] }).body).toHaveLength(20_001);
    }
  });

  it('ends a body that keeps coming after ten times the timeout', async () => {
    const pending = outcome(send(request, options(trickling(numbers(100), 500))));
    await vi.advanceTimersByTimeAsync(10_100);
    const error = await pending;
    expect((error as ApiError).info).toEqual({ kind: 'timeout', timeoutMs: 10_000 });
  });
});

describe('send: a 429', () => {
  it('carries the Retry-After and when the answer came, so a page counts the wait down from then', async () => {
    const request = { method: 'GET', url: new URL('https://api.example.com/api/feed/jobs'), headers: {}, retryOn: () => false } as const;
    const fetch = (async () => new Response('', { status: 429, headers: { 'Retry-After': '30' } })) as typeof globalThis.fetch;
    const before = Date.now();
    const error = await send(request, { fetch, timeoutMs: 1_000, retry: DEFAULT_RETRY, sleep, random: Math.random }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const info = (error as ApiError).info;
    expect(info).toMatchObject({ kind: 'rateLimited', retryAfterMs: 30_000 });
    expect(info.kind === 'rateLimited' && info.at).toBeGreaterThanOrEqual(before);
    expect(info.kind === 'rateLimited' && info.at).toBeLessThanOrEqual(Date.now());
  });
});

describe('send: a 503', () => {
  const request = { method: 'GET', url: new URL('https://api.example.com/api/feed/jobs'), headers: {}, retryOn: () => true } as const;

  it("carries a Retry-After (RFC 9110: how long the service is away) and waits it before the next attempt, as a 429's", async () => {
    const answers = [new Response('', { status: 503, headers: { 'Retry-After': '7' } }), new Response('[]', { status: 200 })];
    const fetch = (async () => answers.shift()!) as typeof globalThis.fetch;
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const retry = { ...DEFAULT_RETRY, maxRetries: 1, maxRetryAfterMs: 60_000 };
    const response = await send(request, { fetch, timeoutMs: 1_000, retry, sleep: wait, random: () => 0 });
    expect(response.status).toBe(200);
    expect(waits).toEqual([7_000]);
  });

  it('is not tried again when its Retry-After is longer than the caller waits: the caller gets it, with the wait', async () => {
    const fetch = (async () => new Response('', { status: 503, headers: { 'Retry-After': '120' } })) as typeof globalThis.fetch;
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const retry = { ...DEFAULT_RETRY, maxRetries: 3, maxRetryAfterMs: 2_000 };
    const error = await send(request, { fetch, timeoutMs: 1_000, retry, sleep: wait, random: () => 0 }).catch((e: unknown) => e);
    expect((error as ApiError).info).toEqual({ kind: 'server', status: 503, reason: null, retryAfterMs: 120_000 });
    expect(waits).toEqual([]);
  });

  it("reads a 503's Retry-After only: a 500 or a 502 backs off as before", async () => {
    for (const status of [503, 500, 502]) {
      const answers = [new Response('', { status, headers: { 'Retry-After': '7' } }), new Response('[]', { status: 200 })];
      const fetch = (async () => answers.shift()!) as typeof globalThis.fetch;
      const waits: number[] = [];
      const wait = async (ms: number) => void waits.push(ms);
      const retry = { ...DEFAULT_RETRY, maxRetries: 1, baseDelayMs: 100, maxDelayMs: 1_000 };
      await send(request, { fetch, timeoutMs: 1_000, retry, sleep: wait, random: () => 1 });
      expect(waits).toEqual([status === 503 ? 7_000 : 100]);
    }
  });
});

describe('backoffDelay', () => {
  it('grows exponentially with jitter and is capped', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelay(0, policy, () => 0, null)).toBe(50);
    expect(backoffDelay(0, policy, () => 1, null)).toBe(100);
    expect(backoffDelay(3, policy, () => 1, null)).toBe(800);
    expect(backoffDelay(10, policy, () => 1, null)).toBe(1000);
  });
  it('waits at least as long as the server asked', () => {
    expect(backoffDelay(0, DEFAULT_RETRY, () => 0, 5000)).toBe(5000);
  });
});

describe('redactTokens', () => {
  it('removes anything shaped like a JWT', () => {
    const token = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJkZW1vIn0.c2lnbmF0dXJl';
    expect(redactTokens(`invalid token ${token} given`)).toBe('invalid token [redacted] given');
  });
});

describe('sleep', () => {
  it('rejects at once when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = sleep(10_000, controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });
});
